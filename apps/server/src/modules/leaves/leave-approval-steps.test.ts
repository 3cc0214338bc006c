import type { ApprovalStep, Leave } from '@leavedesk/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../../../test/harness';
import { auditEntries, notificationEvents, notifications, organizations, users } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import { addPerson, addTeam, futureMonday, type Org, type Person, setupOrg } from './leave-fixtures';

/** Issue 28: approval steps, decided through PUT /leaves/{id} (decision 0033). */
let org: Org;
let week = 2;
beforeAll(async () => {
  org = await setupOrg();
});

const db = () => org.t.app.services.db;
const ref = (p: Person) => ({ id: p.id, firstName: p.user.firstName, lastName: p.user.lastName });
const fullName = (p: Person) => `${p.user.firstName} ${p.user.lastName}`;

function setSteps(teamId: number, approvalSteps: unknown) {
  return org.t.call('PUT', `/api/teams/${teamId}`, {
    token: org.admin.accessToken,
    body: { name: `Team ${teamId}`, approvalSteps },
  });
}

/** A team with its steps, an employee in it and a team admin of it. */
async function teamWith(steps: (people: { lead: Person }) => ApprovalStep[]) {
  const teamId = await addTeam(org, `Steps ${Math.random().toString(36).slice(2, 8)}`);
  const lead = await addPerson(org, { teamId, role: 'TEAM_ADMIN', firstName: 'Lena' });
  const employee = await addPerson(org, { teamId, firstName: 'Eve' });
  const res = await setSteps(teamId, steps({ lead }));
  expect(res.statusCode, res.body).toBe(200);
  return { teamId, lead, employee };
}

