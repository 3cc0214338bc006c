import {
  ADJUSTMENT_MSG,
  type Balance,
  LEAVE_MSG,
  type Leave,
  type LeaveSuggestion,
  UNIT_MSG,
} from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/working-days';
import {
  addPerson,
  addType,
  currentYear,
  futureMonday,
  mondayFrom,
  type Org,
  type Person,
  setActivated,
  setupOrg,
} from './leave-fixtures';

/**
 * Issue 29 over HTTP (decision 0039): a Flex type counted in hours. A part-timer's requests count
 * their scheduled hours, or a day's hours between two times; the check and create refuse at the
 * edges with sentences; the balance answers in hours, prorated by schedule when the type says so;
 * adjustments are in quarter hours; the planner costs each date its hours.
 */

const NEXT = currentYear() + 1;
const WEEK = { MONDAY: 6, TUESDAY: 6, WEDNESDAY: 6, THURSDAY: 6, FRIDAY: 0, SATURDAY: 0, SUNDAY: 0 };
let org: Org;
let flex: number;
beforeAll(async () => {
  org = await setupOrg();
  flex = await addType(org, { name: 'Flex', cycle: 'PER_YEAR', amount: 40, requiresApproval: false });
  await setActivated(org, flex, { unit: 'HOURS' });
});

/** A person on four 6-hour days (Monday to Thursday) from 1 January of this year. */
async function partTimer(): Promise<Person> {
  const person = await addPerson(org);
  const put = await org.t.call('PUT', `/api/users/${person.id}/schedule`, {
    token: org.admin.accessToken,
    body: [{ effectiveFrom: `${currentYear()}-01-01`, hours: WEEK }],
  });
  expect(put.statusCode, put.body).toBe(200);
  return person;
}

const check = (person: Person, body: Record<string, unknown>) =>
  org.t.call('POST', '/api/leaves/check', { token: person.token, body: { typeId: flex, ...body } });
const create = (person: Person, body: Record<string, unknown>) =>
  org.t.call('POST', '/api/leaves', { token: person.token, body: { typeId: flex, ...body } });
