import type { Notification } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useOwnDatabase } from '../../../test/harness';
import { futureMonday, type Org, setupOrg } from '../leaves/leave-fixtures';
import {
  addMember,
  createTeam,
  createTrigger,
  deliveryIssues,
  disableDefaultTriggers,
  inbox,
  MailCatcher,
  type Member,
  removeSlackWebhook,
  requestLeave,
  SlackCatcher,
  setSlackWebhook,
  teamNewsTrigger,
  triggerBody,
  until,
} from './notifications.fixture';

/**
 * Deliveries that fail (decisions 0010, 0029): a failure that may pass (the mail server down, busy
 * or saying "try later", Slack answering 429 or 5xx) is retried with a backoff that doubles from
 * NOTIFICATION_RETRY_MS, for as long as NOTIFICATION_GIVE_UP_AFTER (long here: these outages end);
 * a permanent answer (an unknown mailbox, a Slack webhook that is gone) fails at once, with the
 * error kept as a sentence (no stack). Meanwhile the bell counts the notifications as unread.
 */
useOwnDatabase();
const RETRY_MS = 20;
const smtp = new MailCatcher();
const slack = new SlackCatcher();
let t: TestApp;
beforeAll(async () => {
  await Promise.all([smtp.start(), slack.start()]);
  t = await createTestApp({
    SMTP_URL: smtp.url,
    NOTIFICATION_WORKER: 'true',
    NOTIFICATION_POLL_MS: '20',
    NOTIFICATION_RETRY_MS: String(RETRY_MS),
    NOTIFICATION_GIVE_UP_AFTER: '60s',
    SLACK_ALLOW_PRIVATE_URLS: 'true',
  });
});
afterAll(() => Promise.all([smtp.stop(), slack.stop()]));

/** An organization whose new teams notify `receptors` through `channels` (Slack's webhook set first). */
async function teamNews(
  channels: ('EMAIL' | 'SLACK')[],
  receptors: 'USER' | 'ORGANIZATION_ADMIN' = 'USER',
): Promise<Org> {
  const org = await setupOrg(t);
  if (channels.includes('SLACK')) await setSlackWebhook(t, org.admin.accessToken, slack.url);
  await teamNewsTrigger(t, org.admin.accessToken, channels, receptors);
  return org;
}

const addTeam = createTeam;

/** The caller's notification of team `name`, once `done` says so. */
function notificationOf(
  token: string,
  name: string,
  done: (n: Notification) => boolean = (n) => n.status !== 'PENDING',
  label = 'to be delivered or to fail',
): Promise<Notification> {
  return until(`the notification of team ${name} ${label}`, async () => {
    const n = (await inbox(t, token, '&eventType=TEAM_CREATED')).find((x) => x.title === `Team ${name}`);
    return n && done(n) && n;
  });
}

async function newTeam(org: Org, name: string): Promise<Notification> {
  await addTeam(org, name);
  return notificationOf(org.admin.accessToken, name);
}

interface DeliveryRow {
  status: string;
  attempts: number;
  lastError: string | null;
}

async function deliveryOf(notificationId: number): Promise<DeliveryRow[]> {
  const result = (await t.app.services.db.execute(sql`
    select status, attempts, last_error as "lastError" from notification_deliveries
    where notification_id = ${notificationId}`)) as unknown as { rows: DeliveryRow[] };
  return result.rows;
}

/** The e-mail deliveries of an organization's notifications (none until the worker expands them). */
async function emailsOf(organizationId: number): Promise<DeliveryRow[]> {
  const result = (await t.app.services.db.execute(sql`
    select status, attempts, last_error as "lastError" from notification_deliveries
    where organization_id = ${organizationId} and channel = 'EMAIL' and notification_id is not null`)) as unknown as {
    rows: DeliveryRow[];
  };
  return result.rows;
}

const count = async (token: string) =>
  (await t.call('GET', '/api/v1/notifications/count', { token })).json() as {
    unreadCount: number;
    totalCount: number;
  };

/** A sentence for people: one line, no stack frames. */
const sentence = expect.stringMatching(/^The e-mail could not be sent: [^\n]+$/);
const noStack = (text: string) => expect(text).not.toMatch(/\n|\bat .+:\d+:\d+/);

async function triggerFailure(org: Org) {
  const list = await t.call('GET', '/api/v1/notifications/triggers', { token: org.admin.accessToken });
  return list.json().find((x: { name: string }) => x.name === 'Team news') as {
    failedCount: number;
    lastError: string | null;
  };
}

