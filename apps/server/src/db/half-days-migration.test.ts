import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyDatabases, migrationsBefore } from '../../test/migrations';
import { DEFAULT_TRIGGERS } from '../modules/notifications/default-triggers';
import { migrationsFolder } from './client';

/**
 * The migration of issue 13 (half days, carry-over, adjustments) on a database that ran the ones
 * before it: existing leaves keep counting whole days, withdrawn ones become CANCELLED, policies
 * carry nothing over, and the default decision trigger learns "cancelled" only where an admin left
 * its words as they were.
 */
const emptyDatabase = emptyDatabases();

type Rows<T> = { rows: T[] };

describe('the half days, carry-over and adjustments migration', () => {
  it('keeps existing leaves whole, makes withdrawn ones CANCELLED, and rewrites only untouched default decision triggers', async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(migrationsBefore('0004_half_days_carry_over_adjustments'));
    // Two organizations as the old migrations left them, each with its default triggers (0001).
    const orgs = (await db.execute(sql`select id from organizations order by id`)) as unknown as Rows<{
      id: number;
    }>;
    expect(orgs.rows).toEqual([]);
    const created = (await db.execute(
      sql`insert into organizations (name, country) values ('Kept', 'DE'), ('Edited', 'FR') returning id`,
    )) as unknown as Rows<{ id: number }>;
    const [kept, edited] = created.rows.map((r) => r.id);
    const decision = DEFAULT_TRIGGERS.find((d) => d.eventType === 'LEAVE_STATUS_UPDATED')!;
    const old = {
      title:
        'Your {{leave.type.name}} request was {{#if (eq leave.status "ACCEPTED")}}accepted{{else}}rejected{{/if}}',
      text: [
        'Hello {{user.firstName}},',
        '',
        '{{reviewer.fullName}} {{#if (eq leave.status "ACCEPTED")}}accepted{{else}}rejected{{/if}} your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.',
        '',
        'See the request: {{link}}',
      ].join('\n'),
      html: [
        '<p>Hello {{user.firstName}},</p>',
        '<p>{{reviewer.fullName}} <strong>{{#if (eq leave.status "ACCEPTED")}}accepted{{else}}rejected{{/if}}</strong> your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.</p>',
        '<p><a href="{{link}}">See the request</a></p>',
      ].join('\n'),
    };
    for (const org of [kept, edited]) {
      await db.execute(sql`insert into notification_triggers
        (organization_id, name, title, event_type, receptors, channels, text_template, html_template)
        values (${org}, ${decision.name}, ${old.title}, 'LEAVE_STATUS_UPDATED', 'USER', array['EMAIL']::text[],
          ${org === kept ? old.text : 'Our own words: {{leave.status}}'}, ${old.html})`);
    }
    const [team] = (
      (await db.execute(
        sql`insert into teams (organization_id, name) values (${kept}, 'General') returning id`,
      )) as unknown as Rows<{ id: number }>
    ).rows;
    const [type] = (
      (await db.execute(sql`insert into leave_types (organization_id, name, cycle, amount)
        values (${kept}, 'Vacation', 'PER_YEAR', 20) returning id`)) as unknown as Rows<{ id: number }>
    ).rows;
    const [policy] = (
      (await db.execute(sql`insert into leave_policies (organization_id, name, is_default)
        values (${kept}, 'Default', true) returning id`)) as unknown as Rows<{ id: number }>
    ).rows;
    await db.execute(sql`insert into activated_types (policy_id, type_id, organization_id, amount, requires_approval, cycle)
      values (${policy.id}, ${type.id}, ${kept}, 20, true, 'PER_YEAR')`);
    const [user] = (
      (await db.execute(sql`insert into users (organization_id, email, password_hash, first_name, role, status,
        team_id, leave_policy_id, joined_at)
        values (${kept}, 'old@example.com', 'x', 'Old', 'EMPLOYEE', 'ACTIVE', ${team.id}, ${policy.id}, '2024-01-01')
        returning id`)) as unknown as Rows<{ id: number }>
    ).rows;
    await db.execute(sql`insert into leaves (organization_id, user_id, type_id, policy_id, start_at, end_at, duration,
      total_days, status, cancelled_at)
      values (${kept}, ${user.id}, ${type.id}, ${policy.id}, '2025-03-03', '2025-03-07', 5, 5, 'ACCEPTED', null),
             (${kept}, ${user.id}, ${type.id}, ${policy.id}, '2025-04-07', '2025-04-08', 2, 2, 'PENDING', now())`);

    await migrate(migrationsFolder());

    const leaves =
      (await db.execute(sql`select duration::float8 as duration, start_day_part as "startDayPart",
      end_day_part as "endDayPart", status, cancelled_by as "cancelledBy" from leaves order by start_at`)) as unknown as Rows<
        Record<string, unknown>
      >;
    expect(leaves.rows).toEqual([
      { duration: 5, startDayPart: 'FULL', endDayPart: 'FULL', status: 'ACCEPTED', cancelledBy: null },
      { duration: 2, startDayPart: 'FULL', endDayPart: 'FULL', status: 'CANCELLED', cancelledBy: user.id },
    ]);
    const activated = (await db.execute(sql`select carry_over_limit as "limit",
      carry_over_expires_after_months as months from activated_types`)) as unknown as Rows<
      Record<string, unknown>
    >;
    expect(activated.rows).toEqual([{ limit: 0, months: null }]);
    const triggers = (await db.execute(sql`select organization_id as org, title, text_template as text,
      html_template as html from notification_triggers where event_type = 'LEAVE_STATUS_UPDATED'
      order by organization_id`)) as unknown as Rows<{
      org: number;
      title: string;
      text: string;
      html: string;
    }>;
    expect(triggers.rows).toEqual([
      { org: kept, title: decision.title, text: decision.textTemplate, html: decision.htmlTemplate },
      {
        org: edited,
        title: decision.title,
        text: 'Our own words: {{leave.status}}',
        html: decision.htmlTemplate,
      },
    ]);
  });
});
