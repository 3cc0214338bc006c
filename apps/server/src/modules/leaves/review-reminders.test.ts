import type { ApprovalStep } from '@leavedesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useOwnDatabase } from '../../../test/harness';
import { leaveDecisions, leaves, notificationEvents, notifications } from '../../db/schema';
import { addDays, weekdayOf } from '../../lib/working-days';
import {
  addHoliday,
  addPerson,
  addTeam,
  insertLeave,
  type Org,
  type Person,
  setupOrg,
} from './leave-fixtures';
import { runReviewReminders } from './review-reminders';

/**
 * Reminders of waiting requests (issue 28, decision 0034), with the clock in the test's hands:
 * every pass is given its `now`. The days are in 2031, where the organizations have no holidays
 * but the ones a test adds, and every organization is the test's own (its settings are its own).
 */
// A pass reminds every organization of its database: on PostgreSQL, not the run's shared one.
useOwnDatabase();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const db = () => t.app.services.db;
/** A Monday in March 2031 (no stored holiday near it). */
const MONDAY = '2031-03-03';
/** Noon in Berlin (the organizations' zone) of a date. */
const noon = (date: string) => new Date(`${date}T11:00:00Z`);
const pass = (date: string, time = noon(date)) => runReviewReminders(db(), t.config, time);

interface Setup {
  org: Org;
  lead: Person;
  employee: Person;
  teamId: number;
}

