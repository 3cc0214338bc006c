import { type Balance, LEAVE_MSG, type Leave } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaves } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import {
  addPerson,
  addTeam,
  futureMonday,
  insertLeave,
  type Org,
  type Person,
  setupOrg,
  today,
} from './leave-fixtures';

/** Issue 13: POST /leaves/{id}/cancel, by the requester and by their reviewers. */

let org: Org;
let employee: Person;
let teamAdmin: Person;
let otherTeamAdmin: Person;
let colleague: Person;
beforeAll(async () => {
  org = await setupOrg();
  employee = await addPerson(org, { firstName: 'Emma' });
  teamAdmin = await addPerson(org, { firstName: 'Tina', role: 'TEAM_ADMIN' });
  colleague = await addPerson(org, { firstName: 'Carl' });
  otherTeamAdmin = await addPerson(org, { role: 'TEAM_ADMIN', teamId: await addTeam(org, 'Far') });
});

function cancel(token: string, id: number, body?: Record<string, unknown>) {
  return org.t.call('POST', `/api/leaves/${id}/cancel`, { token, ...(body ? { body } : {}) });
}
async function leaveOf(person: Person, start: string, status: string, end = start) {
  return insertLeave(org, person, { typeId: org.types.vacation, start, end, status, reason: 'Family' });
}
async function vacationBalance(person: Person, date: string) {
  const res = await org.t.call('GET', `/api/leaves/mine/balance?date=${date}`, { token: person.token });
  return (res.json() as Balance[]).find((b) => b.activatedType.name === 'Vacation')!;
}

