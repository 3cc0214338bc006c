import { ErrorBody, User, UserIdParam } from '@leavedesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/auth';
import { getUser } from './get-user';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One user, or "mine" for yourself',
        params: UserIdParam,
        response: { 200: User, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getUser(ctxOf(request), request.params.id),
  );
}
