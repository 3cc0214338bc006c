import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { migrationsFolder } from '../src/db/client';
import { dbKind, tempDir } from './harness';

/**
 * For tests of one migration on a database that ran the ones before it, as on an upgrade: the
 * migrations folder as it was before `tag`, and empty databases of the run's kind (PGlite in
 * memory, or a database of its own on the run's PostgreSQL) that can be migrated from a folder.
 * The databases are closed (and dropped) after the file's last test.
 */
export function migrationsBefore(tag: string): string {
  const real = migrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(real, 'meta', '_journal.json'), 'utf8'));
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  if (index < 1) throw new Error(`No migration ${tag} after the first in the journal`);
  const dir = tempDir('leavedesk-migrations-');
  mkdirSync(path.join(dir, 'meta'));
  const before = journal.entries.slice(0, index);
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: before }));
  for (const entry of before)
    copyFileSync(path.join(real, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

/** Call at the top of a test file: answers a maker of empty databases, closed after the file. */
export function emptyDatabases() {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return async function emptyDatabase() {
    if (dbKind === 'postgres') {
      const runUrl = inject('pgUrl');
      const name = `leavedesk_migration_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: runUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(runUrl);
      url.pathname = `/${name}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
      cleanups.push(async () => {
        await pool.end();
        const c = new pg.Client({ connectionString: runUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      });
      const db = drizzleNodePg({ client: pool });
      return { db, migrate: (folder: string) => migrateNodePg(db, { migrationsFolder: folder }) };
    }
    const client = await PGlite.create('memory://');
    cleanups.push(() => client.close());
    const db = drizzlePglite({ client });
    return { db, migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }) };
  };
}
