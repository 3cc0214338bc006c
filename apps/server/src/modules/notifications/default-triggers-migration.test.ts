import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyDatabases, migrationsBefore } from '../../../test/migrations';
import { migrationsFolder } from '../../db/client';
import { DEFAULT_TRIGGERS } from './default-triggers';

/**
 * Organizations that existed before notifications get the default triggers from the migration
 * that introduced them (0001_notifications.sql). A database is migrated to 0000 only, two
 * organizations are written to it, then the real migrations run on, as on an upgrade.
 */
const emptyDatabase = emptyDatabases();

describe('the notifications migration', () => {
  it('gives every organization that existed before it the default triggers', async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(migrationsBefore('0001_notifications'));
    const orgs =
      await db.execute(sql`insert into organizations (name, country) values ('Old One', 'DE'), ('Old Two', 'FR')
      returning id`);
    const ids = (orgs as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);

    await migrate(migrationsFolder());

    const result = await db.execute(sql`
      select organization_id as "organizationId", name, title, event_type as "eventType", receptors, channels,
        status, text_template as "textTemplate", html_template as "htmlTemplate"
      from notification_triggers order by organization_id, id`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    // The same triggers, word for word, as a new organization gets at registration (triggers added
    // by later migrations come after each organization's first ones, in DEFAULT_TRIGGERS' order).
    expect(rows).toEqual(
      ids.flatMap((organizationId) =>
        DEFAULT_TRIGGERS.map((d) => ({ organizationId, ...d, status: 'ENABLED' })),
      ),
    );
  });

  it('adds the decide links to the reviewers’ e-mail where it is still the previous default, word for word (0015)', async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(migrationsBefore('0001_notifications'));
    await db.execute(
      sql`insert into organizations (name, country) values ('Kept', 'DE'), ('Own words', 'FR')`,
    );
    await migrate(migrationsBefore('0015_decide_links_in_reviewers_email'));
    const own = 'Hello, {{user.fullName}} asks: {{link}}';
    await db.execute(sql`update notification_triggers set text_template = ${own}
      where event_type = 'LEAVE_CREATED' and organization_id = (select id from organizations where name = 'Own words')`);

    await migrate(migrationsFolder());

    const result = await db.execute(sql`
      select o.name, t.text_template as "textTemplate", t.html_template as "htmlTemplate"
      from notification_triggers t join organizations o on o.id = t.organization_id
      where t.event_type = 'LEAVE_CREATED' order by o.name`);
    const reviewers = DEFAULT_TRIGGERS.find((d) => d.eventType === 'LEAVE_CREATED')!;
    expect(reviewers.textTemplate).toContain('Accept: {{decide.acceptLink}}');
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'Kept', textTemplate: reviewers.textTemplate, htmlTemplate: reviewers.htmlTemplate },
      // An admin's own text stays; the HTML, still the default, gains the links.
      { name: 'Own words', textTemplate: own, htmlTemplate: reviewers.htmlTemplate },
    ]);
  });
});