async function ask(person: Person): Promise<Leave> {
  const start = futureMonday(week++);
  const res = await org.t.call('POST', '/api/leaves', {
    token: person.token,
    body: { typeId: org.types.vacation, start, end: addDays(start, 1) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function decide(token: string, id: number, body: Record<string, unknown>) {
  return org.t.call('PUT', `/api/leaves/${id}`, { token, body });
}

async function read(token: string, id: number): Promise<Leave> {
  const res = await org.t.call('GET', `/api/leaves/${id}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('approval steps', () => {
  it('keep the default flow: one step of the reviewers, GET /teams/{id} without steps', async () => {
    const lead = await addPerson(org, { role: 'TEAM_ADMIN', firstName: 'Lara' });
    const employee = await addPerson(org);
    const team = await org.t.call('GET', `/api/teams/${org.teamId}`, { token: employee.token });
    expect(team.json()).toEqual({ id: org.teamId, name: 'General', metadata: {} });
    const leave = await ask(employee);
    expect(leave.status).toBe('PENDING');
    expect(leave.approval.step).toBe(1);
    expect(leave.approval.steps).toBe(1);
    expect(leave.approval.decisions).toEqual([]);
    expect(leave.approval.waitingFor.map((p) => p.id).sort()).toEqual(
      expect.arrayContaining([lead.id, org.admin.user.id]),
    );
    const res = await decide(lead.token, leave.id, { status: 'ACCEPTED' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', reviewer: ref(lead), reviewReason: null });
    expect(res.json().approval).toEqual({
      step: 1,
      steps: 1,
      waitingFor: [],
      decisions: [
        { step: 1, status: 'ACCEPTED', reason: null, reviewer: ref(lead), decidedAt: res.json().reviewedAt },
      ],
    });
  });

  it('take a request through two steps: step 1 keeps it PENDING for the named person, step 2 accepts it', async () => {
    const ana = await addPerson(org, { firstName: 'Ana', teamId: await addTeam(org, 'Elsewhere 1') });
    const { teamId, lead, employee } = await teamWith(() => [
      { approvers: 'TEAM_ADMINS' },
      { approvers: 'USERS', userIds: [ana.id] },
    ]);
    const got = await org.t.call('GET', `/api/teams/${teamId}`, { token: employee.token });
    expect(got.json().approvalSteps).toEqual([
      { approvers: 'TEAM_ADMINS' },
      { approvers: 'USERS', userIds: [ana.id] },
    ]);
    const leave = await ask(employee);
    expect(leave.approval).toEqual({ step: 1, steps: 2, waitingFor: [ref(lead)], decisions: [] });
    // The team's steps change later: the request in flight keeps its own.
    expect((await setSteps(teamId, [{ approvers: 'ORGANIZATION_ADMINS' }])).statusCode).toBe(200);

    const first = await decide(lead.token, leave.id, { status: 'ACCEPTED', reason: 'Fine by me.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'PENDING', reviewer: null, reviewReason: null });
    expect(first.json().approval).toMatchObject({ step: 2, steps: 2, waitingFor: [ref(ana)] });
    // Ana, an employee of another team, sees the request she decides, with its reason.
    expect((await read(ana.token, leave.id)).approval.decisions).toEqual([
      expect.objectContaining({ step: 1, status: 'ACCEPTED', reason: 'Fine by me.', reviewer: ref(lead) }),
    ]);
    const context = await org.t.call('GET', `/api/leaves/${leave.id}/context`, { token: ana.token });
    expect(context.statusCode, context.body).toBe(200);
    const listed = await org.t.call('GET', '/api/leaves?status=PENDING', { token: ana.token });
    expect(listed.json().contents.map((l: Leave) => l.id)).toContain(leave.id);

    const second = await decide(ana.token, leave.id, { status: 'ACCEPTED' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ status: 'ACCEPTED', reviewer: ref(ana) });
    const mine = await read(employee.token, leave.id);
    expect(mine.status).toBe('ACCEPTED');
    expect(mine.approval.decisions.map((d) => [d.step, d.status, d.reviewer.id])).toEqual([
      [1, 'ACCEPTED', lead.id],
      [2, 'ACCEPTED', ana.id],
    ]);

    // Each decision is in the audit trail and emits LEAVE_STATUS_UPDATED with where it stands.
    const audit = await db()
      .select({ changes: auditEntries.changes })
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'LEAVE_REVIEWED'), eq(auditEntries.targetId, leave.id)))
      .orderBy(asc(auditEntries.id));
    expect(audit.map((a) => a.changes.find((c) => c.field === 'decision')?.after)).toEqual([
      'ACCEPTED at step 1 of 2',
      'ACCEPTED at step 2 of 2',
    ]);
    const events = await db()
      .select({ type: notificationEvents.type, params: notificationEvents.params, id: notificationEvents.id })
      .from(notificationEvents)
      .where(eq(notificationEvents.subjectUserId, employee.id))
      .orderBy(asc(notificationEvents.id));
    const updates = events.filter((e) => e.type === 'LEAVE_STATUS_UPDATED');
    expect(updates.map((e) => e.params.approval)).toEqual([
      { step: 2, steps: 2, decided: false },
      { step: 2, steps: 2, decided: true },
    ]);
    // The step passed: Ana, the next step's approver, is told as reviewers are of a new request.
    const [created, passed] = events.filter((e) => e.type === 'LEAVE_CREATED');
    const toAna = await db()
      .select({ eventId: notifications.eventId })
      .from(notifications)
      .where(eq(notifications.userId, ana.id));
    expect(toAna.map((n) => n.eventId)).toContain(passed.id);
    const toLeadFirst = await db()
      .select({ eventId: notifications.eventId })
      .from(notifications)
      .where(eq(notifications.userId, lead.id));
    expect(toLeadFirst.map((n) => n.eventId)).toContain(created.id);
    expect(toLeadFirst.map((n) => n.eventId)).not.toContain(passed.id);
  });

  it('end a request REJECTED at step 2 with the reason reaching the requester', async () => {
    const ana = await addPerson(org, { firstName: 'Ana', teamId: await addTeam(org, 'Elsewhere 2') });
    const { lead, employee } = await teamWith(() => [
      { approvers: 'TEAM_ADMINS' },
      { approvers: 'USERS', userIds: [ana.id] },
    ]);
    const leave = await ask(employee);
    expect((await decide(lead.token, leave.id, { status: 'ACCEPTED' })).statusCode).toBe(200);
    const res = await decide(ana.token, leave.id, { status: 'REJECTED', reason: 'Audit week.' });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await read(employee.token, leave.id);
    expect(mine).toMatchObject({ status: 'REJECTED', reviewReason: 'Audit week.', reviewer: ref(ana) });
    expect(mine.approval.decisions[1]).toMatchObject({ step: 2, status: 'REJECTED', reason: 'Audit week.' });
    // Decided: nobody else decides any step of it.
    const again = await decide(lead.token, leave.id, { status: 'ACCEPTED' });
    expect(again.statusCode).toBe(409);
  });

  it('let exactly one of two step-1 approvers acting at once decide; the other hears who did', async () => {
    const ana = await addPerson(org, { firstName: 'Ana', teamId: await addTeam(org, 'Elsewhere 3') });
    const { teamId, lead, employee } = await teamWith(() => [
      { approvers: 'TEAM_ADMINS' },
      { approvers: 'USERS', userIds: [ana.id] },
    ]);
    const second = await addPerson(org, { teamId, role: 'TEAM_ADMIN', firstName: 'Sam' });
    for (let round = 0; round < 4; round++) {
      const leave = await ask(employee);
      const [a, b] = await Promise.all([
        decide(lead.token, leave.id, { status: 'ACCEPTED' }),
        decide(second.token, leave.id, { status: round % 2 ? 'REJECTED' : 'ACCEPTED' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const [winner, loser] = a.statusCode === 200 ? [lead, b] : [second, a];
      const stored = await read(employee.token, leave.id);
      expect(stored.approval.decisions).toHaveLength(1);
      expect(loser.json().message).toBe(
        `This request was already ${stored.approval.decisions[0].status.toLowerCase()} at this step by ${fullName(winner)}.`,
      );
    }
  });

  it('tell a step-2 approver acting before step 1 that the request waits for step 1', async () => {
    const ana = await addPerson(org, { firstName: 'Ana', teamId: await addTeam(org, 'Elsewhere 4') });
    const { employee } = await teamWith(() => [
      { approvers: 'TEAM_ADMINS' },
      { approvers: 'USERS', userIds: [ana.id] },
    ]);
    const leave = await ask(employee);
    const res = await decide(ana.token, leave.id, { status: 'ACCEPTED' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This request is still waiting for step 1 of 2; yours comes later.');
    expect((await read(employee.token, leave.id)).approval).toMatchObject({ step: 1, decisions: [] });
  });

  it('send a step whose only approver is the requester to the organization admins', async () => {
    const { lead } = await teamWith(({ lead }) => [{ approvers: 'USERS', userIds: [lead.id] }]);
    const leave = await ask(lead);
    expect(leave.approval.waitingFor.map((p) => p.id)).toContain(org.admin.user.id);
    expect(leave.approval.waitingFor.map((p) => p.id)).not.toContain(lead.id);
    const own = await decide(lead.token, leave.id, { status: 'ACCEPTED' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot review your own leave request.');
    const res = await decide(org.admin.accessToken, leave.id, { status: 'ACCEPTED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('ACCEPTED');
  });

  it('let only the approvers of the step decide it: a team admin of an ORGANIZATION_ADMINS step may not', async () => {
    const { lead, employee } = await teamWith(() => [{ approvers: 'ORGANIZATION_ADMINS' }]);
    const leave = await ask(employee);
    expect(leave.approval.waitingFor.map((p) => p.id)).not.toContain(lead.id);
    const res = await decide(lead.token, leave.id, { status: 'ACCEPTED' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not decide this step of the request.');
    expect((await decide(org.admin.accessToken, leave.id, { status: 'ACCEPTED' })).statusCode).toBe(200);
  });

  it('refuse a rejection without a reason when the organization requires one', async () => {
    const other = await setupOrg(org.t);
    await other.t.app.services.db
      .update(organizations)
      .set({ metadata: { rejectionReasonRequired: true } })
      .where(eq(organizations.id, other.organizationId));
    const employee = await addPerson(other);
    const start = futureMonday(3);
    const make = async (offset: number) =>
      (
        await other.t.call('POST', '/api/leaves', {
          token: employee.token,
          body: { typeId: other.types.vacation, start: addDays(start, offset), end: addDays(start, offset) },
        })
      ).json().id as number;
    const id = await make(0);
    const put = (body: Record<string, unknown>) =>
      other.t.call('PUT', `/api/leaves/${id}`, { token: other.admin.accessToken, body });
    const bare = await put({ status: 'REJECTED' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      message: 'Please give a reason for rejecting this request.',
      details: [{ field: 'reason', message: 'Please give a reason for rejecting this request.' }],
    });
    expect((await put({ status: 'REJECTED', reason: '   ' })).statusCode).toBe(400);
    expect((await put({ status: 'REJECTED', reason: 'Too many away.' })).statusCode).toBe(200);
    // Accepting needs none.
    const accepted = await other.t.call('PUT', `/api/leaves/${await make(1)}`, {
      token: other.admin.accessToken,
      body: { status: 'ACCEPTED' },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('take a review reason of at most 500 characters', async () => {
    const employee = await addPerson(org);
    const leave = await ask(employee);
    const long = await decide(org.admin.accessToken, leave.id, {
      status: 'REJECTED',
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].field).toBe('reason');
    const ok = await decide(org.admin.accessToken, leave.id, { status: 'REJECTED', reason: 'x'.repeat(500) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('PUT /teams/{id} approvalSteps', () => {
  it('takes 1 to 3 steps, USERS naming active people of the organization', async () => {
    const teamId = await addTeam(org, 'Validated');
    const ana = await addPerson(org, { firstName: 'Ana' });
    const bad = async (approvalSteps: unknown, status = 400) => {
      const res = await setSteps(teamId, approvalSteps);
      expect(res.statusCode, JSON.stringify(approvalSteps)).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
      return res.json();
    };
    expect((await bad([])).details[0]).toMatchObject({
      field: 'approvalSteps',
      message: 'A team has at least one approval step',
    });
    await bad(Array(4).fill({ approvers: 'REVIEWERS' }));
    await bad([{ approvers: 'USERS' }]);
    await bad([{ approvers: 'USERS', userIds: [] }]);
    await bad([{ approvers: 'TEAM_ADMINS', userIds: [ana.id] }]);
    await bad([{ approvers: 'EVERYONE' }]);
    await bad([{ approvers: 'USERS', userIds: ['1'] }]);
    await bad({ approvers: 'REVIEWERS' });
    await bad([{ approvers: 'REVIEWERS', extra: 1 }]);
    const stranger = await registerOrganization(org.t);
    expect((await bad([{ approvers: 'USERS', userIds: [stranger.user.id] }], 404)).message).toBe(
      'User not found.',
    );
    const [pending] = await db()
      .insert(users)
      .values({
        organizationId: org.organizationId,
        email: `invited-${Date.now()}@example.com`,
        passwordHash: 'x',
        firstName: 'In',
        lastName: 'Vited',
        role: 'EMPLOYEE',
        status: 'PENDING',
        joinedAt: '2020-01-01',
      })
      .returning({ id: users.id });
    expect((await bad([{ approvers: 'USERS', userIds: [pending.id] }])).message).toBe(
      'Only active people can approve requests.',
    );

    const ok = await setSteps(teamId, [
      { approvers: 'REVIEWERS' },
      { approvers: 'USERS', userIds: [ana.id, ana.id] },
      { approvers: 'ORGANIZATION_ADMINS' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().approvalSteps).toEqual([
      { approvers: 'REVIEWERS' },
      { approvers: 'USERS', userIds: [ana.id] },
      { approvers: 'ORGANIZATION_ADMINS' },
    ]);
    const listed = await org.t.call('GET', '/api/teams', { token: ana.token });
    expect(listed.json().find((t: { id: number }) => t.id === teamId).approvalSteps).toHaveLength(3);
    // Back to the default: the answer is the spec's {id, name, metadata} again.
    const back = await setSteps(teamId, [{ approvers: 'REVIEWERS' }]);
    expect(back.json()).toEqual({ id: teamId, name: `Team ${teamId}`, metadata: {} });
    // Only organization admins set them.
    const asAna = await org.t.call('PUT', `/api/teams/${teamId}`, {
      token: ana.token,
      body: { name: 'Mine', approvalSteps: [{ approvers: 'USERS', userIds: [ana.id] }] },
    });
    expect(asAna.statusCode).toBe(403);
  });
});
