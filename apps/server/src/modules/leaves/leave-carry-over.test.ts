import type { Balance, LeaveCheckAnswer, LeaveContext } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { workingDates } from '../../lib/working-days';
import {
  addPerson,
  currentYear,
  insertLeave,
  MON_FRI,
  mondayFrom,
  type Org,
  type Person,
  setActivated,
  setupOrg,
  today,
} from './leave-fixtures';

/**
 * Issue 13 over HTTP: the balance breakdown for the period of a `date`, carry-over chained from the
 * year the person was added, and the check, the create rule and the review context reading the
 * same arithmetic.
 */

const Y = currentYear();
let org: Org;
let person: Person;
beforeAll(async () => {
  org = await setupOrg();
  // Vacation: 20 days a year, at most 10 carried over, expiring at the end of March.
  await setActivated(org, org.types.vacation, { carryOverLimit: 10, carryOverExpiresAfterMonths: 3 });
  // Joined long ago, added to the product in February two years back: the chain starts then.
  person = await addPerson(org, { joinedAt: '2019-05-01', addedAt: `${Y - 2}-02-10` });
  const days = (from: string, to: string, n: number) => workingDates(from, to, MON_FRI).slice(0, n);
  // Three years back, before the product: 5 days that carry nothing.
  const before = days(`${Y - 3}-06-01`, `${Y - 3}-06-30`, 5);
  await insertLeave(org, person, { typeId: org.types.vacation, start: before[0], end: before[4] });
  // Y-2: 12 days used, a rejected week → 8 left, all carried (limit 10).
  const june = days(`${Y - 2}-06-01`, `${Y - 2}-07-31`, 12);
  await insertLeave(org, person, { typeId: org.types.vacation, start: june[0], end: june[11] });
  const sept = days(`${Y - 2}-09-01`, `${Y - 2}-09-30`, 5);
  await insertLeave(org, person, {
    typeId: org.types.vacation,
    start: sept[0],
    end: sept[4],
    status: 'REJECTED',
  });
  // Y-1: 2 February days use 2 of the 8 carried (6 expire), 10 July days, +1 by an admin → 11 left, 10 carried.
  const feb = days(`${Y - 1}-02-01`, `${Y - 1}-02-28`, 2);
  await insertLeave(org, person, { typeId: org.types.vacation, start: feb[0], end: feb[1] });
  const july = days(`${Y - 1}-07-01`, `${Y - 1}-07-31`, 10);
  await insertLeave(org, person, { typeId: org.types.vacation, start: july[0], end: july[9] });
  const adjusted = await org.t.call('POST', `/api/leaves/${person.id}/adjustments`, {
    token: org.admin.accessToken,
    body: { typeId: org.types.vacation, amount: 1, date: `${Y - 1}-11-30`, note: 'Worked a Saturday' },
  });
  expect(adjusted.statusCode, adjusted.body).toBe(201);
});

