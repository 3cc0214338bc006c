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
