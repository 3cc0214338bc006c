import type { LeaveCheckAnswer, LeaveContext } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, workingDates } from '../../lib/working-days';
import {
  addHoliday,
  addPerson,
  addTeam,
  addType,
  currentYear,
  EMPLOYEE_COUNTRY,
  futureMonday,
  insertLeave,
  MON_FRI,
  type Org,
  type Person,
  setupOrg,
} from './leave-fixtures';

let org: Org;
beforeAll(async () => {
  org = await setupOrg();
});

function context(token: string, leaveId: number) {
  return org.t.call('GET', `/api/leaves/${leaveId}/context`, { token });
}

async function check(person: Person, body: Record<string, unknown>): Promise<LeaveCheckAnswer> {
  const res = await org.t.call('POST', '/api/leaves/check', { token: person.token, body });
  expect(res.statusCode).toBe(200);
  return res.json() as LeaveCheckAnswer;
}

describe('the balances of the duration preview', () => {
  it('answers the balance before and after the request in each year a request across New Year touches', async () => {
    const me = await addPerson(org);
    const year = currentYear() + 1;
    const spring = workingDates(`${year + 1}-03-01`, `${year + 1}-05-31`, MON_FRI).slice(0, 15);
    await insertLeave(org, me, { typeId: org.types.vacation, start: spring[0], end: spring[14] });
    const december = workingDates(`${year}-12-28`, `${year}-12-31`, MON_FRI);
    // Six working days in the new year, where five are left: one too many.
    const january = workingDates(`${year + 1}-01-01`, `${year + 1}-01-15`, MON_FRI).slice(0, 6);
    const answer = await check(me, {
      typeId: org.types.vacation,
      start: `${year}-12-28`,
      end: january[5],
    });
    expect(answer.balances).toMatchObject([
      {
        balance: {
          periodStart: `${year}-01-01`,
          periodEnd: `${year}-12-31`,
          totalAmount: 20,
          usedAmount: 0,
          remainingAmount: 20,
          activatedType: { name: 'Vacation', amount: 20 },
        },
        requestedAmount: december.length,
        remainingAfterAmount: 20 - december.length,
      },
      {
        balance: { periodStart: `${year + 1}-01-01`, usedAmount: 15, remainingAmount: 5 },
        requestedAmount: january.length,
        remainingAfterAmount: -1,
      },
    ]);
    expect(answer).toMatchObject({
      isAllowed: false,
      message: 'Not enough balance: 5 day(s) left of Vacation.',
    });
  });

  it('answers one entry per month for a PER_MONTH type, and none for a type outside the policy', async () => {
    const local = await setupOrg(org.t);
    const typeId = await addType(local, {
      name: 'Remote day',
      cycle: 'PER_MONTH',
      amount: 3,
      requiresApproval: true,
    });
    const me = await addPerson(local);
    const year = currentYear() + 1;
    const answer = (
      await local.t.call('POST', '/api/leaves/check', {
        token: me.token,
        body: { typeId, start: `${year}-03-30`, end: `${year}-04-02` },
      })
    ).json() as LeaveCheckAnswer;
    const march = workingDates(`${year}-03-30`, `${year}-03-31`, MON_FRI).length;
    const april = workingDates(`${year}-04-01`, `${year}-04-02`, MON_FRI).length;
    expect(
      answer.balances.map((b) => [b.balance.periodStart, b.requestedAmount, b.remainingAfterAmount]),
    ).toEqual([
      [`${year}-03-01`, march, 3 - march],
      [`${year}-04-01`, april, 3 - april],
    ]);
    const foreign = await setupOrg(org.t);
    const outside = (
      await local.t.call('POST', '/api/leaves/check', {
        token: me.token,
        body: { typeId: foreign.types.vacation, start: `${year}-03-30`, end: `${year}-04-02` },
      })
    ).json() as LeaveCheckAnswer;
    expect(outside.balances).toEqual([]);
  });
});

