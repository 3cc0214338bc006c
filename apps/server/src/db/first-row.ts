import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DbOrTx } from './client';

const dialect = new PgDialect();
/** The pool of prepared hot statements of each PostgreSQL database (PGlite has none). */
const statementPools = new WeakMap<object, pg.Pool>();

export function useStatementPool(db: object, pool: pg.Pool) {
  statementPools.set(db, pool);
}
/** Statement text → its prepared statement name; the texts are the few shapes our code writes. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    if (names.size >= 1000) names.clear();
    name = `ld_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs one hand-written statement and answers its first row. The hot routes (the caller check, the
 * balance, the check, the calendar, the review list) are each one such statement that builds its
 * answer as JSON in the database: one round trip and no ORM query building per request.
 *
 * On PostgreSQL the statement is prepared once per connection under a name derived from its text,
 * on a pool whose connections reuse one generic plan per statement: the server parses and plans it
 * once. Planning cost more than running these statements, and their generic plans are the same
 * index walks (bench/README.md shows them). In a transaction, it runs on the transaction.
 * Statements must answer only `json`, `text`, `int4` or `bool` columns (the driver's default
 * parsers; a `date` would become a local-time JS Date).
 */
export async function firstRow<T>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  const pool = statementPools.get(db);
  if (pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await pool.query({ name: statementName(text), text, values: params });
    return result.rows[0] as T | undefined;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}