describe('an e-mail the mail server refuses for a while (451)', () => {
  it('is retried past five attempts with growing delays, the same message each time, and sent once accepted', async () => {
    const org = await teamNews(['EMAIL']);
    const token = org.admin.accessToken;
    smtp.refuse = 'Mailbox service unavailable for the test';
    let waiting: Notification;
    try {
      await addTeam(org, 'Refused');
      // Five attempts used to be the end of it.
      waiting = await notificationOf(
        token,
        'Refused',
        () => smtp.attempts.filter((m) => m.subject === 'Team Refused').length >= 7,
        'to be refused seven times',
      );
    } finally {
      smtp.refuse = undefined;
    }
    expect(waiting.status).toBe('PENDING');
    expect(waiting.error).toBeNull();
    const [email] = waiting.deliveries;
    expect(email).toMatchObject({ channel: 'EMAIL', status: 'PENDING', lastError: sentence });
    expect(email.lastError).toContain('Mailbox service unavailable for the test');
    noStack(email.lastError!);
    expect(Date.parse(email.nextAttemptAt!)).toBeGreaterThan(Date.parse(waiting.createdAt));

    const sent = await notificationOf(token, 'Refused');
    expect(sent).toMatchObject({
      status: 'SENT',
      error: null,
      deliveries: [{ channel: 'EMAIL', status: 'DONE', lastError: null, nextAttemptAt: null }],
    });
    const attempts = smtp.attempts.filter((m) => m.subject === 'Team Refused');
    expect(new Set(attempts.map((m) => m.messageId))).toEqual(
      new Set([
        expect.stringMatching(new RegExp(`^<notification\\.${sent.id}\\.\\d{20}@leavedesk\\.local>$`)),
      ]),
    );
    // Each wait at least doubles: 20, 40, 80, 160 ms…
    for (let k = 1; k < 7; k++)
      expect(attempts[k].at - attempts[k - 1].at, `wait before attempt ${k + 1}`).toBeGreaterThanOrEqual(
        RETRY_MS * 2 ** (k - 1) - 5,
      );
    expect(smtp.mails.filter((m) => m.subject === 'Team Refused').map((m) => m.to)).toEqual([
      [org.admin.email],
    ]);
    expect(await deliveryOf(sent.id)).toEqual([
      { status: 'DONE', attempts: attempts.length, lastError: null },
    ]);
    expect(await triggerFailure(org)).toMatchObject({ failedCount: 0, lastError: null });
  });
});

describe('a mail server that is down, then busy (421), for longer than five attempts', () => {
  it('keeps every e-mail waiting, counted unread, and sends each exactly once when it is back', async () => {
    const org = await teamNews(['EMAIL'], 'ORGANIZATION_ADMIN');
    const admins: Member[] = [
      { id: org.admin.user.id, email: org.admin.email, token: org.admin.accessToken, firstName: 'Admin' },
      await addMember(org, { role: 'ORGANIZATION_ADMIN', firstName: 'Olga' }),
      await addMember(org, { role: 'ORGANIZATION_ADMIN', firstName: 'Omar' }),
    ];
    const port = smtp.port;
    const subjects = ['Team Outage one', 'Team Outage two'];
    await smtp.stop();
    try {
      await addTeam(org, 'Outage one');
      await addTeam(org, 'Outage two');
      // Past the old window (five attempts) while refused, then past it again while busy.
      await until('every e-mail refused six times', async () => {
        const rows = await emailsOf(org.organizationId);
        return rows.length === 6 && rows.every((r) => r.attempts >= 6 && r.status === 'PENDING') && rows;
      });
      for (const admin of admins) {
        // The bell does not wait for the e-mail.
        expect(await count(admin.token)).toEqual({ unreadCount: 2, totalCount: 2 });
        for (const n of await inbox(t, admin.token, '&eventType=TEAM_CREATED')) {
          expect(n.status).toBe('PENDING');
          expect(n.deliveries).toEqual([
            {
              channel: 'EMAIL',
              status: 'PENDING',
              attempts: expect.any(Number),
              lastError: `The e-mail could not be sent: connect ECONNREFUSED 127.0.0.1:${port}`,
              nextAttemptAt: expect.any(String),
            },
          ]);
        }
      }
      // The admins see them waiting, with the reason and the next attempt.
      const issues = await deliveryIssues(t, org.admin.accessToken);
      expect(issues).toHaveLength(6);
      for (const issue of issues)
        expect(issue).toMatchObject({
          channel: 'EMAIL',
          status: 'PENDING',
          lastError: `The e-mail could not be sent: connect ECONNREFUSED 127.0.0.1:${port}`,
          nextAttemptAt: expect.any(String),
          trigger: { name: 'Team news' },
        });
      expect(new Set(issues.map((i) => i.recipient?.email))).toEqual(new Set(admins.map((a) => a.email)));
      expect(new Set(issues.map((i) => i.title))).toEqual(new Set(subjects));

      smtp.busy = '4.3.2 Too busy for the test, try again later';
      await smtp.start(port);
      await until('every e-mail turned away at the greeting', async () => {
        const rows = await emailsOf(org.organizationId);
        return (
          rows.every((r) => r.status === 'PENDING' && r.lastError?.includes('Too busy for the test')) && rows
        );
      });
      expect(smtp.mails.filter((m) => subjects.includes(m.subject))).toEqual([]);
    } finally {
      smtp.busy = undefined;
      if (!smtp.running) await smtp.start(port);
    }

    for (const admin of admins)
      for (const name of ['Outage one', 'Outage two'])
        expect(await notificationOf(admin.token, name)).toMatchObject({ status: 'SENT', error: null });
    // Every e-mail once: no second copy, even after a few more rounds.
    await new Promise((r) => setTimeout(r, 200));
    const delivered = smtp.mails.filter((m) => subjects.includes(m.subject));
    expect(delivered.map((m) => `${m.to.join()} ${m.subject}`).sort()).toEqual(
      admins.flatMap((a) => subjects.map((s) => `${a.email} ${s}`)).sort(),
    );
    expect(new Set(delivered.map((m) => m.messageId)).size).toBe(6);
    expect(await deliveryIssues(t, org.admin.accessToken)).toEqual([]);
    for (const admin of admins) expect(await count(admin.token)).toEqual({ unreadCount: 2, totalCount: 2 });
  });
});

