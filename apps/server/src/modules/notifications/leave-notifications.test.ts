import type { Notification } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useOwnDatabase } from '../../../test/harness';
import { dayjs } from '../../lib/dates';
import { addDays } from '../../lib/working-days';
import { addTeam, currentYear, futureMonday, mondayFrom, type Org, setupOrg } from '../leaves/leave-fixtures';
import {
  addMember,
  countRows,
  createTrigger,
  inbox,
  MailCatcher,
  type Member,
  requestLeave,
  SlackCatcher,
  triggerBody,
  triggerOf,
  until,
} from './notifications.fixture';

/**
 * The whole path of a leave request's notifications, through the HTTP API and the background
 * worker: the reviewers hear of a request in the app, by e-mail (a real SMTP server) and on Slack
 * (a real HTTP server), the requester hears of the decision.
 */
useOwnDatabase();
const smtp = new MailCatcher();
const slack = new SlackCatcher();
let t: TestApp;
const PUBLIC_URL = 'https://leave.example.com';

beforeAll(async () => {
  await Promise.all([smtp.start(), slack.start()]);
  t = await createTestApp({
    SMTP_URL: smtp.url,
    NOTIFICATION_WORKER: 'true',
    NOTIFICATION_POLL_MS: '20',
    SLACK_ALLOW_PRIVATE_URLS: 'true',
    PUBLIC_URL,
  });
});
afterAll(async () => {
  await Promise.all([smtp.stop(), slack.stop()]);
});

interface Cast {
  org: Org;
  /** The registering organization admin, and a second active one. */
  admin: Member;
  admin2: Member;
  /** Team admin of the requester's team, and of another team. */
  teamAdmin: Member;
  otherTeamAdmin: Member;
  requester: Member;
  colleague: Member;
}

