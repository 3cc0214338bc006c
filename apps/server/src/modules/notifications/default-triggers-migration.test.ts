import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dbKind, tempDir } from '../../../test/harness';
import { migrationsFolder } from '../../db/client';
import { DEFAULT_TRIGGERS } from './default-triggers';

/**
 * Organizations that existed before notifications get the default triggers from the migration
 * that introduced them (0001_notifications.sql). A database is migrated to 0000 only, two
 * organizations are written to it, then the real migrations run on, as on an upgrade.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The migrations folder as it was before notifications: 0000_init alone. */
function folderBeforeNotifications(): string {
  const real = migrationsFolder();
  const dir = tempDir('leavedesk-migrations-');
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(real, 'meta', '_journal.json'), 'utf8'));
  expect(journal.entries[1].tag).toBe('0001_notifications');
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: [journal.entries[0]] }),
  );
  copyFileSync(
    path.join(real, `${journal.entries[0].tag}.sql`),
    path.join(dir, `${journal.entries[0].tag}.sql`),
  );
  return dir;
}

/** An empty database of the project's kind, with a way to migrate it from a folder. */
async function emptyDatabase() {
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
}

describe('the notifications migration', () => {
  it('gives every organization that existed before it the three default triggers', async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(folderBeforeNotifications());
    const orgs =
      await db.execute(sql`insert into organizations (name, country) values ('Old One', 'DE'), ('Old Two', 'FR')
      returning id`);
    const ids = (orgs as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);

    await migrate(migrationsFolder());

    const result = await db.execute(sql`
      select organization_id as "organizationId", name, title, event_type as "eventType", receptors, channels,
        status, text_template as "textTemplate", html_template as "htmlTemplate"
      from notification_triggers order by id`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    // The same triggers, word for word, as a new organization gets at registration.
    expect(rows).toEqual(
      ids.flatMap((organizationId) =>
        DEFAULT_TRIGGERS.map((d) => ({ organizationId, ...d, status: 'ENABLED' })),
      ),
    );
  });
});
