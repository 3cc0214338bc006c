import {
  CreateOvertimeBody,
  ErrorBody,
  IdParam,
  OvertimeEntry,
  OvertimeListQuery,
  PagedOvertime,
  ReviewOvertimeBody,
} from '@leavedesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, requireRole } from '../../http/auth';
import { createOvertime } from './create-overtime';
import { listOvertime } from './list-overtime';
import { reviewOvertime } from './review-overtime';
import { withdrawOvertime } from './withdraw-overtime';

/** Time off in lieu's overtime entries (issue 29, decision 0040). */
export async function overtimeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const tags = ['overtime'];
  // Employees never review: refused before the body is read.
  const admins = async (request: FastifyRequest) => requireRole(request, 'ORGANIZATION_ADMIN', 'TEAM_ADMIN');

  app.get(
    '/overtime',
    {
      schema: {
        tags,
        summary:
          'Overtime entries, newest date first: your own, your team’s (team admin) or everyone’s (organization admin)',
        querystring: OvertimeListQuery,
        response: { 200: PagedOvertime, ...errors },
      },
    },
    async (request) => listOvertime(ctxOf(request), request.query),
  );

  app.post(
    '/overtime',
    {
      schema: {
        tags,
        summary: 'Record overtime of a time off in lieu type (yourself; admins for their people with userId)',
        body: CreateOvertimeBody,
        response: { 201: OvertimeEntry, ...errors, 422: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createOvertime(ctxOf(request), request.body)),
  );

  app.put(
    '/overtime/:id',
    {
      preValidation: admins,
      schema: {
        tags,
        summary: 'Accept or reject a pending overtime entry (team admin of the person, organization admin)',
        params: IdParam,
        body: ReviewOvertimeBody,
        response: { 200: OvertimeEntry, ...errors, 409: ErrorBody },
      },
    },
    async (request) => reviewOvertime(ctxOf(request), request.params.id, request.body),
  );

  app.delete(
    '/overtime/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw your own pending overtime entry (it becomes CANCELLED)',
        params: IdParam,
        response: { 204: z.null(), ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await withdrawOvertime(ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
