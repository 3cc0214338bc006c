import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { useStatementPool } from './first-row';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: use cases accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The drizzle migrations folder, found from this file in source and in the bundle alike. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Database migrations folder not found');
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throw-away database. */
  pgliteDir?: string;
  poolSize?: number;
  /** A PGlite data directory image (`dumpDataDir`) to start from: tests use a migrated one. */
  pgliteImage?: Blob;
  /** Told when an idle pooled connection fails (it is replaced on the next query). */
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection that the server closes (restart, failover, admin) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err));
    // Dates travel as YYYY-MM-DD strings; never let pg turn a DATE into a local-time JS Date.
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    await migrateNodePg(db as never, { migrationsFolder: migrationsFolder() });
    // The hot reads' prepared statements run on their own connections, told to reuse one generic
    // plan: planning them costs more than running them (see firstRow).
    const statements = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    statements.on('error', (err) => opts.onIdleError?.(err));
    useStatementPool(db, statements);
    return { db, kind: 'postgres', close: () => Promise.all([pool.end(), statements.end()]).then(() => {}) };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, opts.pgliteImage ? { loadDataDir: opts.pgliteImage } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return { db, kind: 'pglite', close: () => client.close() };
}
