import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyDatabases, migrationsBefore } from '../../../test/migrations';
import { migrationsFolder } from '../../db/client';
import { DEFAULT_TRIGGERS } from './default-triggers';

/**
 * Issue 28 (substitutes): organizations that existed before 0013_substitute_default_trigger get the
 * default "Substitute assigned" trigger, word for word as a new organization gets it; their other
 * triggers are left as they were.
 */
const emptyDatabase = emptyDatabases();
type Rows<T> = { rows: T[] };

describe('the substitute trigger migration', () => {
  it('gives every organization that existed before it the default "Substitute assigned" trigger', async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(migrationsBefore('0013_substitute_default_trigger'));
    const orgs = (await db.execute(sql`insert into organizations (name, country)
      values ('Old One', 'DE'), ('Old Two', 'FR') returning id`)) as unknown as Rows<{ id: number }>;
    const ids = orgs.rows.map((r) => r.id);
    // An admin's own trigger of another event stays as it is.
    await db.execute(sql`insert into notification_triggers (organization_id, name, title, event_type, receptors,
      channels, text_template, html_template)
      values (${ids[0]}, 'Mine', 'Mine', 'LEAVE_CREATED', 'REVIEWERS', '{EMAIL}', 'My text', '<p>My text</p>')`);

    await migrate(migrationsFolder());

    const result = (await db.execute(sql`
      select organization_id as "organizationId", name, title, event_type as "eventType", receptors, channels,
        status, text_template as "textTemplate", html_template as "htmlTemplate"
      from notification_triggers where event_type = 'LEAVE_SUBSTITUTE_ASSIGNED'
      order by organization_id, id`)) as unknown as Rows<Record<string, unknown>>;
    const expected = DEFAULT_TRIGGERS.find((d) => d.eventType === 'LEAVE_SUBSTITUTE_ASSIGNED');
    expect(expected).toBeDefined();
    expect(result.rows).toEqual(
      ids.map((organizationId) => ({ organizationId, ...expected, status: 'ENABLED' })),
    );
    const mine = (await db.execute(
      sql`select name, text_template as text from notification_triggers where name = 'Mine'`,
    )) as unknown as Rows<Record<string, unknown>>;
    expect(mine.rows).toEqual([{ name: 'Mine', text: 'My text' }]);
  });
});
