import {
  type Balance,
  type LeaveCheckAnswer,
  type LeaveSuggestion,
  OVERTIME_MSG,
  toilShortfallMessage,
} from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/working-days';
import { addToilType, insertOvertime } from '../overtime/overtime.fixture';
import { addPerson, futureMonday, type Org, type Person, setupOrg, today } from './leave-fixtures';
import { overtimeExpiresOn } from './toil-math';

/*
 * Time off in lieu in the balance reads (decision 0040): the balance, the check, create, the review
 * context, the balances export and the planner all answer toil-math's arithmetic for a
 * TIME_OFF_IN_LIEU type, from the entries read in their one statement.
 */

let org: Org;
let toil: number;
const NAME = 'Time off in lieu';

beforeAll(async () => {
  org = await setupOrg();
  toil = await addToilType(org, { name: NAME, expiresAfterMonths: 1 });
});

function toilOf(balances: Balance[]): Balance {
  const found = balances.find((b) => b.activatedType.typeId === toil);
  if (!found) throw new Error('no time off in lieu balance');
  return found;
}

async function balanceOf(person: Person, date?: string): Promise<Balance> {
  const res = await org.t.call('GET', `/api/leaves/mine/balance${date ? `?date=${date}` : ''}`, {
    token: person.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return toilOf(res.json());
}

describe('a TIME_OFF_IN_LIEU type', () => {
  // Entry 1 (20 days ago, 1 day) has expired before the Monday two weeks ahead; entry 2 (yesterday,
  // 2 days) still counts then.
  const monday = futureMonday();
  const t = today();
  const first = { date: addDays(t, -20), amount: 1 };
  const second = { date: addDays(t, -1), amount: 2 };
  let me: Person;
  let e1: number;
  let e2: number;

  beforeAll(async () => {
    me = await addPerson(org, { firstName: 'Lina' });
    e1 = await insertOvertime(org, me, { typeId: toil, ...first, months: 1 });
    e2 = await insertOvertime(org, me, { typeId: toil, ...second, months: 1 });
    // Neither a pending nor a rejected entry counts.
    await insertOvertime(org, me, { typeId: toil, date: t, amount: 5, status: 'PENDING', months: 1 });
    await insertOvertime(org, me, { typeId: toil, date: t, amount: 5, status: 'REJECTED', months: 1 });
  });

  it('has a balance of the accepted entries, each with what is left and its expiry', async () => {
    expect(await balanceOf(me)).toMatchObject({
      totalAmount: 3,
      allowanceAmount: 3,
      expiredAmount: 0,
      usedAmount: 0,
      pendingAmount: 0,
      remainingAmount: 3,
      periodStart: first.date,
      periodEnd: t,
      activatedType: { kind: 'TIME_OFF_IN_LIEU', amount: 0, expiresAfterMonths: 1 },
      overtime: [
        {
          id: e1,
          date: first.date,
          amount: 1,
          remainingAmount: 1,
          expiresOn: overtimeExpiresOn(first.date, 1),
        },
        {
          id: e2,
          date: second.date,
          amount: 2,
          remainingAmount: 2,
          expiresOn: overtimeExpiresOn(second.date, 1),
        },
      ],
    });
  });

  it('refuses a request on dates the expired entry cannot cover, in the check and in create, with a sentence', async () => {
    const body = { typeId: toil, start: monday, end: addDays(monday, 2) };
    const check = await org.t.call('POST', '/api/leaves/check', { token: me.token, body });
    expect(check.statusCode, check.body).toBe(200);
    const message = toilShortfallMessage(2, 'DAYS', NAME);
    expect(check.json() as LeaveCheckAnswer).toMatchObject({
      duration: 3,
      isAllowed: false,
      message,
      balances: [{ requestedAmount: 3, availableAmount: 2, remainingAfterAmount: 0 }],
    });
    const created = await org.t.call('POST', '/api/leaves', { token: me.token, body });
    expect({ status: created.statusCode, body: created.json() }).toMatchObject({
      status: 422,
      body: { code: 'NOT_ENOUGH_BALANCE', message },
    });
  });

  it('takes a request that fits, uses the entries oldest first, and answers the context by the same rule', async () => {
    const body = { typeId: toil, start: monday, end: addDays(monday, 1) };
    const check = await org.t.call('POST', '/api/leaves/check', { token: me.token, body });
    expect(check.json()).toMatchObject({
      isAllowed: true,
      message: null,
      balances: [{ availableAmount: 2 }],
    });
    const created = await org.t.call('POST', '/api/leaves', { token: me.token, body });
    expect(created.statusCode, created.body).toBe(201);

    // Entry 1 expires unused before the leave: the leave takes entry 2.
    expect(await balanceOf(me)).toMatchObject({
      totalAmount: 3,
      pendingAmount: 2,
      remainingAmount: 1,
      overtime: [
        { id: e1, remainingAmount: 1 },
        { id: e2, remainingAmount: 0 },
      ],
    });
    // On the leave's day entry 1 has expired.
    expect(await balanceOf(me, monday)).toMatchObject({
      totalAmount: 2,
      expiredAmount: 1,
      remainingAmount: 0,
      periodEnd: monday,
      overtime: [
        { id: e1, remainingAmount: 0 },
        { id: e2, remainingAmount: 0 },
      ],
    });

    const context = await org.t.call('GET', `/api/leaves/${created.json().id}/context`, {
      token: org.admin.accessToken,
    });
    expect(context.statusCode, context.body).toBe(200);
    expect(context.json().balances).toMatchObject([
      { requestedAmount: 2, availableAmount: 2, remainingAfterAmount: 1, balance: { remainingAmount: 3 } },
    ]);

    // Nothing is left for the next day.
    const more = await org.t.call('POST', '/api/leaves/check', {
      token: me.token,
      body: { typeId: toil, start: addDays(monday, 2), end: addDays(monday, 2) },
    });
    expect(more.json()).toMatchObject({ isAllowed: false, message: toilShortfallMessage(0, 'DAYS', NAME) });
  });

  it('is in the balances export as the balance route computes it', async () => {
    const res = await org.t.call('GET', '/api/leaves/balances/export?format=csv', { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.body.split('\r\n').find((line) => line.includes(NAME));
    const balance = await balanceOf(me);
    expect(row?.split(',').slice(-5)).toEqual([
      ...[balance.totalAmount, balance.usedAmount, balance.pendingAmount, balance.remainingAmount].map(
        String,
      ),
      balance.unit === 'HOURS' ? 'Hours' : 'Days',
    ]);
  });
});

describe('the planner with a TIME_OFF_IN_LIEU type', () => {
  it('plans against what remains: nothing without overtime or with too little, never more than is left', async () => {
    const year = Number(today().slice(0, 4));
    const none = await addPerson(org);
    const empty = await org.t.call('GET', `/api/leaves/mine/plan?year=${year + 1}&typeId=${toil}`, {
      token: none.token,
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual([]);

    // Without holidays a stretch runs from a weekend to the next: a working week, 5 days.
    const four = await addPerson(org);
    await insertOvertime(org, four, { typeId: toil, date: today(), amount: 4, months: null });
    const short = await org.t.call('GET', `/api/leaves/mine/plan?year=${year + 1}&typeId=${toil}`, {
      token: four.token,
    });
    expect(short.json()).toEqual([]);

    const some = await addPerson(org);
    await insertOvertime(org, some, { typeId: toil, date: today(), amount: 5, months: null });
    const plan = await org.t.call('GET', `/api/leaves/mine/plan?year=${year + 1}&typeId=${toil}`, {
      token: some.token,
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const suggestions = plan.json() as LeaveSuggestion[];
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) expect(s.leaveAmount).toBeLessThanOrEqual(5);
  });
});

describe('adjusting a TIME_OFF_IN_LIEU balance', () => {
  it('is refused: its balance is the overtime recorded', async () => {
    const person = await addPerson(org);
    const res = await org.t.call('POST', `/api/leaves/${person.id}/adjustments`, {
      token: org.admin.accessToken,
      body: { typeId: toil, amount: 1, note: 'Opening balance' },
    });
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({
      status: 422,
      body: { code: 'ADJUSTMENT_TYPE_TOIL', message: OVERTIME_MSG.adjustToil },
    });
  });
});
