import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client';

const dialect = new PgDialect();
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
 * so the server parses it once and soon reuses its plan: planning cost more than running these
 * statements. Statements must answer only `json`, `text`, `int4` or `bool` columns (the driver's
 * default parsers; a `date` would become a local-time JS Date).
 */
export async function firstRow<T>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({ name: statementName(text), text, values: params });
    return result.rows[0] as T | undefined;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}
