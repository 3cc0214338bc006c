import { accrualShortfallMessage, type Balance, type LeaveCheckAnswer } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { endOfMonth } from '../../lib/leave-periods';
import { workingDates } from '../../lib/working-days';
import {
  addPerson,
  currentYear,
  MON_FRI,
  type Org,
  type Person,
  setActivated,
  setupOrg,
  today,
} from './leave-fixtures';

/**
 * Issue 29 over HTTP: a Vacation of 24 days a year earned 2 a month. The check and create refuse
 * exactly at the edges of what will have been earned by each month (plus what may be borrowed),
 * with a sentence; the balance answers what has been earned and the months' schedule.
 */

const Y = currentYear();
const N = Y + 1;
let org: Org;
let person: Person;
beforeAll(async () => {
  org = await setupOrg();
  await setActivated(org, org.types.vacation, { amount: 24, accrual: 'MONTHLY', borrowLimit: 0 });
  person = await addPerson(org, { joinedAt: '2020-01-01' });
});

const march = workingDates(`${N}-03-01`, `${N}-03-31`, MON_FRI);
const february = workingDates(`${N}-02-01`, `${N}-02-28`, MON_FRI);

async function check(body: Record<string, unknown>): Promise<LeaveCheckAnswer> {
  const res = await org.t.call('POST', '/api/leaves/check', {
    token: person.token,
    body: { typeId: org.types.vacation, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LeaveCheckAnswer;
}

const refusal = (earned: number, earnedBy: string, taken: number, takenBy: string, borrow = 0) =>
  accrualShortfallMessage({ earned, earnedBy, borrow, carried: 0, adjusted: 0, taken, takenBy });

describe('the check and create, at the edges of what will have been earned', () => {
  it('allows six March days (earned by 1 March), and refuses a seventh and half of one with the sentence', async () => {
    const six = await check({ start: march[0], end: march[5] });
    expect(six).toMatchObject({ isAllowed: true, message: null, duration: 6 });
    expect(six.balances[0]).toMatchObject({ requestedAmount: 6, availableAmount: 6 });
    expect(six.balances[0].balance).toMatchObject({ totalAmount: 24, remainingAmount: 24 });

    const half = await check({ start: march[0], end: march[6], endDayPart: 'MORNING' });
    expect(half).toMatchObject({
      isAllowed: false,
      message: refusal(6, `${N}-03-01`, 6.5, `${N}-03-31`),
    });
    expect(half.message).toBe(
      `Only 6 days will have been earned by 1 Mar ${N}, with 0 days you may borrow: this request would bring what you take by 31 Mar ${N} to 6.5 days.`,
    );
    expect(half.balances[0]).toMatchObject({ requestedAmount: 6.5, availableAmount: 6 });

    const created = await org.t.call('POST', '/api/leaves', {
      token: person.token,
      body: { typeId: org.types.vacation, start: march[0], end: march[6] },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({
      code: 'NOT_ENOUGH_BALANCE',
      message: refusal(6, `${N}-03-01`, 7, `${N}-03-31`),
    });
  });

  it('checks each month a request spans: five February days overdraw February even when March would cover six', async () => {
    const lastFive = february.slice(-5);
    const answer = await check({ start: lastFive[0], end: march[0] });
    expect(answer).toMatchObject({
      isAllowed: false,
      message: refusal(4, `${N}-02-01`, 5, endOfMonth(N, 2)),
    });
    const lastFour = february.slice(-4);
    expect(await check({ start: lastFour[0], end: march[1] })).toMatchObject({
      isAllowed: true,
      duration: 6,
    });
  });

  it('lets a request borrow exactly its limit, and not half a day more', async () => {
    await setActivated(org, org.types.vacation, { borrowLimit: 1.5 });
    try {
      expect(await check({ start: march[0], end: march[7], endDayPart: 'MORNING' })).toMatchObject({
        isAllowed: true,
        duration: 7.5,
      });
      expect(await check({ start: march[0], end: march[7] })).toMatchObject({
        isAllowed: false,
        message: refusal(6, `${N}-03-01`, 8, `${N}-03-31`, 1.5),
      });
    } finally {
      await setActivated(org, org.types.vacation, { borrowLimit: 0 });
    }
  });

  it('counts what the person already asked for: a pending March day leaves five', async () => {
    const first = await org.t.call('POST', '/api/leaves', {
      token: person.token,
      body: { typeId: org.types.vacation, start: march[0], end: march[0] },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(await check({ start: march[1], end: march[5] })).toMatchObject({ isAllowed: true });
    expect(await check({ start: march[1], end: march[6] })).toMatchObject({
      isAllowed: false,
      message: refusal(6, `${N}-03-01`, 7, `${N}-03-31`),
    });
    const withdrawn = await org.t.call('DELETE', `/api/leaves/${first.json().id}`, { token: person.token });
    expect(withdrawn.statusCode).toBe(204);
  });
});

describe('the balance', () => {
  async function vacation(query = '') {
    const res = await org.t.call('GET', `/api/leaves/mine/balance${query}`, { token: person.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Balance[];
  }

  it('answers what has been earned by today and the months of the year, the whole year still in its total', async () => {
    const month = Number(today().slice(5, 7));
    const [v, ...others] = await vacation();
    expect(v).toMatchObject({
      activatedType: { name: 'Vacation', accrual: 'MONTHLY', borrowLimit: 0 },
      allowanceAmount: 24,
      totalAmount: 24,
      earnedAmount: 2 * month,
    });
    expect(v.accrualSchedule).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ month: `${Y}-${String(i + 1).padStart(2, '0')}`, amount: 2 })),
    );
    // The other types earn up front, as before.
    for (const b of others) expect(b).toMatchObject({ earnedAmount: b.allowanceAmount, accrualSchedule: [] });
  });

  it('answers a past year as all earned, a future one as nothing earned yet', async () => {
    expect((await vacation(`?date=${Y - 1}-06-01`))[0]).toMatchObject({ earnedAmount: 24 });
    expect((await vacation(`?date=${N}-06-01`))[0]).toMatchObject({ earnedAmount: 0, totalAmount: 24 });
  });
});
