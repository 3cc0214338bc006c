import { createHash } from 'node:crypto';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/** Keys are stored hashed: the table never holds an e-mail or an address. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/** The ms left in a counter's window, as the database's clock sees it. */
const msLeft = sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000)`.mapWith(Number);

/** One attempt counted against `key`: the count in the current window and the ms left in it. */
export async function countAttempt(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const hashed = hashKey(key);
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: hashed, count: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttl: msLeft,
    });
  // Now and then, forget windows long closed so the table stays small.
  if (Math.random() < 0.01)
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 minute'`));
  return { current: row.count, ttl: Math.max(0, row.ttl) };
}

/** The count against `key` in its current window, without counting anything (0 when none is open). */
export async function readAttempts(db: Db, key: string): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .select({ count: rateLimits.count, ttl: msLeft })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, hashKey(key)), gt(rateLimits.resetAt, sql`now()`)));
  return row ? { current: row.count, ttl: Math.max(0, row.ttl) } : { current: 0, ttl: 0 };
}

/**
 * A store for @fastify/rate-limit that counts in the database, so several server processes behind
 * a load balancer share one count (nothing another process needs lives in process memory).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countAttempt(db, key, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }
    child() {
      return this;
    }
  };
}
