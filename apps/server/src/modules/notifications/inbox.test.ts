import type { Notification } from '@leavedesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useOwnDatabase } from '../../../test/harness';
import { futureMonday, type Org, setupOrg } from '../leaves/leave-fixtures';
import {
  addMember,
  createTrigger,
  inbox,
  type Member,
  requestLeave,
  SlackCatcher,
  setSlackWebhook,
  triggerBody,
  until,
} from './notifications.fixture';

/**
 * Each user's own notifications (api.md): the paged history with its filters, the bell's count,
 * marking read, and nobody else's. Delivered by the background worker (e-mail as .eml files, a
 * Slack post to a webhook that no longer exists failing at once).
 */
useOwnDatabase();
let t: TestApp;
let org: Org;
let member: Member;
/** The admin's notifications, newest first, once none is PENDING. */
let all: Notification[];

const noService = 'Slack refused the message (HTTP 404: no_service).';
const slack = new SlackCatcher();

beforeAll(async () => {
  await slack.start();
  t = await createTestApp({
    NOTIFICATION_WORKER: 'true',
    NOTIFICATION_POLL_MS: '20',
    NOTIFICATION_RETRY_MS: '5',
    SLACK_ALLOW_PRIVATE_URLS: 'true',
  });
  org = await setupOrg(t);
  const token = org.admin.accessToken;
  await setSlackWebhook(t, token, slack.url);
  slack.statuses = [404, 404];
  await createTrigger(
    t,
    token,
    triggerBody({ name: 'Teams', eventType: 'TEAM_CREATED', title: 'Team {{team.name}}' }),
  );
  await createTrigger(t, token, triggerBody({ name: 'Slack', receptors: 'REVIEWERS', channels: ['SLACK'] }));
  await createTrigger(
    t,
    token,
    triggerBody({ name: 'Receipt', receptors: 'USER', title: 'Sent: {{leave.id}}' }),
  );
  member = await addMember(org);
  for (let i = 1; i <= 12; i++) {
    const res = await t.call('POST', '/api/teams', { token, body: { name: `Team ${i}` } });
    expect(res.statusCode, res.body).toBe(201);
  }
  for (const weeks of [1, 2]) {
    const res = await requestLeave(t, member.token, {
      typeId: org.types.vacation,
      start: futureMonday(weeks),
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  // 12 teams, and for each request the default reviewers' e-mail and the failed Slack post.
  all = await until('every notification of the admin delivered or failed', async () => {
    const list = await inbox(t, token);
    return list.length === 16 && list.every((n) => n.status !== 'PENDING') && list;
  });
});
afterAll(() => slack.stop());

const list = (token: string, query: string) => t.call('GET', `/api/v1/notifications?${query}`, { token });
const count = (token: string) => t.call('GET', '/api/v1/notifications/count', { token });
const read = (token: string, ids: number[]) =>
  t.call('POST', '/api/v1/notifications/read', { token, body: ids });

describe("a user's notifications", () => {
  it('are listed newest first, one-based pages of the asked size', async () => {
    const token = org.admin.accessToken;
    const ids = all.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.slice(0, 2).map((n) => n.event)).toEqual(['LEAVE_CREATED', 'LEAVE_CREATED']);
    expect(all.at(-1)!.title).toBe('Team Team 1');

    const pages: number[] = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await list(token, `page=${page}&size=5`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        pageNumber: page - 1,
        pageSize: 5,
        totalPages: 4,
        totalContents: 16,
      });
      pages.push(...res.json().contents.map((n: Notification) => n.id));
    }
    expect(pages).toEqual(ids);
    expect((await list(token, 'page=5&size=5')).json().contents).toEqual([]);
    // Defaults: page 1, size 10.
    const first = (await list(token, '')).json();
    expect(first).toMatchObject({ pageNumber: 0, pageSize: 10, totalPages: 2, totalContents: 16 });
    expect(first.contents.map((n: Notification) => n.id)).toEqual(ids.slice(0, 10));
    for (const bad of ['page=0', 'size=0', 'size=101', 'eventType=NOPE', 'status=NOPE', 'page=x']) {
      const res = await list(token, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('VALIDATION_FAILED');
    }
  });

  it('are filtered by event type and status; a failed one tells why', async () => {
    const token = org.admin.accessToken;
    const teams = (await list(token, 'eventType=TEAM_CREATED&size=100')).json();
    expect(teams.totalContents).toBe(12);
    expect(teams.contents.every((n: Notification) => n.event === 'TEAM_CREATED' && n.status === 'SENT')).toBe(
      true,
    );
    const failed = (await list(token, 'status=FAILED')).json().contents as Notification[];
    expect(failed.map((n) => [n.trigger.name, n.channels, n.error, n.sentAt])).toEqual([
      ['Slack', ['SLACK'], noService, null],
      ['Slack', ['SLACK'], noService, null],
    ]);
    // Each channel's state is beside the entry.
    expect(failed[0].deliveries).toEqual([
      { channel: 'SLACK', status: 'FAILED', attempts: 1, lastError: noService, nextAttemptAt: null },
    ]);
    const sentRequests = (await list(token, 'eventType=LEAVE_CREATED&status=SENT')).json()
      .contents as Notification[];
    expect(sentRequests.map((n) => n.trigger.name)).toEqual([
      'Leave request to reviewers',
      'Leave request to reviewers',
    ]);
    for (const n of sentRequests) {
      expect(n.error).toBeNull();
      expect(Date.parse(n.sentAt!)).toBeGreaterThanOrEqual(Date.parse(n.createdAt));
    }
    // The admins see the failures on the trigger too.
    const triggers = (await t.call('GET', '/api/v1/notifications/triggers', { token })).json();
    expect(triggers.find((x: { name: string }) => x.name === 'Slack')).toMatchObject({
      failedCount: 2,
      lastError: noService,
    });
  });

  it('are counted (unread = not read yet, delivered or not) and marked read by their owner', async () => {
    const token = org.admin.accessToken;
    // The two whose Slack post failed count too: the bell does not wait for a delivery.
    expect((await count(token)).json()).toEqual({ unreadCount: 16, totalCount: 16 });
    expect((await list(token, 'unread=true&size=100')).json().totalContents).toBe(16);
    const [a, b] = [all.find((n) => n.status === 'SENT')!, all.find((n) => n.status === 'FAILED')!];
    const marked = await read(token, [a.id, b.id, a.id]);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ unreadCount: 14, totalCount: 16 });
    expect((await count(token)).json()).toEqual({ unreadCount: 14, totalCount: 16 });
    expect(
      (await list(token, 'unread=false'))
        .json()
        .contents.map((n: Notification) => n.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await list(token, 'unread=true&size=100')).json().totalContents).toBe(14);
    expect((await list(token, 'unread=maybe')).statusCode).toBe(400);
    const one = (await t.call('GET', `/api/v1/notifications/${a.id}`, { token })).json() as Notification;
    expect(one).toMatchObject({ id: a.id, status: 'READ', title: a.title });
    expect(one.readAt).not.toBeNull();
    // Again: nothing changes, the first reading time is kept.
    expect((await read(token, [a.id])).json()).toEqual({ unreadCount: 14, totalCount: 16 });
    expect((await t.call('GET', `/api/v1/notifications/${a.id}`, { token })).json().readAt).toBe(one.readAt);
    expect(
      (await list(token, 'status=READ'))
        .json()
        .contents.map((n: Notification) => n.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    for (const bad of [[], [0], ['x'], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      expect((await read(token, bad as number[])).statusCode, JSON.stringify(bad).slice(0, 20)).toBe(400);
    }
  });

  it('of someone else cannot be read or marked: 404, and nothing is marked', async () => {
    const token = org.admin.accessToken;
    const own = await until('the member’s receipts delivered', async () => {
      const mine = await inbox(t, member.token);
      return mine.length === 2 && mine.every((n) => n.status === 'SENT') && mine;
    });
    expect(own.map((n) => n.trigger.name)).toEqual(['Receipt', 'Receipt']);
    const theirs = all.find((n) => n.status === 'SENT' && n.event === 'TEAM_CREATED')!;
    const stranger = await setupOrg(t);
    for (const who of [member.token, stranger.admin.accessToken]) {
      const get = await t.call('GET', `/api/v1/notifications/${theirs.id}`, { token: who });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found.' });
      expect((await read(who, [theirs.id])).statusCode).toBe(404);
    }
    // One of the list is not the caller's: none of them is marked.
    const mixed = await read(member.token, [own[0].id, theirs.id]);
    expect(mixed.statusCode).toBe(404);
    expect((await read(member.token, [own[0].id, 2_000_000_000])).statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/v1/notifications/${own[0].id}`, { token: member.token })).json().status,
    ).toBe('SENT');
    expect((await t.call('GET', `/api/v1/notifications/${theirs.id}`, { token })).json().status).toBe('SENT');
    expect((await count(member.token)).json()).toEqual({ unreadCount: 2, totalCount: 2 });
    expect((await count(stranger.admin.accessToken)).json()).toEqual({ unreadCount: 0, totalCount: 0 });
  });
});