/** An organization whose Slack channel is the test's server, and whose leave triggers also post there. */
async function cast(requesterLastName: string): Promise<Cast> {
  const org = await setupOrg(t);
  const token = org.admin.accessToken;
  const res = await t.call('PUT', '/api/organizations/default', {
    token,
    body: {
      name: 'Acme Test',
      country: 'DE',
      timezone: 'Europe/Berlin',
      weekFirstDay: 'MONDAY',
      workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      metadata: { slackWebhookUrl: slack.url },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  for (const eventType of ['LEAVE_CREATED', 'LEAVE_STATUS_UPDATED'] as const) {
    const { id, ...trigger } = await triggerOf(t, token, eventType);
    const body = { ...trigger, channels: ['EMAIL', 'SLACK'] };
    const put = await t.call('PUT', `/api/v1/notifications/triggers/${id}`, { token, body });
    expect(put.statusCode, put.body).toBe(200);
  }
  const alpha = await addTeam(org, 'Alpha');
  const beta = await addTeam(org, 'Beta');
  const admin: Member = {
    id: org.admin.user.id,
    email: org.admin.email,
    token,
    firstName: org.admin.user.firstName,
  };
  const [admin2, teamAdmin, otherTeamAdmin, requester, colleague] = await Promise.all([
    addMember(org, { role: 'ORGANIZATION_ADMIN', firstName: 'Olga', teamId: beta }),
    addMember(org, { role: 'TEAM_ADMIN', firstName: 'Tina', teamId: alpha }),
    addMember(org, { role: 'TEAM_ADMIN', firstName: 'Tom', teamId: beta }),
    addMember(org, { firstName: 'Eve', lastName: requesterLastName, teamId: alpha }),
    addMember(org, { firstName: 'Carl', teamId: alpha }),
  ]);
  return { org, admin, admin2, teamAdmin, otherTeamAdmin, requester, colleague };
}

const formatted = (date: string) => dayjs(date).format('D MMM YYYY');
const sentTo = (c: Member) => inbox(t, c.token, '&eventType=LEAVE_CREATED');
const postsAbout = (title: string) => slack.posts.filter((p) => p.text.startsWith(`*${title}*`));

describe('a leave request', () => {
  it('reaches each reviewer once in the app, by e-mail and on Slack, and the decision reaches the requester', async () => {
    const c = await cast('Requester');
    const start = futureMonday(1);
    const reason = '<script>alert("x")</script> & family';
    const created = await t.call('POST', '/api/leaves', {
      token: c.requester.token,
      body: { typeId: c.org.types.vacation, start, end: addDays(start, 1), reason },
    });
    expect(created.statusCode, created.body).toBe(201);
    const leaveId = created.json().id as number;
    const title = 'New leave request from Eve Requester';
    const link = `${PUBLIC_URL}/leaves/${leaveId}`;

    // Reviewers: the team's admin and both organization admins; nobody else.
    const reviewers = [c.admin, c.admin2, c.teamAdmin];
    for (const nobody of [c.requester, c.colleague, c.otherTeamAdmin])
      expect(await sentTo(nobody)).toEqual([]);
    const notified = new Map<number, Notification>();
    for (const reviewer of reviewers) {
      const [only, ...more] = await until(
        `the notification of ${reviewer.firstName} to be SENT`,
        async () => {
          const list = await sentTo(reviewer);
          return list.every((n) => n.status === 'SENT') && list.length > 0 && list;
        },
      );
      expect(more).toEqual([]);
      expect(only).toMatchObject({
        title,
        event: 'LEAVE_CREATED',
        trigger: { name: 'Leave request to reviewers' },
        channels: ['EMAIL', 'SLACK'],
        params: { leave: { id: leaveId, reason }, link },
        error: null,
      });
      // The text is plain text, the reason as typed; the HTML escapes it.
      expect(only.textContent).toContain(`Reason: ${reason}`);
      expect(only.htmlContent).toContain(
        'Reason: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; family',
      );
      expect(only.htmlContent).not.toContain('<script>');
      notified.set(reviewer.id, only);
    }

    // One e-mail each, with the notification's content and a Message-ID derived from it.
    const mails = smtp.mails.filter((m) => m.subject === title);
    expect(mails.map((m) => m.to).sort()).toEqual(reviewers.map((r) => [r.email]).sort());
    for (const nobody of [c.requester, c.colleague, c.otherTeamAdmin])
      expect(smtp.to(nobody.email)).toEqual([]);
    for (const reviewer of reviewers) {
      const [mail] = smtp.to(reviewer.email).filter((m) => m.subject === title);
      const n = notified.get(reviewer.id)!;
      expect(mail.messageId).toMatch(new RegExp(`^<notification\\.${n.id}\\.\\d{20}@leavedesk\\.local>$`));
      // The e-mail is the notification's text, with the reviewer's own decide links (decision 0035)
      // where the app shows the request's address.
      expect(mail.text).toContain(`Accept: ${link}/decide?token=`);
      expect(mail.text.replace(/\/decide\?token=\S+/g, '').trim()).toBe(n.textContent.trim());
      expect(mail.text).toContain(
        `Eve Requester asked for Vacation from ${formatted(start)} to ${formatted(addDays(start, 1))} (2 working days).`,
      );
      expect(mail.text).toContain(`Review the request: ${link}`);
      expect(mail.html).toContain(`<a href="${link}">Review the request</a>`);
      expect(mail.html).toContain('&lt;script&gt;');
      expect(mail.html).not.toContain('<script>');
    }
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(3);

    // One Slack post for the event and trigger, not one per reviewer; Slack's markup escaped.
    const posts = postsAbout(title);
    expect(posts).toHaveLength(1);
    expect(posts[0].path).toBe('/services/T000/B000/test');
    expect(posts[0].text).toContain('Reason: &lt;script&gt;alert("x")&lt;/script&gt; &amp; family');

    // The review: the requester hears of it, through every channel; the reviewers do not.
    const reviewed = await t.call('PUT', `/api/leaves/${leaveId}`, {
      token: c.teamAdmin.token,
      body: { status: 'ACCEPTED' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const decision = 'Your Vacation request was accepted';
    const [answer, ...others] = await until('the decision to be SENT', async () => {
      const list = await inbox(t, c.requester.token, '&eventType=LEAVE_STATUS_UPDATED');
      return list.length > 0 && list.every((n) => n.status === 'SENT') && list;
    });
    expect(others).toEqual([]);
    expect(answer).toMatchObject({
      title: decision,
      trigger: { name: 'Leave decision to requester' },
      params: { reviewer: { id: c.teamAdmin.id, fullName: 'Tina Person' }, leave: { status: 'ACCEPTED' } },
    });
    expect(answer.textContent).toContain(
      `Tina Person accepted your Vacation request from ${formatted(start)}`,
    );
    expect(smtp.mails.filter((m) => m.subject === decision).map((m) => m.to)).toEqual([[c.requester.email]]);
    expect(postsAbout(decision)).toHaveLength(1);
    for (const reviewer of [...reviewers, c.colleague])
      expect(await inbox(t, reviewer.token, '&eventType=LEAVE_STATUS_UPDATED')).toEqual([]);
  });

  it('that is rejected tells the requester so, with the reviewer’s reason', async () => {
    const c = await cast('Rejected');
    const created = await t.call('POST', '/api/leaves', {
      token: c.requester.token,
      body: { typeId: c.org.types.vacation, start: futureMonday(2), end: futureMonday(2) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const reviewed = await t.call('PUT', `/api/leaves/${id}`, {
      token: c.admin2.token,
      body: { status: 'REJECTED', reason: 'Two of the team are away that week' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const mail = await until('the decision e-mail', () => smtp.to(c.requester.email)[0]);
    expect(mail.subject).toBe('Your Vacation request was rejected');
    expect(mail.text).toContain('Olga Person rejected your Vacation request');
    expect(mail.text).toContain('Reason: Two of the team are away that week');
    expect(mail.html).toContain('<p>Reason: Two of the team are away that week</p>');
    const [notice] = await inbox(t, c.requester.token, '&eventType=LEAVE_STATUS_UPDATED');
    expect(notice).toMatchObject({
      params: { leave: { id, status: 'REJECTED', reviewReason: 'Two of the team are away that week' } },
    });
    // The bell says it too.
    expect(notice.textContent).toContain('Reason: Two of the team are away that week');
  });
});

describe('a cancellation', () => {
  it('by a reviewer tells the requester, with the reason', async () => {
    const c = await cast('Cancelled');
    const start = futureMonday(4);
    const created = await requestLeave(t, c.requester.token, {
      typeId: c.org.types.vacation,
      start,
      days: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(
      (await t.call('PUT', `/api/leaves/${id}`, { token: c.admin.token, body: { status: 'ACCEPTED' } }))
        .statusCode,
    ).toBe(200);
    const cancelled = await t.call('POST', `/api/leaves/${id}/cancel`, {
      token: c.teamAdmin.token,
      body: { reason: 'The release moved to that week' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const title = 'Your Vacation request was cancelled';
    const mail = await until('the cancellation e-mail', () =>
      smtp.to(c.requester.email).find((m) => m.subject === title),
    );
    expect(mail.text).toContain(
      `Tina Person cancelled your Vacation request from ${formatted(start)} to ${formatted(addDays(start, 1))}.`,
    );
    expect(mail.text).toContain('Reason: The release moved to that week');
    const [notice] = (await inbox(t, c.requester.token, '&eventType=LEAVE_STATUS_UPDATED')).filter(
      (n) => n.title === title,
    );
    expect(notice).toMatchObject({
      params: {
        leave: { id, status: 'CANCELLED', cancelReason: 'The release moved to that week' },
        reviewer: { id: c.teamAdmin.id, fullName: 'Tina Person' },
      },
    });
  });

  it('by the requester, or their withdrawal, reaches the reviewers through a trigger of their own', async () => {
    const c = await cast('Withdrawn');
    const toReviewers = await createTrigger(
      t,
      c.admin.token,
      triggerBody({
        name: 'Cancellations to reviewers',
        title:
          '{{user.fullName}}: {{leave.type.name}} {{#if (eq leave.status "CANCELLED")}}cancelled{{else}}decided{{/if}}',
        eventType: 'LEAVE_STATUS_UPDATED',
        receptors: 'REVIEWERS',
        textTemplate: '{{reviewer.fullName}} cancelled {{formatDate leave.startAt}}.',
      }),
    );
    const accepted = await requestLeave(t, c.requester.token, {
      typeId: c.org.types.sick,
      start: futureMonday(5),
    });
    expect(accepted.json().status).toBe('ACCEPTED');
    expect(
      (await t.call('POST', `/api/leaves/${accepted.json().id}/cancel`, { token: c.requester.token }))
        .statusCode,
    ).toBe(200);
    const pending = await requestLeave(t, c.requester.token, {
      typeId: c.org.types.vacation,
      start: futureMonday(6),
    });
    expect(
      (await t.call('DELETE', `/api/leaves/${pending.json().id}`, { token: c.requester.token })).statusCode,
    ).toBe(204);

    const title = (type: string) => `Eve Withdrawn: ${type} cancelled`;
    for (const reviewer of [c.admin, c.admin2, c.teamAdmin]) {
      const notices = await until(`the cancellations to reach ${reviewer.firstName}`, async () => {
        const list = (await inbox(t, reviewer.token, '&eventType=LEAVE_STATUS_UPDATED')).filter(
          (n) => n.trigger.id === toReviewers.id,
        );
        return list.length === 2 && list;
      });
      expect(notices.map((n) => n.title).sort()).toEqual([title('Sick leave'), title('Vacation')]);
      expect(notices.every((n) => n.textContent.startsWith('Eve Withdrawn cancelled'))).toBe(true);
    }
    for (const nobody of [c.colleague, c.otherTeamAdmin])
      expect(await inbox(t, nobody.token, '&eventType=LEAVE_STATUS_UPDATED')).toEqual([]);
  });
});

describe('a change that rolls back', () => {
  /** Every trace of notifications of the organization: events, notifications, deliveries. */
  const traces = async (c: Cast) => ({
    events: await countRows(t, 'notification_events', c.org.organizationId),
    notifications: await countRows(t, 'notifications', c.org.organizationId),
    deliveries: await countRows(t, 'notification_deliveries', c.org.organizationId),
  });

  it('records no event and sends nothing: an overlap, a balance refused, a failure inside the transaction', async () => {
    const c = await cast('Rollback');
    const title = 'New leave request from Eve Rollback';
    const reviewers = [c.admin, c.admin2, c.teamAdmin];
    const first = await requestLeave(t, c.requester.token, {
      typeId: c.org.types.vacation,
      start: futureMonday(3),
    });
    expect(first.statusCode, first.body).toBe(201);
    // Once delivered: the worker turns a trigger's one e-mail row into one per notification.
    await until('every delivery of the first request done', async () => {
      const result =
        (await t.app.services.db.execute(sql`select count(*)::int as n from notification_deliveries
        where organization_id = ${c.org.organizationId} and status <> 'DONE'`)) as unknown as {
          rows: { n: number }[];
        };
      return result.rows[0].n === 0;
    });
    const before = await traces(c);
    expect(before.notifications).toBe(3);

    const overlap = await requestLeave(t, c.requester.token, {
      typeId: c.org.types.vacation,
      start: futureMonday(3),
    });
    expect(overlap.statusCode, overlap.body).toBe(409);
    // 25 working days of a 20-day allowance, inside one calendar year.
    const march = mondayFrom(`${currentYear() + 1}-03-01`);
    const tooLong = await t.call('POST', '/api/leaves', {
      token: c.requester.token,
      body: { typeId: c.org.types.vacation, start: march, end: addDays(march, 7 * 5 - 3) },
    });
    expect(tooLong.statusCode, tooLong.body).toBe(422);
    expect(await traces(c)).toEqual(before);

    // The last statement of the change fails: the leave, its event and its notifications all go.
    const fault = `fail_deliveries_${c.org.organizationId}`;
    const db = t.app.services.db;
    await db.execute(
      sql.raw(`create function ${fault}() returns trigger language plpgsql
      as $$ begin raise exception 'forced failure for the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger ${fault} before insert on notification_deliveries for each row
      when (new.organization_id = ${c.org.organizationId}) execute function ${fault}()`),
    );
    const start = futureMonday(4);
    let failed: Awaited<ReturnType<typeof requestLeave>>;
    try {
      failed = await requestLeave(t, c.requester.token, { typeId: c.org.types.vacation, start });
    } finally {
      await db.execute(sql.raw(`drop trigger ${fault} on notification_deliveries`));
      await db.execute(sql.raw(`drop function ${fault}()`));
    }
    expect(failed.statusCode, failed.body).toBe(500);
    expect(failed.json().message).toBe('Something went wrong on our side. Please try again later.');
    expect(failed.body).not.toContain('forced failure');
    expect(await traces(c)).toEqual(before);
    const leaves = await t.call('GET', '/api/leaves', { token: c.requester.token });
    expect(leaves.json().contents.map((l: { startAt: string }) => l.startAt)).toEqual([futureMonday(3)]);

    // The same request once the fault is gone commits, and is sent: only it and the first were.
    const retried = await requestLeave(t, c.requester.token, { typeId: c.org.types.vacation, start });
    expect(retried.statusCode, retried.body).toBe(201);
    const toReviewers = () => smtp.mails.filter((m) => m.subject === title);
    await until('the e-mails of the two committed requests', () => toReviewers().length >= 6);
    expect(
      toReviewers()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(reviewers.flatMap((r) => [r.email, r.email]).sort());
    expect(postsAbout(title)).toHaveLength(2);
  });
});
