import type { Balance } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../lib/leave-periods';
import { addDays, countWorkingDays, totalDays, workingDates } from '../../lib/working-days';
import {
  addPerson,
  addTeam,
  addType,
  currentYear,
  insertLeave,
  MON_FRI,
  type Org,
  setupOrg,
  today,
} from './leave-fixtures';

let org: Org;
beforeAll(async () => {
  org = await setupOrg();
});

async function balances(token: string, who: number | 'mine' = 'mine') {
  const res = await org.t.call('GET', `/api/leaves/${who}/balance`, { token });
  return { status: res.statusCode, list: res.json() as Balance[], body: res.json() };
}
const byName = (list: Balance[], name: string) => {
  const found = list.find((b) => b.activatedType.name === name);
  if (!found) throw new Error(`no balance for ${name}`);
  return found;
};

describe('balances', () => {
  it('lists one balance per active type of the policy for the current period, in policy order', async () => {
    const me = await addPerson(org);
    const { status, list } = await balances(me.token);
    expect(status).toBe(200);
    const year = currentYear();
    expect(list.map((b) => b.activatedType.name)).toEqual(['Vacation', 'Sick leave', 'Unpaid leave']);
    expect(byName(list, 'Vacation')).toEqual({
      activatedType: {
        policyId: org.policyId,
        typeId: org.types.vacation,
        name: 'Vacation',
        symbol: '🏖️',
        cycle: 'PER_YEAR',
        amount: 20,
        requiresApproval: true,
        status: 'ACTIVE',
        carryOverLimit: 0,
        carryOverExpiresAfterMonths: null,
        accrual: 'UPFRONT',
        borrowLimit: 0,
        unit: 'DAYS',
        prorateBySchedule: false,
        expiresAfterMonths: null,
        kind: 'STANDARD',
      },
      totalAmount: 20,
      allowanceAmount: 20,
      carriedOverAmount: 0,
      expiredAmount: 0,
      carryOverExpiresOn: null,
      adjustmentAmount: 0,
      usedAmount: 0,
      pendingAmount: 0,
      remainingAmount: 20,
      periodStart: `${year}-01-01`,
      periodEnd: `${year}-12-31`,
      startedAt: `${year}-01-01`,
      earnedAmount: 20,
      accrualSchedule: [],
      unit: 'DAYS',
      scheduleShare: null,
      overtime: [],
    });
  });

  it('counts accepted days as used and pending days as pending, per type, ignoring rejected and withdrawn leaves', async () => {
    const me = await addPerson(org);
    const year = currentYear();
    const accepted = await insertLeave(org, me, {
      typeId: org.types.vacation,
      start: `${year}-02-01`,
      end: `${year}-02-07`,
    });
    await insertLeave(org, me, {
      typeId: org.types.vacation,
      start: `${year}-03-01`,
      end: `${year}-03-03`,
      status: 'PENDING',
    });
    await insertLeave(org, me, {
      typeId: org.types.vacation,
      start: `${year}-04-01`,
      end: `${year}-04-30`,
      status: 'REJECTED',
    });
    await insertLeave(org, me, { typeId: org.types.sick, start: `${year}-05-03`, end: `${year}-05-04` });
    const withdrawn = await insertLeave(org, me, {
      typeId: org.types.vacation,
      start: `${year}-06-01`,
      end: `${year}-06-05`,
      status: 'PENDING',
    });
    const { leaves } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await org.t.app.services.db
      .update(leaves)
      .set({ status: 'CANCELLED', cancelledAt: new Date(), cancelledBy: me.id })
      .where(eq(leaves.id, withdrawn));
    expect(accepted).toBeGreaterThan(0);
    const used = countWorkingDays(`${year}-02-01`, `${year}-02-07`, MON_FRI);
    const pending = countWorkingDays(`${year}-03-01`, `${year}-03-03`, MON_FRI);
    const { list } = await balances(me.token);
    expect(byName(list, 'Vacation')).toMatchObject({
      totalAmount: 20,
      usedAmount: used,
      pendingAmount: pending,
      remainingAmount: 20 - used - pending,
    });
    const sick = countWorkingDays(`${year}-05-03`, `${year}-05-04`, MON_FRI);
    expect(byName(list, 'Sick leave')).toMatchObject({
      totalAmount: 10,
      usedAmount: sick,
      pendingAmount: 0,
      remainingAmount: 10 - sick,
    });
  });

  it('counts only the days of the current year of leaves crossing New Year, in each year', async () => {
    const me = await addPerson(org);
    const year = currentYear();
    await insertLeave(org, me, {
      typeId: org.types.vacation,
      start: `${year - 1}-12-28`,
      end: `${year}-01-06`,
    });
    await insertLeave(org, me, {
      typeId: org.types.vacation,
      start: `${year}-12-28`,
      end: `${year + 1}-01-06`,
      status: 'PENDING',
    });
    const { list } = await balances(me.token);
    const januaryDays = countWorkingDays(`${year}-01-01`, `${year}-01-06`, MON_FRI);
    const decemberDays = countWorkingDays(`${year}-12-28`, `${year}-12-31`, MON_FRI);
    expect(byName(list, 'Vacation')).toMatchObject({
      usedAmount: januaryDays,
      pendingAmount: decemberDays,
      remainingAmount: 20 - januaryDays - decemberDays,
    });
  });

  it('keeps the duration fixed at creation: a holiday added later does not change what a leave counts', async () => {
    const me = await addPerson(org);
    const year = currentYear();
    await insertLeave(org, me, { typeId: org.types.vacation, start: `${year}-02-01`, end: `${year}-02-10` });
    const before = byName((await balances(me.token)).list, 'Vacation').usedAmount;
    const { addHoliday } = await import('./leave-fixtures');
    await addHoliday(org, workingDates(`${year}-02-01`, `${year}-02-10`, MON_FRI)[1]);
    expect(byName((await balances(me.token)).list, 'Vacation').usedAmount).toBe(before);
  });

  it('prorates the amount in the year the user joined, from the joining date', async () => {
    const year = currentYear();
    const joinedAt = `${year}-07-01`;
    const me = await addPerson(org, { joinedAt });
    const { list } = await balances(me.token);
    const share = totalDays(joinedAt, `${year}-12-31`) / totalDays(`${year}-01-01`, `${year}-12-31`);
    // The policy's amount stays in activatedType.amount; allowanceAmount is its prorated share.
    expect(byName(list, 'Vacation')).toMatchObject({
      totalAmount: Math.round(20 * share),
      allowanceAmount: Math.round(20 * share),
      remainingAmount: Math.round(20 * share),
      startedAt: joinedAt,
      activatedType: { amount: 20 },
    });
    expect(byName(list, 'Sick leave')).toMatchObject({
      totalAmount: Math.round(10 * share),
      startedAt: joinedAt,
    });
    expect(Math.round(20 * share)).toBe(10);
  });

  it('reports a PER_MONTH type for the current calendar month, prorated in the joining month', async () => {
    const local = await setupOrg(org.t);
    const typeId = await addType(local, {
      name: 'Remote day',
      cycle: 'PER_MONTH',
      amount: 4,
      requiresApproval: false,
    });
    const now = today();
    const month = periodOf(now, 'PER_MONTH');
    const veteran = await addPerson(local);
    const newcomer = await addPerson(local, { joinedAt: month.end });
    // A leave crossing into this month from the last one counts only its days of this month.
    const lastMonthEnd = addDays(month.start, -1);
    const across = workingDates(addDays(lastMonthEnd, -6), addDays(month.start, 6), MON_FRI);
    await insertLeave(local, veteran, {
      typeId,
      start: addDays(lastMonthEnd, -6),
      end: addDays(month.start, 6),
    });
    const inThisMonth = across.filter((d) => d >= month.start).length;
    const mine = (
      await local.t.call('GET', '/api/leaves/mine/balance', { token: veteran.token })
    ).json() as Balance[];
    expect(byName(mine, 'Remote day')).toMatchObject({
      totalAmount: 4,
      usedAmount: inThisMonth,
      remainingAmount: 4 - inThisMonth,
      periodStart: month.start,
      periodEnd: month.end,
      activatedType: { cycle: 'PER_MONTH', amount: 4 },
    });
    const theirs = (
      await local.t.call('GET', '/api/leaves/mine/balance', { token: newcomer.token })
    ).json() as Balance[];
    expect(byName(theirs, 'Remote day')).toMatchObject({
      totalAmount: Math.round(4 / totalDays(month.start, month.end)),
      allowanceAmount: Math.round(4 / totalDays(month.start, month.end)),
      startedAt: month.end,
    });
  });

  it('answers null total and remaining for an UNLIMITED type while still counting its days', async () => {
    const me = await addPerson(org);
    const year = currentYear();
    await insertLeave(org, me, { typeId: org.types.unpaid, start: `${year}-03-01`, end: `${year}-03-10` });
    await insertLeave(org, me, {
      typeId: org.types.unpaid,
      start: `${year}-04-01`,
      end: `${year}-04-02`,
      status: 'PENDING',
    });
    const { list } = await balances(me.token);
    expect(byName(list, 'Unpaid leave')).toMatchObject({
      totalAmount: null,
      allowanceAmount: null,
      remainingAmount: null,
      usedAmount: countWorkingDays(`${year}-03-01`, `${year}-03-10`, MON_FRI),
      pendingAmount: countWorkingDays(`${year}-04-01`, `${year}-04-02`, MON_FRI),
      periodStart: `${year}-01-01`,
      periodEnd: `${year}-12-31`,
    });
  });

  it('answers an empty list for a user without a policy', async () => {
    const me = await addPerson(org, { policyId: null });
    expect((await balances(me.token)).list).toEqual([]);
  });

  it('lets team admins read their team’s balances and organization admins everyone’s; others are told 404', async () => {
    const otherTeam = await addTeam(org, 'Balances elsewhere');
    const member = await addPerson(org);
    const outsider = await addPerson(org, { teamId: otherTeam });
    const teamAdmin = await addPerson(org, { role: 'TEAM_ADMIN' });
    const colleague = await addPerson(org);
    expect((await balances(teamAdmin.token, member.id)).status).toBe(200);
    expect((await balances(org.admin.accessToken, outsider.id)).status).toBe(200);
    const hidden = await balances(teamAdmin.token, outsider.id);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('User not found.');
    expect((await balances(colleague.token, member.id)).status).toBe(404);
    const foreign = await setupOrg(org.t);
    expect((await balances(foreign.admin.accessToken, member.id)).status).toBe(404);
  });
});
