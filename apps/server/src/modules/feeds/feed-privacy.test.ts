import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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
} from '../leaves/leave-fixtures';
import { feedsOf, fetchFeed, readFeed } from './feed.fixture';

/**
 * Issue 14, calendar feeds: a feed URL opens that one feed and nothing else, dies with its owner's
 * deactivation, removal or regeneration, and a team or organization feed never carries a reason or
 * contact details.
 */

let org: Org;
let other: Org;
let teamId: number;
let alice: Person;
let bob: Person;
let carol: Person;
const REASON = 'Private surgery at St. Mary';
const PHONE = '+49 170 5550199';

beforeAll(async () => {
  org = await setupOrg();
  other = await setupOrg(org.t);
  teamId = await addTeam(org, 'Feeders');
  [alice, bob, carol] = await Promise.all([
    addPerson(org, { teamId, firstName: 'Alice' }),
    addPerson(org, { teamId, firstName: 'Bob' }),
    addPerson(org, { teamId: org.teamId, firstName: 'Carol' }),
  ]);
  await org.t.app.services.db.update(users).set({ phone: PHONE }).where(eq(users.id, bob.id));
  const start = futureMonday(2);
  await insertLeave(org, alice, {
    typeId: org.types.vacation,
    start,
    end: addDays(start, 1),
    status: 'ACCEPTED',
    reason: 'Alice trip',
  });
  await insertLeave(org, bob, {
    typeId: org.types.sick,
    start,
    end: start,
    status: 'PENDING',
    reason: REASON,
  });
  await insertLeave(org, carol, {
    typeId: org.types.vacation,
    start: addDays(start, 2),
    end: addDays(start, 2),
  });
  const stranger = await addPerson(other, { firstName: 'Stranger' });
  await insertLeave(other, stranger, { typeId: other.types.vacation, start, end: start });
});

const summaries = async (path: string) => (await readFeed(org.t, path)).events.map((e) => e.summary).sort();

describe('a feed URL', () => {
  it("opens its owner's one feed only: another person's leaves are not in it, and a forged token opens nothing", async () => {
    const mine = await feedsOf(org.t, alice.token);
    expect(await summaries(mine.MINE!.path)).toEqual(['🏖️ Vacation']);
    const bobs = await feedsOf(org.t, bob.token);
    expect(bobs.MINE!.path).not.toBe(mine.MINE!.path);
    expect(await summaries(bobs.MINE!.path)).toEqual(['🤒 Sick leave (pending)']);

    // Alice's verifier with Bob's feed id, or her feed id with another kind's verifier: nothing.
    const [aliceId, aliceVerifier] = mine.MINE!.path.slice('/api/feeds/'.length, -'.ics'.length).split('.');
    const [bobId, bobVerifier] = bobs.MINE!.path.slice('/api/feeds/'.length, -'.ics'.length).split('.');
    const teamVerifier = mine.TEAM!.path.split('.')[1];
    for (const forged of [
      `${bobId}.${aliceVerifier}`,
      `${aliceId}.${bobVerifier}`,
      `${aliceId}.${teamVerifier}`,
      `${aliceId}.${'A'.repeat(43)}`,
      `${aliceId}`,
      `${aliceId}.${aliceVerifier}x`,
      'mine',
    ]) {
      const res = await fetchFeed(org.t, `/api/feeds/${forged}.ics`);
      expect(res.statusCode, forged).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Calendar feed not found.' });
    }
    // The feed route is read-only.
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await org.t.call(method, mine.MINE!.path)).statusCode).toBe(404);
    }
  });

  it('stops working when its owner regenerates the URLs; the new ones work', async () => {
    const person = await addPerson(org, { teamId });
    const before = await feedsOf(org.t, person.token);
    expect((await fetchFeed(org.t, before.MINE!.path)).statusCode).toBe(200);
    const res = await org.t.call('POST', '/api/feeds/mine/regenerate', { token: person.token });
    expect(res.statusCode, res.body).toBe(200);
    const after = await feedsOf(org.t, person.token);
    expect(res.json().feeds.map((f: { path: string }) => f.path)).toEqual([
      after.MINE!.path,
      after.TEAM!.path,
    ]);
    for (const kind of ['MINE', 'TEAM'] as const) {
      expect(after[kind]!.path).not.toBe(before[kind]!.path);
      expect((await fetchFeed(org.t, before[kind]!.path)).statusCode).toBe(404);
      expect((await fetchFeed(org.t, after[kind]!.path)).statusCode).toBe(200);
    }
    // Asking again shows the same URLs: they are kept until the next regeneration.
    expect((await feedsOf(org.t, person.token)).MINE!.path).toBe(after.MINE!.path);
  });

  it('dies with its owner’s deactivation, for good, and with their removal', async () => {
    const leaving = await addPerson(org, { teamId });
    const removed = await addPerson(org, { teamId });
    const leavingFeeds = await feedsOf(org.t, leaving.token);
    const removedFeeds = await feedsOf(org.t, removed.token);
    const admin = org.admin.accessToken;

    const off = await org.t.call('PATCH', `/api/users/${leaving.id}`, {
      token: admin,
      body: { status: 'INACTIVE' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await fetchFeed(org.t, leavingFeeds.MINE!.path)).statusCode).toBe(404);
    expect((await fetchFeed(org.t, leavingFeeds.TEAM!.path)).statusCode).toBe(404);
    await org.t.call('PATCH', `/api/users/${leaving.id}`, { token: admin, body: { status: 'ACTIVE' } });
    expect((await fetchFeed(org.t, leavingFeeds.MINE!.path)).statusCode).toBe(404);

    expect((await org.t.call('DELETE', `/api/users/${removed.id}`, { token: admin })).statusCode).toBe(204);
    expect((await fetchFeed(org.t, removedFeeds.MINE!.path)).statusCode).toBe(404);
    expect((await fetchFeed(org.t, removedFeeds.TEAM!.path)).statusCode).toBe(404);
  });

  it('of a team or the organization carries no reason, e-mail address or phone number', async () => {
    const { TEAM } = await feedsOf(org.t, alice.token);
    const team = await readFeed(org.t, TEAM!.path);
    expect(team.name).toBe('Feeders (LeaveDesk)');
    expect(team.events.map((e) => e.summary).sort()).toEqual([
      'Alice Person: 🏖️ Vacation',
      'Bob Person: 🤒 Sick leave (pending)',
    ]);
    expect(team.events.every((e) => e.transparency === 'TRANSPARENT')).toBe(true);

    const { ORGANIZATION } = await feedsOf(org.t, org.admin.accessToken);
    const whole = await readFeed(org.t, ORGANIZATION!.path);
    expect(whole.events.map((e) => e.summary)).toEqual(
      expect.arrayContaining(['Alice Person: 🏖️ Vacation', 'Carol Person: 🏖️ Vacation']),
    );
    expect(whole.events.some((e) => e.summary.startsWith('Stranger'))).toBe(false);

    for (const feed of [team, whole]) {
      const text = feed.events.map((e) => e.text).join('\n');
      expect(feed.events.every((e) => e.description === null)).toBe(true);
      for (const secret of [
        REASON,
        'Alice trip',
        PHONE,
        alice.user.email,
        bob.user.email,
        carol.user.email,
        '@example.com',
      ])
        expect(text).not.toContain(secret);
    }
  });
});

