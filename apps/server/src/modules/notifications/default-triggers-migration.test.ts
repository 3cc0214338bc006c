import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyDatabases, migrationsBefore } from '../../../test/migrations';
import { migrationsFolder } from '../../db/client';
import { DEFAULT_TRIGGERS } from './default-triggers';
import { renderTemplates } from './templates';

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

  it('makes the reviewers’ and the reminder’s e-mails say hours for a leave in hours, where still the previous default (0019)', async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(migrationsBefore('0001_notifications'));
    await db.execute(
      sql`insert into organizations (name, country) values ('Kept', 'DE'), ('Own words', 'FR')`,
    );
    await migrate(migrationsBefore('0019_leave_unit_in_default_emails'));
    const own = 'Waiting: {{leave.duration}} working days, {{link}}';
    await db.execute(sql`update notification_triggers set text_template = ${own}
      where event_type = 'LEAVE_REVIEW_REMINDER' and organization_id = (select id from organizations where name = 'Own words')`);
    const old = await db.execute(sql`select text_template as "textTemplate" from notification_triggers
      where event_type = 'LEAVE_CREATED' and organization_id = (select id from organizations where name = 'Kept')`);
    expect((old as unknown as { rows: { textTemplate: string }[] }).rows[0].textTemplate).toContain(
      '({{leave.duration}} working days)',
    );

    await migrate(migrationsFolder());

    const result = await db.execute(sql`
      select o.name, t.event_type as "eventType", t.text_template as "textTemplate", t.html_template as "htmlTemplate"
      from notification_triggers t join organizations o on o.id = t.organization_id
      where t.event_type in ('LEAVE_CREATED', 'LEAVE_REVIEW_REMINDER') order by o.name, t.event_type`);
    const byType = (type: string) => DEFAULT_TRIGGERS.find((d) => d.eventType === type)!;
    const [created, reminder] = [byType('LEAVE_CREATED'), byType('LEAVE_REVIEW_REMINDER')];
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'Kept', eventType: 'LEAVE_CREATED', ...pick(created) },
      { name: 'Kept', eventType: 'LEAVE_REVIEW_REMINDER', ...pick(reminder) },
      { name: 'Own words', eventType: 'LEAVE_CREATED', ...pick(created) },
      // An admin's own text stays; the HTML, still the default, says hours too.
      {
        name: 'Own words',
        eventType: 'LEAVE_REVIEW_REMINDER',
        textTemplate: own,
        htmlTemplate: reminder.htmlTemplate,
      },
    ]);
  });
});

function pick(t: { textTemplate: string; htmlTemplate: string }) {
  return { textTemplate: t.textTemplate, htmlTemplate: t.htmlTemplate };
}

describe('the default reviewers’ e-mail (issue 29)', () => {
  const reviewers = DEFAULT_TRIGGERS.find((d) => d.eventType === 'LEAVE_CREATED')!;
  const params = (leave: Record<string, unknown>) => ({
    user: { fullName: 'Pia Parttime' },
    leave: {
      type: { name: 'Flexi hours' },
      startAt: '2026-12-08',
      endAt: '2026-12-08',
      status: 'PENDING',
      ...leave,
    },
    link: 'https://leave.example/leaves/1',
    decide: { acceptLink: 'a', rejectLink: 'r' },
  });

  it('counts a leave in hours in hours, and one in days in working days', () => {
    const hours = renderTemplates(reviewers, params({ duration: 2.5, unit: 'HOURS' }));
    expect(hours.textContent).toContain('(2.5 hours)');
    expect(hours.htmlContent).toContain('(2.5 hours)');
    const days = renderTemplates(reviewers, params({ duration: 4, unit: 'DAYS' }));
    expect(days.textContent).toContain('(4 working days)');
    expect(days.htmlContent).toContain('(4 working days)');
  });
});
