import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * What a request may not change when it fails: every row of an organization, in every table that
 * has an `organization_id` (found in the catalogue, so a new table is covered), and the
 * organization's own row. Scoped to one organization because test files share a PostgreSQL
 * database and write to it at the same time.
 */
let tables: Promise<string[]> | undefined;

function organizationTables(db: Db): Promise<string[]> {
  tables ??= db
    .execute(
      sql`select table_name as name from information_schema.columns
          where column_name = 'organization_id' and table_schema = current_schema()
          order by table_name`,
    )
    .then((result) => (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name));
  return tables;
}

/** One text per table: its row count and a hash of its rows, for one organization. */
export async function organizationFingerprint(db: Db, organizationId: number): Promise<string> {
  const parts = (await organizationTables(db)).map(
    (table) =>
      sql`select ${table}::text as t, count(*)::int as n,
                 coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as h
          from ${sql.identifier(table)} r where r.organization_id = ${organizationId}`,
  );
  parts.push(
    sql`select 'organizations' as t, count(*)::int as n, coalesce(md5(string_agg(r::text, '|')), '') as h
        from organizations r where r.id = ${organizationId}`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as unknown as { rows: { t: string; n: number; h: string }[] }).rows;
  return rows
    .map((r) => `${r.t}:${r.n}:${r.h}`)
    .sort()
    .join('\n');
}

/**
 * Whether anything exists under an e-mail address or an organization name (a sign-up that failed);
 * the database cannot hold a NUL, so a name is looked for without them.
 */
export async function signUpTraces(db: Db, email: string, organizationName: string): Promise<number> {
  const result = await db.execute(
    sql`select (select count(*) from users where lower(email) = lower(${email}))::int
             + (select count(*) from organizations where name = ${organizationName.replaceAll('\u0000', '')})::int as n`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
