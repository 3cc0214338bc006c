import { LEAVE_MSG, type Leave, type LeaveCheckAnswer } from '@leavedesk/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../../../test/harness';
import { auditEntries, leaves, notificationEvents, notifications, users } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import {
  addPerson,
  addTeam,
  futureMonday,
  insertLeave,
  insertPerson,
  type Org,
  type Person,
  setupOrg,
  today,
} from './leave-fixtures';

/**
 * Issue 28, substitutes: a request names who covers during the leave; while an approver is on an
 * ACCEPTED leave covering today, its substitute (or, with none, the organization admins) also
 * decides the steps waiting on them. "Today" is the real one: the approvers' leaves are written
 * around it (yesterday to tomorrow), before it or after it.
 */
let org: Org;
let week = 30;
beforeAll(async () => {
  org = await setupOrg();
});

const db = () => org.t.app.services.db;
const ref = (p: Person) => ({ id: p.id, firstName: p.user.firstName, lastName: p.user.lastName });

function post(path: string, person: Person, body: Record<string, unknown>) {
  return org.t.call('POST', path, { token: person.token, body });
}

function nextDates() {
  const start = futureMonday(week++);
  return { start, end: addDays(start, 1) };
}

async function ask(person: Person, extra: Record<string, unknown> = {}): Promise<Leave> {
  const res = await post('/api/leaves', person, { typeId: org.types.vacation, ...nextDates(), ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function decide(token: string, id: number, status = 'ACCEPTED') {
  return org.t.call('PUT', `/api/leaves/${id}`, { token, body: { status } });
}

/** An ACCEPTED leave of `person` from `from` to `to` days around today, naming `substitute`. */
async function away(person: Person, from: number, to: number, substitute: Person | null) {
  const id = await insertLeave(org, person, {
    typeId: org.types.sick,
    start: addDays(today(), from),
    end: addDays(today(), to),
  });
  await db()
    .update(leaves)
    .set({ substituteId: substitute?.id ?? null })
    .where(eq(leaves.id, id));
  return id;
}

/** A team whose one step is Ana, with an employee asking. */
async function anaDecides() {
  const teamId = await addTeam(org, `Subst ${Math.random().toString(36).slice(2, 8)}`);
  const ana = await addPerson(org, { firstName: 'Ana', teamId: null });
  const employee = await addPerson(org, { firstName: 'Eve', teamId });
  const res = await org.t.call('PUT', `/api/teams/${teamId}`, {
    token: org.admin.accessToken,
    body: { name: `Team ${teamId}`, approvalSteps: [{ approvers: 'USERS', userIds: [ana.id] }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ana, employee };
}

describe('a substitute named by a request', () => {
  it('is an active person of the organization other than the requester (create and check alike)', async () => {
    const employee = await addPerson(org);
    const invitedEmail = await insertPerson(org, { status: 'PENDING' });
    const [invited] = await db().select({ id: users.id }).from(users).where(eq(users.email, invitedEmail));
    const other = await registerOrganization(org.t);
    const removed = await addPerson(org);
    const colleague = await addPerson(org);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, removed.id));
    for (const path of ['/api/leaves', '/api/leaves/check']) {
      const own = await post(path, employee, {
        typeId: org.types.vacation,
        ...nextDates(),
        substituteId: employee.id,
      });
      expect(own.statusCode, own.body).toBe(400);
      expect(own.json()).toMatchObject({
        message: LEAVE_MSG.substituteSelf,
        details: [{ field: 'substituteId', message: LEAVE_MSG.substituteSelf }],
      });
      const inactive = await post(path, employee, {
        typeId: org.types.vacation,
        ...nextDates(),
        substituteId: invited.id,
      });
      expect(inactive.statusCode, inactive.body).toBe(400);
      expect(inactive.json().message).toBe(LEAVE_MSG.substituteInactive);
      for (const substituteId of [other.user.id, removed.id, 2_000_000_000]) {
        const res = await post(path, employee, { typeId: org.types.vacation, ...nextDates(), substituteId });
        expect(res.statusCode, `${path} ${substituteId}`).toBe(404);
        expect(res.json().message).toBe('User not found.');
      }
      const notAnId = await post(path, employee, {
        typeId: org.types.vacation,
        ...nextDates(),
        substituteId: 'x',
      });
      expect(notAnId.statusCode).toBe(400);
    }
    // The picker's list: the active people of the organization but oneself, by name, any role may ask.
    const candidates = await org.t.call('GET', '/api/leaves/substitute-candidates?text=pat', {
      token: employee.token,
    });
    expect(candidates.statusCode, candidates.body).toBe(200);
    const ids = candidates.json().map((p: { id: number }) => p.id);
    expect(ids).not.toContain(employee.id);
    expect(ids).not.toContain(invited.id);
    expect(ids).not.toContain(removed.id);
    expect(ids).not.toContain(other.user.id);
    expect(candidates.json()).toEqual([{ id: colleague.id, firstName: 'Pat', lastName: 'Person' }]);
    const ada = await org.t.call('GET', '/api/leaves/substitute-candidates?text=ada%20adm', {
      token: employee.token,
    });
    expect(ada.json()).toEqual([{ id: org.admin.user.id, firstName: 'Ada', lastName: 'Admin' }]);
    // Nothing was written by the refused requests.
    const mine = await org.t.call('GET', '/api/leaves?userId=mine', { token: employee.token });
    expect(mine.json().contents).toEqual([]);
  });

  it('is kept on the leave and answered on every Leave answer (null without one)', async () => {
    const employee = await addPerson(org);
    const sam = await addPerson(org, { firstName: 'Sam', teamId: await addTeam(org, 'Other team') });
    const leave = await ask(employee, { substituteId: sam.id });
    expect(leave.substitute).toEqual(ref(sam));
    const got = await org.t.call('GET', `/api/leaves/${leave.id}`, { token: employee.token });
    expect(got.json().substitute).toEqual(ref(sam));
    const listed = await org.t.call('GET', '/api/leaves?userId=mine', { token: employee.token });
    expect(listed.json().contents.map((l: Leave) => l.substitute)).toEqual([ref(sam)]);
    const without = await ask(employee);
    expect(without.substitute).toBeNull();
  });

  it('is checked for being away: the check lists their own leaves sharing a half day with the request', async () => {
    const employee = await addPerson(org);
    const sam = await addPerson(org, { firstName: 'Sam', teamId: await addTeam(org, 'Away team') });
    const dates = nextDates();
    const samsLeave = await insertLeave(org, sam, {
      typeId: org.types.vacation,
      start: dates.end,
      end: addDays(dates.end, 3),
      status: 'PENDING',
    });
    await insertLeave(org, sam, {
      typeId: org.types.vacation,
      start: addDays(dates.end, 7),
      end: addDays(dates.end, 8),
    });
    const check = async (body: Record<string, unknown>): Promise<LeaveCheckAnswer> => {
      const res = await post('/api/leaves/check', employee, { typeId: org.types.vacation, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const answer = await check({ ...dates, substituteId: sam.id });
    expect(answer.substituteAway.map((l) => [l.id, l.user.id, l.status, l.startAt])).toEqual([
      [samsLeave, sam.id, 'PENDING', dates.end],
    ]);
    // A warning only: the request is still allowed, and Sam is no conflict of the requester's team.
    expect(answer.isAllowed).toBe(true);
    expect(answer.teamConflicts).toEqual([]);
    expect((await check(dates)).substituteAway).toEqual([]);
    expect(
      (await check({ start: dates.start, end: dates.start, substituteId: sam.id })).substituteAway,
    ).toEqual([]);
  });

  it('is told by the default "Substitute assigned" trigger (the receptor USER is the substitute)', async () => {
    const employee = await addPerson(org, { firstName: 'Eve' });
    const sam = await addPerson(org, { firstName: 'Sam' });
    const leave = await ask(employee, { substituteId: sam.id });
    const rows = await db()
      .select({ type: notificationEvents.type, title: notifications.title, text: notifications.textContent })
      .from(notifications)
      .innerJoin(notificationEvents, eq(notificationEvents.id, notifications.eventId))
      .where(and(eq(notifications.userId, sam.id), eq(notificationEvents.type, 'LEAVE_SUBSTITUTE_ASSIGNED')));
    expect(rows).toHaveLength(1);
    expect(rows[0].title).toBe('Eve Person named you as their substitute');
    expect(rows[0].text).toContain('Hello Sam,');
    expect(rows[0].text).toContain(`/leaves/${leave.id}`);
    // The requester is the event's subject, and is not notified by it.
    const events = await db()
      .select({ id: notificationEvents.id, subject: notificationEvents.subjectUserId })
      .from(notificationEvents)
      .where(eq(notificationEvents.type, 'LEAVE_SUBSTITUTE_ASSIGNED'));
    const event = events.find((e) => e.subject === employee.id);
    expect(event).toBeDefined();
    const recipients = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.eventId, event?.id ?? -1));
    expect(recipients).toEqual([{ userId: sam.id }]);
  });

  it('changes nothing when no substitute is named: no event, no substitute, the same approvers', async () => {
    const lead = await addPerson(org, { role: 'TEAM_ADMIN', firstName: 'Lara' });
    const employee = await addPerson(org);
    const leave = await ask(employee);
    expect(leave.substitute).toBeNull();
    expect(leave.approval.waitingFor.every((p) => !('asSubstituteFor' in p))).toBe(true);
    expect(leave.approval.waitingFor.map((p) => p.id)).toEqual(
      expect.arrayContaining([lead.id, org.admin.user.id]),
    );
    const events = await db()
      .select({ type: notificationEvents.type })
      .from(notificationEvents)
      .where(eq(notificationEvents.subjectUserId, employee.id));
    expect(events.map((e) => e.type)).toEqual(['LEAVE_CREATED']);
    const res = await decide(lead.token, leave.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', substitute: null });
  });
});

describe('an approver away today', () => {
  it("is covered by their leave's substitute: listed, sees the request, decides it, the audit says so", async () => {
    const { ana, employee } = await anaDecides();
    const sam = await addPerson(org, { firstName: 'Sam', teamId: await addTeam(org, 'Sams team') });
    const anasLeave = await away(ana, -1, 1, sam);
    const leave = await ask(employee);
    expect(leave.approval.waitingFor).toEqual([ref(ana), { ...ref(sam), asSubstituteFor: ref(ana) }]);

    // Sam, an employee of another team, sees the request he may decide, with its reason.
    const got = await org.t.call('GET', `/api/leaves/${leave.id}`, { token: sam.token });
    expect(got.statusCode, got.body).toBe(200);
    const queue = await org.t.call('GET', '/api/leaves?status=PENDING', { token: sam.token });
    expect(queue.json().contents.map((l: Leave) => l.id)).toContain(leave.id);

    const res = await decide(sam.token, leave.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', reviewer: ref(sam) });
    const [audit] = await db()
      .select({ changes: auditEntries.changes })
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'LEAVE_REVIEWED'), eq(auditEntries.targetId, leave.id)));
    // Once the cover has ended, Sam still reads the request he decided.
    await db()
      .update(leaves)
      .set({ startAt: addDays(today(), -5), endAt: addDays(today(), -2) })
      .where(eq(leaves.id, anasLeave));
    const later = await org.t.call('GET', `/api/leaves/${leave.id}`, { token: sam.token });
    expect(later.statusCode, later.body).toBe(200);
    expect(audit.changes).toContainEqual(
      expect.objectContaining({ field: 'asSubstituteFor', after: 'Ana Person' }),
    );
  });

  it('is not covered before their leave starts nor after it ends: the substitute is refused (403)', async () => {
    for (const [from, to] of [
      [2, 4],
      [-4, -2],
    ]) {
      const { ana, employee } = await anaDecides();
      const sam = await addPerson(org, { firstName: 'Sam' });
      await away(ana, from, to, sam);
      const leave = await ask(employee);
      expect(leave.approval.waitingFor).toEqual([ref(ana)]);
      const res = await decide(sam.token, leave.id);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(LEAVE_MSG.notYourStep);
      // Ana still decides.
      expect((await decide(ana.token, leave.id)).statusCode).toBe(200);
    }
  });

  it('with no substitute is covered by the organization admins', async () => {
    const { ana, employee } = await anaDecides();
    const pending = await ask(employee);
    // Not away: the step is Ana's alone, the organization admin does not decide it.
    expect(pending.approval.waitingFor).toEqual([ref(ana)]);
    const refused = await decide(org.admin.accessToken, pending.id);
    expect(refused.statusCode, refused.body).toBe(403);

    await away(ana, 0, 2, null);
    const admin = {
      id: org.admin.user.id,
      firstName: org.admin.user.firstName,
      lastName: org.admin.user.lastName,
    };
    const leave = await ask(employee);
    expect(leave.approval.waitingFor).toEqual([ref(ana), { ...admin, asSubstituteFor: ref(ana) }]);
    const res = await decide(org.admin.accessToken, leave.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('ACCEPTED');
  });

  it('on the default step: the team admin away is covered by their substitute, who hears of new requests', async () => {
    const teamId = await addTeam(org, 'Default steps');
    const lead = await addPerson(org, { role: 'TEAM_ADMIN', firstName: 'Lena', teamId });
    const employee = await addPerson(org, { teamId });
    const sam = await addPerson(org, { firstName: 'Sam', teamId: null });
    await away(lead, -2, 0, sam);
    const leave = await ask(employee);
    expect(leave.approval.waitingFor).toContainEqual({ ...ref(sam), asSubstituteFor: ref(lead) });
    const told = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .innerJoin(notificationEvents, eq(notificationEvents.id, notifications.eventId))
      .where(
        and(eq(notificationEvents.subjectUserId, employee.id), eq(notificationEvents.type, 'LEAVE_CREATED')),
      )
      .orderBy(asc(notifications.userId));
    expect(told.map((t) => t.userId)).toEqual(expect.arrayContaining([lead.id, org.admin.user.id, sam.id]));
    const res = await decide(sam.token, leave.id, 'REJECTED');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', reviewer: ref(sam) });
  });
});
