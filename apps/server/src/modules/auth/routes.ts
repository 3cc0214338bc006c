import cookie from '@fastify/cookie';
import { AuthAnswer, ErrorBody, ForgetPasswordBody, LoginBody, RegisterBody } from '@leavedesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { findUser } from '../users/user-view';
import { authAttemptLimits } from './attempt-limits';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './device-cookies';
import { forgetPassword } from './forget-password';
import { login } from './login';
import { registerOrganization } from './register-organization';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  // Parses the device cookie, which browsers send to /api/auth/* only.
  await app.register(cookie);
  const { byIp, admitSignIn } = authAttemptLimits(app);
  const overHttps = services.config.publicUrl?.startsWith('https:') ?? false;
  const config = { public: true };
  const errors = { 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

  const answer = async (userId: number, organizationId: number) =>
    (await findUser(services.db, organizationId, userId))!;
  /** This browser has signed in as `email`: from now on its own failures are all that limit it. */
  const rememberDevice = (request: FastifyRequest, reply: FastifyReply, email: string) =>
    reply.setCookie(DEVICE_COOKIE, services.deviceCookies.issue(email), {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: overHttps || request.protocol === 'https',
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });

  app.post(
    '/auth/register',
    {
      config,
      onRequest: byIp,
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
      rememberDevice(request, reply, request.body.email);
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
      schema: {
        security: [],
        tags: ['auth'],
        summary: 'Sign in',
        body: LoginBody,
        response: { 200: AuthAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const device = services.deviceCookies.deviceOf(request.cookies[DEVICE_COOKIE], email);
      const failed = await admitSignIn(request, reply, email, device);
      const user = await login(services, email, password).catch(async (err: unknown) => {
        if (err instanceof AppError && err.code === 'WRONG_CREDENTIALS') await failed();
        throw err;
      });
      rememberDevice(request, reply, email);
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
      schema: {
        security: [],
        tags: ['auth'],
        summary: 'E-mail a new password',
        body: ForgetPasswordBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const storeAndSend = await forgetPassword(services, request.body.email, request.log);
      // After the answer: what it does depends on the address, and must not show in the answer's time.
      services.afterAnswer.schedule(reply, 'could not store or send the new password', storeAndSend);
      return reply.status(204).send(null);
    },
  );
}
