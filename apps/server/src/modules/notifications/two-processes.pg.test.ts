import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseUrl, useOwnDatabase } from '../../../test/harness';
import { removeTempDirs, type ServerProcess, startServer, tempDir } from '../../../test/server-process';
import { leaves } from '../../db/schema';
import { addDays, weekdayOf } from '../../lib/working-days';
import { addTeam, futureMonday, setupOrg } from '../leaves/leave-fixtures';
import {
  addMember,
  addMembers,
  MailCatcher,
  SlackCatcher,
  setSlackWebhook,
  triggerOf,
  until,
} from './notifications.fixture';
import { leaveEventParams, recordEvent } from './record-event';

/**
 * Two server processes on one PostgreSQL database, both running the delivery worker: the
 * notifications of 200 leave requests are delivered exactly once each — every e-mail once per
 * recipient (counted by Message-ID at a real SMTP server), every Slack post once per event.
 */
useOwnDatabase();
const smtp = new MailCatcher();
const slack = new SlackCatcher();
const servers: ServerProcess[] = [];
let t: TestApp;

beforeAll(async () => {
  await Promise.all([smtp.start(), slack.start()]);
  // Migrates the file's database before the servers open it; delivers nothing itself.
  t = await createTestApp({ SLACK_ALLOW_PRIVATE_URLS: 'true' });
  const databaseUrl = (await testDatabaseUrl())!;
  const env = (name: string) => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: tempDir(),
    SMTP_URL: smtp.url,
    MAIL_FROM: `LeaveDesk <${name}@leavedesk.local>`,
    NOTIFICATION_POLL_MS: '20',
    SLACK_ALLOW_PRIVATE_URLS: 'true',
  });
  servers.push(...(await Promise.all([startServer(env('server-a')), startServer(env('server-b'))])));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all([smtp.stop(), slack.stop()]);
  removeTempDirs();
});

async function post(server: ServerProcess, token: string, url: string, body: unknown) {
  const res = await fetch(`${server.url}/api${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}

/** The next `n` Monday-to-Friday days from a date. */
function workingDays(from: string, n: number): string[] {
  const days: string[] = [];
  for (let d = from; days.length < n; d = addDays(d, 1))
    if (!['SATURDAY', 'SUNDAY'].includes(weekdayOf(d))) days.push(d);
  return days;
}

describe('two server processes on one database', () => {
  it('deliver each of 200 events’ notifications exactly once', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const team = await addTeam(org, 'Crew');
    const lead = await addMember(org, { role: 'TEAM_ADMIN', teamId: team });
    const crew = await addMembers(
      org,
      ['Ann', 'Ben', 'Cid', 'Dee'].map((firstName) => ({ teamId: team, firstName })),
    );
    // Each request: an e-mail to each of the two reviewers, one Slack post.
    await setSlackWebhook(t, token, slack.url);
    const { id, ...review } = await triggerOf(t, token, 'LEAVE_CREATED');
    const put = await t.call('PUT', `/api/v1/notifications/triggers/${id}`, {
      token,
      body: { ...review, channels: ['EMAIL', 'SLACK'] },
    });
    expect(put.statusCode, put.body).toBe(200);

    // 100 requests through the servers' API, half to each; then 100 more committed at once, so
    // that both workers find the same backlog and race for it.
    const days = workingDays(futureMonday(1), 50);
    await Promise.all(
      crew.map(async (member, m) => {
        for (const [i, day] of days.slice(0, 25).entries()) {
          const server = servers[(i + m) % 2];
          const res = await post(server, member.token, '/leaves', {
            typeId: org.types.unpaid,
            start: day,
            end: day,
          });
          expect(res.status, res.body).toBe(201);
        }
      }),
    );
    await t.app.services.db.transaction(async (tx) => {
      for (const member of crew)
        for (const day of days.slice(25)) {
          const [leave] = await tx
            .insert(leaves)
            .values({
              organizationId: org.organizationId,
              userId: member.id,
              typeId: org.types.unpaid,
              policyId: org.policyId,
              startAt: day,
              endAt: day,
              duration: 1,
              totalDays: 1,
              workingDates: [day],
              status: 'PENDING',
            })
            .returning({ id: leaves.id });
          const { userId, ...params } = await leaveEventParams(tx, {}, org.organizationId, leave.id);
          await recordEvent(tx, {
            organizationId: org.organizationId,
            type: 'LEAVE_CREATED',
            subjectUserId: userId,
            params,
          });
        }
    });

    const result = (await t.app.services.db.execute(sql`
      select n.id, u.email from notifications n join users u on u.id = n.user_id
      where n.organization_id = ${org.organizationId}`)) as unknown as {
      rows: { id: number; email: string }[];
    };
    const notifications = result.rows;
    expect(notifications).toHaveLength(400);
    const idOf = (messageId: string) => Number(/^<notification\.(\d+)\./.exec(messageId)?.[1]);
    const deliveries = async () =>
      (
        (await t.app.services.db.execute(sql`
          select status, attempts, count(*)::int as n from notification_deliveries
          where organization_id = ${org.organizationId} group by status, attempts`)) as unknown as {
          rows: { status: string; attempts: number; n: number }[];
        }
      ).rows;
    // A delivery is DONE once sent: then nothing of it can still be on its way.
    const done = await until(
      'every delivery done',
      async () => {
        const rows = await deliveries();
        return rows.every((r) => r.status === 'DONE') && rows;
      },
      60_000,
    );
    // Claimed once each: a second claim would have counted a second attempt.
    expect(done).toEqual([{ status: 'DONE', attempts: 1, n: 600 }]);

    // Every notification's e-mail arrived once, to its recipient: none missing, none twice.
    expect(smtp.mails).toHaveLength(400);
    const byNotification = new Map(notifications.map((n) => [n.id, n.email]));
    const seen = new Set<number>();
    for (const mail of smtp.mails) {
      const nid = idOf(mail.messageId);
      expect(seen.has(nid), `notification ${nid} e-mailed twice`).toBe(false);
      seen.add(nid);
      expect(mail.to).toEqual([byNotification.get(nid)]);
    }
    expect(seen.size).toBe(400);
    expect(new Set(smtp.mails.map((m) => m.to[0]))).toEqual(new Set([lead.email, org.admin.email]));
    // One Slack post per event (each names its requester and day).
    expect(slack.posts).toHaveLength(200);
    expect(new Set(slack.posts.map((p) => p.text)).size).toBe(200);
    // Both processes delivered.
    const senders = new Set(smtp.mails.map((m) => m.from));
    expect(senders).toEqual(new Set(['server-a@leavedesk.local', 'server-b@leavedesk.local']));
    // 100 requests through two processes and 600 deliveries: its waits (60 s for the deliveries)
    // need more than the default 30 s on a busy machine.
  }, 120_000);
});
