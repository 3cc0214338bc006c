import { AuthAnswer, ErrorBody, ForgetPasswordBody, LoginBody, RegisterBody } from '@leavedesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUser } from '../users/user-view';
import { authAttemptLimits } from './attempt-limits';
import { forgetPassword } from './forget-password';
import { login } from './login';
import { registerOrganization } from './register-organization';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  const { byIp, byEmail } = authAttemptLimits(app);
  const config = { public: true };
  const errors = { 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

  const answer = async (userId: number, organizationId: number) =>
    (await findUser(services.db, organizationId, userId))!;

  app.post(
    '/auth/register',
    {
      config,
      onRequest: byIp,
      preHandler: byEmail,
      schema: {
        security: [],
        tags: ['auth'],
        summary: 'Create an organization and its first admin',
        body: RegisterBody,
        response: { 201: AuthAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const created = await registerOrganization(services, request.body);
      const accessToken = await services.tokens.sign({
        userId: created.id,
        organizationId: created.organizationId,
        role: created.role,
        tokenVersion: created.tokenVersion,
      });
      return reply.status(201).send({ accessToken, user: await answer(created.id, created.organizationId) });
    },
  );

  app.post(
    '/auth/login',
    {
      config,
      onRequest: byIp,
      preHandler: byEmail,
      schema: {
        security: [],
        tags: ['auth'],
        summary: 'Sign in',
        body: LoginBody,
        response: { 200: AuthAnswer, ...errors },
      },
    },
    async (request) => {
      const user = await login(services, request.body.email, request.body.password);
      const accessToken = await services.tokens.sign({
        userId: user.id,
        organizationId: user.organizationId,
        role: user.role,
        tokenVersion: user.tokenVersion,
      });
      return { accessToken, user: await answer(user.id, user.organizationId) };
    },
  );

  app.post(
    '/auth/forget-password',
    {
      config,
      onRequest: byIp,
      preHandler: byEmail,
      schema: {
        security: [],
        tags: ['auth'],
        summary: 'E-mail a new password',
        body: ForgetPasswordBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const storeAndSend = await forgetPassword(services, request.body.email);
      // After the answer: what it does depends on the address, and must not show in the answer's time.
      services.afterAnswer.schedule(reply, 'could not store or send the new password', storeAndSend);
      return reply.status(204).send(null);
    },
  );
}
