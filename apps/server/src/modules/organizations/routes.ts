import { ErrorBody, Organization, UpdateOrganizationBody } from '@leavedesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, requireRole } from '../../http/auth';
import { getOrganization } from './get-organization';
import { updateOrganization } from './update-organization';

export async function organizationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/organizations/default',
    {
      schema: {
        tags: ['organizations'],
        summary: "The caller's organization",
        response: { 200: Organization, 401: ErrorBody },
      },
    },
    async (request) => getOrganization(ctxOf(request)),
  );

  app.put(
    '/organizations/default',
    {
      onRequest: async (request) => requireRole(request, 'ORGANIZATION_ADMIN'),
      schema: {
        tags: ['organizations'],
        summary: "Update the caller's organization (organization admins)",
        body: UpdateOrganizationBody,
        response: { 200: Organization, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => updateOrganization(ctxOf(request), request.body),
  );
}