describe('an e-mail to an unknown mailbox (550)', () => {
  it('fails at once with the reason, while the others of the event are sent', async () => {
    const org = await teamNews(['EMAIL'], 'ORGANIZATION_ADMIN');
    const gone = await addMember(org, { role: 'ORGANIZATION_ADMIN', firstName: 'Gone' });
    smtp.unknown.add(gone.email);
    try {
      await addTeam(org, 'Nobody home');
      const failed = await notificationOf(gone.token, 'Nobody home');
      expect(failed.status).toBe('FAILED');
      expect(failed.error).toEqual(sentence);
      expect(failed.error).toContain(`550 5.1.1 <${gone.email}>: Recipient address rejected: User unknown`);
      noStack(failed.error!);
      expect(failed.deliveries).toEqual([
        { channel: 'EMAIL', status: 'FAILED', attempts: 1, lastError: failed.error, nextAttemptAt: null },
      ]);
      expect(await deliveryOf(failed.id)).toEqual([
        { status: 'FAILED', attempts: 1, lastError: failed.error },
      ]);
      // Still unread for its recipient: a failed e-mail is no reason to hide it from the bell.
      expect(await count(gone.token)).toEqual({ unreadCount: 1, totalCount: 1 });
      expect(await notificationOf(org.admin.accessToken, 'Nobody home')).toMatchObject({ status: 'SENT' });
      expect(smtp.unknownAttempts.filter((a) => a === gone.email)).toHaveLength(1);
      expect(await triggerFailure(org)).toEqual(
        expect.objectContaining({ failedCount: 1, lastError: failed.error }),
      );
      expect(await deliveryIssues(t, org.admin.accessToken)).toEqual([
        expect.objectContaining({
          status: 'FAILED',
          channel: 'EMAIL',
          recipient: { id: gone.id, firstName: 'Gone', lastName: 'Person', email: gone.email },
          lastError: failed.error,
          nextAttemptAt: null,
        }),
      ]);
    } finally {
      smtp.unknown.delete(gone.email);
    }
  });
});

describe('a Slack webhook answering 500, then 200', () => {
  it('is posted to again once, and the notification is SENT', async () => {
    const org = await teamNews(['SLACK']);
    slack.statuses = [500];
    const sent = await newTeam(org, 'Flaky Slack');
    expect(sent).toMatchObject({ status: 'SENT', error: null });
    const posts = slack.posts.filter((p) => p.text.startsWith('*Team Flaky Slack*'));
    expect(posts.map((p) => p.status)).toEqual([500, 200]);
    expect(posts[1].text).toBe(posts[0].text);
    expect(posts[1].at - posts[0].at).toBeGreaterThanOrEqual(RETRY_MS - 5);
    // A later event's post arrives; the first one is not posted again.
    await newTeam(org, 'Steady Slack');
    expect(slack.posts.filter((p) => p.text.startsWith('*Team Steady Slack*'))).toHaveLength(1);
    expect(slack.posts.filter((p) => p.text.startsWith('*Team Flaky Slack*'))).toHaveLength(2);
  });
});