/** An organization of its own, a team with its steps, its team admin and an employee. */
async function organization(
  steps: (people: { lead: Person }) => ApprovalStep[] = () => [{ approvers: 'REVIEWERS' }],
): Promise<Setup> {
  const org = await setupOrg(t);
  const teamId = await addTeam(org, 'Reminded');
  const lead = await addPerson(org, { teamId, role: 'TEAM_ADMIN', firstName: 'Lena' });
  const employee = await addPerson(org, { teamId, firstName: 'Eve' });
  const res = await t.call('PUT', `/api/teams/${teamId}`, {
    token: org.admin.accessToken,
    body: { name: 'Reminded', approvalSteps: steps({ lead }) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { org, lead, employee, teamId };
}

/** A PENDING request asked for at noon of `askedOn`, starting on `start`, under `steps`. */
async function pending(
  s: Setup,
  askedOn: string,
  start: string,
  steps: ApprovalStep[] = [{ approvers: 'REVIEWERS' }],
): Promise<number> {
  const id = await insertLeave(s.org, s.employee, {
    typeId: s.org.types.vacation,
    start,
    end: addDays(start, 1),
    status: 'PENDING',
  });
  await db()
    .update(leaves)
    .set({ createdAt: noon(askedOn), approvalSteps: steps })
    .where(eq(leaves.id, id));
  return id;
}

/** The reminders recorded for a leave: each event's params and its recipients, in order. */
async function remindersOf(leaveId: number) {
  const events = await db()
    .select({ id: notificationEvents.id, params: notificationEvents.params })
    .from(notificationEvents)
    .where(
      and(
        eq(notificationEvents.type, 'LEAVE_REVIEW_REMINDER'),
        sql`(${notificationEvents.params}->'leave'->>'id')::int = ${leaveId}`,
      ),
    )
    .orderBy(notificationEvents.id);
  return Promise.all(
    events.map(async (e) => {
      const sent = await db()
        .select({ userId: notifications.userId, title: notifications.title })
        .from(notifications)
        .where(eq(notifications.eventId, e.id));
      const p = e.params as { waitingDays: number; escalated: boolean; approval: { step: number } };
      return {
        waitingDays: p.waitingDays,
        escalated: p.escalated,
        step: p.approval.step,
        to: sent.map((n) => n.userId).sort((a, b) => a - b),
        titles: sent.map((n) => n.title),
      };
    }),
  );
}

const ids = (...people: { id: number }[]) => people.map((p) => p.id).sort((a, b) => a - b);

function saveSettings(org: Org, metadata: Record<string, unknown>) {
  return t.call('PUT', '/api/organizations/default', {
    token: org.admin.accessToken,
    body: {
      name: 'Acme Test',
      country: 'DE',
      timezone: 'Europe/Berlin',
      weekFirstDay: 'MONDAY',
      workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      metadata,
    },
  });
}

describe('review reminders', () => {
  it('come after two working days (weekend and holiday skipped), once a working day', async () => {
    expect(weekdayOf(MONDAY)).toBe('MONDAY');
    const s = await organization();
    const thursday = addDays(MONDAY, 3);
    const nextMonday = addDays(MONDAY, 7);
    await addHoliday(s.org, nextMonday, 'DE');
    const id = await pending(s, thursday, addDays(MONDAY, 28));

    // Friday is one working day; Saturday, Sunday and the holiday Monday are none.
    for (const day of [thursday, addDays(MONDAY, 4), addDays(MONDAY, 5), addDays(MONDAY, 6), nextMonday])
      await pass(day);
    expect(await remindersOf(id)).toEqual([]);

    // Tuesday: the second working day. Twice that day (morning and evening) reminds once.
    const tuesday = addDays(MONDAY, 8);
    await pass(tuesday);
    await pass(tuesday, new Date(`${tuesday}T20:30:00Z`));
    const first = await remindersOf(id);
    // The default step: the team's admin and the organization admin.
    expect(first).toEqual([
      expect.objectContaining({
        waitingDays: 2,
        escalated: false,
        step: 1,
        to: ids(s.lead, s.org.admin.user),
      }),
    ]);
    expect(first[0].titles[0]).toBe("Eve Person's Vacation request is waiting for a decision");

    // Wednesday: again.
    await pass(addDays(MONDAY, 9));
    expect((await remindersOf(id)).map((r) => r.waitingDays)).toEqual([2, 3]);
  });

  it('count the day in the organization’s time zone', async () => {
    const s = await organization();
    const id = await pending(s, MONDAY, addDays(MONDAY, 28));
    const wednesday = addDays(MONDAY, 2);
    // 23:30 UTC on Tuesday is already Wednesday in Berlin: the second working day there.
    await pass(addDays(MONDAY, 1), new Date(`${addDays(MONDAY, 1)}T23:30:00Z`));
    expect((await remindersOf(id)).map((r) => r.waitingDays)).toEqual([2]);
    await pass(wednesday);
    expect(await remindersOf(id)).toHaveLength(1);
  });

  it('tell the organization admins too from the fifth working day', async () => {
    const s = await organization(() => [{ approvers: 'TEAM_ADMINS' }]);
    const id = await pending(s, MONDAY, addDays(MONDAY, 28), [{ approvers: 'TEAM_ADMINS' }]);
    for (let day = 1; day <= 7; day++) await pass(addDays(MONDAY, day));
    expect(
      (await remindersOf(id)).map(({ waitingDays, escalated, to }) => ({ waitingDays, escalated, to })),
    ).toEqual([
      { waitingDays: 2, escalated: false, to: ids(s.lead) },
      { waitingDays: 3, escalated: false, to: ids(s.lead) },
      { waitingDays: 4, escalated: false, to: ids(s.lead) },
      // Monday of the next week: the fifth working day.
      { waitingDays: 5, escalated: true, to: ids(s.lead, s.org.admin.user) },
    ]);
  });

  it('stop once the request is decided', async () => {
    const s = await organization();
    const id = await pending(s, MONDAY, addDays(MONDAY, 28));
    await pass(addDays(MONDAY, 2));
    expect(await remindersOf(id)).toHaveLength(1);
    const res = await t.call('PUT', `/api/leaves/${id}`, {
      token: s.lead.token,
      body: { status: 'ACCEPTED' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await pass(addDays(MONDAY, 3));
    await pass(addDays(MONDAY, 4));
    expect(await remindersOf(id)).toHaveLength(1);
  });

  it('stop once the start has passed by more than a week', async () => {
    const s = await organization();
    const start = addDays(MONDAY, 7);
    const id = await pending(s, MONDAY, start);
    // A week after the start (Monday): still; a day later: no more.
    await pass(addDays(start, 7));
    await pass(addDays(start, 8));
    await pass(addDays(start, 9));
    expect((await remindersOf(id)).map((r) => r.waitingDays)).toEqual([10]);
  });

  it('follow the organization’s settings: 0 never reminds, other days and escalation as set', async () => {
    const never = await organization();
    expect((await saveSettings(never.org, { reminderAfterWorkingDays: 0 })).statusCode).toBe(200);
    const quiet = await pending(never, MONDAY, addDays(MONDAY, 28));

    const own = await organization(() => [{ approvers: 'TEAM_ADMINS' }]);
    const saved = await saveSettings(own.org, { reminderAfterWorkingDays: 1, escalateAfterWorkingDays: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().metadata).toMatchObject({ reminderAfterWorkingDays: 1, escalateAfterWorkingDays: 0 });
    const soon = await pending(own, MONDAY, addDays(MONDAY, 28), [{ approvers: 'TEAM_ADMINS' }]);

    for (let day = 1; day <= 9; day++) await pass(addDays(MONDAY, day));
    expect(await remindersOf(quiet)).toEqual([]);
    const sent = await remindersOf(soon);
    expect(sent.map((r) => r.waitingDays)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Escalation 0: the admins are never told.
    expect(sent.every((r) => !r.escalated && r.to.join() === String(own.lead.id))).toBe(true);
    expect(sent[0].titles[0]).toBe("Eve Person's Vacation request is waiting for a decision");
  });

  it('count a later step from the decision that passed the step before, and remind its approvers', async () => {
    const s = await organization(() => [{ approvers: 'TEAM_ADMINS' }]);
    const ana = await addPerson(s.org, { firstName: 'Ana', teamId: null });
    const steps: ApprovalStep[] = [{ approvers: 'TEAM_ADMINS' }, { approvers: 'USERS', userIds: [ana.id] }];
    // Asked for two weeks earlier, reminded at step 1 the day before the lead accepted it.
    const id = await pending(s, addDays(MONDAY, -14), addDays(MONDAY, 28), steps);
    await pass(addDays(MONDAY, 1));
    await db().update(leaves).set({ approvalStep: 2 }).where(eq(leaves.id, id));
    await db()
      .insert(leaveDecisions)
      .values({
        leaveId: id,
        step: 1,
        status: 'ACCEPTED',
        reviewerId: s.lead.id,
        decidedAt: noon(addDays(MONDAY, 2)),
      });
    // Wednesday's decision: Thursday is one working day, Friday two.
    await pass(addDays(MONDAY, 2));
    await pass(addDays(MONDAY, 3));
    await pass(addDays(MONDAY, 4));
    const sent = await remindersOf(id);
    expect(sent.map(({ step, waitingDays, to }) => ({ step, waitingDays, to }))).toEqual([
      // Escalated (11 days): the organization admin too.
      { step: 1, waitingDays: 11, to: ids(s.lead, s.org.admin.user) },
      { step: 2, waitingDays: 2, to: ids(ana) },
    ]);
    // The step-1 reminder was escalated (11 days), the step-2 one is not.
    expect(sent.map((r) => r.escalated)).toEqual([true, false]);
  });

  it('never go out on a day off', async () => {
    const s = await organization();
    const friday = addDays(MONDAY, 4);
    const id = await pending(s, addDays(MONDAY, -7), addDays(MONDAY, 28));
    await pass(friday);
    await pass(addDays(friday, 1));
    await pass(addDays(friday, 2));
    expect((await remindersOf(id)).map((r) => r.waitingDays)).toEqual([9]);
  });
});

describe('the organization’s approval settings', () => {
  let org: Org;
  beforeAll(async () => {
    org = (await organization()).org;
  });

  it.each([
    [{ reminderAfterWorkingDays: 31 }, 'metadata.reminderAfterWorkingDays', 'Remind approvers after'],
    [{ reminderAfterWorkingDays: 1.5 }, 'metadata.reminderAfterWorkingDays', 'Remind approvers after'],
    [{ reminderAfterWorkingDays: 'two' }, 'metadata.reminderAfterWorkingDays', 'Remind approvers after'],
    [{ escalateAfterWorkingDays: -1 }, 'metadata.escalateAfterWorkingDays', 'Tell organization admins'],
    [{ escalateAfterWorkingDays: 61 }, 'metadata.escalateAfterWorkingDays', 'Tell organization admins'],
    [{ rejectionReasonRequired: 'yes' }, 'metadata.rejectionReasonRequired', 'Whether reasons are required'],
    [
      { reminderAfterWorkingDays: 3, escalateAfterWorkingDays: 2 },
      'metadata.escalateAfterWorkingDays',
      'Organization admins are told with a reminder',
    ],
  ])('refuse %j with a sentence', async (metadata, field, start) => {
    const res = await saveSettings(org, metadata);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${start}`));
    expect(res.json().details).toEqual([expect.objectContaining({ field })]);
  });

  it('check an escalation sent alone against the stored reminder, and keep what is not sent', async () => {
    expect((await saveSettings(org, { reminderAfterWorkingDays: 4 })).statusCode).toBe(200);
    const early = await saveSettings(org, { escalateAfterWorkingDays: 3 });
    expect(early.statusCode).toBe(400);
    const ok = await saveSettings(org, { escalateAfterWorkingDays: 4, rejectionReasonRequired: true });
    expect(ok.statusCode, ok.body).toBe(200);
    const kept = await saveSettings(org, {});
    expect(kept.json().metadata).toMatchObject({
      reminderAfterWorkingDays: 4,
      escalateAfterWorkingDays: 4,
      rejectionReasonRequired: true,
    });
    // Never telling the admins (0) fits any reminder; null goes back to the default.
    expect((await saveSettings(org, { escalateAfterWorkingDays: 0 })).statusCode).toBe(200);
    const reset = await saveSettings(org, { reminderAfterWorkingDays: null, escalateAfterWorkingDays: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().metadata).not.toHaveProperty('reminderAfterWorkingDays');
  });
});

describe('the reminder timer', () => {
  it('is off in tests unless asked for, started by the server when it is on, and stopped on close', async () => {
    expect(t.app.services.reviewReminders.started).toBe(false);
    const on = await createTestApp({ REVIEW_REMINDERS: 'true' });
    expect(on.config.reviewReminderIntervalMs).toBe(10 * 60_000);
    expect(on.app.services.reviewReminders.started).toBe(true);
    await on.app.close();
    expect(on.app.services.reviewReminders.started).toBe(false);
  });
});
