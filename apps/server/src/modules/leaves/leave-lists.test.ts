import { CalendarLeave, LEAVE_MSG, type Leave, type Paged } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activatedTypes, leaves, users } from '../../db/schema';
import type { Caller } from '../../http/context';
import { addDays } from '../../lib/working-days';
import { avatarUrl } from '../users/user-view';
import {
  addPerson,
  addTeam,
  addType,
  futureMonday,
  insertLeave,
  type Org,
  type Person,
  setActivated,
  setupOrg,
  today,
} from './leave-fixtures';
import { canReadReason } from './leave-view';

/**
 * One organization with two teams: General (two employees and a team admin) and Blue (an employee
 * and a team admin), each with a leave of every status, plus a withdrawn one (CANCELLED).
 */
let org: Org;
let blue: number;
let ann: Person;
let ben: Person;
let tina: Person;
let bob: Person;
let tom: Person;
const ids: Record<string, number> = {};
const monday = futureMonday(8);

beforeAll(async () => {
  org = await setupOrg();
  blue = await addTeam(org, 'Blue');
  ann = await addPerson(org, { firstName: 'Ann' });
  ben = await addPerson(org, { firstName: 'Ben' });
  tina = await addPerson(org, { firstName: 'Tina', role: 'TEAM_ADMIN' });
  bob = await addPerson(org, { firstName: 'Bob', teamId: blue });
  tom = await addPerson(org, { firstName: 'Tom', role: 'TEAM_ADMIN', teamId: blue });
  const put = async (key: string, person: Person, offset: number, status: string, days = 1) => {
    const start = addDays(monday, offset);
    ids[key] = await insertLeave(org, person, {
      typeId: org.types.vacation,
      start,
      end: addDays(start, days - 1),
      status,
      reason: `${key} reason`,
    });
  };
  await put('annPending', ann, 0, 'PENDING');
  await put('annAccepted', ann, 7, 'ACCEPTED', 3);
  await put('annRejected', ann, 14, 'REJECTED');
  await put('benPending', ben, 1, 'PENDING');
  await put('tinaPending', tina, 2, 'PENDING');
  await put('bobPending', bob, 3, 'PENDING');
  await put('bobAccepted', bob, 21, 'ACCEPTED');
  await put('tomRejected', tom, 4, 'REJECTED');
  await put('annWithdrawn', ann, 28, 'PENDING');
  await org.t.app.services.db
    .update(leaves)
    .set({ status: 'CANCELLED', cancelledAt: new Date(), cancelledBy: ann.id })
    .where(eq(leaves.id, ids.annWithdrawn));
});

async function list(person: { token: string } | string, query = '') {
  const token = typeof person === 'string' ? person : person.token;
  const res = await org.t.call('GET', `/api/leaves${query ? `?${query}` : ''}`, { token });
  return { status: res.statusCode, page: res.json() as Paged<Leave>, body: res.json() };
}
const idsOf = (page: Paged<Leave>) => page.contents.map((l) => l.id).sort((a, b) => a - b);
const expected = (...keys: string[]) => keys.map((k) => ids[k]).sort((a, b) => a - b);

