import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseUrl, useOwnDatabase } from '../../../test/harness';
import { APPLICATION_NAME } from '../../db/client';
import { createMailer } from '../../lib/mailer';
import { setupOrg } from '../leaves/leave-fixtures';
import { DeliveryWorker } from './delivery';
import {
  createTrigger,
  disableDefaultTriggers,
  MailCatcher,
  SlackCatcher,
  setSlackWebhook,
  triggerBody,
} from './notifications.fixture';

/**
 * A notification sent by e-mail and on Slack becomes SENT once both are delivered, also when the
 * two deliveries are recorded at the same moment. Each is recorded in its own transaction, which
 * marks its delivery DONE and then looks whether the notification's other one is DONE too: two
 * such transactions side by side each saw the other's uncommitted delivery as not done, and the
 * notification stayed PENDING for good. It showed once the mailer reused pooled connections and an
 * e-mail took as long as a Slack post (leave-notifications.test.ts failed in CI).
 *
 * The moment is made exact: another connection holds the notification's row while the worker
 * sends both, so both recording transactions have marked their delivery and wait on that row
 * before either commits; then it lets go.
 *
 * PostgreSQL only: the embedded database runs one transaction at a time.
 */
useOwnDatabase();
const smtp = new MailCatcher();
const slack = new SlackCatcher();
let t: TestApp;
beforeAll(async () => {
  await Promise.all([smtp.start(), slack.start()]);
  t = await createTestApp({ SLACK_ALLOW_PRIVATE_URLS: 'true' });
});
afterAll(() => Promise.all([smtp.stop(), slack.stop()]));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an e-mail and a Slack post of one notification recorded at the same moment', () => {
  it('leave it SENT', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const db = t.app.services.db;
    await disableDefaultTriggers(t, token);
    await setSlackWebhook(t, token, slack.url);
    await createTrigger(
      t,
      token,
      triggerBody({
        eventType: 'TEAM_CREATED',
        receptors: 'USER',
        channels: ['EMAIL', 'SLACK'],
        title: 'Team {{team.name}}',
      }),
    );
    const created = await t.call('POST', '/api/teams', { token, body: { name: 'Racing' } });
    expect(created.statusCode, created.body).toBe(201);
    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const [notification] = rows<{ id: number }>(
      await db.execute(sql`select id from notifications where organization_id = ${org.organizationId}`),
    );

    const url = new URL((await testDatabaseUrl())!);
    const holder = new pg.Client({ connectionString: url.toString() });
    const watcher = new pg.Client({ connectionString: url.toString() });
    await Promise.all([holder.connect(), watcher.connect()]);
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'LeaveDesk <no-reply@leavedesk.test>',
      dataDir: t.config.dataDir,
      log: t.app.log,
    });
    const worker = new DeliveryWorker({
      db,
      mailer,
      log: t.app.log,
      pollMs: 20,
      retryBaseMs: 50,
      giveUpAfterMs: 60_000,
      allowPrivateSlack: true,
      messageIdDomain: 'leavedesk.test',
    });
    try {
      await holder.query('begin');
      await holder.query('select id from notifications where id = $1 for update', [notification!.id]);
      // The worker expands the e-mail and sends both in one round; each recording waits on the row.
      const round = worker.runOnce();
      for (let waited = 0; ; waited += 25) {
        const { rows: waiting } = await watcher.query(
          `select pid from pg_stat_activity where datname = current_database()
           and application_name = $1 and wait_event_type = 'Lock'`,
          [APPLICATION_NAME.orm],
        );
        if (waiting.length >= 2) break;
        if (waited > 10_000) throw new Error(`${waiting.length} recording(s) waiting, not 2`);
        await sleep(25);
      }
      await holder.query('commit');
      expect(await round).toBe(2);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await Promise.all([holder.end(), watcher.end()]);
      mailer.close();
    }

    expect(smtp.mails.filter((m) => m.subject === 'Team Racing')).toHaveLength(1);
    expect(slack.posts.filter((p) => p.text.startsWith('*Team Racing*'))).toHaveLength(1);
    const [after] = rows<{ status: string }>(
      await db.execute(sql`select status from notifications where id = ${notification!.id}`),
    );
    expect(after).toEqual({ status: 'SENT' });
  });
});
