import type { Role } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstRow } from '../db/first-row';
import type { Caller, UseCaseContext } from './context';
import { appError } from './errors';

function readToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (match) return match[1];
  if (request.routeOptions.config?.queryToken) {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string' && token) return token;
  }
  return undefined;
}

interface CallerRow {
  id: number;
  organizationId: number;
  role: string;
  status: string;
  teamId: number | null;
  email: string;
  tokenVersion: number;
  timezone: string;
  country: string;
}

/**
 * Every /api route but the public ones needs a valid token. The user is read again on every
 * request: a deleted or deactivated user, or a token issued before a password change, is refused.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    // Decided by the matched route, not the raw URL: an encoded or odd path cannot dodge the check.
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || route.startsWith('/api/docs') || request.routeOptions.config?.public)
      return;
    const token = readToken(request);
    if (!token) throw appError('UNAUTHENTICATED');
    const claims = await app.services.tokens.verify(token);
    if (!claims) throw appError('UNAUTHENTICATED');
    const row = await firstRow<CallerRow>(
      app.services.db,
      sql`select u.id, u.organization_id as "organizationId", u.role, u.status, u.team_id as "teamId",
            u.email, u.token_version as "tokenVersion",
            coalesce(nullif(u.timezone, ''), o.timezone) as timezone,
            coalesce(nullif(u.country, ''), o.country) as country
          from users u join organizations o on o.id = u.organization_id
          where u.id = ${claims.userId} and u.deleted_at is null`,
    );
    if (!row || row.status === 'INACTIVE' || row.tokenVersion !== claims.tokenVersion) {
      throw appError('UNAUTHENTICATED');
    }
    request.caller = {
      userId: row.id,
      organizationId: row.organizationId,
      role: row.role as Role,
      teamId: row.teamId,
      email: row.email,
      timezone: row.timezone,
      country: row.country,
    };
  });
}

/** The use-case context of a request. */
export function ctxOf(request: FastifyRequest): UseCaseContext {
  return { db: request.server.services.db, caller: request.caller, services: request.server.services };
}

/** Refuses callers whose role is not listed (403). */
export function requireRole(request: FastifyRequest, ...roles: Role[]) {
  if (!roles.includes(request.caller.role)) throw appError('FORBIDDEN');
}
