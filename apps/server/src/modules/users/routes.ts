import {
  ChangePasswordBody,
  CreateUserBody,
  ErrorBody,
  PagedUsers,
  type Role,
  UpdateUserBody,
  User,
  UserIdParam,
  UserListQuery,
} from '@leavedesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, requireRole } from '../../http/auth';
import { changePassword } from './change-password';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { getUser } from './get-user';
import { listUsers } from './list-users';
import { updateUser } from './update-user';

/** Runs before validation, so a caller without the role hears 403 whatever they sent. */
const only =
  (...roles: Role[]) =>
  async (request: FastifyRequest) =>
    requireRole(request, ...roles);
const admins = only('TEAM_ADMIN', 'ORGANIZATION_ADMIN');

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(
    '/users',
    {
      onRequest: admins,
      schema: {
        tags: ['users'],
        summary: 'The user directory (team admins: their own team)',
        querystring: UserListQuery,
        response: { 200: PagedUsers, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listUsers(ctxOf(request), request.query),
  );

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

  app.post(
    '/users',
    {
      onRequest: admins,
      schema: {
        tags: ['users'],
        summary: 'Add a user (team admins: to their own team)',
        body: CreateUserBody,
        response: { 201: User, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(ctxOf(request), request.body)),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Change a user, or "mine" (yourself: names and picture)',
        params: UserIdParam,
        body: UpdateUserBody,
        response: { 200: User, ...errors },
      },
    },
    async (request) => updateUser(ctxOf(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    {
      onRequest: admins,
      schema: {
        tags: ['users'],
        summary: 'Remove a user (never yourself)',
        params: UserIdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteUser(ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/users/:id/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your own password; every earlier token stops working',
        params: UserIdParam,
        body: ChangePasswordBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await changePassword(ctxOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
}
