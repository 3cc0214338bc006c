import { gzipSync } from 'node:zlib';
import {
  CALENDAR_CHIPS_PER_DAY,
  CalendarGrid,
  CalendarLeave,
  INPUT_MSG,
  type Leave,
  PagedLeaves,
} from '@leavedesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import {
  addPerson,
  addTeam,
  futureMonday,
  insertLeave,
  type Org,
  type Person,
  setupOrg,
} from './leave-fixtures';
import { monthGridRange } from './list-calendar';

/**
 * The calendar grid (GET /leaves/calendar/grid) and the day list (GET /leaves/calendar/day) against
 * the full leave list (GET /leaves, every page) of the same month: the same people on every day,
 * with the same statuses, for the whole organization and for one team.
 */
let org: Org;
let blue: number;
let people: Person[];
let bob: Person;
const month = futureMonday(10).slice(0, 7);
const { from, to } = monthGridRange(month);

async function grid(person: { token: string }, query: string) {
  const res = await org.t.call('GET', `/api/leaves/calendar/grid?${query}`, { token: person.token });
  expect(res.statusCode).toBe(200);
  return CalendarGrid.parse(res.json());
}

async function dayList(person: { token: string }, query: string) {
  const res = await org.t.call('GET', `/api/leaves/calendar/day?${query}`, { token: person.token });
  expect(res.statusCode).toBe(200);
  return z.array(CalendarLeave).parse(res.json());
}

/** Every leave of the organization overlapping the grid's days, as its admin lists them. */
async function fullList(teamId?: number): Promise<Leave[]> {
  const all: Leave[] = [];
  for (let page = 0; ; page++) {
    const res = await org.t.call(
      'GET',
      `/api/leaves?from=${from}&to=${to}&pageSize=100&pageNumber=${page}${teamId ? `&teamId=${teamId}` : ''}`,
      { token: org.admin.accessToken },
    );
    expect(res.statusCode).toBe(200);
    const body = PagedLeaves.parse(res.json());
    all.push(...body.contents);
    if (page + 1 >= body.totalPages) return all;
  }
}

beforeAll(async () => {
  org = await setupOrg();
  blue = await addTeam(org, 'Blue');
  people = [];
  for (let i = 0; i < 8; i++) {
    people.push(await addPerson(org, { firstName: `P${i}`, teamId: i % 2 ? blue : org.teamId }));
  }
  bob = people[1]; // in Blue
  const statuses = ['ACCEPTED', 'PENDING', 'REJECTED', 'CANCELLED', 'ACCEPTED', 'PENDING'];
  // Deterministic, varied leaves over the grid and a little around it: every status, long ones
  // starting before the grid, half days, several on the same days.
  let n = 0;
  for (const [i, person] of people.entries()) {
    for (let k = 0; k < 6; k++) {
      const start = addDays(from, -9 + ((i * 7 + k * 11) % 50));
      const length = (i + k) % 4 === 0 ? 12 : (k % 3) + 1;
      const status = statuses[(i + k) % statuses.length];
      n++;
      await insertLeave(org, person, {
        typeId: k % 2 ? org.types.vacation : org.types.sick,
        start,
        end: addDays(start, length - 1),
        status,
        ...(n % 5 === 0 ? { startDayPart: 'AFTERNOON' as const } : {}),
        ...(n % 7 === 0 && length > 1 ? { endDayPart: 'MORNING' as const } : {}),
      });
    }
  }
  // A deleted person's leave is shown nowhere.
  const gone = await addPerson(org, { firstName: 'Gone' });
  await insertLeave(org, gone, {
    typeId: org.types.vacation,
    start: addDays(from, 10),
    end: addDays(from, 12),
  });
  await org.t.app.services.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
});

