import {
  type Balance,
  LEAVE_MSG,
  type Leave,
  type LeaveCheckAnswer,
  type LeaveContext,
} from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, workingDates } from '../../lib/working-days';
import {
  addHoliday,
  addPerson,
  currentYear,
  futureMonday,
  insertLeave,
  MON_FRI,
  mondayFrom,
  type Org,
  type Person,
  setupOrg,
} from './leave-fixtures';

/** Issue 13, half days: requests, refusals, overlaps, answers and balances, over HTTP. */

let org: Org;
beforeAll(async () => {
  org = await setupOrg();
});

function create(person: Person, body: Record<string, unknown>) {
  return org.t.call('POST', '/api/leaves', { token: person.token, body });
}
async function check(person: Person, body: Record<string, unknown>) {
  const res = await org.t.call('POST', '/api/leaves/check', { token: person.token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LeaveCheckAnswer;
}
async function vacationBalance(person: Person, date: string) {
  const res = await org.t.call('GET', `/api/leaves/mine/balance?date=${date}`, { token: person.token });
  return (res.json() as Balance[]).find((b) => b.activatedType.name === 'Vacation')!;
}

describe('half-day requests', () => {
  it('counts a morning, an afternoon and a Wednesday-afternoon-to-Friday-morning leave in halves, and answers their parts', async () => {
    const me = await addPerson(org);
    const monday = futureMonday(1);
    const morning = await create(me, {
      typeId: org.types.vacation,
      start: monday,
      end: monday,
      endDayPart: 'MORNING',
    });
    expect(morning.statusCode, morning.body).toBe(201);
    expect(morning.json()).toMatchObject({
      startAt: monday,
      endAt: monday,
      startDayPart: 'FULL',
      endDayPart: 'MORNING',
      duration: 0.5,
      totalDays: 1,
    });
    const afternoon = await create(me, {
      typeId: org.types.vacation,
      start: addDays(monday, 1),
      end: addDays(monday, 1),
      startDayPart: 'AFTERNOON',
    });
    expect(afternoon.json()).toMatchObject({ startDayPart: 'AFTERNOON', endDayPart: 'FULL', duration: 0.5 });
    const span = await create(me, {
      typeId: org.types.vacation,
      start: addDays(monday, 2),
      end: addDays(monday, 4),
      startDayPart: 'AFTERNOON',
      endDayPart: 'MORNING',
    });
    expect(span.json()).toMatchObject({ duration: 2, totalDays: 3 });
    // Both parts default to FULL.
    const full = await create(me, {
      typeId: org.types.vacation,
      start: addDays(monday, 7),
      end: addDays(monday, 7),
    });
    expect(full.json()).toMatchObject({ startDayPart: 'FULL', endDayPart: 'FULL', duration: 1 });

    expect(await vacationBalance(me, monday)).toMatchObject({ pendingAmount: 4, remainingAmount: 16 });
    const one = await org.t.call('GET', `/api/leaves/${(span.json() as Leave).id}`, { token: me.token });
    expect(one.json()).toMatchObject({ startDayPart: 'AFTERNOON', endDayPart: 'MORNING', duration: 2 });
    const list = await org.t.call('GET', '/api/leaves?userId=mine', { token: me.token });
    expect((list.json().contents as Leave[]).map((l) => [l.startDayPart, l.endDayPart, l.duration])).toEqual([
      ['FULL', 'FULL', 1],
      ['AFTERNOON', 'MORNING', 2],
      ['AFTERNOON', 'FULL', 0.5],
      ['FULL', 'MORNING', 0.5],
    ]);
    const calendar = await org.t.call('GET', `/api/leaves/calendar?from=${monday}&to=${addDays(monday, 4)}`, {
      token: me.token,
    });
    expect(
      (calendar.json() as Leave[])
        .filter((l) => l.user.id === me.id)
        .map((l) => [l.startAt, l.startDayPart, l.endDayPart, l.duration]),
    ).toEqual([
      [monday, 'FULL', 'MORNING', 0.5],
      [addDays(monday, 1), 'AFTERNOON', 'FULL', 0.5],
      [addDays(monday, 2), 'AFTERNOON', 'MORNING', 2],
    ]);
  });

  it('refuses a one-day leave that is both a morning and an afternoon (400); the check says why', async () => {
    const me = await addPerson(org);
    const day = futureMonday(2);
    const body = {
      typeId: org.types.vacation,
      start: day,
      end: day,
      startDayPart: 'AFTERNOON',
      endDayPart: 'MORNING',
    };
    const res = await create(me, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: LEAVE_MSG.oneDayBothHalves,
      details: [{ field: 'endDayPart', message: LEAVE_MSG.oneDayBothHalves }],
    });
    expect(await check(me, body)).toMatchObject({ isAllowed: false, message: LEAVE_MSG.oneDayBothHalves });
    // Over two days the same parts are a valid afternoon-to-morning leave.
    expect((await create(me, { ...body, end: addDays(day, 1) })).statusCode).toBe(201);
  });

  it('refuses day parts other than FULL/AFTERNOON at the start and FULL/MORNING at the end (400)', async () => {
    const me = await addPerson(org);
    const day = futureMonday(2);
    const start = await create(me, {
      typeId: org.types.vacation,
      start: day,
      end: day,
      startDayPart: 'MORNING',
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().details).toEqual([
      { field: 'startDayPart', message: 'Start day part must be FULL or AFTERNOON.' },
    ]);
    const end = await create(me, {
      typeId: org.types.vacation,
      start: day,
      end: day,
      endDayPart: 'AFTERNOON',
    });
    expect(end.statusCode).toBe(400);
    expect(end.json().details).toEqual([
      { field: 'endDayPart', message: 'End day part must be FULL or MORNING.' },
    ]);
  });

  it('counts a half of a weekend day or a holiday as nothing: a morning on either is refused as no working days', async () => {
    const me = await addPerson(org);
    const monday = futureMonday(3);
    await addHoliday(org, addDays(monday, 2), 'FR', 'Half-day test holiday');
    const saturday = addDays(monday, -2);
    const onSaturday = await create(me, {
      typeId: org.types.vacation,
      start: saturday,
      end: saturday,
      endDayPart: 'MORNING',
    });
    expect(onSaturday.statusCode).toBe(422);
    expect(onSaturday.json().message).toBe(LEAVE_MSG.noWorkingDays);
    const holiday = addDays(monday, 2);
    const onHoliday = await check(me, {
      typeId: org.types.vacation,
      start: holiday,
      end: holiday,
      startDayPart: 'AFTERNOON',
    });
    expect(onHoliday).toMatchObject({ duration: 0, isAllowed: false, message: LEAVE_MSG.noWorkingDays });
    // A holiday afternoon, then Thursday and a Friday morning: 1.5 days.
    const across = await check(me, {
      typeId: org.types.vacation,
      start: holiday,
      end: addDays(monday, 4),
      startDayPart: 'AFTERNOON',
      endDayPart: 'MORNING',
    });
    expect(across).toMatchObject({ duration: 1.5, totalDays: 3, isAllowed: true });
  });

  it('lets one person take the morning and the afternoon of a date, but no other sharing of a half', async () => {
    const me = await addPerson(org);
    const day = futureMonday(4);
    const morning = { typeId: org.types.vacation, start: day, end: day, endDayPart: 'MORNING' };
    const afternoon = { typeId: org.types.sick, start: day, end: day, startDayPart: 'AFTERNOON' };
    expect((await create(me, morning)).statusCode).toBe(201);
    const free = await check(me, afternoon);
    expect(free).toMatchObject({ isAllowed: true, yourConflicts: [] });
    expect((await create(me, afternoon)).statusCode).toBe(201);
    for (const overlapping of [
      morning,
      { typeId: org.types.vacation, start: day, end: day },
      { typeId: org.types.vacation, start: addDays(day, -3), end: day, endDayPart: 'MORNING' },
      { typeId: org.types.vacation, start: day, end: addDays(day, 1), startDayPart: 'AFTERNOON' },
    ]) {
      const res = await create(me, overlapping);
      expect(res.statusCode, JSON.stringify(overlapping)).toBe(409);
      expect(res.json().message).toBe(LEAVE_MSG.overlap);
      const answer = await check(me, overlapping);
      expect(answer.isAllowed).toBe(false);
      expect(answer.yourConflicts.length).toBeGreaterThan(0);
    }
    // The Friday before and the Tuesday after, whole days, touch neither half.
    const before = { typeId: org.types.vacation, start: addDays(day, -3), end: addDays(day, -3) };
    const after = { typeId: org.types.vacation, start: addDays(day, 1), end: addDays(day, 1) };
    expect((await create(me, before)).statusCode).toBe(201);
    expect((await create(me, after)).statusCode).toBe(201);
  });

  it('shows a team mate’s morning as a conflict of a morning or a full day, not of an afternoon', async () => {
    const me = await addPerson(org);
    const mate = await addPerson(org, { firstName: 'Mira' });
    const day = futureMonday(5);
    await insertLeave(org, mate, { typeId: org.types.sick, start: day, end: day, endDayPart: 'MORNING' });
    const mates = (a: LeaveCheckAnswer) => a.teamConflicts.filter((l) => l.user.id === mate.id);
    expect(
      mates(await check(me, { typeId: org.types.vacation, start: day, end: day, startDayPart: 'AFTERNOON' })),
    ).toEqual([]);
    expect(
      mates(await check(me, { typeId: org.types.vacation, start: day, end: day, endDayPart: 'MORNING' })),
    ).toMatchObject([{ user: { firstName: 'Mira' }, endDayPart: 'MORNING', duration: 0.5 }]);
    expect(mates(await check(me, { typeId: org.types.vacation, start: day, end: day }))).toHaveLength(1);

    // A reviewer sees the same: Mira's morning does not clash with an afternoon request.
    const mine = await create(me, {
      typeId: org.types.vacation,
      start: day,
      end: day,
      startDayPart: 'AFTERNOON',
    });
    const context = await org.t.call('GET', `/api/leaves/${mine.json().id}/context`, {
      token: org.admin.accessToken,
    });
    const answer = context.json() as LeaveContext;
    expect(answer.teamConflicts.filter((l) => l.user.id === mate.id)).toEqual([]);
    expect(answer.balances[0]).toMatchObject({
      requestedAmount: 0.5,
      remainingAfterAmount: 19.5,
      availableAmount: 20,
    });
  });

  it('refuses a half day beyond a balance of half a day, naming the half left', async () => {
    const me = await addPerson(org);
    const year = currentYear() + 1;
    // 19.5 of next year's 20 days taken in January: 19 days and a morning.
    const january = workingDates(`${year}-01-01`, `${year}-02-28`, MON_FRI).slice(0, 20);
    await insertLeave(org, me, {
      typeId: org.types.vacation,
      start: january[0],
      end: january[19],
      endDayPart: 'MORNING',
    });
    const june = mondayFrom(`${year}-06-01`);
    expect(await vacationBalance(me, june)).toMatchObject({ usedAmount: 19.5, remainingAmount: 0.5 });
    const whole = await create(me, { typeId: org.types.vacation, start: june, end: june });
    expect(whole.statusCode).toBe(422);
    expect(whole.json().message).toBe('Not enough balance: 0.5 day(s) left of Vacation.');
    const half = await create(me, {
      typeId: org.types.vacation,
      start: june,
      end: june,
      endDayPart: 'MORNING',
    });
    expect(half.statusCode, half.body).toBe(201);
    expect(await vacationBalance(me, june)).toMatchObject({
      usedAmount: 19.5,
      pendingAmount: 0.5,
      remainingAmount: 0,
    });
  });
});
