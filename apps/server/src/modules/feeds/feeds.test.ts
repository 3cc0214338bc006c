import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaves } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import {
  addHoliday,
  addPerson,
  futureMonday,
  insertLeave,
  type Org,
  setupOrg,
  today,
} from '../leaves/leave-fixtures';
import { feedsOf, fetchFeed, readFeed } from './feed.fixture';

/**
 * Issue 14, calendar feeds: what a feed holds, parsed by an independent parser (ical.js), and how
 * calendar apps that poll it are answered (ETag, Last-Modified, 304).
 */

let org: Org;
beforeAll(async () => {
  org = await setupOrg();
});

describe("a person's own feed", () => {
  it('holds their pending and accepted leaves as all-day events, reasons included, and drops the rest', async () => {
    const person = await addPerson(org, { firstName: 'Olga' });
    const start = futureMonday();
    const pending = await insertLeave(org, person, {
      typeId: org.types.vacation,
      start,
      end: addDays(start, 2),
      status: 'PENDING',
      reason: 'Sister’s wedding; in Lyon',
    });
    const accepted = await insertLeave(org, person, {
      typeId: org.types.sick,
      start: addDays(start, 7),
      end: addDays(start, 7),
      status: 'ACCEPTED',
    });
    const rejected = await insertLeave(org, person, {
      typeId: org.types.vacation,
      start: addDays(start, 14),
      end: addDays(start, 15),
      status: 'REJECTED',
    });
    const withdrawn = await insertLeave(org, person, {
      typeId: org.types.vacation,
      start: addDays(start, 21),
      end: addDays(start, 21),
      status: 'PENDING',
    });
    expect((await org.t.call('DELETE', `/api/leaves/${withdrawn}`, { token: person.token })).statusCode).toBe(
      204,
    );
    // Outside the window: more than a year back, more than two years ahead.
    const tooOld = await insertLeave(org, person, {
      typeId: org.types.vacation,
      start: addDays(today(), -400),
      end: addDays(today(), -399),
    });
    const tooFar = await insertLeave(org, person, {
      typeId: org.types.vacation,
      start: addDays(today(), 740),
      end: addDays(today(), 741),
    });
    const lastYear = await insertLeave(org, person, {
      typeId: org.types.vacation,
      start: addDays(today(), -300),
      end: addDays(today(), -300),
    });

    const { MINE } = await feedsOf(org.t, person.token);
    expect(MINE!.path).toMatch(/^\/api\/feeds\/\d+\.[A-Za-z0-9_-]{43}\.ics$/);
    expect(MINE!.url.endsWith(MINE!.path)).toBe(true);
    const feed = await readFeed(org.t, MINE!.path);
    expect(feed.name).toBe('My leaves (LeaveDesk)');
    const byUid = new Map(feed.events.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual(
      [pending, accepted, lastYear].map((id) => `leave-${id}@leavedesk.local`).sort(),
    );
    for (const id of [rejected, withdrawn, tooOld, tooFar])
      expect(byUid.has(`leave-${id}@leavedesk.local`)).toBe(false);

    expect(byUid.get(`leave-${pending}@leavedesk.local`)).toMatchObject({
      summary: '🏖️ Vacation (pending)',
      description: 'Sister’s wedding; in Lyon',
      status: 'TENTATIVE',
      transparency: 'OPAQUE',
      start,
      end: addDays(start, 3),
      sequence: 0,
    });
    expect(byUid.get(`leave-${accepted}@leavedesk.local`)).toMatchObject({
      summary: '🤒 Sick leave',
      description: null,
      status: 'CONFIRMED',
      start: addDays(start, 7),
      end: addDays(start, 8),
    });
  });

  it('says which half of a day a leave takes in its title, the event staying all-day', async () => {
    const person = await addPerson(org, { firstName: 'Hana' });
    const start = futureMonday();
    const ask = async (body: Record<string, unknown>) => {
      const res = await org.t.call('POST', '/api/leaves', {
        token: person.token,
        body: { typeId: org.types.sick, ...body },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const morning = await ask({ start, end: start, endDayPart: 'MORNING' });
    const afternoon = await ask({
      start: addDays(start, 1),
      end: addDays(start, 1),
      startDayPart: 'AFTERNOON',
    });
    const both = await ask({
      start: addDays(start, 2),
      end: addDays(start, 4),
      startDayPart: 'AFTERNOON',
      endDayPart: 'MORNING',
    });
    const whole = await ask({ start: addDays(start, 7), end: addDays(start, 8) });
    const feed = await readFeed(org.t, (await feedsOf(org.t, person.token)).MINE!.path);
    const summary = (id: number) => feed.events.find((e) => e.uid === `leave-${id}@leavedesk.local`);
    expect(summary(morning)).toMatchObject({
      summary: '🤒 Sick leave (morning)',
      start,
      end: addDays(start, 1),
    });
    expect(summary(afternoon)?.summary).toBe('🤒 Sick leave (afternoon)');
    expect(summary(both)).toMatchObject({
      summary: '🤒 Sick leave (from the afternoon, until noon)',
      start: addDays(start, 2),
      end: addDays(start, 5),
    });
    expect(summary(whole)?.summary).toBe('🤒 Sick leave');
  });

  it('keeps each leave’s UID and raises its SEQUENCE when it changes', async () => {
    const person = await addPerson(org);
    const start = futureMonday(4);
    const id = await insertLeave(org, person, {
      typeId: org.types.vacation,
      start,
      end: addDays(start, 1),
      status: 'PENDING',
    });
    const { MINE } = await feedsOf(org.t, person.token);
    const before = (await readFeed(org.t, MINE!.path)).events.find(
      (e) => e.uid === `leave-${id}@leavedesk.local`,
    );
    expect(before).toMatchObject({ status: 'TENTATIVE', sequence: 0 });

    const review = await org.t.call('PUT', `/api/leaves/${id}`, {
      token: org.admin.accessToken,
      body: { status: 'ACCEPTED' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const after = (await readFeed(org.t, MINE!.path)).events.find(
      (e) => e.uid === `leave-${id}@leavedesk.local`,
    );
    expect(after).toMatchObject({ status: 'CONFIRMED', summary: '🏖️ Vacation' });
    expect(after!.sequence).toBeGreaterThan(before!.sequence);

    // Any later change of the row raises it again, whoever writes it.
    await org.t.app.services.db.update(leaves).set({ reason: 'Changed' }).where(eq(leaves.id, id));
    const again = (await readFeed(org.t, MINE!.path)).events.find(
      (e) => e.uid === `leave-${id}@leavedesk.local`,
    );
    expect(again!.sequence).toBeGreaterThan(after!.sequence);
    expect(again!.description).toBe('Changed');
  });

  it('adds the public holidays of the person’s country with ?holidays=1', async () => {
    const person = await addPerson(org, { country: 'FR' });
    const date = addDays(today(), 30);
    await addHoliday(org, date, 'FR', 'Fête du test');
    await addHoliday(org, addDays(date, 1), 'AT', 'Tag des Tests');
    const { MINE } = await feedsOf(org.t, person.token);

    const plain = await readFeed(org.t, MINE!.path);
    expect(plain.events.some((e) => e.uid.startsWith('holiday-'))).toBe(false);
    const withHolidays = await readFeed(org.t, `${MINE!.path}?holidays=1`);
    const holidays = withHolidays.events.filter((e) => e.uid.startsWith('holiday-'));
    expect(holidays.map((h) => [h.summary, h.start, h.end, h.transparency])).toEqual([
      ['Fête du test', date, addDays(date, 1), 'TRANSPARENT'],
    ]);
    expect((await readFeed(org.t, `${MINE!.path}?holidays=0`)).events).toHaveLength(plain.events.length);

    const bad = await fetchFeed(org.t, `${MINE!.path}?holidays=yes`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('calendar apps polling a feed', () => {
  it('get 304 for the ETag or date they hold, and the new feed once something changed', async () => {
    const person = await addPerson(org);
    const start = futureMonday(6);
    await insertLeave(org, person, { typeId: org.types.vacation, start, end: start, status: 'PENDING' });
    const { MINE } = await feedsOf(org.t, person.token);

    const first = await fetchFeed(org.t, MINE!.path);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const byTag = await fetchFeed(org.t, MINE!.path, { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await fetchFeed(org.t, MINE!.path, { 'if-modified-since': lastModified });
    expect(byDate.statusCode).toBe(304);
    // A stale ETag: the whole feed, even with a date that would have matched.
    const stale = await fetchFeed(org.t, MINE!.path, {
      'if-none-match': 'W/"0-old"',
      'if-modified-since': lastModified,
    });
    expect(stale.statusCode).toBe(200);

    // A second later, a new leave: both validators are stale.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await insertLeave(org, person, {
      typeId: org.types.vacation,
      start: addDays(start, 7),
      end: addDays(start, 7),
    });
    const changed = await fetchFeed(org.t, MINE!.path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await fetchFeed(org.t, MINE!.path, { 'if-modified-since': lastModified })).statusCode).toBe(200);
    expect(Date.parse(changed.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(lastModified));
  });

  it('are answered from the cache while nothing changed: the same text, computed once', async () => {
    const person = await addPerson(org);
    const { MINE } = await feedsOf(org.t, person.token);
    const first = await fetchFeed(org.t, MINE!.path);
    const sizeBefore = org.t.app.services.answers.size;
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetchFeed(org.t, MINE!.path)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(first.body);
      expect(answer.headers.etag).toBe(first.headers.etag);
    }
    expect(org.t.app.services.answers.size).toBe(sizeBefore);
  });
});
