import { type Dirent, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import type { TestApp } from './harness';

/**
 * What a request may not change when it fails: every row of every table of the database (found in
 * the catalogue, so a new table is covered), and every file under DATA_DIR (uploaded assets, mail).
 * Compare two fingerprints only on a database that no other test file writes to at the same time
 * (harness `isolatedDatabase`).
 *
 * Left out: `rate_limits`, the `/auth/*` attempt counters, which count refused attempts too by
 * design; `jwt-secret`, written once at start.
 */
const UNCOMPARED_TABLES = new Set(['rate_limits']);
const UNCOMPARED_FILES = new Set(['jwt-secret']);

let tables: Promise<string[]> | undefined;

function allTables(db: Db): Promise<string[]> {
  tables ??= db
    .execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
          order by table_name`,
    )
    .then((result) =>
      (result as unknown as { rows: { name: string }[] }).rows
        .map((r) => r.name)
        .filter((name) => !UNCOMPARED_TABLES.has(name)),
    );
  return tables;
}

/** One line per table: its row count and a hash of all its rows. */
export async function databaseFingerprint(db: Db): Promise<string> {
  const parts = (await allTables(db)).map(
    (table) =>
      sql`select ${table}::text as t, count(*)::int as n,
                 coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as h
          from ${sql.identifier(table)} r`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as unknown as { rows: { t: string; n: number; h: string }[] }).rows;
  return rows
    .map((r) => `${r.t}:${r.n}:${r.h}`)
    .sort()
    .join('\n');
}

/** Every file under a folder, with its size, one per line. */
export function filesFingerprint(root: string): string {
  const lines: string[] = [];
  const walk = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // not made yet
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!UNCOMPARED_FILES.has(entry.name))
        lines.push(`${path.relative(root, file)}:${statSync(file).size}`);
    }
  };
  walk(root);
  return lines.sort().join('\n');
}

/** The database and the data directory of an app, as a request that fails must leave them. */
export async function fingerprint(t: TestApp): Promise<string> {
  return `${await databaseFingerprint(t.app.services.db)}\n--\n${filesFingerprint(t.config.dataDir)}`;
}
