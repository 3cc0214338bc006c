import type { DeliveryIssue, Notification } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useOwnDatabase } from '../../../test/harness';
import { type Org, setupOrg } from '../leaves/leave-fixtures';
import {
  addMember,
  createTeam,
  deliveryIssues,
  disableDefaultTriggers,
  inbox,
  MailCatcher,
  teamNewsTrigger,
} from './notifications.fixture';

/**
 * Retries on the clock of days (decision 0029): the worker is driven by hand (`runOnce`) and time is
 * moved in the database, so a 15-minute wait and a 24-hour give-up are seen without waiting. The
 * first retry waits NOTIFICATION_RETRY_MS (10 minutes here), each next one twice as long but never
 * more than 15 minutes, and the delivery gives up NOTIFICATION_GIVE_UP_AFTER (24 h, the default)
 * after it was queued. Then an organization admin sees it and may queue it again.
 */
useOwnDatabase();
const MINUTE = 60_000;
const smtp = new MailCatcher();
let t: TestApp;
beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_RETRY_MS: String(10 * MINUTE) });
});
afterAll(() => smtp.stop());

const runOnce = () => t.app.services.deliveries.runOnce();

/** An organization whose new teams e-mail every organization admin, and nothing else. */
async function teamNews(): Promise<Org> {
  const org = await setupOrg(t);
  await disableDefaultTriggers(t, org.admin.accessToken);
  await teamNewsTrigger(t, org.admin.accessToken, ['EMAIL'], 'ORGANIZATION_ADMIN');
  return org;
}

const addTeam = createTeam;

async function execute<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.services.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The e-mail delivery of the notification titled `title` (after the worker expanded it). */
async function emailOf(title: string) {
  const [row] = await execute<{
    id: number;
    notificationId: number;
    status: string;
    attempts: number;
    waitMs: number;
  }>(sql`
    select d.id, d.notification_id as "notificationId", d.status, d.attempts,
      (extract(epoch from d.run_at - now()) * 1000)::int as "waitMs"
    from notification_deliveries d join notifications n on n.id = d.notification_id
    where d.channel = 'EMAIL' and n.title = ${title}`);
  return row!;
}

/** Moves the clock: the delivery is due now, and was queued `ms` earlier than it was. */
async function age(deliveryId: number, ms = 0) {
  await t.app.services.db.execute(sql`
    update notification_deliveries
    set run_at = now(), created_at = created_at - ${`${ms} milliseconds`}::interval
    where id = ${deliveryId}`);
}

const count = async (token: string) => (await t.call('GET', '/api/v1/notifications/count', { token })).json();
const retry = (token: string, id: number | string) =>
  t.call('POST', `/api/v1/notifications/deliveries/${id}/retry`, { token });