describe('a Slack webhook answering 429 and 503 more than five times', () => {
  it('is posted to until Slack takes it', async () => {
    const org = await teamNews(['SLACK']);
    slack.statuses = [429, 503, 429, 503, 429, 503];
    const sent = await newTeam(org, 'Busy Slack');
    expect(sent).toMatchObject({
      status: 'SENT',
      deliveries: [{ channel: 'SLACK', status: 'DONE', attempts: 7, lastError: null }],
    });
    const posts = slack.posts.filter((p) => p.text.startsWith('*Team Busy Slack*'));
    expect(posts.map((p) => p.status)).toEqual([429, 503, 429, 503, 429, 503, 200]);
  });
});

describe('a Slack webhook that no longer exists (404 no_service)', () => {
  it('fails at once, without a second post', async () => {
    const org = await teamNews(['SLACK']);
    slack.statuses = [404];
    const failed = await newTeam(org, 'Gone Slack');
    const message = 'Slack refused the message (HTTP 404: no_service).';
    expect(failed).toMatchObject({
      status: 'FAILED',
      error: message,
      deliveries: [
        { channel: 'SLACK', status: 'FAILED', attempts: 1, lastError: message, nextAttemptAt: null },
      ],
    });
    await new Promise((r) => setTimeout(r, RETRY_MS * 4));
    expect(slack.posts.filter((p) => p.text.startsWith('*Team Gone Slack*'))).toHaveLength(1);
  });
});

describe('a Slack trigger whose webhook was removed after it was saved', () => {
  it('leaves Slack out with a warning on the history, and the notification is SENT by e-mail', async () => {
    const org = await teamNews(['EMAIL', 'SLACK']);
    await removeSlackWebhook(t, org.admin.accessToken);
    const sent = await newTeam(org, 'No Slack');
    const warning =
      'Slack was skipped: the organization has no Slack webhook URL (set it on the Organization page).';
    expect(sent).toMatchObject({
      status: 'SENT',
      error: null,
      deliveries: [
        { channel: 'EMAIL', status: 'DONE', lastError: null, nextAttemptAt: null },
        { channel: 'SLACK', status: 'SKIPPED', attempts: 1, lastError: warning, nextAttemptAt: null },
      ],
    });
    expect(slack.posts.filter((p) => p.text.startsWith('*Team No Slack*'))).toEqual([]);
    expect(smtp.to(org.admin.email).map((m) => m.subject)).toEqual(['Team No Slack']);
    expect(await triggerFailure(org)).toMatchObject({ failedCount: 0, lastError: null });
    expect(await deliveryIssues(t, org.admin.accessToken)).toEqual([]);
  });
});

describe('a Slack trigger whose receptors find nobody', () => {
  it('posts nothing: a Slack post is a channel of notifications, and there are none', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    await disableDefaultTriggers(t, token);
    await setSlackWebhook(t, token, slack.url);
    const slackTrigger = (name: string, receptors: 'ORGANIZATION_ADMIN' | 'TEAM_ADMIN') =>
      createTrigger(
        t,
        token,
        triggerBody({ name, receptors, channels: ['SLACK'], title: `${name}: {{user.firstName}}` }),
      );
    await slackTrigger('To admins', 'ORGANIZATION_ADMIN');
    // The requester's team has no team admin: this trigger's receptors are nobody.
    const nobody = await slackTrigger('To team admins', 'TEAM_ADMIN');
    const requester = await addMember(org, { firstName: 'Quinn' });
    const res = await requestLeave(t, requester.token, {
      typeId: org.types.vacation,
      start: futureMonday(2),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [sent] = await until("the admins' notification to be SENT", async () => {
      const list = await inbox(t, token, '&eventType=LEAVE_CREATED');
      return list.length > 0 && list.every((n) => n.status === 'SENT') && list;
    });
    expect(sent.title).toBe('To admins: Quinn');
    expect(slack.posts.filter((p) => p.text.startsWith('*To admins: Quinn*'))).toHaveLength(1);
    expect(slack.posts.filter((p) => p.text.startsWith('*To team admins'))).toEqual([]);
    const rows = (await t.app.services.db.execute(
      sql`select count(*)::int as n from notification_deliveries where trigger_id = ${nobody.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0].n).toBe(0);
  });
});