async function vacation(token: string, query = '') {
  const res = await org.t.call('GET', `/api/leaves/${person.id}/balance${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Balance[]).find((b) => b.activatedType.name === 'Vacation')!;
}

describe('the balance breakdown', () => {
  it('answers the period of the date asked, carried-over days chained from the year the person was added', async () => {
    const token = person.token;
    expect(await vacation(token, `?date=${Y - 3}-08-01`)).toMatchObject({
      periodStart: `${Y - 3}-01-01`,
      carriedOverAmount: 0,
      usedAmount: 5,
      remainingAmount: 15,
    });
    expect(await vacation(token, `?date=${Y - 2}-12-31`)).toMatchObject({
      periodStart: `${Y - 2}-01-01`,
      periodEnd: `${Y - 2}-12-31`,
      allowanceAmount: 20,
      carriedOverAmount: 0,
      usedAmount: 12,
      pendingAmount: 0,
      remainingAmount: 8,
    });
    expect(await vacation(token, `?date=${Y - 1}-01-01`)).toEqual({
      activatedType: expect.objectContaining({ carryOverLimit: 10, carryOverExpiresAfterMonths: 3 }),
      totalAmount: 23,
      allowanceAmount: 20,
      carriedOverAmount: 8,
      expiredAmount: 6,
      carryOverExpiresOn: `${Y - 1}-03-31`,
      adjustmentAmount: 1,
      usedAmount: 12,
      pendingAmount: 0,
      remainingAmount: 11,
      periodStart: `${Y - 1}-01-01`,
      periodEnd: `${Y - 1}-12-31`,
      startedAt: `${Y - 1}-01-01`,
      earnedAmount: 20,
      accrualSchedule: [],
      unit: 'DAYS',
      scheduleShare: null,
      overtime: [],
    });
    // This year: 10 carried, expired only once the end of March has passed.
    const expired = today() > `${Y}-03-31` ? 10 : 0;
    const current = await vacation(token);
    expect(current).toMatchObject({
      carriedOverAmount: 10,
      carryOverExpiresOn: `${Y}-03-31`,
      expiredAmount: expired,
      totalAmount: 30 - expired,
      remainingAmount: 30 - expired,
    });
    expect(await vacation(token, `?date=${today()}`)).toEqual(current);
    // Next year: nothing taken this year, so 20 remain and 10 carry.
    expect(await vacation(token, `?date=${Y + 1}-07-01`)).toMatchObject({
      carriedOverAmount: 10,
      expiredAmount: 0,
      totalAmount: 30,
    });
  });

  it('reads a timestamp as a date in the caller’s time zone, and refuses a date that is no date (400)', async () => {
    // 31 December 23:30 in New York is 1 January in Berlin, the tests' people's zone.
    const stamp = `${Y - 2}-12-31T23:30:00-05:00`;
    expect(await vacation(person.token, `?date=${encodeURIComponent(stamp)}`)).toMatchObject({
      periodStart: `${Y - 1}-01-01`,
    });
    for (const bad of ['2027-02-30', 'tomorrow', '1899-12-31']) {
      const res = await org.t.call('GET', `/api/leaves/mine/balance?date=${bad}`, { token: person.token });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details[0].field).toBe('date');
    }
  });

  it('is read by the person, their team admin and the organization admins alike', async () => {
    const teamAdmin = await addPerson(org, { role: 'TEAM_ADMIN' });
    const own = await vacation(person.token, `?date=${Y - 1}-06-01`);
    expect(await vacation(teamAdmin.token, `?date=${Y - 1}-06-01`)).toEqual(own);
    expect(await vacation(org.admin.accessToken, `?date=${Y - 1}-06-01`)).toEqual(own);
  });
});

describe('a request against carried-over days', () => {
  // Next year: 20 of its own and 10 carried, usable until 31 March.
  const spring = workingDates(`${Y + 1}-02-01`, `${Y + 1}-03-31`, MON_FRI).slice(-25);
  const later = workingDates(mondayFrom(`${Y + 1}-04-05`), `${Y + 1}-06-30`, MON_FRI).slice(0, 25);

  it('fits when its days before the expiry use the carried days', async () => {
    const answer = (
      await org.t.call('POST', '/api/leaves/check', {
        token: person.token,
        body: { typeId: org.types.vacation, start: spring[0], end: spring[24] },
      })
    ).json() as LeaveCheckAnswer;
    expect(answer).toMatchObject({ duration: 25, isAllowed: true, message: null });
    expect(answer.balances).toMatchObject([
      {
        balance: { carriedOverAmount: 10, remainingAmount: 30 },
        requestedAmount: 25,
        remainingAfterAmount: 5,
        availableAmount: 30,
      },
    ]);
  });

  it('is refused when its days fall after the expiry, though the balance still shows the carried days', async () => {
    const body = { typeId: org.types.vacation, start: later[0], end: later[24] };
    const answer = (
      await org.t.call('POST', '/api/leaves/check', { token: person.token, body })
    ).json() as LeaveCheckAnswer;
    expect(answer).toMatchObject({
      isAllowed: false,
      message: 'Not enough balance: 20 day(s) left of Vacation.',
    });
    expect(answer.balances[0]).toMatchObject({
      requestedAmount: 25,
      remainingAfterAmount: 5,
      availableAmount: 20,
    });
    const created = await org.t.call('POST', '/api/leaves', { token: person.token, body });
    expect(created.statusCode).toBe(422);
    expect(created.json().message).toBe('Not enough balance: 20 day(s) left of Vacation.');
  });

  it('gives the reviewer the same figures the check gave the requester', async () => {
    const body = { typeId: org.types.vacation, start: spring[5], end: spring[24] };
    const checked = (
      await org.t.call('POST', '/api/leaves/check', { token: person.token, body })
    ).json() as LeaveCheckAnswer;
    const created = await org.t.call('POST', '/api/leaves', { token: person.token, body });
    expect(created.statusCode, created.body).toBe(201);
    const context = (
      await org.t.call('GET', `/api/leaves/${created.json().id}/context`, { token: org.admin.accessToken })
    ).json() as LeaveContext;
    expect(context.balances).toEqual(checked.balances);
    expect(context.balances[0]).toMatchObject({
      requestedAmount: 20,
      remainingAfterAmount: 10,
      availableAmount: 30,
    });
  });
});