describe('the calendar grid and the day list', () => {
  it.each([
    ['the whole organization', undefined],
    ['one team', 'blue'],
  ] as const)(
    'agree with the full leave list for %s: same people, same statuses, every day',
    async (_, team) => {
      const teamId = team ? blue : undefined;
      const query = teamId ? `&teamId=${teamId}` : '';
      const answer = await grid(bob, `month=${month}${query}`);
      const all = (await fullList(teamId)).filter((l) => l.status === 'PENDING' || l.status === 'ACCEPTED');
      expect(answer).toMatchObject({ month, from, to });
      expect(answer.days.map((d) => d.date)).toEqual(
        Array.from({ length: answer.days.length }, (_, i) => addDays(from, i)),
      );
      let busiest = 0;
      for (const day of answer.days) {
        const expected = all.filter((l) => l.startAt <= day.date && day.date <= l.endAt);
        const list = await dayList(bob, `date=${day.date}${query}`);
        const asPairs = (ls: { id: number; user: { id: number }; status: string }[]) =>
          ls.map((l) => [l.id, l.user.id, l.status]).sort((a, b) => Number(a[0]) - Number(b[0]));
        expect(asPairs(list)).toEqual(asPairs(expected));
        expect(day.count).toBe(expected.length);
        // On working days the chips are the day list's first ones (none on weekends: the grid shows
        // none there); the list puts Bob's team (Blue) first, then the latest start, the latest end,
        // the person.
        const weekend = [0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay());
        expect(day.chips.map((c) => c.id)).toEqual(
          weekend ? [] : list.slice(0, CALENDAR_CHIPS_PER_DAY).map((l) => l.id),
        );
        const rank = (l: CalendarLeave) =>
          [l.user.team?.id === blue ? 0 : 1, l.startAt, l.endAt, l.user.id] as const;
        const sorted = [...list].sort((a, b) => {
          const [x, y] = [rank(a), rank(b)];
          return x[0] - y[0] || y[1].localeCompare(x[1]) || y[2].localeCompare(x[2]) || y[3] - x[3];
        });
        expect(list.map((l) => l.id)).toEqual(sorted.map((l) => l.id));
        for (const chip of day.chips) {
          const full = list.find((l) => l.id === chip.id);
          expect(chip).toEqual({
            id: full?.id,
            user: {
              id: full?.user.id,
              firstName: full?.user.firstName,
              lastName: full?.user.lastName,
              avatar: full?.user.avatar,
            },
            activatedType: {
              typeId: full?.activatedType.typeId,
              name: full?.activatedType.name,
              symbol: full?.activatedType.symbol,
            },
            startAt: full?.startAt,
            endAt: full?.endAt,
            startDayPart: full?.startDayPart,
            endDayPart: full?.endDayPart,
            status: full?.status,
          });
        }
        busiest = Math.max(busiest, day.count);
      }
      // The data crowds some days past three chips, so '+N more...' is exercised.
      expect(busiest).toBeGreaterThan(CALENDAR_CHIPS_PER_DAY);
    },
  );

  it('puts the caller’s own team first: another team’s member sees the same day in another order', async () => {
    const general = people[0];
    const busy = (await grid(general, `month=${month}`)).days.find((d) => d.count > CALENDAR_CHIPS_PER_DAY);
    expect(busy).toBeDefined();
    const forGeneral = await dayList(general, `date=${busy?.date}`);
    const forBlue = await dayList(bob, `date=${busy?.date}`);
    expect(new Set(forGeneral.map((l) => l.id))).toEqual(new Set(forBlue.map((l) => l.id)));
    const firstTeam = (ls: CalendarLeave[]) => ls[0].user.team?.id;
    if (forGeneral.some((l) => l.user.team?.id === org.teamId))
      expect(firstTeam(forGeneral)).toBe(org.teamId);
    if (forBlue.some((l) => l.user.team?.id === blue)) expect(firstTeam(forBlue)).toBe(blue);
  });

  it('gives every team the same counts and its own chips first', async () => {
    const general = people[0];
    const forBlue = await grid(bob, `month=${month}`);
    // Read right after Blue's, at the same version: the same counts, the General team's chips first.
    const forGeneral = await grid(general, `month=${month}`);
    expect(forGeneral.days.map((d) => d.count)).toEqual(forBlue.days.map((d) => d.count));
    let reordered = 0;
    for (const day of forGeneral.days) {
      const weekend = [0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay());
      const list = await dayList(general, `date=${day.date}`);
      expect(list.length).toBe(day.count);
      expect(day.chips.map((c) => c.id)).toEqual(
        weekend ? [] : list.slice(0, CALENDAR_CHIPS_PER_DAY).map((l) => l.id),
      );
      const blueChips = forBlue.days.find((d) => d.date === day.date)?.chips.map((c) => c.id);
      if (JSON.stringify(blueChips) !== JSON.stringify(day.chips.map((c) => c.id))) reordered++;
    }
    // The two teams' grids do differ somewhere: the chips are not shared, only the counts.
    expect(reordered).toBeGreaterThan(0);
  });

  it('answers no leaves for a team of another organization', async () => {
    const foreign = await setupOrg(org.t);
    const answer = await grid(bob, `month=${month}&teamId=${foreign.teamId}`);
    expect(answer.days.every((d) => d.count === 0 && d.chips.length === 0)).toBe(true);
    expect(await dayList(bob, `date=${addDays(from, 10)}&teamId=${foreign.teamId}`)).toEqual([]);
  });

  it('covers the weeks a month touches, Sunday first, across a year’s end', () => {
    expect(monthGridRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    expect(monthGridRange('2026-12')).toEqual({ from: '2026-11-29', to: '2027-01-02' });
    expect(monthGridRange('2027-02')).toEqual({ from: '2027-01-31', to: '2027-03-06' });
    expect(monthGridRange('2028-02')).toEqual({ from: '2028-01-30', to: '2028-03-04' });
  });

  it('refuses bad input with the error shape (400)', async () => {
    const bad = [
      '/api/leaves/calendar/grid',
      '/api/leaves/calendar/grid?month=2026-13',
      '/api/leaves/calendar/grid?month=2026-1',
      '/api/leaves/calendar/grid?month=1899-12',
      '/api/leaves/calendar/grid?month=2026-11-01',
      `/api/leaves/calendar/grid?month=${month}&teamId=0`,
      `/api/leaves/calendar/grid?month=${month}&teamId=abc`,
      '/api/leaves/calendar/day',
      '/api/leaves/calendar/day?date=2026-02-30',
      '/api/leaves/calendar/day?date=2026-11',
      `/api/leaves/calendar/day?date=${from}&teamId=-1`,
    ];
    for (const url of bad) {
      const res = await org.t.call('GET', url, { token: bob.token });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        code: expect.any(String),
      });
    }
    const month13 = await org.t.call('GET', '/api/leaves/calendar/grid?month=2026-13', { token: bob.token });
    expect(month13.json().details).toEqual([{ field: 'month', message: INPUT_MSG.monthInvalid }]);
    const unsigned = await org.t.call('GET', `/api/leaves/calendar/grid?month=${month}`);
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('the grid’s size', () => {
  it('stays bounded as the organization grows: many leaves on one day', async () => {
    const local = await setupOrg(org.t);
    const viewer = await addPerson(local);
    const day = addDays(futureMonday(12), 2);
    const localMonth = day.slice(0, 7);
    const db = local.t.app.services.db;
    const sizes: { people: number; json: number; gzip: number; calendar: number }[] = [];
    let added = 0;
    for (const target of [10, 400, 2000]) {
      // People and their leave on `day`, written set-based (those the step adds).
      await db.execute(sql`
        with p as (
          insert into users (organization_id, email, password_hash, first_name, last_name, role, status,
            team_id, leave_policy_id, joined_at)
          select ${local.organizationId}, 'bulk.' || ${local.organizationId} || '.' || g || '@example.com', 'x',
            'Person' || g, 'Bulk', 'EMPLOYEE', 'ACTIVE', ${local.teamId}, ${local.policyId}, '2020-01-01'
          from generate_series(${added + 1}::int, ${target}::int) g
          returning id
        )
        insert into leaves (organization_id, user_id, type_id, policy_id, start_at, end_at, duration,
          total_days, working_dates, status)
        select ${local.organizationId}, p.id, ${local.types.vacation}, ${local.policyId}, ${day}::date,
          ${day}::date, 1, 1, array[${day}::date], 'ACCEPTED'
        from p`);
      added = target;
      const res = await local.t.call('GET', `/api/leaves/calendar/grid?month=${localMonth}`, {
        token: viewer.token,
      });
      expect(res.statusCode).toBe(200);
      const answer = CalendarGrid.parse(res.json());
      const cell = answer.days.find((d) => d.date === day);
      expect(cell?.count).toBe(target);
      expect(cell?.chips).toHaveLength(CALENDAR_CHIPS_PER_DAY);
      for (const d of answer.days) expect(d.chips.length).toBeLessThanOrEqual(CALENDAR_CHIPS_PER_DAY);
      const calendar = await local.t.call('GET', `/api/leaves/calendar?from=${day}&to=${day}`, {
        token: viewer.token,
      });
      sizes.push({
        people: target,
        json: res.rawPayload.length,
        gzip: gzipSync(res.rawPayload).length,
        calendar: calendar.rawPayload.length,
      });
    }
    // The full calendar of that one day grows with the people; the grid does not (a longer count
    // and other names in its three chips at most).
    expect(sizes[2].calendar).toBeGreaterThan(sizes[0].calendar * 100);
    expect(Math.abs(sizes[2].json - sizes[0].json)).toBeLessThan(100);
    for (const s of sizes) expect(s.gzip).toBeLessThan(20 * 1024);
    const list = await local.t.call('GET', `/api/leaves/calendar/day?date=${day}`, { token: viewer.token });
    expect(list.json()).toHaveLength(2000);
  });

  it('is under 20 KB gzipped with three chips on every day of six weeks', async () => {
    const local = await setupOrg(org.t);
    const viewer = await addPerson(local);
    const localMonth = futureMonday(20).slice(0, 7);
    const range = monthGridRange(localMonth);
    for (let i = 0; i < 4; i++) {
      const person = await addPerson(local, { firstName: `Somebody-with-a-long-first-name-${i}` });
      await insertLeave(local, person, { typeId: local.types.vacation, start: range.from, end: range.to });
    }
    const res = await local.t.call('GET', `/api/leaves/calendar/grid?month=${localMonth}`, {
      token: viewer.token,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(20 * 1024);
  });
});
