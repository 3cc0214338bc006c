import { gunzipSync } from 'node:zlib';
import { CalendarGrid, CalendarLeave, PagedLeaves } from '@leavedesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activatedTypes, leaveTypes, organizations, teams, users } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import {
  addPerson,
  futureMonday,
  insertLeave,
  type Org,
  PASSWORD,
  type Person,
  setupOrg,
} from './leave-fixtures';
import { monthGridRange } from './list-calendar';

/**
 * The calendar and the leave lists are answered from a cache kept per organization data version
 * (http/answer-cache.ts). Whatever changes what they show, through the API or straight in the
 * database, must show at the very next read.
 */
let org: Org;
let ann: Person;
const monday = futureMonday(6);
const range = `from=${monday}&to=${addDays(monday, 27)}`;

beforeAll(async () => {
  org = await setupOrg();
  ann = await addPerson(org, { firstName: 'Ann' });
});

const db = () => org.t.app.services.db;
async function calendar(token = ann.token) {
  const res = await org.t.call('GET', `/api/leaves/calendar?${range}`, { token });
  expect(res.statusCode).toBe(200);
  return z.array(CalendarLeave).parse(res.json());
}
async function adminList(query = 'status=PENDING') {
  const res = await org.t.call('GET', `/api/leaves?${query}`, { token: org.admin.accessToken });
  expect(res.statusCode).toBe(200);
  return PagedLeaves.parse(res.json());
}
async function request(start: string, end = start) {
  const res = await org.t.call('POST', '/api/leaves', {
    token: ann.token,
    body: { typeId: org.types.vacation, start, end, reason: 'family' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

describe('cached calendar and lists', () => {
  it('show a new request, its review and a withdrawal at the next read', async () => {
    expect(await calendar()).toEqual([]);
    expect((await adminList()).contents).toEqual([]);
    const first = await request(monday);
    expect((await calendar()).map((l) => [l.id, l.status])).toEqual([[first, 'PENDING']]);
    expect((await adminList()).contents.map((l) => l.id)).toEqual([first]);

    const accepted = await org.t.call('PUT', `/api/leaves/${first}`, {
      token: org.admin.accessToken,
      body: { status: 'ACCEPTED' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await calendar()).map((l) => [l.id, l.status])).toEqual([[first, 'ACCEPTED']]);
    expect((await adminList()).contents).toEqual([]);
    expect((await adminList('status=ACCEPTED')).contents.map((l) => l.id)).toEqual([first]);

    const second = await request(addDays(monday, 1));
    expect((await calendar()).map((l) => l.id)).toEqual([first, second]);
    const withdrawn = await org.t.call('DELETE', `/api/leaves/${second}`, { token: ann.token });
    expect(withdrawn.statusCode).toBe(204);
    expect((await calendar()).map((l) => l.id)).toEqual([first]);
  });

  it('show renamed people, teams, types and organizations, and hide deleted people, at the next read', async () => {
    const bob = await addPerson(org, { firstName: 'Bob' });
    const res = await org.t.call('POST', '/api/leaves', {
      token: bob.token,
      body: { typeId: org.types.vacation, start: addDays(monday, 7), end: addDays(monday, 7) },
    });
    expect(res.statusCode).toBe(201);
    const bobs = async () => (await calendar()).filter((l) => l.user.id === bob.id);
    expect((await bobs())[0].user.firstName).toBe('Bob');
    expect(
      (await adminList()).contents.find((l) => l.user.id === bob.id)?.user.organization.name,
    ).toBeTruthy();

    await db().update(users).set({ firstName: 'Robert' }).where(eq(users.id, bob.id));
    expect((await bobs())[0].user.firstName).toBe('Robert');
    await db().update(teams).set({ name: 'Renamed team' }).where(eq(teams.id, org.teamId));
    expect((await bobs())[0].user.team?.name).toBe('Renamed team');
    await db().update(leaveTypes).set({ symbol: '⛱️' }).where(eq(leaveTypes.id, org.types.vacation));
    expect((await bobs())[0].activatedType.symbol).toBe('⛱️');
    await db()
      .update(activatedTypes)
      .set({ amount: 31 })
      .where(eq(activatedTypes.typeId, org.types.vacation));
    expect((await bobs())[0].activatedType.amount).toBe(31);
    await db()
      .update(organizations)
      .set({ name: 'Renamed Org' })
      .where(eq(organizations.id, org.organizationId));
    const listed = (await adminList()).contents.find((l) => l.user.id === bob.id);
    expect(listed?.user.organization.name).toBe('Renamed Org');

    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, bob.id));
    expect(await bobs()).toEqual([]);
    expect((await adminList()).contents.some((l) => l.user.id === bob.id)).toBe(false);
  });

  it('keep each caller to what they may see: reasons only for reviewers and the requester', async () => {
    const carl = await addPerson(org, { firstName: 'Carl' });
    await request(addDays(monday, 14));
    // The admin's list (reasons shown) and an employee's own list are different answers.
    const forAdmin = (await adminList()).contents.find((l) => l.user.id === ann.id);
    expect(forAdmin?.reason).toBe('family');
    const forCarl = await org.t.call('GET', '/api/leaves?status=PENDING', { token: carl.token });
    expect(PagedLeaves.parse(forCarl.json()).contents).toEqual([]);
    const forAnn = await org.t.call('GET', '/api/leaves?status=PENDING', { token: ann.token });
    expect(PagedLeaves.parse(forAnn.json()).contents.map((l) => l.reason)).toEqual(['family']);
  });

  it('answer 304 to a browser holding the current version, and gzip to clients that accept it', async () => {
    const dan = await addPerson(org, { firstName: 'Dan' });
    for (let week = 0; week < 4; week++) {
      const start = addDays(monday, week * 7 + 3);
      await insertLeave(org, dan, { typeId: org.types.sick, start, end: addDays(start, 1) });
    }
    const url = `/api/leaves/calendar?${range}`;
    const first = await org.t.call('GET', url, { token: ann.token });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"\d+-[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await org.t.call('GET', url, { token: ann.token, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const zipped = await org.t.call('GET', url, {
      token: ann.token,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.json());

    await request(addDays(monday, 21));
    const changed = await org.t.call('GET', url, { token: ann.token, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().length).toBe(first.json().length + 1);
  });

  it('give a demoted team admin their new, narrower list at once', async () => {
    const tess = await addPerson(org, { firstName: 'Tess', role: 'TEAM_ADMIN' });
    const forTess = async () => {
      const res = await org.t.call('GET', '/api/leaves?status=PENDING', { token: tess.token });
      expect(res.statusCode).toBe(200);
      return PagedLeaves.parse(res.json()).contents;
    };
    expect((await forTess()).some((l) => l.user.id === ann.id && l.reason === 'family')).toBe(true);
    await db().update(users).set({ role: 'EMPLOYEE' }).where(eq(users.id, tess.id));
    expect(await forTess()).toEqual([]);
  });

  it('raise the version without writing the organization row, which default-policy changes lock', async () => {
    const xmin = async () =>
      (
        (await db().execute(
          sql`select xmin::text as x from organizations where id = ${org.organizationId}`,
        )) as unknown as {
          rows: { x: string }[];
        }
      ).rows[0].x;
    const version = async () =>
      (
        (await db().execute(
          sql`select data_version as v from organization_versions where organization_id = ${org.organizationId}`,
        )) as unknown as { rows: { v: number }[] }
      ).rows[0].v;
    const [rowBefore, versionBefore] = [await xmin(), await version()];
    await request(addDays(monday, 22));
    expect(await version()).toBe(versionBefore + 1);
    expect(await xmin()).toBe(rowBefore);
    // A login changes nothing the answers show: no new version.
    const again = await org.t.call('POST', '/api/auth/login', {
      body: { email: ann.user.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect(await version()).toBe(versionBefore + 1);
  });
});

/**
 * The calendar's answers (grid, day list, range) are kept per month (decision 0021): a leave's
 * change raises only the months its dates touch, before and after. Changes written with the
 * triggers off (`session_replication_role = replica`) raise nothing, so they show whether an answer
 * came from the cache or was read again.
 */
describe('cached calendar answers per month', () => {
  const first = futureMonday(40);
  const month = first.slice(0, 7);
  const later = addDays(first, 98); // three months on
  const laterMonth = later.slice(0, 7);
  const calendarRange = `from=${first}&to=${addDays(first, 4)}`;

  async function read(person: Person) {
    const get = async (url: string) => {
      const res = await org.t.call('GET', url, { token: person.token });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const grid = CalendarGrid.parse(await get(`/api/leaves/calendar/grid?month=${month}`));
    const day = z.array(CalendarLeave).parse(await get(`/api/leaves/calendar/day?date=${first}`));
    const range = z.array(CalendarLeave).parse(await get(`/api/leaves/calendar?${calendarRange}`));
    const chips = grid.days.find((d) => d.date === first)?.chips ?? [];
    const statuses = (ls: { id: number; status: string }[]) => ls.map((l) => [l.id, l.status]);
    return { grid: statuses(chips), day: statuses(day), range: statuses(range) };
  }
  /** Changes a leave without raising any version: the next read shows it only if it reads again. */
  async function unseen(id: number, status: string) {
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update leaves set status = ${status} where id = ${id}`);
    });
  }

  it('keep a month while leaves change only in other months, and read it again when one of its own changes', async () => {
    const eve = await addPerson(org, { firstName: 'Eve' });
    const id = await insertLeave(org, eve, {
      typeId: org.types.vacation,
      start: first,
      end: first,
      status: 'PENDING',
    });
    const pending = [[id, 'PENDING']];
    expect(await read(eve)).toEqual({ grid: pending, day: pending, range: pending });

    await unseen(id, 'ACCEPTED');
    // A request three months on: the lists show it at once; this month's answers stay as kept.
    const elsewhere = await request(later);
    expect((await adminList()).contents.some((l) => l.id === elsewhere)).toBe(true);
    expect(await read(eve)).toEqual({ grid: pending, day: pending, range: pending });
    const laterGrid = await org.t.call('GET', `/api/leaves/calendar/grid?month=${laterMonth}`, {
      token: eve.token,
    });
    expect(CalendarGrid.parse(laterGrid.json()).days.find((d) => d.date === later)?.count).toBe(1);

    // A request in this month: everything of it is read again, the unseen change included.
    const here = await request(addDays(first, 1));
    const accepted = [[id, 'ACCEPTED']];
    expect(await read(eve)).toEqual({
      grid: accepted,
      day: accepted,
      range: [...accepted, [here, 'PENDING']],
    });
  });

  it('show a leave moved to another month in both months at the next read', async () => {
    const fay = await addPerson(org, { firstName: 'Fay' });
    const id = await insertLeave(org, fay, { typeId: org.types.sick, start: first, end: first });
    const grid = async (m: string) => {
      const res = await org.t.call('GET', `/api/leaves/calendar/grid?month=${m}`, { token: fay.token });
      return CalendarGrid.parse(res.json()).days.flatMap((d) => d.chips.map((c) => [d.date, c.id]));
    };
    expect(await grid(month)).toContainEqual([first, id]);
    expect(await grid(laterMonth)).not.toContainEqual([later, id]);
    await db().execute(sql`update leaves set start_at = ${later}, end_at = ${later} where id = ${id}`);
    expect((await grid(month)).some(([, leave]) => leave === id)).toBe(false);
    expect(await grid(laterMonth)).toContainEqual([later, id]);
    await db().execute(sql`delete from leaves where id = ${id}`);
    expect((await grid(laterMonth)).some(([, leave]) => leave === id)).toBe(false);
  });

  it('count a leave of the next or previous month in the days this month’s grid shows of it', async () => {
    const ivy = await addPerson(org, { firstName: 'Ivy' });
    const range = monthGridRange(month);
    const outside: string[] = [];
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) if (!d.startsWith(month)) outside.push(d);
    expect(outside.length).toBeGreaterThan(0);
    const other = outside.find((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())) ?? outside[0];
    const counts = async () => {
      const res = await org.t.call('GET', `/api/leaves/calendar/grid?month=${month}`, { token: ivy.token });
      return new Map(CalendarGrid.parse(res.json()).days.map((d) => [d.date, d.count]));
    };
    const before = await counts();
    // Only the other month's version rises: the grid, which shows some of its days, is read again.
    const id = await insertLeave(org, ivy, { typeId: org.types.sick, start: other, end: other });
    expect((await counts()).get(other)).toBe((before.get(other) ?? 0) + 1);
    await db().execute(sql`delete from leaves where id = ${id}`);
    expect(await counts()).toEqual(before);
  });

  it('move the grid’s chips when the organization’s working days change', async () => {
    const gus = await addPerson(org, { firstName: 'Gus' });
    const id = await insertLeave(org, gus, { typeId: org.types.sick, start: first, end: first });
    const monday = async () => {
      const res = await org.t.call('GET', `/api/leaves/calendar/grid?month=${month}`, { token: gus.token });
      const day = CalendarGrid.parse(res.json()).days.find((d) => d.date === first);
      return { count: day?.count, chips: day?.chips.some((c) => c.id === id) };
    };
    expect(await monday()).toMatchObject({ chips: true });
    await db()
      .update(organizations)
      .set({ workingDays: ['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] })
      .where(eq(organizations.id, org.organizationId));
    // Chips are drawn on working days only; the count stays.
    const after = await monday();
    expect(after.chips).toBe(false);
    expect(after.count).toBeGreaterThan(0);
    await db()
      .update(organizations)
      .set({ workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] })
      .where(eq(organizations.id, org.organizationId));
    expect(await monday()).toMatchObject({ chips: true });
  });
});
