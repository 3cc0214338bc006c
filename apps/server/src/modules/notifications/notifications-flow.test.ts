import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp } from '../../../test/harness';
import { addDays } from '../../lib/working-days';
import { futureMonday } from '../leaves/leave-fixtures';
import { createPerson } from '../users/people.fixture';

interface Mail {
  to: string[];
  raw: string;
}
const inbox: Mail[] = [];
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      inbox.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    NOTIFICATION_WORKER: 'true',
    NOTIFICATION_POLL_MS: '20',
  });
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function until<T>(what: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('smoke', () => {
  it('request notifies reviewers', async () => {
    const admin = await registerOrganization(t);
    const emp = await createPerson(t, admin.accessToken, {
      teamId: admin.user.team!.id,
      leavePolicyId: admin.user.leavePolicy!.id,
    });
    const triggers = await t.call('GET', '/api/v1/notifications/triggers', { token: admin.accessToken });
    expect(triggers.statusCode, triggers.body).toBe(200);
    expect(triggers.json()).toHaveLength(3);
    const start = futureMonday(2);
    const res = await t.call('POST', '/api/leaves', {
      token: emp.token,
      body: {
        typeId: admin.user.leavePolicy
          ? (await t.call('GET', '/api/leaves/types', { token: admin.accessToken })).json()[0].id
          : 0,
        start,
        end: addDays(start, 1),
        reason: '<script>x</script>',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await until(async () => {
      const r = await t.call('GET', '/api/v1/notifications', { token: admin.accessToken });
      const c = r.json().contents;
      return c.length && c[0].status === 'SENT' ? r.json() : undefined;
    });
    console.log(JSON.stringify(list, null, 1).slice(0, 2500));
    const count = await t.call('GET', '/api/v1/notifications/count', { token: admin.accessToken });
    console.log(
      count.json(),
      inbox.length,
      inbox.map((m) => m.to),
    );
    const ev = await t.call('GET', '/api/v1/notifications/events', { token: admin.accessToken });
    expect(ev.statusCode).toBe(200);
  });
});
