import { ErrorBody, Organization } from '@leavedesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/auth';
import { getOrganization } from './get-organization';

export async function organizationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/organizations/default',
    { schema: { tags: ['organizations'], summary: "The caller's organization", response: { 200: Organization, 401: ErrorBody } } },
    async (request) => getOrganization(ctxOf(request)),
  );
}
