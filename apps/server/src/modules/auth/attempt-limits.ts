import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../http/errors';

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The `/auth/*` limits of server-rules §2: `AUTH_RATE_LIMIT` (10) attempts a minute per client IP
 * and per e-mail, counted over all three routes together. The IP check runs on arrival; the e-mail
 * check once the body is parsed. Two separate counters, so passing one never skips the other.
 */
export function authAttemptLimits(app: FastifyInstance) {
  const limits = { max: app.services.config.authRateLimit, timeWindow: 60_000 };
  const perIp = app.createRateLimit({ ...limits, keyGenerator: (r) => `auth:ip:${normalizeIP(r.ip)}` });
  const perEmail = app.createRateLimit({
    ...limits,
    keyGenerator: (r) =>
      `auth:email:${String((r.body as { email?: unknown }).email)
        .trim()
        .toLowerCase()}`,
  });

  const enforce = (check: Check, applies: (r: FastifyRequest) => boolean = () => true) =>
    async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
      if (!applies(request)) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw appError('RATE_LIMITED');
      }
    };
  const hasEmail = (r: FastifyRequest) =>
    typeof (r.body as { email?: unknown } | undefined)?.email === 'string';
  return { byIp: enforce(perIp), byEmail: enforce(perEmail, hasEmail) };
}
