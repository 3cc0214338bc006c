import { AuditQuery, ErrorBody, PagedAuditEntries } from '@leavedesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, requireRole } from '../../http/auth';
import { listAudit } from './list-audit';

/**
 * The audit trail is read-only through the API: there is no route that edits or removes an entry
 * (the retention job alone deletes them, when they are older than AUDIT_RETENTION_DAYS).
 */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/organization/audit',
    {
      // Before validation: a caller without the role hears 403 whatever they sent.
      onRequest: async (request) => requireRole(request, 'ORGANIZATION_ADMIN'),
      schema: {
        tags: ['audit'],
        summary: 'Who changed what and when, newest first (organization admins)',
        querystring: AuditQuery,
        response: { 200: PagedAuditEntries, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listAudit(ctxOf(request), request.query),
  );
}
