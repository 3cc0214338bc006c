import { ErrorBody, UserIdParam, WorkSchedule, WorkScheduleBody } from '@leavedesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, requireRole } from '../../http/auth';
import { getSchedule } from './get-schedule';
import { putSchedule } from './put-schedule';

/** Runs before validation, so an employee hears 403 whatever they sent. */
const writers = async (request: FastifyRequest) => requireRole(request, 'TEAM_ADMIN', 'ORGANIZATION_ADMIN');

export async function scheduleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(
    '/users/:id/schedule',
    {
      schema: {
        tags: ['users'],
        summary: 'A person’s work schedule history, oldest first, or "mine"',
        params: UserIdParam,
        response: { 200: WorkSchedule, 400: ErrorBody, ...errors },
      },
    },
    async (request) => getSchedule(ctxOf(request), request.params.id),
  );

  app.put(
    '/users/:id/schedule',
    {
      onRequest: writers,
      schema: {
        tags: ['users'],
        summary: 'Replace a person’s work schedule history (organization admins, the person’s team admins)',
        params: UserIdParam,
        body: WorkScheduleBody,
        response: { 200: WorkSchedule, 400: ErrorBody, ...errors },
      },
    },
    async (request) => putSchedule(ctxOf(request), request.params.id, request.body),
  );
}
