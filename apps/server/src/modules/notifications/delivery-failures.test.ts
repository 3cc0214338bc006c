import type { Notification } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useOwnDatabase } from '../../../test/harness';
import { futureMonday, type Org, setupOrg } from '../leaves/leave-fixtures';
import {
  addMember,
  createTrigger,
  disableDefaultTriggers,
  inbox,
  MailCatcher,
  requestLeave,
  SlackCatcher,
  setSlackWebhook,
  triggerBody,
  until,
} from './notifications.fixture';

/**
 * Deliveries that fail (decision 0010): retried with exponential backoff from NOTIFICATION_RETRY_MS,
 * FAILED after the fifth attempt with the error kept as a sentence (no stack), and the next
 * notifications delivered once the mail server or Slack answers again.
 */
useOwnDatabase();
const RETRY_MS = 40;
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
    SLACK_ALLOW_PRIVATE_URLS: 'true',
  });
});
afterAll(() => Promise.all([smtp.stop(), slack.stop()]));

/** An organization whose new teams notify their creator, through `channel`. */
async function teamNews(channel: 'EMAIL' | 'SLACK'): Promise<Org> {
  const org = await setupOrg(t);
  await createTrigger(
    t,
    org.admin.accessToken,
    triggerBody({
      name: 'Team news',
      eventType: 'TEAM_CREATED',
      channels: [channel],
      title: 'Team {{team.name}}',
    }),
  );
  return org;
}

async function newTeam(org: Org, name: string): Promise<Notification> {
  const res = await t.call('POST', '/api/teams', { token: org.admin.accessToken, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return until(`the notification of team ${name} to be delivered or to fail`, async () => {
    const [n] = await inbox(t, org.admin.accessToken, '&eventType=TEAM_CREATED');
    return n?.title === `Team ${name}` && n.status !== 'PENDING' && n;
  });
}

async function deliveryOf(notificationId: number) {
  const result = (await t.app.services.db.execute(sql`
    select status, attempts, last_error as "lastError" from notification_deliveries
    where notification_id = ${notificationId}`)) as unknown as {
    rows: { status: string; attempts: number; lastError: string }[];
  };
  return result.rows;
}

/** A sentence for people: one line, no stack frames. */
const sentence = expect.stringMatching(/^The e-mail could not be sent: [^\n]+$/);
const noStack = (text: string) => expect(text).not.toMatch(/\n|\bat .+:\d+:\d+/);

async function triggerFailure(org: Org) {
  const list = await t.call('GET', '/api/v1/notifications/triggers', { token: org.admin.accessToken });
  return list.json().find((x: { name: string }) => x.name === 'Team news') as {
    failedCount: number;
    lastError: string;
  };
}

describe('an e-mail the mail server refuses', () => {
  it('is retried with growing delays, the same message each time, and FAILED after 5 attempts', async () => {
    const org = await teamNews('EMAIL');
    smtp.refuse = 'Mailbox service unavailable for the test';
    let failed: Notification;
    try {
      failed = await newTeam(org, 'Refused');
    } finally {
      smtp.refuse = undefined;
    }
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toEqual(sentence);
    expect(failed.error).toContain('Mailbox service unavailable for the test');
    noStack(failed.error!);

    const attempts = smtp.attempts.filter((m) => m.subject === 'Team Refused');
    expect(attempts).toHaveLength(5);
    expect(new Set(attempts.map((m) => m.messageId))).toEqual(
      new Set([
        expect.stringMatching(new RegExp(`^<notification\\.${failed.id}\\.\\d{20}@leavedesk\\.local>$`)),
      ]),
    );
    // Each wait at least doubles: 40, 80, 160, 320 ms.
    for (let k = 1; k < attempts.length; k++)
      expect(attempts[k].at - attempts[k - 1].at, `wait before attempt ${k + 1}`).toBeGreaterThanOrEqual(
        RETRY_MS * 2 ** (k - 1) - 5,
      );
    expect(await deliveryOf(failed.id)).toEqual([{ status: 'FAILED', attempts: 5, lastError: failed.error }]);
    expect(smtp.mails.filter((m) => m.subject === 'Team Refused')).toEqual([]);
    // The admins see it on the trigger.
    expect(await triggerFailure(org)).toMatchObject({ failedCount: 1, lastError: failed.error });

    // The mail server takes messages again: the next notification goes out.
    const next = await newTeam(org, 'Accepted');
    expect(next.status).toBe('SENT');
    expect(smtp.mails.filter((m) => m.subject === 'Team Accepted').map((m) => m.to)).toEqual([
      [org.admin.email],
    ]);
  });
});

describe('a mail server that is down', () => {
  it('leaves the notification FAILED with the reason; once it is back, later notifications are SENT', async () => {
    const org = await teamNews('EMAIL');
    const port = smtp.port;
    await smtp.stop();
    let failed: Notification;
    try {
      failed = await newTeam(org, 'While down');
    } finally {
      await smtp.start(port);
    }
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toBe(`The e-mail could not be sent: connect ECONNREFUSED 127.0.0.1:${port}`);
    expect(await deliveryOf(failed.id)).toEqual([{ status: 'FAILED', attempts: 5, lastError: failed.error }]);

    const next = await newTeam(org, 'Back up');
    expect(next.status).toBe('SENT');
    expect(smtp.to(org.admin.email).map((m) => m.subject)).toEqual(['Team Back up']);
  });
});

describe('a Slack webhook answering 500, then 200', () => {
  it('is posted to again once, and the notification is SENT', async () => {
    const org = await teamNews('SLACK');
    await setSlackWebhook(t, org.admin.accessToken, slack.url);
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