describe('which feeds a person has', () => {
  it('the team feed while they are in a team, the organization feed for admins or when everyone may', async () => {
    const loner = await addPerson(org, { teamId: null });
    const lonerFeeds = await feedsOf(org.t, loner.token);
    expect(Object.keys(lonerFeeds)).toEqual(['MINE']);
    expect(Object.keys(await feedsOf(org.t, alice.token))).toEqual(['MINE', 'TEAM']);
    expect(Object.keys(await feedsOf(org.t, org.admin.accessToken))).toEqual([
      'MINE',
      'TEAM',
      'ORGANIZATION',
    ]);

    // Alice's organization feed is not hers to read until the organization lets everyone.
    const settings = (
      await org.t.call('GET', '/api/organizations/default', { token: org.admin.accessToken })
    ).json();
    const allow = async (organizationFeedForEveryone: boolean) => {
      const { id: _, ...body } = settings;
      const res = await org.t.call('PUT', '/api/organizations/default', {
        token: org.admin.accessToken,
        body: { ...body, metadata: { ...settings.metadata, organizationFeedForEveryone } },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await allow(true);
    const opened = await feedsOf(org.t, alice.token);
    expect(Object.keys(opened)).toEqual(['MINE', 'TEAM', 'ORGANIZATION']);
    expect((await fetchFeed(org.t, opened.ORGANIZATION!.path)).statusCode).toBe(200);
    await allow(false);
    expect(Object.keys(await feedsOf(org.t, alice.token))).toEqual(['MINE', 'TEAM']);
    expect((await fetchFeed(org.t, opened.ORGANIZATION!.path)).statusCode).toBe(404);

    // An organization admin's organization feed ends when they are no longer one.
    const boss = await addPerson(org, { role: 'ORGANIZATION_ADMIN' });
    const bossFeed = (await feedsOf(org.t, boss.token)).ORGANIZATION!.path;
    expect((await fetchFeed(org.t, bossFeed)).statusCode).toBe(200);
    await org.t.call('PATCH', `/api/users/${boss.id}`, {
      token: org.admin.accessToken,
      body: { role: 'EMPLOYEE' },
    });
    expect((await fetchFeed(org.t, bossFeed)).statusCode).toBe(404);

    // A team feed URL kept after leaving the team answers 404.
    const mover = await addPerson(org, { teamId });
    const moverTeam = (await feedsOf(org.t, mover.token)).TEAM!.path;
    await org.t.app.services.db.update(users).set({ teamId: null }).where(eq(users.id, mover.id));
    expect((await fetchFeed(org.t, moverTeam)).statusCode).toBe(404);
  });

  it('are asked for with a session: no token is 401', async () => {
    expect((await org.t.call('GET', '/api/feeds/mine')).statusCode).toBe(401);
    expect((await org.t.call('POST', '/api/feeds/mine/regenerate')).statusCode).toBe(401);
  });
});
