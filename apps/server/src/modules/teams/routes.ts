import { ErrorBody, IdParam, Team, TeamBody, TeamSummary } from '@leavedesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, requireRole } from '../../http/auth';
import { createTeam } from './create-team';
import { deleteTeam } from './delete-team';
import { getTeam } from './get-team';
import { listTeams } from './list-teams';
import { updateTeam } from './update-team';

/** Runs before body validation, so a caller without the role hears 403 whatever they sent. */
const organizationAdminOnly = async (request: FastifyRequest) => requireRole(request, 'ORGANIZATION_ADMIN');

export async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(
    '/teams',
    {
      schema: {
        tags: ['teams'],
        summary: 'Every team of the organization, with its member count and team admins',
        response: { 200: z.array(TeamSummary), 401: ErrorBody },
      },
    },
    async (request) => listTeams(ctxOf(request)),
  );

  app.get(
    '/teams/:id',
    {
      schema: {
        tags: ['teams'],
        summary: 'One team, with its approval steps',
        params: IdParam,
        response: { 200: Team, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getTeam(ctxOf(request), request.params.id),
  );

  app.post(
    '/teams',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags: ['teams'],
        summary: 'Create a team',
        body: TeamBody,
        response: { 201: Team, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createTeam(ctxOf(request), request.body)),
  );

  app.put(
    '/teams/:id',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags: ['teams'],
        summary: 'Rename a team, set its approval steps',
        params: IdParam,
        body: TeamBody,
        response: { 200: Team, ...errors },
      },
    },
    async (request) => updateTeam(ctxOf(request), request.params.id, request.body),
  );

  app.delete(
    '/teams/:id',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags: ['teams'],
        summary: 'Remove a team with no members',
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTeam(ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