describe('listing leaves', () => {
  it('shows an employee only their own leaves, whatever team is asked, a withdrawn one in the history as CANCELLED', async () => {
    const own = expected('annPending', 'annAccepted', 'annRejected', 'annWithdrawn');
    const { page } = await list(ann);
    expect(idsOf(page)).toEqual(own);
    expect(page.contents.find((l) => l.id === ids.annWithdrawn)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: { id: ann.id, firstName: 'Ann' },
      cancelledAt: expect.any(String),
    });
    expect(idsOf((await list(ann, `teamId=${blue}`)).page)).toEqual(own);
    expect(idsOf((await list(ann, 'userId=mine')).page)).toEqual(own);
    expect(idsOf((await list(ann, 'status=PENDING,ACCEPTED')).page)).toEqual(
      expected('annPending', 'annAccepted'),
    );
  });

  it('answers 404 to an employee asking for someone else’s leaves', async () => {
    const res = await list(ann, `userId=${ben.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('User not found.');
  });

  it('narrows a team admin to their own team, their own leaves included, whatever team is asked', async () => {
    const all = expected(
      'annPending',
      'annAccepted',
      'annRejected',
      'annWithdrawn',
      'benPending',
      'tinaPending',
    );
    expect(idsOf((await list(tina)).page)).toEqual(all);
    expect(idsOf((await list(tina, `teamId=${blue}`)).page)).toEqual(all);
    expect(idsOf((await list(tina, `userId=${ben.id}`)).page)).toEqual(expected('benPending'));
    expect((await list(tina, `userId=${bob.id}`)).status).toBe(404);
  });

  it('shows an organization admin everyone’s, filtered by team or user', async () => {
    expect(idsOf((await list(org.admin.accessToken)).page)).toEqual(
      expected(
        'annPending',
        'annAccepted',
        'annRejected',
        'annWithdrawn',
        'benPending',
        'tinaPending',
        'bobPending',
        'bobAccepted',
        'tomRejected',
      ),
    );
    expect(idsOf((await list(org.admin.accessToken, `teamId=${blue}`)).page)).toEqual(
      expected('bobPending', 'bobAccepted', 'tomRejected'),
    );
    expect(idsOf((await list(org.admin.accessToken, `userId=${bob.id}&status=PENDING`)).page)).toEqual(
      expected('bobPending'),
    );
  });

  it('answers 404 for a user of another organization, exactly like a missing one', async () => {
    const foreign = await setupOrg(org.t);
    const stranger = await addPerson(foreign);
    const res = await list(org.admin.accessToken, `userId=${stranger.id}`);
    const missing = await list(org.admin.accessToken, 'userId=987654321');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(missing.body);
    const theirs = await list(stranger);
    expect(theirs.page.totalContents).toBe(0);
  });

  it('leaves out the leaves of deleted users, in lists and in the calendar', async () => {
    const local = await setupOrg(org.t);
    const gone = await addPerson(local);
    const stays = await addPerson(local);
    const goneLeave = await insertLeave(local, gone, {
      typeId: local.types.vacation,
      start: monday,
      end: monday,
      status: 'PENDING',
    });
    const staysLeave = await insertLeave(local, stays, {
      typeId: local.types.vacation,
      start: monday,
      end: monday,
      status: 'PENDING',
    });
    await local.t.app.services.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const res = await local.t.call('GET', '/api/leaves?status=PENDING', { token: local.admin.accessToken });
    expect(res.json()).toMatchObject({ totalContents: 1, contents: [{ id: staysLeave }] });
    const cal = await local.t.call('GET', `/api/leaves/calendar?from=${monday}&to=${monday}`, {
      token: local.admin.accessToken,
    });
    expect(cal.json().map((l: Leave) => l.id)).toEqual([staysLeave]);
    expect(
      (
        await local.t.call('PUT', `/api/leaves/${goneLeave}`, {
          token: local.admin.accessToken,
          body: { status: 'ACCEPTED' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('filters by a status list, repeated or comma-separated', async () => {
    const comma = await list(org.admin.accessToken, 'status=ACCEPTED,REJECTED');
    const repeated = await list(org.admin.accessToken, 'status=ACCEPTED&status=REJECTED');
    const wanted = expected('annAccepted', 'annRejected', 'bobAccepted', 'tomRejected');
    expect(idsOf(comma.page)).toEqual(wanted);
    expect(idsOf(repeated.page)).toEqual(wanted);
    expect(idsOf((await list(org.admin.accessToken, 'status=CANCELLED')).page)).toEqual(
      expected('annWithdrawn'),
    );
    expect((await list(org.admin.accessToken, 'status=WITHDRAWN')).status).toBe(400);
  });

  it('filters by a date range, keeping every leave that overlaps it', async () => {
    const from = addDays(monday, 8);
    const to = addDays(monday, 14);
    expect(idsOf((await list(org.admin.accessToken, `from=${from}&to=${to}`)).page)).toEqual(
      expected('annAccepted', 'annRejected'),
    );
  });

  it('orders the newest start first and pages with zero-based numbers', async () => {
    const first = await list(org.admin.accessToken, 'pageSize=3');
    expect(first.page).toMatchObject({ pageNumber: 0, pageSize: 3, totalContents: 9, totalPages: 3 });
    expect(first.page.contents.map((l) => l.id)).toEqual([
      ids.annWithdrawn,
      ids.bobAccepted,
      ids.annRejected,
    ]);
    const last = await list(org.admin.accessToken, 'pageSize=3&pageNumber=2');
    expect(last.page.contents.map((l) => l.id)).toEqual([ids.tinaPending, ids.benPending, ids.annPending]);
    expect((await list(org.admin.accessToken, 'pageSize=101')).status).toBe(400);
  });

  it('orders the review queue by start (sort=startAt:asc): started requests first, then the soonest', async () => {
    const local = await setupOrg(org.t);
    const carl = await addPerson(local, { firstName: 'Carl' });
    const day = today();
    const pending = async (offset: number, days = 1) =>
      insertLeave(local, carl, {
        typeId: local.types.vacation,
        start: addDays(day, offset),
        end: addDays(day, offset + days - 1),
        status: 'PENDING',
      });
    const later = await pending(30);
    const started = await pending(-3, 5);
    const soon = await pending(2);
    const longAgo = await pending(-20);
    const startsToday = await pending(0);
    const queue = await list(local.admin.accessToken, 'status=PENDING&sort=startAt:asc');
    expect(queue.page.contents.map((l) => l.id)).toEqual([longAgo, started, startsToday, soon, later]);
    // Pages walk the same order.
    const second = await list(
      local.admin.accessToken,
      'status=PENDING&sort=startAt:asc&pageSize=2&pageNumber=1',
    );
    expect(second.page.contents.map((l) => l.id)).toEqual([startsToday, soon]);
    // Without a sort the list keeps api.md's newest start first.
    const plain = await list(local.admin.accessToken, 'status=PENDING');
    expect(plain.page.contents.map((l) => l.id)).toEqual([later, soon, startsToday, started, longAgo]);
    const longest = await list(local.admin.accessToken, 'status=PENDING&sort=duration:desc&pageSize=1');
    expect(longest.page.contents.map((l) => l.id)).toEqual([started]);
  });

  it('refuses an unknown sort with a 400 naming the sorts', async () => {
    const { status, body } = await list(org.admin.accessToken, 'sort=name:asc');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message:
        'Sort must be one of startAt:asc, startAt:desc, duration:asc, duration:desc, createdAt:asc, createdAt:desc.',
    });
  });

  it('answers the full Leave shape with the requester as a User', async () => {
    const { page } = await list(ann, 'status=ACCEPTED');
    expect(page.contents[0]).toMatchObject({
      id: ids.annAccepted,
      user: {
        id: ann.id,
        firstName: 'Ann',
        email: ann.user.email,
        role: 'EMPLOYEE',
        team: { id: org.teamId, name: 'General' },
        leavePolicy: { id: org.policyId },
      },
      activatedType: { typeId: org.types.vacation, name: 'Vacation', cycle: 'PER_YEAR', amount: 20 },
      policy: { id: org.policyId },
      duration: 3,
      totalDays: 3,
      status: 'ACCEPTED',
      reason: 'annAccepted reason',
    });
  });

  it('shows reasons to the requester and to their reviewers', async () => {
    expect(
      (await list(ann)).page.contents.every(
        (l) => l.reason === `${Object.keys(ids).find((k) => ids[k] === l.id)} reason`,
      ),
    ).toBe(true);
    expect((await list(tina)).page.contents.every((l) => l.reason?.endsWith(' reason'))).toBe(true);
    expect(
      (await list(org.admin.accessToken)).page.contents.every((l) => l.reason?.endsWith(' reason')),
    ).toBe(true);
    const one = await org.t.call('GET', `/api/leaves/${ids.benPending}`, { token: tina.token });
    expect(one.json()).toMatchObject({ id: ids.benPending, reason: 'benPending reason' });
    expect((await org.t.call('GET', `/api/leaves/${ids.benPending}`, { token: tom.token })).statusCode).toBe(
      404,
    );
    expect((await org.t.call('GET', `/api/leaves/${ids.benPending}`, { token: ann.token })).statusCode).toBe(
      404,
    );
  });

  it('keeps reasons from anyone who is neither the requester nor a reviewer', () => {
    const caller = (role: Caller['role'], userId: number, teamId: number | null): Caller => ({
      userId,
      role,
      teamId,
      organizationId: 1,
      email: '',
      timezone: 'UTC',
      country: 'DE',
      dataVersion: 0,
    });
    const requester = { id: 10, teamId: 5 };
    expect(canReadReason(caller('EMPLOYEE', 10, 5), requester)).toBe(true);
    expect(canReadReason(caller('EMPLOYEE', 11, 5), requester)).toBe(false);
    expect(canReadReason(caller('TEAM_ADMIN', 12, 5), requester)).toBe(true);
    expect(canReadReason(caller('TEAM_ADMIN', 12, 6), requester)).toBe(false);
    expect(canReadReason(caller('TEAM_ADMIN', 12, null), { id: 10, teamId: null })).toBe(false);
    expect(canReadReason(caller('ORGANIZATION_ADMIN', 13, null), requester)).toBe(true);
  });
});

describe('the team calendar', () => {
  async function calendar(person: { token: string }, query: string) {
    const res = await org.t.call('GET', `/api/leaves/calendar?${query}`, { token: person.token });
    return { status: res.statusCode, body: res.json() };
  }

  it('shows every member the PENDING and ACCEPTED leaves of the whole organization, without reasons', async () => {
    const { status, body } = await calendar(ann, `from=${monday}&to=${addDays(monday, 30)}`);
    expect(status).toBe(200);
    expect((body as Leave[]).map((l) => l.id).sort((a, b) => a - b)).toEqual(
      expected('annPending', 'annAccepted', 'benPending', 'tinaPending', 'bobPending', 'bobAccepted'),
    );
    for (const entry of body as Record<string, unknown>[]) expect(entry).not.toHaveProperty('reason');
    // Compact: what a chip shows, nothing private of the requester.
    expect(Object.keys(body[0]).sort()).toEqual([
      'activatedType',
      'duration',
      'endAt',
      'endDayPart',
      'id',
      'startAt',
      'startDayPart',
      'status',
      'totalDays',
      'unit',
      'user',
    ]);
    expect(Object.keys(body[0].user).sort()).toEqual(['avatar', 'firstName', 'id', 'lastName', 'team']);
    expect(body[0]).toMatchObject({
      id: ids.annPending,
      user: { firstName: 'Ann' },
      activatedType: { symbol: '🏖️' },
      startAt: monday,
      endAt: monday,
      startDayPart: 'FULL',
      endDayPart: 'FULL',
      status: 'PENDING',
    });
  });

  it('answers entries of the CalendarLeave contract, with the avatar URL and team of the requester', async () => {
    const local = await setupOrg(org.t);
    const person = await addPerson(local, { firstName: 'Zoë' });
    await local.t.app.services.db
      .update(users)
      .set({ lastName: 'O’Brien "Zed"', avatarAssetId: 4242 })
      .where(eq(users.id, person.id));
    await insertLeave(local, person, { typeId: local.types.vacation, start: monday, end: monday });
    const { body } = await calendar(person, `from=${monday}&to=${monday}`);
    const [entry] = z.array(CalendarLeave).parse(body);
    expect(entry.user).toEqual({
      id: person.id,
      firstName: 'Zoë',
      lastName: 'O’Brien "Zed"',
      avatar: { id: 4242, url: avatarUrl(4242) },
      team: { id: local.teamId, name: 'General' },
    });
    expect(entry).toMatchObject({ duration: 1, totalDays: 1, status: 'ACCEPTED' });
  });

  it('narrows to one team when asked, and includes leaves that began before the range', async () => {
    const { body } = await calendar(
      bob,
      `from=${addDays(monday, 8)}&to=${addDays(monday, 21)}&teamId=${org.teamId}`,
    );
    expect((body as Leave[]).map((l) => l.id)).toEqual([ids.annAccepted]);
    const blueOnly = await calendar(bob, `from=${monday}&to=${addDays(monday, 30)}&teamId=${blue}`);
    expect((blueOnly.body as Leave[]).map((l) => l.id)).toEqual([ids.bobPending, ids.bobAccepted]);
  });

  it('shows a long leave that began weeks before the range, and one ending on its first day', async () => {
    const local = await setupOrg(org.t);
    const person = await addPerson(local);
    const mate = await addPerson(local);
    const from = addDays(monday, 56);
    const long = await insertLeave(local, person, {
      typeId: local.types.unpaid,
      start: addDays(from, -45),
      end: addDays(from, 2),
    });
    const edge = await insertLeave(local, mate, {
      typeId: local.types.vacation,
      start: addDays(from, -3),
      end: from,
    });
    await insertLeave(local, mate, {
      typeId: local.types.vacation,
      start: addDays(from, -10),
      end: addDays(from, -1),
    });
    const { body } = await calendar(person, `from=${from}&to=${addDays(from, 6)}`);
    expect((body as Leave[]).map((l) => l.id)).toEqual([long, edge]);
    const check = await local.t.call('POST', '/api/leaves/check', {
      token: mate.token,
      body: { typeId: local.types.vacation, start: from, end: addDays(from, 1) },
    });
    expect(check.json().teamConflicts.map((l: { id: number }) => l.id)).toEqual([long]);
    expect(check.json().yourConflicts.map((l: { id: number }) => l.id)).toEqual([edge]);
  });

  it('never shows another organization’s leaves', async () => {
    const foreign = await setupOrg(org.t);
    const stranger = await addPerson(foreign);
    await insertLeave(foreign, stranger, { typeId: foreign.types.vacation, start: monday, end: monday });
    const { body } = await calendar(stranger, `from=${monday}&to=${addDays(monday, 30)}`);
    expect((body as Leave[]).map((l) => l.user.id)).toEqual([stranger.id]);
  });

  it('shows a type since removed from the policy with the type’s own settings', async () => {
    const local = await setupOrg(org.t);
    const person = await addPerson(local);
    const typeId = await addType(local, {
      name: 'Retired type',
      cycle: 'PER_MONTH',
      amount: 7,
      requiresApproval: true,
    });
    await setActivated(local, typeId, { amount: 3 });
    const id = await insertLeave(local, person, { typeId, start: monday, end: monday });
    const before = await local.t.call('GET', `/api/leaves/calendar?from=${monday}&to=${monday}`, {
      token: person.token,
    });
    expect(before.json()[0].activatedType).toMatchObject({
      typeId,
      policyId: local.policyId,
      amount: 3,
      cycle: 'PER_MONTH',
    });
    await local.t.app.services.db.delete(activatedTypes).where(eq(activatedTypes.typeId, typeId));
    const after = await local.t.call('GET', `/api/leaves/calendar?from=${monday}&to=${monday}`, {
      token: person.token,
    });
    expect(after.json()[0]).toMatchObject({
      id,
      activatedType: {
        typeId,
        policyId: local.policyId,
        name: 'Retired type',
        amount: 7,
        cycle: 'PER_MONTH',
        requiresApproval: true,
      },
    });
    const listed = await local.t.call('GET', '/api/leaves?userId=mine', { token: person.token });
    expect(listed.json().contents[0].activatedType).toMatchObject({ typeId, amount: 7 });
  });

  it('refuses a range over 100 days or reversed (400)', async () => {
    const tooLong = await calendar(ann, `from=${monday}&to=${addDays(monday, 101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(LEAVE_MSG.calendarRangeTooLong);
    expect((await calendar(ann, `from=${monday}&to=${addDays(monday, 100)}`)).status).toBe(200);
    const reversed = await calendar(ann, `from=${monday}&to=${addDays(monday, -1)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(LEAVE_MSG.calendarRangeReversed);
    expect((await calendar(ann, `from=${monday}`)).status).toBe(400);
  });
});