describe('a delivery that keeps failing for a reason that may pass', () => {
  it('waits at most 15 minutes between attempts, and gives up 24 hours after it was queued', async () => {
    const org = await teamNews();
    const token = org.admin.accessToken;
    smtp.refuse = 'Greylisted for the test';
    try {
      await addTeam(org, 'Patience');
      await runOnce();
      let email = await emailOf('Team Patience');
      expect(email).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(email.waitMs).toBeGreaterThan(9.9 * MINUTE);
      expect(email.waitMs).toBeLessThanOrEqual(10 * MINUTE);
      const [waiting] = await inbox(t, token);
      expect(waiting.deliveries).toEqual([
        {
          channel: 'EMAIL',
          status: 'PENDING',
          attempts: 1,
          lastError: 'The e-mail could not be sent: Message failed: 451 Greylisted for the test',
          nextAttemptAt: expect.any(String),
        },
      ]);
      expect(Date.parse(waiting.deliveries[0].nextAttemptAt!) - Date.now()).toBeGreaterThan(9.9 * MINUTE);

      // 20 and 40 minutes would come next: 15 at most.
      for (const attempts of [2, 3, 4, 5, 6]) {
        await age(email.id);
        await runOnce();
        email = await emailOf('Team Patience');
        expect(email).toMatchObject({ status: 'PENDING', attempts });
        expect(email.waitMs).toBeGreaterThan(14.9 * MINUTE);
        expect(email.waitMs).toBeLessThanOrEqual(15 * MINUTE);
      }

      // Five minutes before the give-up moment: the last attempt is then, not 15 minutes later.
      await age(email.id, 24 * 60 * MINUTE - 5 * MINUTE);
      await runOnce();
      email = await emailOf('Team Patience');
      expect(email).toMatchObject({ status: 'PENDING', attempts: 7 });
      expect(email.waitMs).toBeGreaterThan(4.5 * MINUTE);
      expect(email.waitMs).toBeLessThanOrEqual(5 * MINUTE);
      expect(await count(token)).toEqual({ unreadCount: 1, totalCount: 1 });

      await age(email.id, 5 * MINUTE);
      await runOnce();
      email = await emailOf('Team Patience');
      expect(email).toMatchObject({ status: 'FAILED', attempts: 8 });
      const [failed] = await inbox(t, token);
      expect(failed).toMatchObject({
        status: 'FAILED',
        error: 'The e-mail could not be sent: Message failed: 451 Greylisted for the test',
        deliveries: [{ channel: 'EMAIL', status: 'FAILED', attempts: 8, nextAttemptAt: null }],
      });
      // Failed or not, it is the recipient's unread notification.
      expect(await count(token)).toEqual({ unreadCount: 1, totalCount: 1 });
    } finally {
      smtp.refuse = undefined;
    }
    // Nothing more happens to it by itself.
    await runOnce();
    expect(smtp.to(org.admin.email)).toEqual([]);
  });
});

