import {
  LEAVE_MSG,
  type LeaveSuggestion,
  MSG,
  planYearRangeMessage,
  type WeekHours,
} from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, totalDays, weekdayOf } from '../../lib/working-days';
import {
  addHoliday,
  addPerson,
  addType,
  currentYear,
  insertLeave,
  type Org,
  type Person,
  setActivated,
  setupOrg,
  today,
} from './leave-fixtures';

/*
 * GET /leaves/mine/plan (issue 29) over HTTP: the caller's suggestions by their schedule, their
 * country's holidays, around their leaves, within what remains of the type; the refusals.
 */

const NEXT = currentYear() + 1;
/** The first Thursday of May next year: a holiday the tests bridge. */
const THURSDAY = (() => {
  let d = `${NEXT}-05-01`;
  while (weekdayOf(d) !== 'THURSDAY') d = addDays(d, 1);
  return d;
})();
const FOUR_DAYS: WeekHours = {
  MONDAY: 8,
  TUESDAY: 8,
  WEDNESDAY: 8,
  THURSDAY: 8,
  FRIDAY: 0,
  SATURDAY: 0,
  SUNDAY: 0,
};

let org: Org;

beforeAll(async () => {
  org = await setupOrg();
  await addHoliday(org, THURSDAY);
});

function plan(token: string, query: string) {
  return org.t.call('GET', `/api/leaves/mine/plan?${query}`, { token });
}
async function suggestions(person: Person, typeId: number, year = NEXT): Promise<LeaveSuggestion[]> {
  const res = await plan(person.token, `year=${year}&typeId=${typeId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const bridge = {
  start: THURSDAY,
  end: addDays(THURSDAY, 3),
  leaveAmount: 1,
  unit: 'DAYS' as const,
  daysOff: 4,
};

describe('GET /leaves/mine/plan', () => {
  it('suggests the Thursday holiday bridge first, at most ten, best first, none sharing a date', async () => {
    const person = await addPerson(org);
    const got = await suggestions(person, org.types.vacation);
    expect(got[0]).toEqual(bridge);
    expect(got).toHaveLength(10);
    for (const [i, s] of got.entries()) {
      expect(s.daysOff).toBe(totalDays(s.start, s.end));
      expect(s.start.startsWith(`${NEXT}-`) && s.end.startsWith(`${NEXT}-`)).toBe(true);
      const next = got[i + 1];
      if (next) expect(s.daysOff * next.leaveAmount).toBeGreaterThanOrEqual(next.daysOff * s.leaveAmount);
      for (const other of got.slice(i + 1)) expect(s.end < other.start || other.end < s.start).toBe(true);
    }
  });

  it('never overlaps a pending or accepted leave of any type; a cancelled one is no obstacle', async () => {
    const person = await addPerson(org);
    await insertLeave(org, person, {
      typeId: org.types.sick,
      start: addDays(THURSDAY, 1),
      end: addDays(THURSDAY, 1),
      status: 'PENDING',
    });
    const got = await suggestions(person, org.types.vacation);
    expect(got.find((s) => s.start <= addDays(THURSDAY, 1) && s.end >= addDays(THURSDAY, 1))).toBeUndefined();

    const other = await addPerson(org);
    await insertLeave(org, other, {
      typeId: org.types.sick,
      start: addDays(THURSDAY, 1),
      end: addDays(THURSDAY, 1),
      status: 'CANCELLED',
    });
    expect((await suggestions(other, org.types.vacation))[0]).toEqual(bridge);
  });

  it("counts by the person's schedule: a four-day week has its Friday off already", async () => {
    const person = await addPerson(org);
    const put = await org.t.call('PUT', `/api/users/${person.id}/schedule`, {
      token: org.admin.accessToken,
      body: [{ effectiveFrom: `${NEXT}-01-01`, hours: FOUR_DAYS }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const got = await suggestions(person, org.types.vacation);
    // The Thursday holiday already makes Thursday to Sunday off; the three days before it, from
    // the Friday before, make ten days off.
    expect(got.find((s) => s.start === THURSDAY)).toBeUndefined();
    expect(got[0]).toEqual({
      start: addDays(THURSDAY, -6),
      end: addDays(THURSDAY, 3),
      leaveAmount: 3,
      daysOff: 10,
      unit: 'DAYS',
    });
  });

  it('keeps each stretch within what remains of the type; none when nothing remains; no cap when unlimited', async () => {
    const person = await addPerson(org);
    const two = await addType(org, {
      name: 'Two days',
      cycle: 'PER_YEAR',
      amount: 2,
      requiresApproval: true,
    });
    // Two days bridge the Thursday; every other stretch from a weekend to a later one needs more.
    expect(await suggestions(person, two)).toEqual([bridge]);
    expect((await suggestions(person, org.types.vacation)).length).toBeGreaterThan(1);

    const none = await addType(org, {
      name: 'None left',
      cycle: 'PER_YEAR',
      amount: 1,
      requiresApproval: true,
    });
    await insertLeave(org, person, { typeId: none, start: `${NEXT}-02-01`, end: `${NEXT}-02-01` });
    expect(await suggestions(person, none)).toEqual([]);

    const unlimited = await addType(org, {
      name: 'Unlimited',
      cycle: 'UNLIMITED',
      amount: 0,
      requiresApproval: true,
    });
    const free = await suggestions(person, unlimited);
    expect(free).toHaveLength(10);
    expect(Math.max(...free.map((s) => s.leaveAmount))).toBeGreaterThan(2);
  });

  it('judges each stretch as the check would: carried-over days only before they expire', async () => {
    // Two days a year, up to five carried into the next until the end of March. This year's two
    // are unused: next year has 2 + 2, the carried two only for dates up to 31 March.
    const carrying = await addType(org, {
      name: 'Carrying',
      cycle: 'PER_YEAR',
      amount: 2,
      requiresApproval: true,
    });
    await setActivated(org, carrying, { carryOverLimit: 5, carryOverExpiresAfterMonths: 3 });
    const person = await addPerson(org, { country: 'BE' });
    const monday = (month: string) => {
      let d = `${NEXT}-${month}-01`;
      while (weekdayOf(d) !== 'MONDAY') d = addDays(d, 1);
      return d;
    };
    // Monday and Tuesday holidays: Saturday to the next Sunday for three days (Wednesday to Friday).
    const [february, june] = [monday('02'), monday('06')];
    for (const d of [february, june]) {
      await addHoliday(org, d, 'BE');
      await addHoliday(org, addDays(d, 1), 'BE');
    }
    const balances = await org.t.call('GET', `/api/leaves/mine/balance?date=${NEXT}-01-15`, {
      token: person.token,
    });
    const balance = balances
      .json()
      .find((b: { activatedType: { typeId: number } }) => b.activatedType.typeId === carrying);
    expect(balance.remainingAmount).toBe(4);
    const got = await suggestions(person, carrying);
    expect(got).toContainEqual({
      start: addDays(february, -2),
      end: addDays(february, 6),
      leaveAmount: 3,
      daysOff: 9,
      unit: 'DAYS',
    });
    // The remaining four would let June's through; on its dates only the year's two are available.
    expect(got.find((s) => s.start === addDays(june, -2))).toBeUndefined();
    for (const s of got.filter((x) => x.end > `${NEXT}-03-31`)) expect(s.leaveAmount).toBeLessThanOrEqual(2);
  });

  it('plans the current year from today on, and answers nothing for last year', async () => {
    const person = await addPerson(org);
    for (const s of await suggestions(person, org.types.vacation, currentYear()))
      expect(s.start >= today()).toBe(true);
    expect(await suggestions(person, org.types.vacation, currentYear() - 1)).toEqual([]);
  });

  it('refuses a year it does not plan, a type not in the policy and bad input, with sentences', async () => {
    const person = await addPerson(org);
    const v = org.types.vacation;
    // The years around today (the calendar's range refusal: BAD_REQUEST naming the field), then
    // the query's shape (VALIDATION_FAILED).
    const cases: Array<[string, string, string, string]> = [
      [`year=${NEXT + 2}&typeId=${v}`, 'BAD_REQUEST', 'year', planYearRangeMessage(NEXT - 2, NEXT + 1)],
      [`year=${NEXT - 3}&typeId=${v}`, 'BAD_REQUEST', 'year', planYearRangeMessage(NEXT - 2, NEXT + 1)],
      [`year=next&typeId=${v}`, 'VALIDATION_FAILED', 'year', LEAVE_MSG.planYearNumber],
      [`typeId=${v}`, 'VALIDATION_FAILED', 'year', LEAVE_MSG.planYearNumber],
      [`year=${NEXT}`, 'VALIDATION_FAILED', 'typeId', MSG.leaveTypeRequired],
      [`year=${NEXT}&typeId=x`, 'VALIDATION_FAILED', 'typeId', MSG.leaveTypeRequired],
    ];
    for (const [query, code, field, message] of cases) {
      const res = await plan(person.token, query);
      expect({ status: res.statusCode, body: res.json() }, query).toMatchObject({
        status: 400,
        body: { code, details: [{ field, message }] },
      });
    }
    const foreign = await plan(person.token, `year=${NEXT}&typeId=2147483647`);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      code: 'LEAVE_TYPE_NOT_IN_POLICY',
      message: LEAVE_MSG.typeNotInPolicy,
    });
    // Unknown parameters are ignored, as on every route.
    expect((await plan(person.token, `year=${NEXT}&typeId=${v}&colour=blue`)).statusCode).toBe(200);
    expect((await org.t.call('GET', `/api/leaves/mine/plan?year=${NEXT}&typeId=${v}`)).statusCode).toBe(401);
  });
});
