import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../http/errors';
import { countAttempt, readAttempts } from '../../http/rate-limit-store';

/** The window of the per-address counters: the 429's sentence says "in a minute". */
const WINDOW_MS = 60_000;
/** How long an account's failures from everywhere are remembered for its slow-down. */
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

/**
 * How long a sign-in without the account's device cookie waits before its password is checked,
 * after `failures` failed sign-ins to the account from anywhere in the last 15 minutes: nothing
 * below `limit`, then a sixteenth of `maxMs`, doubling with each further failure up to `maxMs`.
 */
export function slowDownMs(failures: number, limit: number, maxMs: number): number {
  if (failures < limit) return 0;
  return Math.min(maxMs, Math.round((maxMs / 16) * 2 ** (failures - limit)));
}

/**
 * The `/auth/*` limits (server-rules §2, decisions 0008 and 0030), each counted in the database so
 * every process shares them:
 * - per client address, `AUTH_RATE_LIMIT` requests a minute over the three routes (on arrival);
 * - a sign-in from a browser without the account's device cookie: refused after `AUTH_RATE_LIMIT`
 *   failures a minute for that e-mail from that address, and slowed down (never refused) by the
 *   account's failures from every address, so strangers cannot lock its owner out;
 * - a sign-in with the account's device cookie: only that device's own failures count, refused
 *   after `AUTH_RATE_LIMIT` a minute.
 * "Forgot password" and sign-up are limited per address only: the reset by e-mail always works.
 */
export function authAttemptLimits(app: FastifyInstance) {
  const { services } = app;
  const max = services.config.authRateLimit;
  const address = (r: FastifyRequest) => normalizeIP(r.ip);
  const perIp = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (r) => `auth:ip:${address(r)}`,
  });

  const refuse = (reply: FastifyReply, ttlMs: number) => {
    reply.header('retry-after', Math.max(1, Math.ceil(ttlMs / 1000)));
    return appError('RATE_LIMITED');
  };

  async function byIp(request: FastifyRequest, reply: FastifyReply) {
    const result = await perIp(request);
    if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.ttl);
  }

  /**
   * Lets a sign-in go on to its password check, waiting first when the account is under attack,
   * or refuses it (429). `device` is the nonce of a valid device cookie for `email`, if any.
   * Returns what to call when the password turns out wrong: it counts the failure.
   */
  async function admitSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    device: string | undefined,
  ): Promise<() => Promise<void>> {
    const { db } = services;
    if (device) {
      const key = `auth:fail:device:${device}`;
      const own = await readAttempts(db, key);
      if (own.current >= max) throw refuse(reply, own.ttl);
      return async () => void (await countAttempt(db, key, WINDOW_MS));
    }
    const fromHere = `auth:fail:email-ip:${email}|${address(request)}`;
    const account = `auth:fail:email:${email}`;
    const [own, everywhere] = await Promise.all([readAttempts(db, fromHere), readAttempts(db, account)]);
    if (own.current >= max) throw refuse(reply, own.ttl);
    const wait = slowDownMs(everywhere.current, max, services.config.authSlowDownMaxMs);
    if (wait > 0) await services.slowDown(wait);
    return async () => {
      await Promise.all([
        countAttempt(db, fromHere, WINDOW_MS),
        countAttempt(db, account, ACCOUNT_WINDOW_MS),
      ]);
    };
  }

  return { byIp, admitSignIn };
}