describe('the deliveries waiting or failed', () => {
  it('are shown to an organization admin, who may try a failed one again', async () => {
    const org = await teamNews();
    const token = org.admin.accessToken;
    const [employee, teamAdmin] = await Promise.all([
      addMember(org, { firstName: 'Erin' }),
      addMember(org, { role: 'TEAM_ADMIN', firstName: 'Tara' }),
    ]);
    const stranger = await setupOrg(t);
    smtp.refuse = 'Try later for the test';
    let waits: DeliveryIssue;
    let failed: DeliveryIssue;
    try {
      await addTeam(org, 'Waits');
      await addTeam(org, 'Fails');
      await t.app.services.deliveries.expandEmails();
      // Queued more than 24 hours ago: this attempt is its last.
      await age((await emailOf('Team Fails')).id, 25 * 60 * MINUTE);
      await runOnce();
      const issues = await deliveryIssues(t, token);
      expect(issues.map((i) => [i.title, i.status])).toEqual([
        ['Team Fails', 'FAILED'],
        ['Team Waits', 'PENDING'],
      ]);
      [failed, waits] = issues;
      const trigger = (await t.call('GET', '/api/v1/notifications/triggers', { token }))
        .json()
        .find((x: { name: string }) => x.name === 'Team news');
      const error = 'The e-mail could not be sent: Message failed: 451 Try later for the test';
      const recipient = {
        id: org.admin.user.id,
        firstName: org.admin.user.firstName,
        lastName: org.admin.user.lastName,
        email: org.admin.email,
      };
      expect(failed).toEqual({
        id: expect.any(Number),
        channel: 'EMAIL',
        status: 'FAILED',
        attempts: 1,
        lastError: error,
        nextAttemptAt: null,
        title: 'Team Fails',
        event: 'TEAM_CREATED',
        trigger: { id: trigger.id, name: 'Team news' },
        recipient,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(waits).toMatchObject({ status: 'PENDING', attempts: 1, lastError: error, recipient });
      expect(Date.parse(waits.nextAttemptAt!) - Date.now()).toBeGreaterThan(9.9 * MINUTE);
      expect((await deliveryIssues(t, token, '&status=FAILED')).map((i) => i.id)).toEqual([failed.id]);
      expect((await deliveryIssues(t, token, '&status=PENDING')).map((i) => i.id)).toEqual([waits.id]);
      expect(
        (await t.call('GET', '/api/v1/notifications/deliveries?page=2&size=1', { token })).json(),
      ).toMatchObject({
        pageNumber: 1,
        pageSize: 1,
        totalPages: 2,
        totalContents: 2,
        contents: [{ id: waits.id }],
      });
      for (const bad of ['status=DONE', 'page=0', 'size=101', 'page=x']) {
        const res = await t.call('GET', `/api/v1/notifications/deliveries?${bad}`, { token });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().code, bad).toBe('VALIDATION_FAILED');
      }
      // Another organization's admin sees none of them.
      expect(await deliveryIssues(t, stranger.admin.accessToken)).toEqual([]);
    } finally {
      smtp.refuse = undefined;
    }

    // Only organization admins, and only their own organization's deliveries.
    for (const who of [employee.token, teamAdmin.token]) {
      expect((await t.call('GET', '/api/v1/notifications/deliveries', { token: who })).statusCode).toBe(403);
      const res = await retry(who, failed.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await t.call('GET', '/api/v1/notifications/deliveries')).statusCode).toBe(401);
    for (const [who, id] of [
      [stranger.admin.accessToken, failed.id],
      [token, 2_000_000_000],
    ] as const) {
      const res = await retry(who, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Delivery not found.' });
    }
    expect((await retry(token, 'x')).statusCode).toBe(400);
    const notFailed = await retry(token, waits.id);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Only a failed delivery can be tried again.',
    });
    expect((await inbox(t, token)).find((n) => n.title === 'Team Fails')!.status).toBe('FAILED');

    const res = await retry(token, failed.id);
    expect(res.statusCode, res.body).toBe(200);
    const queued = res.json() as DeliveryIssue;
    expect(queued).toMatchObject({
      channel: 'EMAIL',
      status: 'PENDING',
      attempts: 0,
      lastError: null,
      title: 'Team Fails',
      recipient: { id: org.admin.user.id },
    });
    expect(Date.parse(queued.nextAttemptAt!)).toBeLessThanOrEqual(Date.now() + 1000);
    const again = (await inbox(t, token)).find((n) => n.title === 'Team Fails') as Notification;
    expect(again).toMatchObject({
      status: 'PENDING',
      error: null,
      deliveries: [{ channel: 'EMAIL', status: 'PENDING', attempts: 0, lastError: null }],
    });
    expect((await deliveryIssues(t, token)).map((i) => i.title)).toEqual(['Team Waits']);

    await runOnce();
    expect(smtp.to(org.admin.email).map((m) => m.subject)).toEqual(['Team Fails']);
    expect((await inbox(t, token)).find((n) => n.title === 'Team Fails')).toMatchObject({
      status: 'SENT',
      deliveries: [{ channel: 'EMAIL', status: 'DONE', attempts: 1, lastError: null, nextAttemptAt: null }],
    });
    // Sent: nothing to try again.
    expect((await retry(token, queued.id)).statusCode).toBe(409);
    expect((await retry(token, failed.id)).statusCode).toBe(404);
  });

  it("leave out a trigger's record of templates that could not be rendered, which cannot be tried again", async () => {
    const org = await teamNews();
    const token = org.admin.accessToken;
    await addTeam(org, 'Rendered');
    const [row] = await execute<{ id: number }>(sql`
      insert into notification_deliveries (organization_id, channel, event_id, trigger_id, status, last_error)
      select organization_id, 'EMAIL', event_id, trigger_id, 'FAILED', 'The templates could not be rendered.'
      from notification_deliveries where organization_id = ${org.organizationId} and channel = 'EMAILS'
      returning id`);
    expect(await deliveryIssues(t, token)).toEqual([]);
    const res = await retry(token, row!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This delivery cannot be tried again: its trigger's templates could not be rendered.",
    );
  });
});
