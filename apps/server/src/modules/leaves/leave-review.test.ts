import { LEAVE_MSG, type Leave } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaves } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import {
  addPerson,
  addTeam,
  futureMonday,
  insertLeave,
  insertPerson,
  type Org,
  setupOrg,
} from './leave-fixtures';

let org: Org;
let otherTeam: number;
beforeAll(async () => {
  org = await setupOrg();
  otherTeam = await addTeam(org, 'Review elsewhere');
});

function review(token: string, id: number, status: string) {
  return org.t.call('PUT', `/api/leaves/${id}`, { token, body: { status } });
}

async function pendingLeaveOf(person: { id: number }, weeks = 0) {
  const start = futureMonday(weeks);
  return insertLeave(org, person, {
    typeId: org.types.vacation,
    start,
    end: addDays(start, 2),
    status: 'PENDING',
    reason: 'Wedding',
  });
}

describe('reviewing a leave', () => {
  it('lets the requester’s team admin accept it, recording the reviewer and the time', async () => {
    const employee = await addPerson(org);
    const teamAdmin = await addPerson(org, { role: 'TEAM_ADMIN', firstName: 'Tess' });
    const id = await pendingLeaveOf(employee);
    const res = await review(teamAdmin.token, id, 'ACCEPTED');
    expect(res.statusCode).toBe(200);
    const leave = res.json() as Leave;
    expect(leave).toMatchObject({
      id,
      status: 'ACCEPTED',
      reviewer: { id: teamAdmin.id, firstName: 'Tess', lastName: 'Person' },
      reason: 'Wedding',
    });
    expect(Date.parse(leave.reviewedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets an organization admin reject a leave of any team', async () => {
    const employee = await addPerson(org, { teamId: otherTeam });
    const id = await pendingLeaveOf(employee);
    const res = await review(org.admin.accessToken, id, 'REJECTED');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', reviewer: { id: org.admin.user.id } });
  });

  it('keeps the reviewer’s reason for the requester, who reads it in their own list, and nobody else', async () => {
    const employee = await addPerson(org);
    const colleague = await addPerson(org);
    const id = await pendingLeaveOf(employee);
    const res = await org.t.call('PUT', `/api/leaves/${id}`, {
      token: org.admin.accessToken,
      body: { status: 'REJECTED', reason: '  The team is short that week.  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', reviewReason: 'The team is short that week.' });
    const mine = await org.t.call('GET', '/api/leaves?userId=mine', { token: employee.token });
    expect((mine.json() as { contents: Leave[] }).contents).toEqual([
      expect.objectContaining({ id, status: 'REJECTED', reviewReason: 'The team is short that week.' }),
    ]);
    const seen = await org.t.call('GET', `/api/leaves/${id}`, { token: colleague.token });
    // A colleague does not see the request at all.
    expect(seen.statusCode).toBe(404);
    // Without one, there is none.
    const other = await pendingLeaveOf(employee, 3);
    expect((await review(org.admin.accessToken, other, 'ACCEPTED')).json()).toMatchObject({
      reviewReason: null,
    });
  });

  it('refuses a leave that is no longer pending (409), naming its status', async () => {
    const employee = await addPerson(org);
    const id = await pendingLeaveOf(employee);
    expect((await review(org.admin.accessToken, id, 'REJECTED')).statusCode).toBe(200);
    const again = await review(org.admin.accessToken, id, 'ACCEPTED');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'This request was already rejected.',
      code: 'LEAVE_ALREADY_REVIEWED',
    });
    const accepted = await insertLeave(org, employee, {
      typeId: org.types.sick,
      start: futureMonday(3),
      end: futureMonday(3),
      status: 'ACCEPTED',
    });
    expect((await review(org.admin.accessToken, accepted, 'REJECTED')).json().message).toBe(
      'This request was already accepted.',
    );
  });

  it('answers 404 to a team admin for a leave of another team, and 403 to an employee', async () => {
    const outsider = await addPerson(org, { teamId: otherTeam });
    const teamAdmin = await addPerson(org, { role: 'TEAM_ADMIN' });
    const employee = await addPerson(org);
    const id = await pendingLeaveOf(outsider);
    expect((await review(teamAdmin.token, id, 'ACCEPTED')).statusCode).toBe(404);
    const byEmployee = await review(employee.token, id, 'ACCEPTED');
    expect(byEmployee.statusCode).toBe(403);
    const [row] = await org.t.app.services.db
      .select({ status: leaves.status })
      .from(leaves)
      .where(eq(leaves.id, id));
    expect(row.status).toBe('PENDING');
  });

  it('answers 404 for a leave of another organization, exactly like a missing one', async () => {
    const foreign = await setupOrg(org.t);
    const stranger = await addPerson(foreign);
    const start = futureMonday();
    const id = await insertLeave(foreign, stranger, {
      typeId: foreign.types.vacation,
      start,
      end: start,
      status: 'PENDING',
    });
    const res = await review(org.admin.accessToken, id, 'ACCEPTED');
    const missing = await review(org.admin.accessToken, 987654321, 'ACCEPTED');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(missing.json());
    expect((await org.t.call('GET', `/api/leaves/${id}`, { token: org.admin.accessToken })).statusCode).toBe(
      404,
    );
  });

  it('never lets a team admin review their own leave', async () => {
    const teamAdmin = await addPerson(org, { role: 'TEAM_ADMIN' });
    const id = await pendingLeaveOf(teamAdmin);
    const res = await review(teamAdmin.token, id, 'ACCEPTED');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: LEAVE_MSG.ownLeaveReview, code: 'OWN_LEAVE_REVIEW' });
  });

  it('lets the only active organization admin review their own leave, but not while another one exists', async () => {
    const solo = await setupOrg(org.t);
    const start = futureMonday();
    const own = await insertLeave(
      solo,
      { id: solo.admin.user.id },
      { typeId: solo.types.vacation, start, end: start, status: 'PENDING' },
    );
    // An inactive organization admin cannot review anything, so they do not count.
    await insertPerson(solo, { role: 'ORGANIZATION_ADMIN', status: 'INACTIVE' });
    expect(
      (
        await solo.t.call('PUT', `/api/leaves/${own}`, {
          token: solo.admin.accessToken,
          body: { status: 'ACCEPTED' },
        })
      ).statusCode,
    ).toBe(200);

    const second = await addPerson(solo, { role: 'ORGANIZATION_ADMIN' });
    const next = await insertLeave(
      solo,
      { id: solo.admin.user.id },
      { typeId: solo.types.vacation, start: addDays(start, 7), end: addDays(start, 7), status: 'PENDING' },
    );
    const refused = await solo.t.call('PUT', `/api/leaves/${next}`, {
      token: solo.admin.accessToken,
      body: { status: 'ACCEPTED' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LEAVE_MSG.ownLeaveReview);
    expect(
      (await solo.t.call('PUT', `/api/leaves/${next}`, { token: second.token, body: { status: 'ACCEPTED' } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a status other than ACCEPTED or REJECTED (400)', async () => {
    const employee = await addPerson(org);
    const id = await pendingLeaveOf(employee);
    const res = await review(org.admin.accessToken, id, 'PENDING');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Status must be ACCEPTED or REJECTED');
  });
});

describe('withdrawing a leave', () => {
  it('lets the requester withdraw their own PENDING leave: CANCELLED, kept in the history, never counted or shown in the calendar', async () => {
    const employee = await addPerson(org);
    const id = await pendingLeaveOf(employee, 4);
    const res = await org.t.call('DELETE', `/api/leaves/${id}`, { token: employee.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [row] = await org.t.app.services.db
      .select({ cancelledAt: leaves.cancelledAt, cancelledBy: leaves.cancelledBy, status: leaves.status })
      .from(leaves)
      .where(eq(leaves.id, id));
    expect(row).toEqual({ cancelledAt: expect.any(Date), cancelledBy: employee.id, status: 'CANCELLED' });
    const mine = await org.t.call('GET', '/api/leaves?userId=mine', { token: employee.token });
    expect(mine.json().contents).toMatchObject([
      { id, status: 'CANCELLED', cancelledBy: { id: employee.id }, cancelReason: null },
    ]);
    const start = futureMonday(4);
    const calendar = await org.t.call('GET', `/api/leaves/calendar?from=${start}&to=${addDays(start, 6)}`, {
      token: employee.token,
    });
    expect(calendar.json().map((l: Leave) => l.id)).not.toContain(id);
    const balance = await org.t.call('GET', `/api/leaves/mine/balance?date=${start}`, {
      token: employee.token,
    });
    expect(balance.json()[0]).toMatchObject({ activatedType: { name: 'Vacation' }, pendingAmount: 0 });
    const late = await review(org.admin.accessToken, id, 'ACCEPTED');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This request was already cancelled.');
    const again = await org.t.call('DELETE', `/api/leaves/${id}`, { token: employee.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request was already cancelled.');
  });

  it('refuses to withdraw a leave that was already reviewed (409)', async () => {
    const employee = await addPerson(org);
    const start = futureMonday(5);
    const id = await insertLeave(org, employee, {
      typeId: org.types.vacation,
      start,
      end: start,
      status: 'ACCEPTED',
    });
    const res = await org.t.call('DELETE', `/api/leaves/${id}`, { token: employee.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This request was already accepted.');
  });

  it('answers 404 to anyone but the requester, admins included', async () => {
    const employee = await addPerson(org);
    const teamAdmin = await addPerson(org, { role: 'TEAM_ADMIN' });
    const id = await pendingLeaveOf(employee, 6);
    expect((await org.t.call('DELETE', `/api/leaves/${id}`, { token: teamAdmin.token })).statusCode).toBe(
      404,
    );
    expect(
      (await org.t.call('DELETE', `/api/leaves/${id}`, { token: org.admin.accessToken })).statusCode,
    ).toBe(404);
    const [row] = await org.t.app.services.db
      .select({ cancelledAt: leaves.cancelledAt })
      .from(leaves)
      .where(eq(leaves.id, id));
    expect(row.cancelledAt).toBeNull();
  });
});