describe('cancelling a leave', () => {
  it('lets the requester cancel their own ACCEPTED leave that has not started: CANCELLED, no longer counted, shown or in the way', async () => {
    const start = futureMonday(1);
    const id = await leaveOf(employee, start, 'ACCEPTED', addDays(start, 4));
    expect(await vacationBalance(employee, start)).toMatchObject({ usedAmount: 5 });
    // Without a body at all: the requester needs no reason.
    const res = await cancel(employee.token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'CANCELLED',
      cancelledBy: { id: employee.id, firstName: 'Emma' },
      cancelReason: null,
      cancelledAt: expect.any(String),
      reason: 'Family',
    });
    expect(await vacationBalance(employee, start)).toMatchObject({ usedAmount: 0, remainingAmount: 20 });
    const calendar = await org.t.call('GET', `/api/leaves/calendar?from=${start}&to=${addDays(start, 4)}`, {
      token: colleague.token,
    });
    expect((calendar.json() as Leave[]).map((l) => l.id)).not.toContain(id);
    const history = await org.t.call('GET', '/api/leaves?userId=mine&status=CANCELLED', {
      token: employee.token,
    });
    expect((history.json().contents as Leave[]).map((l) => l.id)).toContain(id);
    // The dates are free again.
    const again = await org.t.call('POST', '/api/leaves', {
      token: employee.token,
      body: { typeId: org.types.vacation, start, end: start },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('lets the requester cancel their PENDING leave, with a reason they may give', async () => {
    const id = await leaveOf(employee, futureMonday(2), 'PENDING');
    const res = await cancel(employee.token, id, { reason: '  Plans changed  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', cancelReason: 'Plans changed' });
  });

  it('refuses the requester an ACCEPTED leave that has started or is over (409): only a reviewer cancels it', async () => {
    const startedToday = await leaveOf(employee, today(), 'ACCEPTED', addDays(today(), 3));
    const past = await leaveOf(employee, addDays(today(), -30), 'ACCEPTED', addDays(today(), -28));
    for (const id of [startedToday, past]) {
      const res = await cancel(employee.token, id, { reason: 'Please' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'LEAVE_ALREADY_STARTED',
        message: LEAVE_MSG.cancelAlreadyStarted,
      });
    }
    // The team admin cancels the one under way, saying why.
    const byReviewer = await cancel(teamAdmin.token, startedToday, { reason: 'Came back to work early' });
    expect(byReviewer.statusCode, byReviewer.body).toBe(200);
    expect(byReviewer.json()).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: { id: teamAdmin.id, firstName: 'Tina' },
      cancelReason: 'Came back to work early',
    });
  });

  it('lets a reviewer cancel a PENDING or ACCEPTED leave at any time, with a reason; without one is a 400', async () => {
    const past = await leaveOf(employee, addDays(today(), -60), 'ACCEPTED');
    const pending = await leaveOf(employee, futureMonday(3), 'PENDING');
    for (const body of [undefined, {}, { reason: '   ' }, { reason: null }]) {
      const res = await cancel(teamAdmin.token, past, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: LEAVE_MSG.cancelReasonRequired,
        details: [{ field: 'reason', message: LEAVE_MSG.cancelReasonRequired }],
      });
    }
    expect((await cancel(org.admin.accessToken, past, { reason: 'Booked by mistake' })).statusCode).toBe(200);
    expect((await cancel(teamAdmin.token, pending, { reason: 'Team offsite' })).statusCode).toBe(200);
    const [row] = await org.t.app.services.db
      .select({ status: leaves.status, cancelledBy: leaves.cancelledBy, cancelReason: leaves.cancelReason })
      .from(leaves)
      .where(eq(leaves.id, past));
    expect(row).toEqual({
      status: 'CANCELLED',
      cancelledBy: org.admin.user.id,
      cancelReason: 'Booked by mistake',
    });
  });

  it('refuses a leave that is REJECTED or already CANCELLED (409), naming its status', async () => {
    const rejected = await leaveOf(employee, futureMonday(4), 'REJECTED');
    const cancelled = await leaveOf(employee, futureMonday(5), 'CANCELLED');
    for (const [id, word] of [
      [rejected, 'rejected'],
      [cancelled, 'cancelled'],
    ] as const) {
      for (const token of [employee.token, org.admin.accessToken]) {
        const res = await cancel(token, id, { reason: 'Again' });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'LEAVE_ALREADY_REVIEWED',
          message: `This request was already ${word}.`,
        });
      }
    }
  });

  it('answers 404 to whoever may not see the leave: a colleague, another team’s admin, another organization', async () => {
    const id = await leaveOf(employee, futureMonday(6), 'ACCEPTED');
    const foreign = await setupOrg(org.t);
    for (const token of [colleague.token, otherTeamAdmin.token, foreign.admin.accessToken]) {
      const res = await cancel(token, id, { reason: 'Not mine to cancel' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Leave not found.' });
    }
    expect((await cancel(org.admin.accessToken, 2_000_000_000, { reason: 'x' })).statusCode).toBe(404);
    const [row] = await org.t.app.services.db
      .select({ status: leaves.status })
      .from(leaves)
      .where(eq(leaves.id, id));
    expect(row.status).toBe('ACCEPTED');
  });

  it('never lets a team admin cancel their own leave once it has started, as their own reviewer', async () => {
    const own = await leaveOf(teamAdmin, addDays(today(), -10), 'ACCEPTED');
    const res = await cancel(teamAdmin.token, own, { reason: 'Mine' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LEAVE_ALREADY_STARTED');
    // Their organization admin can.
    expect((await cancel(org.admin.accessToken, own, { reason: 'Fixed by the admin' })).statusCode).toBe(200);
  });

  it('keeps the cancellation reason, like the request’s, from everyone but the requester and their reviewers', async () => {
    const id = await leaveOf(employee, futureMonday(7), 'ACCEPTED');
    await cancel(teamAdmin.token, id, { reason: 'Private reason' });
    for (const token of [employee.token, teamAdmin.token, org.admin.accessToken]) {
      const res = await org.t.call('GET', `/api/leaves/${id}`, { token });
      expect(res.json()).toMatchObject({ cancelReason: 'Private reason', cancelledBy: { id: teamAdmin.id } });
    }
  });
});

describe('a cancellation and a review at the same moment', () => {
  it('lets exactly one win; the other is told what happened (409)', async () => {
    for (let week = 0; week < 5; week++) {
      const id = await leaveOf(employee, futureMonday(20 + week), 'PENDING');
      const [review, cancelled] = await Promise.all([
        org.t.call('PUT', `/api/leaves/${id}`, {
          token: org.admin.accessToken,
          body: { status: 'REJECTED' },
        }),
        cancel(teamAdmin.token, id, { reason: 'Cancelled at once' }),
      ]);
      expect([review.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const [row] = await org.t.app.services.db
        .select({ status: leaves.status, reviewerId: leaves.reviewerId, cancelledBy: leaves.cancelledBy })
        .from(leaves)
        .where(eq(leaves.id, id));
      if (review.statusCode === 200) {
        expect(row).toEqual({ status: 'REJECTED', reviewerId: org.admin.user.id, cancelledBy: null });
        expect(cancelled.json().message).toBe('This request was already rejected.');
      } else {
        expect(row).toEqual({ status: 'CANCELLED', reviewerId: null, cancelledBy: teamAdmin.id });
        expect(review.json().message).toBe('This request was already cancelled.');
      }
    }
  });

  it('lets exactly one of two cancellations of one leave through', async () => {
    const id = await leaveOf(employee, futureMonday(30), 'ACCEPTED');
    const answers = await Promise.all([
      cancel(employee.token, id),
      cancel(org.admin.accessToken, id, { reason: 'Both at once' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'This request was already cancelled.',
    );
  });
});
