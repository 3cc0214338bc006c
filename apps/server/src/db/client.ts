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
import { defaultPoolSize } from '../config';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { useStatementPool } from './first-row';
import { PRIVATE_DIR_MODE, PrivateNodeFS } from './private-data-dir';
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
  /**
   * DATA_DIR, when the embedded database is used: it lives in `<dataDir>/pglite`, and this process
   * holds the directory's lock while it is open (another process opening it is refused).
   */
  dataDir?: string;
  /**
   * The `application_name` of the PostgreSQL connections (the hot statements' pool adds `-hot`);
   * the server's own by default. Tools that open the database beside a server (the bench) name
   * theirs, so what a server's connections cost can be told apart.
   */
  applicationName?: string;
  /** Who opens it, as another process refused the directory is told ("the LeaveDesk server on port 3000"). */
  holder?: string;
  /** The lock on `dataDir`, when the caller took it first (to empty the directory before opening it). */
  lock?: DataDirLock;
  /** Without `dataDir`: an in-memory PGlite (`memory://`, the default), for tests. */
  pgliteDir?: `memory://${string}`;
  /** Connections of each of the two PostgreSQL pools; default `defaultPoolSize()` (config.ts). */
  poolSize?: number;
  /** A PGlite data directory image (`dumpDataDir`) to start from: tests use a migrated one. */
  pgliteImage?: Blob;
  /**
   * Told when a pooled connection is lost (a restart, a failover, an administrator or a proxy
   * closing it): the pool drops it and opens a new one on the next query.
   */
  onConnectionError?: (err: Error) => void;
}

/**
 * A node-postgres pool that survives its database going away. A connection that dies emits
 * `error` on its client, idle or checked out (in a transaction, between two queries); an `error`
 * event nobody listens to ends the process. So every client gets a listener for its whole life,
 * and the pool one for idle clients. The query in flight fails (the error handler answers 503),
 * the dead client is not queryable any more and leaves the pool when it is released, and the next
 * query opens a fresh connection (where prepared statements are prepared again: node-postgres
 * keeps their names per connection).
 */
function resilientPool(config: pg.PoolConfig, onConnectionError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    // A database that does not answer at all (a black-holed network) costs a request 10 s at
    // most, waiting for a free connection included, never forever.
    connectionTimeoutMillis: 10_000,
    // Notice a peer that vanished without closing the socket.
    keepAlive: true,
    ...config,
  });
  // Idle clients: the pool has already dropped the client when it tells.
  pool.on('error', onConnectionError);
  // Checked-out clients: their query fails with the same error and is answered (and logged) as a
  // 503. The connection's slot goes back to the pool now, not when its holder releases it: a holder
  // may never do so. Drizzle's `transaction()` (0.45) sends BEGIN before the try whose `finally`
  // releases the client, so a connection lost during BEGIN was held for the life of the process,
  // and after as many losses as the pool has connections every request waited 10 s for one
  // (drizzle-team/drizzle-orm#6241). The holder's own later release is then a no-op.
  const checkedOut = new WeakSet<pg.Client>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return;
      const poolClient = client as pg.PoolClient;
      const release = poolClient.release;
      poolClient.release = () => {};
      release(err);
    }),
  );
  return pool;
}

/** The `application_name` of the connections of each PostgreSQL pool. */
export const APPLICATION_NAME = { orm: 'leavedesk', statements: 'leavedesk-hot' } as const;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const onConnectionError = opts.onConnectionError ?? (() => {});
    // Each pool names its connections (pg_stat_activity.application_name), so an operator, and
    // the tests that break them, can tell the two apart.
    // No JIT compilation: it pays off for long analytical queries, and costs this application's
    // short ones tens of milliseconds whenever a plan's estimate crosses `jit_above_cost` (the
    // reviewers of a request among 10,000 people: 44 ms, most of it compiling).
    const pool = resilientPool(
      {
        connectionString: opts.databaseUrl,
        max: opts.poolSize ?? defaultPoolSize(),
        options: '-c jit=off',
        application_name: opts.applicationName ?? APPLICATION_NAME.orm,
      },
      onConnectionError,
    );
    // Dates travel as YYYY-MM-DD strings; never let pg turn a DATE into a local-time JS Date.
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    await migrateNodePg(db as never, { migrationsFolder: migrationsFolder() });
    // The hot reads' prepared statements run on their own connections, told to reuse one generic
    // plan: planning them costs more than running them (see firstRow).
    const statements = resilientPool(
      {
        connectionString: opts.databaseUrl,
        max: opts.poolSize ?? defaultPoolSize(),
        options: '-c plan_cache_mode=force_generic_plan -c jit=off',
        application_name: opts.applicationName ? `${opts.applicationName}-hot` : APPLICATION_NAME.statements,
      },
      onConnectionError,
    );
    useStatementPool(db, statements);
    return { db, kind: 'postgres', close: () => Promise.all([pool.end(), statements.end()]).then(() => {}) };
  }
  if (!opts.dataDir) return openPglite(opts.pgliteDir ?? 'memory://', opts.pgliteImage);
  // Locked before PGlite touches a file, released once it has closed them all.
  const lock =
    opts.lock ?? lockDataDir(opts.dataDir, opts.holder ?? `a LeaveDesk process (${process.argv[1]})`);
  try {
    const dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const database = await openPglite(dir, opts.pgliteImage);
    return { ...database, close: () => database.close().finally(lock.release) };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/**
 * The embedded database's buffer cache: 32 MB instead of PostgreSQL's 128 MB. It lives in the
 * server's own memory (PGlite's WebAssembly heap, which never shrinks), while the operating system
 * caches the data files anyway; 128 MB put the server at 540 MB under the scale bench's load
 * (decision 0021).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dir: string, image?: Blob): Promise<Database> {
  const client = await PGlite.create({
    // A data directory's files are the server's user's alone (private-data-dir.ts); memory is.
    ...(dir.startsWith('memory://') ? { dataDir: dir } : { fs: new PrivateNodeFS(dir) }),
    startParams: PGLITE_START_PARAMS,
    ...(image ? { loadDataDir: image } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return { db, kind: 'pglite', close: () => client.close() };
}
