import type { Role } from '@leavedesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstRow } from '../db/first-row';
import type { Caller, Claims, ClaimsContext, UseCaseContext } from './context';
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

/**
 * The caller of a token, as a `Caller` row: the user is live (not deleted, not deactivated) and the
 * token was issued since their last password change or reset. Used on its own by the auth hook
 * (with the organization's data version, for the cached answers), and without it as a
 * `with me as (…)` part of the hot routes' statements (`callerInStatement`).
 */
export function callerSelect(claims: Claims, opts: { dataVersion: boolean }): SQL {
  return sql`select u.id as "userId", u.organization_id as "organizationId", u.role,
      u.team_id as "teamId", u.email,
      coalesce(nullif(u.timezone, ''), o.timezone) as timezone,
      coalesce(nullif(u.country, ''), o.country) as country
      ${
        opts.dataVersion
          ? sql`, coalesce((select v.data_version from organization_versions v
              where v.organization_id = u.organization_id), 0) as "dataVersion"`
          : sql``
      }
    from users u join organizations o on o.id = u.organization_id
    where u.id = ${claims.userId} and u.deleted_at is null and u.status <> 'INACTIVE'
      and u.token_version = ${claims.tokenVersion}`;
}

/** The caller as a `callerInStatement` statement reads it: without the data version. */
export type StatementCaller = Omit<Caller, 'dataVersion'>;

/** The caller a statement found for the token, or 401 when there is none. */
export function callerOrRefuse<T extends StatementCaller>(row: T | null | undefined): T {
  if (!row) throw appError('UNAUTHENTICATED');
  return row;
}

/**
 * Every /api route but the public ones needs a valid token. The user is read again on every
 * request: a deleted or deactivated user, or a token issued before a password change, is refused.
 * On `callerInStatement` routes that read happens in the handler's own statement.
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
    if (request.routeOptions.config?.callerInStatement) {
      request.claims = { userId: claims.userId, tokenVersion: claims.tokenVersion };
      return;
    }
    request.caller = callerOrRefuse(
      await firstRow<Caller>(app.services.db, callerSelect(claims, { dataVersion: true })),
    );
  });
}

/**
 * Whether a request refused on a `callerInStatement` route carries a token that its user may no
 * longer use. There the hook only verified the token's signature: the caller is read by the
 * handler's statement, which a refusal before it (bad input, a body that is not JSON) or instead of
 * it never ran. Authentication comes before everything else on every route, so the error handler
 * reads the caller first (on refusals only, never on the hot path) and answers 401 if it is gone.
 */
export async function refusedCallerIsRevoked(request: FastifyRequest): Promise<boolean> {
  if (!request.claims) return false;
  const db = request.server.services.db;
  return !(await firstRow<StatementCaller>(db, callerSelect(request.claims, { dataVersion: false })));
}

/** The use-case context of a `callerInStatement` route. */
export function claimsCtxOf(request: FastifyRequest): ClaimsContext {
  if (!request.claims) throw new Error(`${request.routeOptions.url} is not a callerInStatement route`);
  return { db: request.server.services.db, claims: request.claims, services: request.server.services };
}

/** The use-case context of a request. */
export function ctxOf(request: FastifyRequest): UseCaseContext {
  return { db: request.server.services.db, caller: request.caller, services: request.server.services };
}

/** Refuses callers whose role is not listed (403). */
export function requireRole(request: FastifyRequest, ...roles: Role[]) {
  if (!roles.includes(request.caller.role)) throw appError('FORBIDDEN');
}
