import { LEAVE_MSG, type Leave, type LeaveCheckAnswer } from '@leavedesk/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holidays, leaveTypes, organizations } from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { addDays, countWorkingDays, totalDays, weekdayOf, workingDates } from '../../lib/working-days';
import {
  addHoliday,
  addPerson,
  addType,
  currentYear,
  futureMonday,
  insertLeave,
  MON_FRI,
  mondayFrom,
  type Org,
  type Person,
  setupOrg,
} from './leave-fixtures';

let org: Org;
beforeAll(async () => {
  org = await setupOrg();
});

function create(person: Person, body: Record<string, unknown>) {
  return org.t.call('POST', '/api/leaves', { token: person.token, body });
}

describe('requesting a leave', () => {
  it('creates a PENDING leave counting working days and calendar days, for a type that needs approval', async () => {
    const me = await addPerson(org, { firstName: 'Nora' });
    const start = futureMonday();
    const end = addDays(start, 6);
    const res = await create(me, { typeId: org.types.vacation, start, end, reason: '  Family trip  ' });
    expect(res.statusCode).toBe(201);
    const leave = res.json() as Leave;
    expect(leave).toMatchObject({
      startAt: start,
      endAt: end,
      duration: 5,
      totalDays: 7,
      status: 'PENDING',
      reason: 'Family trip',
      reviewer: null,
      reviewedAt: null,
      policy: { id: org.policyId },
      activatedType: {
        policyId: org.policyId,
        typeId: org.types.vacation,
        name: 'Vacation',
        symbol: '🏖️',
        cycle: 'PER_YEAR',
        amount: 20,
        requiresApproval: true,
        status: 'ACTIVE',
      },
      user: {
        id: me.id,
        firstName: 'Nora',
        email: me.user.email,
        team: { id: org.teamId, name: 'General' },
        organization: { id: org.organizationId },
      },
    });
    expect(typeof leave.id).toBe('number');
  });

  it('creates an ACCEPTED leave with no reviewer when the type needs no approval', async () => {
    const me = await addPerson(org);
    const start = futureMonday(1);
    const res = await create(me, { typeId: org.types.sick, start, end: addDays(start, 1) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', reviewer: null, duration: 2, reason: null });
  });

  it('follows the approval setting of the policy rather than the type', async () => {
    const typeId = await addType(org, {
      name: 'Training',
      cycle: 'PER_YEAR',
      amount: 5,
      requiresApproval: true,
    });
    const { setActivated } = await import('./leave-fixtures');
    await setActivated(org, typeId, { requiresApproval: false });
    const me = await addPerson(org);
    const start = futureMonday(2);
    const res = await create(me, { typeId, start, end: start });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', activatedType: { requiresApproval: false } });
  });

  it('leaves out the holidays of the requester’s country, and only theirs', async () => {
    const local = await addSeparateOrg();
    const me = await addPerson(local, { country: 'PT' });
    const other = await addPerson(local, { country: 'ES' });
    const start = futureMonday(3);
    await addHoliday(local, addDays(start, 2), 'PT', 'A Portuguese holiday');
    const mine = await local.t.call('POST', '/api/leaves', {
      token: me.token,
      body: { typeId: local.types.vacation, start, end: addDays(start, 4) },
    });
    const theirs = await local.t.call('POST', '/api/leaves', {
      token: other.token,
      body: { typeId: local.types.vacation, start, end: addDays(start, 4) },
    });
    expect(mine.json()).toMatchObject({ duration: 4, totalDays: 5 });
    expect(theirs.json()).toMatchObject({ duration: 5, totalDays: 5 });
  });

  it('uses the organization’s country for holidays when the requester has none', async () => {
    const local = await addSeparateOrg();
    const me = await addPerson(local, { country: null });
    const start = futureMonday(3);
    const end = addDays(start, 4);
    // Registration stored the organization's public holidays; the test adds one more.
    const stored = await local.t.app.services.db
      .select({ date: holidays.date })
      .from(holidays)
      .where(and(eq(holidays.organizationId, local.organizationId), eq(holidays.country, 'NL')));
    const added = stored.some((h) => h.date === addDays(start, 1)) ? addDays(start, 2) : addDays(start, 1);
    await addHoliday(local, added, 'NL');
    const expected = countWorkingDays(start, end, MON_FRI, new Set([...stored.map((h) => h.date), added]));
    expect(expected).toBeLessThan(5);
    const res = await local.t.call('POST', '/api/leaves', {
      token: me.token,
      body: { typeId: local.types.vacation, start, end },
    });
    expect(res.json()).toMatchObject({ duration: expected });
  });

  it('counts the organization’s own working days (Sunday to Thursday)', async () => {
    const local = await addSeparateOrg();
    await local.t.app.services.db
      .update(organizations)
      .set({ workingDays: ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'] })
      .where(eq(organizations.id, local.organizationId));
    const me = await addPerson(local);
    const monday = futureMonday();
    const friday = addDays(monday, 4);
    const sunday = addDays(monday, 6);
    const weekend = await local.t.call('POST', '/api/leaves', {
      token: me.token,
      body: { typeId: local.types.vacation, start: friday, end: addDays(friday, 1) },
    });
    expect(weekend.statusCode).toBe(422);
    expect(weekend.json().message).toBe(LEAVE_MSG.noWorkingDays);
    const week = await local.t.call('POST', '/api/leaves', {
      token: me.token,
      body: { typeId: local.types.vacation, start: friday, end: addDays(sunday, 4) },
    });
    expect(week.statusCode).toBe(201);
    expect(week.json()).toMatchObject({ totalDays: 7, duration: 5 });
  });

  it('reads a timestamp as a calendar date in the requester’s own time zone', async () => {
    const karachi = await addPerson(org, { timezone: 'Asia/Karachi' });
    const newYork = await addPerson(org, { timezone: 'America/New_York' });
    const day = futureMonday(4);
    // 22:30 at UTC-5: Monday evening in New York in winter (22:30) and in summer time (23:30), and
    // Tuesday morning in Karachi. 23:30 at UTC-5 was already Tuesday in a New York summer.
    const stamp = `${day}T22:30:00-05:00`;
    const inKarachi = await create(karachi, { typeId: org.types.vacation, start: stamp, end: stamp });
    const inNewYork = await create(newYork, { typeId: org.types.vacation, start: stamp, end: stamp });
    expect(inNewYork.json()).toMatchObject({ startAt: day, endAt: day, duration: 1 });
    expect(inKarachi.json()).toMatchObject({ startAt: addDays(day, 1), endAt: addDays(day, 1), duration: 1 });
    const plus5 = `${day}T23:30:00+05:00`;
    const again = await create(await addPerson(org, { timezone: 'Asia/Karachi' }), {
      typeId: org.types.vacation,
      start: plus5,
      end: plus5,
    });
    expect(again.json()).toMatchObject({ startAt: day });
  });
});

describe('refusals of a new leave', () => {
  it('refuses an end before the start (400)', async () => {
    const me = await addPerson(org);
    const start = futureMonday();
    const res = await create(me, { typeId: org.types.vacation, start, end: addDays(start, -1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: LEAVE_MSG.endBeforeStart,
      code: 'BAD_REQUEST',
      details: [{ field: 'end', message: LEAVE_MSG.endBeforeStart }],
    });
  });

  it('refuses a start before today in the requester’s time zone (400), even when it is already that day elsewhere', async () => {
    const kiritimati = await addPerson(org, { timezone: 'Pacific/Kiritimati' });
    const yesterdayThere = addDays(todayIn('Pacific/Kiritimati'), -1);
    const res = await create(kiritimati, {
      typeId: org.types.unpaid,
      start: yesterdayThere,
      end: addDays(yesterdayThere, 7),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LEAVE_MSG.startInPast);
  });

  it('accepts a start on today in the requester’s time zone, even when that day is over elsewhere', async () => {
    const pagoPago = await addPerson(org, { timezone: 'Pacific/Pago_Pago' });
    const todayThere = todayIn('Pacific/Pago_Pago');
    const res = await create(pagoPago, {
      typeId: org.types.unpaid,
      start: todayThere,
      end: addDays(todayThere, 6),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().startAt).toBe(todayThere);
  });

  it('refuses a span over 366 days (400) and accepts exactly 366', async () => {
    const me = await addPerson(org);
    const start = futureMonday();
    const tooLong = await create(me, { typeId: org.types.unpaid, start, end: addDays(start, 366) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(LEAVE_MSG.spanTooLong);
    const longest = await create(me, { typeId: org.types.unpaid, start, end: addDays(start, 365) });
    expect(longest.statusCode).toBe(201);
    expect(longest.json().totalDays).toBe(366);
  });

  it('refuses dates with no working days (422)', async () => {
    const me = await addPerson(org);
    const saturday = addDays(futureMonday(), 5);
    expect(weekdayOf(saturday)).toBe('SATURDAY');
    const res = await create(me, { typeId: org.types.vacation, start: saturday, end: addDays(saturday, 1) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'The selected dates contain no working days.',
      code: 'LEAVE_NO_WORKING_DAYS',
    });
  });

  it('refuses a holiday alone as containing no working days (422)', async () => {
    const me = await addPerson(org);
    const wednesday = addDays(futureMonday(5), 2);
    await addHoliday(org, wednesday);
    const res = await create(me, { typeId: org.types.vacation, start: wednesday, end: wednesday });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(LEAVE_MSG.noWorkingDays);
  });

  it('refuses a type not active in the requester’s policy (422): not activated, archived, or of another organization', async () => {
    const me = await addPerson(org);
    const start = futureMonday();
    const db = org.t.app.services.db;
    const [loose] = await db
      .insert(leaveTypes)
      .values({ organizationId: org.organizationId, name: 'Not in policy', cycle: 'PER_YEAR', amount: 5 })
      .returning({ id: leaveTypes.id });
    const archived = await addType(org, {
      name: 'Old type',
      cycle: 'PER_YEAR',
      amount: 5,
      requiresApproval: false,
    });
    await db.update(leaveTypes).set({ status: 'ARCHIVED' }).where(eq(leaveTypes.id, archived));
    const foreign = await addSeparateOrg();
    for (const typeId of [loose.id, archived, foreign.types.vacation, 999999]) {
      const res = await create(me, { typeId, start, end: start });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: LEAVE_MSG.typeNotInPolicy,
        code: 'LEAVE_TYPE_NOT_IN_POLICY',
      });
    }
  });

  it('refuses a leave overlapping the requester’s own PENDING or ACCEPTED leave (409), of any type', async () => {
    const me = await addPerson(org);
    const start = futureMonday(6);
    expect((await create(me, { typeId: org.types.vacation, start, end: addDays(start, 2) })).statusCode).toBe(
      201,
    );
    expect(
      (await create(me, { typeId: org.types.sick, start: addDays(start, 7), end: addDays(start, 8) }))
        .statusCode,
    ).toBe(201);
    for (const [s, e] of [
      [start, start],
      [addDays(start, -3), addDays(start, 20)],
      [addDays(start, 2), addDays(start, 3)],
      [addDays(start, 8), addDays(start, 10)],
    ]) {
      const res = await create(me, { typeId: org.types.unpaid, start: s, end: e });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'You already have a leave in this period.',
        code: 'LEAVE_OVERLAP',
      });
    }
    expect(
      (await create(me, { typeId: org.types.unpaid, start: addDays(start, 3), end: addDays(start, 4) }))
        .statusCode,
    ).toBe(201);
  });

  it('does not count a rejected or withdrawn leave as an overlap', async () => {
    const me = await addPerson(org);
    const start = futureMonday(7);
    await insertLeave(org, me, { typeId: org.types.vacation, start, end: start, status: 'REJECTED' });
    const pending = (await create(me, { typeId: org.types.vacation, start, end: start })).json() as Leave;
    expect((await org.t.call('DELETE', `/api/leaves/${pending.id}`, { token: me.token })).statusCode).toBe(
      204,
    );
    expect((await create(me, { typeId: org.types.vacation, start, end: start })).statusCode).toBe(201);
  });

  it('refuses a leave beyond the balance (422), counting pending and accepted days of the same type', async () => {
    const me = await addPerson(org);
    const year = currentYear() + 1;
    const start = mondayFrom(`${year}-03-01`);
    await insertLeave(org, me, {
      typeId: org.types.vacation,
      start: `${year}-02-01`,
      end: `${year}-02-05`,
      status: 'ACCEPTED',
    });
    await insertLeave(org, me, {
      typeId: org.types.vacation,
      start: `${year}-02-08`,
      end: `${year}-02-12`,
      status: 'PENDING',
    });
    await insertLeave(org, me, {
      typeId: org.types.sick,
      start: `${year}-02-15`,
      end: `${year}-02-19`,
      status: 'ACCEPTED',
    });
    const used =
      countWorkingDays(`${year}-02-01`, `${year}-02-05`, MON_FRI) +
      countWorkingDays(`${year}-02-08`, `${year}-02-12`, MON_FRI);
    const left = 20 - used;
    const tooMuch = await create(me, { typeId: org.types.vacation, start, end: addDays(start, 20) });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      message: `Not enough balance: ${left} day(s) left of Vacation.`,
      code: 'NOT_ENOUGH_BALANCE',
    });
    const exact = workingDates(start, addDays(start, 30), MON_FRI).slice(0, left);
    const fits = await create(me, { typeId: org.types.vacation, start, end: exact[exact.length - 1] });
    expect(fits.statusCode).toBe(201);
    const more = await create(me, {
      typeId: org.types.vacation,
      start: addDays(start, 60),
      end: addDays(start, 60 + 2),
    });
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toBe('Not enough balance: 0 day(s) left of Vacation.');
  });

  it('refuses a leave across New Year that fits the old year but not the new one', async () => {
    const me = await addPerson(org);
    const year = currentYear() + 1;
    const start = `${year}-12-28`;
    const january = workingDates(`${year + 1}-01-01`, `${year + 1}-01-15`, MON_FRI).slice(0, 3);
    // 18 days already taken in the new year: 2 are left there, none taken in the old one.
    const spring = workingDates(`${year + 1}-03-01`, `${year + 1}-05-31`, MON_FRI).slice(0, 18);
    await insertLeave(org, me, { typeId: org.types.vacation, start: spring[0], end: spring[17] });
    const res = await create(me, { typeId: org.types.vacation, start, end: january[2] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Not enough balance: 2 day(s) left of Vacation.');
    const shorter = await create(me, { typeId: org.types.vacation, start, end: january[1] });
    expect(shorter.statusCode).toBe(201);
    expect(shorter.json()).toMatchObject({
      startAt: start,
      endAt: january[1],
      duration: countWorkingDays(start, january[1], MON_FRI),
      totalDays: totalDays(start, january[1]),
    });
  });

  it('judges a PER_MONTH type in each month a leave touches', async () => {
    const typeId = await addType(org, {
      name: 'Remote day',
      cycle: 'PER_MONTH',
      amount: 2,
      requiresApproval: true,
    });
    const me = await addPerson(org);
    const year = currentYear() + 1;
    // Two working days each side of the end of March.
    const lastDays = workingDates(`${year}-03-20`, `${year}-03-31`, MON_FRI).slice(-2);
    const firstDays = workingDates(`${year}-04-01`, `${year}-04-12`, MON_FRI).slice(0, 2);
    const across = await create(me, { typeId, start: lastDays[0], end: firstDays[1] });
    expect(across.statusCode).toBe(201);
    expect(across.json().duration).toBe(4);
    const third = workingDates(`${year}-04-13`, `${year}-04-30`, MON_FRI)[0];
    const over = await create(me, { typeId, start: third, end: third });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Not enough balance: 0 day(s) left of Remote day.');
    const may = workingDates(`${year}-05-01`, `${year}-05-31`, MON_FRI);
    const threeInMay = await create(me, { typeId, start: may[0], end: may[2] });
    expect(threeInMay.statusCode).toBe(422);
    expect(threeInMay.json().message).toBe('Not enough balance: 2 day(s) left of Remote day.');
  });

  it('prorates the balance in the year the requester joins', async () => {
    const year = currentYear() + 1;
    const me = await addPerson(org, { joinedAt: `${year}-07-01` });
    // 184 of 365 (or 366) days of 20 → 10.
    const entitled = Math.round(
      (20 * totalDays(`${year}-07-01`, `${year}-12-31`)) / totalDays(`${year}-01-01`, `${year}-12-31`),
    );
    const days = workingDates(`${year}-09-01`, `${year}-11-30`, MON_FRI);
    const over = await create(me, { typeId: org.types.vacation, start: days[0], end: days[entitled] });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(`Not enough balance: ${entitled} day(s) left of Vacation.`);
    const fits = await create(me, { typeId: org.types.vacation, start: days[0], end: days[entitled - 1] });
    expect(fits.statusCode).toBe(201);
  });

  it('never limits an UNLIMITED type', async () => {
    const me = await addPerson(org);
    const start = futureMonday(10);
    const res = await create(me, { typeId: org.types.unpaid, start, end: addDays(start, 60) });
    expect(res.statusCode).toBe(201);
    expect(res.json().duration).toBe(countWorkingDays(start, addDays(start, 60), MON_FRI));
  });

  it('answers 400 naming the field for a missing type or a malformed date', async () => {
    const me = await addPerson(org);
    const noType = await create(me, { start: futureMonday(), end: futureMonday() });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toBe('Please select a valid leave type.');
    const badDate = await create(me, {
      typeId: org.types.vacation,
      start: '2027-13-45',
      end: futureMonday(),
    });
    expect(badDate.statusCode).toBe(400);
  });
});

describe('the duration preview', () => {
  it('shows the numbers, the holidays in the range and whether the request would pass', async () => {
    const local = await addSeparateOrg();
    const me = await addPerson(local);
    const start = futureMonday(12);
    const holiday = addDays(start, 1);
    await addHoliday(local, holiday, 'FR', 'Fête');
    const res = await local.t.call('POST', '/api/leaves/check', {
      token: me.token,
      body: { typeId: local.types.vacation, start, end: addDays(start, 7) },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as LeaveCheckAnswer;
    expect(answer).toMatchObject({
      duration: 5,
      totalDays: 8,
      yourConflicts: [],
      teamConflicts: [],
      isAllowed: true,
      message: null,
    });
    expect(answer.holidays).toEqual([
      { id: expect.any(Number), date: holiday, description: 'Fête', country: 'FR' },
    ]);
  });

  it('takes a timestamp as a date in the requester’s time zone: holidays and conflicts of that date only', async () => {
    const local = await addSeparateOrg();
    const newYork = await addPerson(local, { timezone: 'America/New_York' });
    const karachi = await addPerson(local, { timezone: 'Asia/Karachi' });
    const mate = await addPerson(local, { firstName: 'Max' });
    const day = futureMonday(6);
    const tuesday = addDays(day, 1);
    await addHoliday(local, tuesday, 'FR', 'Mardi');
    await insertLeave(local, mate, { typeId: local.types.vacation, start: tuesday, end: tuesday });
    // 22:30 at UTC-5 is Monday in New York, winter (22:30) or summer time (23:30), and 08:30 on
    // Tuesday in Karachi.
    const stamp = `${day}T22:30:00-05:00`;
    const check = async (person: Person) => {
      const res = await local.t.call('POST', '/api/leaves/check', {
        token: person.token,
        body: { typeId: local.types.vacation, start: stamp, end: stamp },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as LeaveCheckAnswer;
    };
    expect(await check(newYork)).toMatchObject({
      duration: 1,
      totalDays: 1,
      holidays: [],
      teamConflicts: [],
      isAllowed: true,
    });
    const there = await check(karachi);
    expect(there).toMatchObject({
      duration: 0,
      totalDays: 1,
      isAllowed: false,
      message: LEAVE_MSG.noWorkingDays,
    });
    expect(there.holidays.map((h) => h.date)).toEqual([tuesday]);
    expect(there.teamConflicts.map((l) => l.user.id)).toEqual([mate.id]);
  });

  it('reads the whole of a 366-day request given as timestamps far from UTC', async () => {
    const local = await addSeparateOrg();
    const auckland = await addPerson(local, { timezone: 'Pacific/Auckland' });
    const day = futureMonday(3);
    const late = addDays(day, 360);
    await addHoliday(local, late, 'FR', 'Late holiday');
    // 12:00 UTC the day before is the next morning in Auckland; 00:30 UTC is the same afternoon.
    const res = await local.t.call('POST', '/api/leaves/check', {
      token: auckland.token,
      body: {
        typeId: local.types.unpaid,
        start: `${addDays(day, -1)}T12:00:00Z`,
        end: `${addDays(day, 365)}T00:30:00Z`,
      },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as LeaveCheckAnswer;
    expect(answer.totalDays).toBe(366);
    expect(answer.holidays.map((h) => h.date)).toEqual([late]);
  });

  it('lists my overlapping leaves and my team mates’, without reasons, and says why create would fail', async () => {
    const local = await addSeparateOrg();
    const me = await addPerson(local, { firstName: 'Mia' });
    const mate = await addPerson(local, { firstName: 'Max' });
    const otherTeamId = await (await import('./leave-fixtures')).addTeam(local, 'Elsewhere');
    const stranger = await addPerson(local, { teamId: otherTeamId });
    const start = futureMonday(2);
    const mine = await insertLeave(local, me, {
      typeId: local.types.vacation,
      start: addDays(start, -3),
      end: addDays(start, 10),
      status: 'PENDING',
      reason: 'private',
    });
    const theirs = await insertLeave(local, mate, {
      typeId: local.types.sick,
      start: addDays(start, 2),
      end: addDays(start, 2),
      reason: 'flu',
    });
    await insertLeave(local, mate, {
      typeId: local.types.sick,
      start: addDays(start, 3),
      end: addDays(start, 3),
      status: 'REJECTED',
    });
    await insertLeave(local, stranger, { typeId: local.types.sick, start, end: start });
    const res = await local.t.call('POST', '/api/leaves/check', {
      token: me.token,
      body: { typeId: local.types.vacation, start, end: addDays(start, 4) },
    });
    const answer = res.json() as LeaveCheckAnswer;
    expect(answer.yourConflicts.map((l) => l.id)).toEqual([mine]);
    expect(answer.teamConflicts.map((l) => l.id)).toEqual([theirs]);
    expect(answer.teamConflicts[0]).toMatchObject({
      user: { firstName: 'Max' },
      activatedType: { name: 'Sick leave' },
      status: 'ACCEPTED',
    });
    expect('reason' in answer.teamConflicts[0]).toBe(false);
    expect('reason' in answer.yourConflicts[0]).toBe(false);
    expect(answer).toMatchObject({ isAllowed: false, message: LEAVE_MSG.overlap, duration: 5, totalDays: 5 });
  });

  it('answers the same refusals as create, without writing', async () => {
    const local = await addSeparateOrg();
    const check = (person: Person, body: Record<string, unknown>) =>
      local.t.call('POST', '/api/leaves/check', { token: person.token, body });
    const me = await addPerson(local);
    const start = mondayFrom(`${currentYear() + 1}-03-01`);
    const reversed = (
      await check(me, { typeId: local.types.vacation, start, end: addDays(start, -2) })
    ).json();
    expect(reversed).toMatchObject({
      isAllowed: false,
      message: LEAVE_MSG.endBeforeStart,
      duration: 0,
      totalDays: 0,
    });
    const weekend = (
      await check(me, { typeId: local.types.vacation, start: addDays(start, 5), end: addDays(start, 6) })
    ).json();
    expect(weekend).toMatchObject({
      isAllowed: false,
      message: LEAVE_MSG.noWorkingDays,
      duration: 0,
      totalDays: 2,
    });
    const tooMuch = (
      await check(me, { typeId: local.types.vacation, start, end: addDays(start, 40) })
    ).json();
    expect(tooMuch).toMatchObject({
      isAllowed: false,
      duration: countWorkingDays(start, addDays(start, 40), MON_FRI),
      message: 'Not enough balance: 20 day(s) left of Vacation.',
    });
    const list = await local.t.call('GET', '/api/leaves?userId=mine', { token: me.token });
    expect(list.json().totalContents).toBe(0);
  });
});

async function addSeparateOrg(): Promise<Org> {
  return setupOrg(org.t, { country: 'NL' });
}