describe('the review context of a leave', () => {
  it('answers the requester’s balance without the leave and with it, the team mates away and the holidays', async () => {
    const local = await setupOrg(org.t);
    const requester = await addPerson(local, { firstName: 'Rhea' });
    const mate = await addPerson(local, { firstName: 'Mo' });
    const otherTeam = await addTeam(local, 'Far away');
    const stranger = await addPerson(local, { teamId: otherTeam });
    const start = futureMonday(3);
    const end = addDays(start, 11);
    const holiday = addDays(start, 2);
    await addHoliday(local, holiday, EMPLOYEE_COUNTRY, 'Harvest Day');
    await addHoliday(local, holiday, 'DE', 'Not the requester’s country');
    const dates = workingDates(start, end, MON_FRI, new Set([holiday]));
    const year = start.slice(0, 4);
    // Earlier the same year: 3 accepted days and 2 pending ones of the same type, 4 of another.
    const earlier = workingDates(`${year}-01-05`, `${year}-01-31`, MON_FRI);
    await insertLeave(local, requester, { typeId: local.types.vacation, start: earlier[0], end: earlier[2] });
    await insertLeave(local, requester, {
      typeId: local.types.vacation,
      start: earlier[5],
      end: earlier[6],
      status: 'PENDING',
    });
    await insertLeave(local, requester, { typeId: local.types.sick, start: earlier[10], end: earlier[13] });
    const leaveId = await insertLeave(local, requester, {
      typeId: local.types.vacation,
      start,
      end,
      status: 'PENDING',
      holidays: [holiday],
    });
    const away = await insertLeave(local, mate, {
      typeId: local.types.sick,
      start: end,
      end: addDays(end, 2),
    });
    await insertLeave(local, mate, {
      typeId: local.types.sick,
      start: addDays(start, 1),
      end: addDays(start, 1),
      status: 'REJECTED',
    });
    await insertLeave(local, stranger, { typeId: local.types.sick, start, end });

    const res = await context(local.admin.accessToken, leaveId);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as LeaveContext;
    const sameYear = start.slice(0, 4) === end.slice(0, 4);
    expect(sameYear).toBe(true);
    expect(answer.balances).toEqual([
      {
        balance: expect.objectContaining({
          totalAmount: 20,
          allowanceAmount: 20,
          usedAmount: 3,
          pendingAmount: 2,
          remainingAmount: 15,
          periodStart: `${year}-01-01`,
          periodEnd: `${year}-12-31`,
        }),
        requestedAmount: dates.length,
        remainingAfterAmount: 15 - dates.length,
        availableAmount: 15,
      },
    ]);
    expect(answer.teamConflicts.map((l) => l.id)).toEqual([away]);
    expect(answer.teamConflicts[0]).toMatchObject({ user: { firstName: 'Mo' }, status: 'ACCEPTED' });
    expect('reason' in answer.teamConflicts[0]).toBe(false);
    expect(answer.holidays).toMatchObject([{ date: holiday, description: 'Harvest Day' }]);
  });

  it('splits the balance per year for an accepted leave across New Year, leaving the leave itself out', async () => {
    const requester = await addPerson(org);
    const year = currentYear() + 1;
    const leaveId = await insertLeave(org, requester, {
      typeId: org.types.vacation,
      start: `${year}-12-29`,
      end: `${year + 1}-01-05`,
    });
    const december = workingDates(`${year}-12-29`, `${year}-12-31`, MON_FRI).length;
    const january = workingDates(`${year + 1}-01-01`, `${year + 1}-01-05`, MON_FRI).length;
    const answer = (await context(requester.token, leaveId)).json() as LeaveContext;
    expect(
      answer.balances.map((b) => [
        b.balance.periodStart,
        b.balance.usedAmount,
        b.balance.remainingAmount,
        b.requestedAmount,
        b.remainingAfterAmount,
      ]),
    ).toEqual([
      [`${year}-01-01`, 0, 20, december, 20 - december],
      [`${year + 1}-01-01`, 0, 20, january, 20 - january],
    ]);
  });

  it('answers no balance once the type has left the requester’s policy, and null amounts for UNLIMITED', async () => {
    const local = await setupOrg(org.t);
    const requester = await addPerson(local);
    const start = futureMonday(1);
    const unpaid = await insertLeave(local, requester, {
      typeId: local.types.unpaid,
      start,
      end: addDays(start, 1),
      status: 'PENDING',
    });
    const unlimited = (await context(local.admin.accessToken, unpaid)).json() as LeaveContext;
    expect(unlimited.balances).toMatchObject([
      {
        balance: { totalAmount: null, remainingAmount: null },
        requestedAmount: 2,
        remainingAfterAmount: null,
      },
    ]);
    const { activatedTypes } = await import('../../db/schema');
    await local.t.app.services.db.delete(activatedTypes).where(eq(activatedTypes.typeId, local.types.unpaid));
    expect(((await context(local.admin.accessToken, unpaid)).json() as LeaveContext).balances).toEqual([]);
  });

  it('is for the requester and their reviewers only: others and another organization get 404; a cancelled leave keeps it', async () => {
    const local = await setupOrg(org.t);
    const requester = await addPerson(local);
    const teamAdmin = await addPerson(local, { role: 'TEAM_ADMIN' });
    const colleague = await addPerson(local);
    const otherTeam = await addTeam(local, 'Elsewhere');
    const otherTeamAdmin = await addPerson(local, { role: 'TEAM_ADMIN', teamId: otherTeam });
    const start = futureMonday(2);
    const leaveId = await insertLeave(local, requester, {
      typeId: local.types.vacation,
      start,
      end: start,
      status: 'PENDING',
    });
    expect((await context(requester.token, leaveId)).statusCode).toBe(200);
    expect((await context(teamAdmin.token, leaveId)).statusCode).toBe(200);
    expect((await context(local.admin.accessToken, leaveId)).statusCode).toBe(200);
    for (const token of [colleague.token, otherTeamAdmin.token, org.admin.accessToken]) {
      const res = await context(token, leaveId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Leave not found.' });
    }
    // Withdrawn, it stays in the history: its context counts it no more (before = after − itself).
    expect(
      (await org.t.call('DELETE', `/api/leaves/${leaveId}`, { token: requester.token })).statusCode,
    ).toBe(204);
    const cancelled = await context(requester.token, leaveId);
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as LeaveContext).balances[0]).toMatchObject({
      balance: { pendingAmount: 0, remainingAmount: 20 },
      requestedAmount: 1,
      remainingAfterAmount: 19,
    });
    expect((await context(colleague.token, leaveId)).statusCode).toBe(404);
    expect((await org.t.call('GET', `/api/leaves/${leaveId}/context`)).statusCode).toBe(401);
  });
});
