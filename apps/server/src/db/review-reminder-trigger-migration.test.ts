import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyDatabases, migrationsBefore } from '../../test/migrations';
import { DEFAULT_TRIGGERS } from '../modules/notifications/default-triggers';
import { migrationsFolder } from './client';

/**
 * Migration 0014 (issue 28's reminders, decision 0034): every organization that existed before it
 * gets the default trigger "Leave request waiting", word for word as a new organization gets it,
 * and its other triggers (an admin's edits included) are left as they were.
 */
const emptyDatabase = emptyDatabases();

describe('the review reminder trigger migration (0014)', () => {
  it('gives every existing organization the "Leave request waiting" trigger and changes no other', async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(migrationsBefore('0014_review_reminder_default_trigger'));
    const orgs = await db.execute(
      sql`insert into organizations (name, country) values ('Old One', 'DE'), ('Old Two', 'FR') returning id`,
    );
    const ids = (orgs as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    // An admin's own trigger and an edited default stay as they are.
    await db.execute(sql`insert into notification_triggers (organization_id, name, title, event_type, receptors,
      channels, text_template, html_template) values
      (${ids[0]}, 'Leave request to reviewers', 'Edited', 'LEAVE_CREATED', 'REVIEWERS', '{EMAIL}', 'Mine', '<p>Mine</p>')`);
    const before = await db.execute(
      sql`select id, title, text_template from notification_triggers order by id`,
    );

    await migrate(migrationsFolder());

    const reminder = DEFAULT_TRIGGERS.find((t) => t.eventType === 'LEAVE_REVIEW_REMINDER');
    expect(reminder?.name).toBe('Leave request waiting');
    const result = await db.execute(sql`
      select organization_id as "organizationId", name, title, event_type as "eventType", receptors, channels,
        status, text_template as "textTemplate", html_template as "htmlTemplate"
      from notification_triggers where event_type = 'LEAVE_REVIEW_REMINDER' order by organization_id`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual(
      ids.map((organizationId) => ({ organizationId, ...reminder, status: 'ENABLED' })),
    );
    const after = await db.execute(
      sql`select id, title, text_template from notification_triggers where event_type <> 'LEAVE_REVIEW_REMINDER' order by id`,
    );
    expect((after as unknown as { rows: unknown[] }).rows).toEqual(
      (before as unknown as { rows: unknown[] }).rows,
    );
  });
});
