/** The PostgreSQL error under a driver or Drizzle error (node-postgres and PGlite alike). */
function pgError(error: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  let e: unknown = error;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const candidate = e as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return e as { code?: string; constraint?: string; message?: string };
    }
    e = candidate.cause;
  }
  return undefined;
}

/** True when the error is a unique violation, of the named index when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  if (pg?.code !== '23505') return false;
  if (!constraint) return true;
  return pg.constraint === constraint || (pg.message ?? '').includes(constraint);
}

/**
 * SQLSTATEs that mean the connection is gone or cannot be had: class 08 (connection exception),
 * the server shutting down or starting up (57P01–57P03), a session ended by a timeout (57P05,
 * 25P03), or no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1235]|25P03|53300)$/;
/** Socket errors of a database that cannot be reached. */
const UNAVAILABLE_SOCKET = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own errors for a lost connection, a client it retired, or a pool wait in vain. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool)/;

/**
 * The error under a driver or Drizzle error that says the database cannot be reached (a restart,
 * a failover, a connection terminated by an administrator or a proxy, no free connection in time),
 * or undefined when the error is anything else. Such errors are answered 503, never 500.
 */
export function databaseUnavailable(error: unknown): { code?: string; message: string } | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    const text = typeof message === 'string' ? message : '';
    // An outbound HTTP call that failed (fetch) is not the database, whatever its socket error.
    if (e instanceof TypeError && text === 'fetch failed') continue;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SOCKET.has(code) || (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code)))
    )
      return { code, message: text };
    if (UNAVAILABLE_MESSAGE.test(text)) return { message: text };
    queue.push(cause);
    // A connection attempt to several addresses fails with all their errors (AggregateError).
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return undefined;
}
