import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, isolatedDatabase, registerOrganization, type TestApp } from '../../../test/harness';
import { APPLICATION_NAME } from '../../db/client';
import { notificationDeliveries, notifications } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { createPerson } from '../users/people.fixture';
import { DeliveryWorker } from './delivery';

/**
 * The delivery worker while the database drops its connections: a failure of the database is the
 * round's (it backs off, and the lease brings the delivery back), never recorded as the delivery's
 * failed attempt. Before, a connection lost while recording a sent e-mail was stored as that
 * e-mail's failure, and after the last attempt the notification was FAILED for good.
 *
 * The moment is made exact: the test holds a lock on the delivery row while the e-mail is being
 * received, so the worker's "sent" statement waits on it, and that connection is then terminated.
 */
const received: { messageId: string; to: string[] }[] = [];
let onMail: () => Promise<void> = async () => {};
const smtp = new SMTPServer({
  // The server's mailer keeps pooled connections open: closing ends them at once, not after 30 s.
  closeTimeout: 50,
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    stream.on('end', () => {
      received.push({
        messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '',
        to: session.envelope.rcptTo.map((r) => r.address),
      });
      onMail().then(() => callback(), callback);
    });
  },
});

let t: TestApp;
let databaseUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const database = await isolatedDatabase();
  t = await createTestApp({}, { database });
  const url = new URL(inject('pgUrl'));
  const result = await database.db.execute(sql`select current_database() as name`);
  url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
  databaseUrl = url.toString();
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await sleep(25);
  }
}

describe('notification delivery while the database drops connections', () => {
  it('a connection lost while recording a sent e-mail costs a round, never the delivery: it is sent again and recorded', async () => {
    const admin = await registerOrganization(t);
    const person = await createPerson(
      t,
      admin.accessToken,
      { teamId: admin.user.team!.id, leavePolicyId: admin.user.leavePolicy!.id },
      false,
    );
    const db = t.app.services.db;
    const [welcome] = await db.select().from(notifications).where(eq(notifications.userId, person.id));
    // Its e-mail waits with the event's others as one row until a worker expands it.
    await t.app.services.deliveries.expandEmails();
    const [delivery] = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, welcome!.id));
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 0 });

    // While the first e-mail is received: lock its delivery row, let the worker's "sent" statement
    // wait on it, terminate that connection, then let go.
    // Two connections: pg_stat_activity keeps one snapshot for a whole transaction, so the
    // connection that holds the lock cannot watch for the waiting one.
    const locker = new pg.Client({ connectionString: databaseUrl });
    const watcher = new pg.Client({ connectionString: databaseUrl });
    await Promise.all([locker.connect(), watcher.connect()]);
    let terminated = 0;
    onMail = async () => {
      onMail = async () => {};
      await locker.query('begin');
      await locker.query('select id from notification_deliveries where id = $1 for update', [delivery!.id]);
      void (async () => {
        const waiting = await until(async () => {
          const { rows } = await watcher.query<{ pid: number }>(
            `select pid from pg_stat_activity
             where datname = current_database() and application_name = $1 and wait_event_type = 'Lock'`,
            [APPLICATION_NAME.orm],
          );
          return rows.length > 0 ? rows : undefined;
        });
        for (const { pid } of waiting) {
          await watcher.query('select pg_terminate_backend($1)', [pid]);
          terminated += 1;
        }
        await locker.query('commit');
      })();
    };

    // No retries: a database failure recorded as the delivery's would be final.
    const worker = new DeliveryWorker({
      db,
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
        from: 'LeaveDesk <no-reply@leavedesk.test>',
        dataDir: t.config.dataDir,
        log: t.app.log,
      }),
      log: t.app.log,
      pollMs: 20,
      retryBaseMs: 50,
      giveUpAfterMs: 0,
      leaseMs: 300,
      allowPrivateSlack: true,
      messageIdDomain: 'leavedesk.test',
    });
    worker.start();
    try {
      const done = await until(async () => {
        const [row] = await db
          .select()
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.id, delivery!.id));
        return row!.status === 'PENDING' ? undefined : row;
      });
      expect(terminated).toBe(1);
      expect(done).toMatchObject({ status: 'DONE', lastError: null, attempts: 2 });
      const [sent] = await db.select().from(notifications).where(eq(notifications.id, welcome!.id));
      expect(sent!.status).toBe('SENT');
      // Sent twice, as one message: the same Message-ID (the lost record could not tell).
      const mails = received.filter((m) => m.to.includes(person.email));
      expect(mails).toHaveLength(2);
      expect(mails[1]!.messageId).toBe(mails[0]!.messageId);
    } finally {
      await worker.stop();
      await Promise.all([locker.end(), watcher.end()]);
    }
  });
});