async function flexBalance(person: Person, date?: string): Promise<Balance> {
  const res = await org.t.call('GET', `/api/leaves/mine/balance${date ? `?date=${date}` : ''}`, {
    token: person.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Balance[]).find((b) => b.activatedType.typeId === flex)!;
}

describe('leave in hours', () => {
  it('counts a week by the scheduled hours and stores the unit and the hours of each date', async () => {
    const person = await partTimer();
    const monday = mondayFrom(`${NEXT}-02-01`);
    const checked = await check(person, { start: monday, end: addDays(monday, 4) });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ duration: 24, unit: 'HOURS', isAllowed: true, message: null });
    const res = await create(person, { start: monday, end: addDays(monday, 4) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json() as Leave).toMatchObject({
      duration: 24,
      unit: 'HOURS',
      startTime: null,
      endTime: null,
    });
    const balance = await flexBalance(person, monday);
    expect(balance).toMatchObject({
      unit: 'HOURS',
      usedAmount: 24,
      remainingAmount: 16,
      scheduleShare: null,
    });
  });

  it('takes a day’s hours between two times; exactly what remains fits, a quarter hour more does not', async () => {
    const person = await partTimer();
    const monday = mondayFrom(`${NEXT}-03-01`);
    // 40 h: 36 h used by six 6-hour days, 4 h left.
    expect((await create(person, { start: monday, end: addDays(monday, 8) })).statusCode).toBe(201);
    const day = addDays(monday, 14);
    const over = await check(person, { start: day, end: day, startTime: '09:00', endTime: '13:15' });
    expect(over.json()).toMatchObject({
      duration: 4.25,
      unit: 'HOURS',
      isAllowed: false,
      message: 'Not enough balance: 4 hour(s) left of Flex.',
    });
    const refused = await create(person, { start: day, end: day, startTime: '09:00', endTime: '13:15' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Not enough balance: 4 hour(s) left of Flex.');
    const exact = await create(person, { start: day, end: day, startTime: '09:00', endTime: '13:00' });
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json() as Leave).toMatchObject({
      duration: 4,
      unit: 'HOURS',
      startTime: '09:00',
      endTime: '13:00',
    });
    const read = await org.t.call('GET', `/api/leaves/${(exact.json() as Leave).id}`, {
      token: person.token,
    });
    expect(read.json()).toMatchObject({ startTime: '09:00', endTime: '13:00', unit: 'HOURS' });
    expect(await flexBalance(person, day)).toMatchObject({ usedAmount: 40, remainingAmount: 0 });
  });

  it.each([
    {
      name: 'more hours than the day has',
      times: { startTime: '08:00', endTime: '14:15' },
      offset: 0,
      field: 'endTime',
      message: 'You are scheduled for 6 hours on this day: ask for at most that.',
    },
    {
      name: 'a day without hours (Friday)',
      times: { startTime: '09:00', endTime: '10:00' },
      offset: 4,
      field: 'startTime',
      message: LEAVE_MSG.noHoursThatDay,
    },
    {
      name: 'one time only',
      times: { startTime: '09:00' },
      offset: 0,
      field: 'endTime',
      message: LEAVE_MSG.timesBoth,
    },
    {
      name: 'the end not after the start',
      times: { startTime: '10:00', endTime: '09:45' },
      offset: 0,
      field: 'endTime',
      message: LEAVE_MSG.timesOrder,
    },
    {
      name: 'times with a half day',
      times: { startTime: '09:00', endTime: '10:00', endDayPart: 'MORNING' },
      offset: 0,
      field: 'endDayPart',
      message: LEAVE_MSG.timesHalfDay,
    },
  ])('refuses $name: 400 on create, the check’s message', async ({ times, offset, field, message }) => {
    const person = await partTimer();
    const day = addDays(futureMonday(), offset);
    const checked = await check(person, { start: day, end: day, ...times });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ isAllowed: false, message });
    const res = await create(person, { start: day, end: day, ...times });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, details: [{ field, message }] });
  });

  it('refuses times over two days and times for a type in days', async () => {
    const person = await partTimer();
    const monday = futureMonday();
    const twoDays = await create(person, {
      start: monday,
      end: addDays(monday, 1),
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(twoDays.statusCode).toBe(400);
    expect(twoDays.json().message).toBe(LEAVE_MSG.timesOneDay);
    const inDays = await create(person, {
      typeId: org.types.vacation,
      start: monday,
      end: monday,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(inDays.statusCode).toBe(400);
    expect(inDays.json().message).toBe(LEAVE_MSG.timesHoursOnly);
  });

  it.each(['09:10', '9:00', '25:00', 'noon', 5])(
    'refuses the time %j with the format sentence (400)',
    async (time) => {
      const person = await partTimer();
      const day = futureMonday();
      for (const path of ['/api/leaves/check', '/api/leaves']) {
        const res = await org.t.call('POST', path, {
          token: person.token,
          body: { typeId: flex, start: day, end: day, startTime: time, endTime: '12:00' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toEqual([{ field: 'startTime', message: LEAVE_MSG.timeFormat }]);
      }
    },
  );

  it('keeps a leave in days counted in days for a person on the organization’s week (unchanged)', async () => {
    const person = await addPerson(org);
    const monday = futureMonday();
    const res = await create(person, { typeId: org.types.vacation, start: monday, end: addDays(monday, 4) });
    expect(res.json() as Leave).toMatchObject({ duration: 5, unit: 'DAYS', startTime: null, endTime: null });
  });

  it('plans in hours: each date costs its scheduled hours', async () => {
    const person = await partTimer();
    const res = await org.t.call('GET', `/api/leaves/mine/plan?year=${NEXT}&typeId=${flex}`, {
      token: person.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json() as LeaveSuggestion[];
    expect(plan.length).toBeGreaterThan(0);
    for (const s of plan) {
      expect(s.unit).toBe('HOURS');
      expect(s.leaveAmount % 6).toBe(0);
      expect(s.leaveAmount).toBeLessThanOrEqual(40);
    }
  });
});

describe('part-time proration by schedule', () => {
  it('gives a four-day person 20 of a 25-day type, with the share, and converts to hours for an HOURS type', async () => {
    const prorated = await addType(org, {
      name: 'Prorated',
      cycle: 'PER_YEAR',
      amount: 25,
      requiresApproval: true,
    });
    await setActivated(org, prorated, { prorateBySchedule: true });
    const person = await addPerson(org);
    await org.t.call('PUT', `/api/users/${person.id}/schedule`, {
      token: org.admin.accessToken,
      body: [
        { effectiveFrom: '2019-01-01', hours: { ...WEEK, MONDAY: 8, TUESDAY: 8, WEDNESDAY: 8, THURSDAY: 8 } },
      ],
    });
    const res = await org.t.call('GET', `/api/leaves/${person.id}/balance`, { token: org.admin.accessToken });
    const balance = (res.json() as Balance[]).find((b) => b.activatedType.typeId === prorated)!;
    expect(balance).toMatchObject({ allowanceAmount: 20, totalAmount: 20, scheduleShare: 0.8, unit: 'DAYS' });
    const someoneElse = await addPerson(org);
    const full = await org.t.call('GET', `/api/leaves/${someoneElse.id}/balance`, {
      token: org.admin.accessToken,
    });
    expect((full.json() as Balance[]).find((b) => b.activatedType.typeId === prorated)).toMatchObject({
      allowanceAmount: 25,
      scheduleShare: 1,
    });
  });
});

describe('adjustments in hours', () => {
  const adjust = (person: Person, body: Record<string, unknown>) =>
    org.t.call('POST', `/api/leaves/${person.id}/adjustments`, {
      token: org.admin.accessToken,
      body: { note: 'Overtime agreement', ...body },
    });

  it('adds quarter hours to an HOURS type; refuses other steps in hours and keeps days in half days', async () => {
    const person = await partTimer();
    const ok = await adjust(person, { typeId: flex, amount: 2.25 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await flexBalance(person)).toMatchObject({ adjustmentAmount: 2.25, totalAmount: 42.25 });
    const big = await adjust(person, { typeId: flex, amount: 500 });
    expect(big.statusCode, big.body).toBe(201);
    for (const [body, message] of [
      [{ typeId: flex, amount: 0.3 }, UNIT_MSG.adjustmentStepHours],
      [{ typeId: flex, amount: 8785 }, UNIT_MSG.adjustmentRangeHours],
      [{ typeId: org.types.vacation, amount: 0.25 }, ADJUSTMENT_MSG.amountStep],
      [{ typeId: org.types.vacation, amount: 367 }, ADJUSTMENT_MSG.amountRange],
    ] as const) {
      const res = await adjust(person, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'amount', message }],
      });
    }
  });

  it('refuses an employee (403) and a team admin of another team (404) before the amount', async () => {
    const person = await partTimer();
    const employee = await addPerson(org);
    const res = await org.t.call('POST', `/api/leaves/${person.id}/adjustments`, {
      token: employee.token,
      body: { typeId: flex, amount: 0.3, note: 'x' },
    });
    expect(res.statusCode).toBe(403);
    const otherTeamAdmin = await addPerson(org, { role: 'TEAM_ADMIN', teamId: null });
    const stranger = await org.t.call('POST', `/api/leaves/${person.id}/adjustments`, {
      token: otherTeamAdmin.token,
      body: { typeId: flex, amount: 0.3, note: 'x' },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
