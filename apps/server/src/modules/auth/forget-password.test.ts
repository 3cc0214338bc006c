import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp, uniqueEmail } from '../../../test/harness';
import { users } from '../../db/schema';
import { argon2Passwords } from '../../lib/passwords';

interface Captured {
  to: string[];
  raw: string;
}

/** A real SMTP server (not listening yet) that keeps what arrives in `received`. */
function capturingSmtp(received: Captured[]) {
  return new SMTPServer({
    // The server's mailer keeps pooled connections open: closing ends them at once, not after 30 s.
    closeTimeout: 50,
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
}

/** A local port nothing listens on: a server opened on it and closed again. */
async function freePort(): Promise<number> {
  const probe = new SMTPServer({ disabledCommands: ['STARTTLS'], authOptional: true });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.server.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(resolve));
  return port;
}

/** A real SMTP server on a random local port: the app sends through nodemailer, we read what arrived. */
const inbox: Captured[] = [];
const smtp = capturingSmtp(inbox);
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'LeaveDesk <no-reply@leavedesk.test>',
  });
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

const mailsTo = (email: string) => inbox.filter((m) => m.to.includes(email));
const newPasswordIn = (mail: Captured) => /Your new password: ([A-Za-z0-9]{16})\b/.exec(mail.raw)?.[1];
const login = (email: string, password: string) =>
  t.call('POST', '/api/auth/login', { body: { email, password } });
/** Asks for a new password and waits for the e-mail, which goes out after the answer. */
const forget = async (email: string) => {
  const res = await t.call('POST', '/api/auth/forget-password', { body: { email } });
  await t.app.services.afterAnswer.idle();
  return res;
};

describe('POST /auth/forget-password', () => {
  it('answers 204 for an unknown address and sends nothing', async () => {
    const before = inbox.length;
    const email = uniqueEmail('unknown');
    const res = await forget(email);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(inbox.length).toBe(before);
  });

  it('e-mails a new password; the old one works until the new one is used, then only the new one', async () => {
    const admin = await registerOrganization(t);
    const res = await forget(admin.email.toUpperCase());
    expect(res.statusCode).toBe(204);

    const [mail] = mailsTo(admin.email);
    expect(mail.raw).toContain('From: LeaveDesk <no-reply@leavedesk.test>');
    const password = newPasswordIn(mail)!;
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16}$/);

    // A stranger who knows the address cannot lock its owner out.
    const oldStill = await login(admin.email, admin.password);
    expect(oldStill.statusCode).toBe(200);
    const oldToken = oldStill.json().accessToken;

    const withNew = await login(admin.email, password);
    expect(withNew.statusCode).toBe(200);

    const oldAfter = await login(admin.email, admin.password);
    expect(oldAfter.statusCode).toBe(403);
    expect(oldAfter.json().message).toBe('Username or password is incorrect.');
    expect((await t.call('GET', '/api/users/mine', { token: oldToken })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/users/mine', { token: withNew.json().accessToken })).statusCode).toBe(
      200,
    );
    expect((await login(admin.email, password)).statusCode).toBe(200);
  });

  it('answers before it sends the e-mail, which arrives afterwards', async () => {
    const admin = await registerOrganization(t);
    const res = await t.call('POST', '/api/auth/forget-password', { body: { email: admin.email } });
    expect(res.statusCode).toBe(204);
    // The answer is out and the e-mail not yet: its sending is no part of the answer's time.
    expect(mailsTo(admin.email)).toHaveLength(0);

    await t.app.services.afterAnswer.idle();
    const [mail] = mailsTo(admin.email);
    expect((await login(admin.email, newPasswordIn(mail)!)).statusCode).toBe(200);
  });

  it('does the same hashing for an unknown address, an inactive user and an active one', async () => {
    const hashed: string[] = [];
    const counted = await createTestApp(
      {},
      {
        passwords: {
          hash: (password) => {
            hashed.push(password);
            return argon2Passwords.hash(password);
          },
          verify: argon2Passwords.verify,
        },
      },
    );
    const active = await registerOrganization(counted);
    const inactive = await registerOrganization(counted);
    await counted.app.services.db
      .update(users)
      .set({ status: 'INACTIVE' })
      .where(eq(users.id, inactive.user.id));
    const hashesFor = async (email: string) => {
      hashed.length = 0;
      const res = await counted.call('POST', '/api/auth/forget-password', { body: { email } });
      expect(res.statusCode).toBe(204);
      return hashed.map((p) => p.length);
    };
    expect(await hashesFor(uniqueEmail('unknown'))).toEqual([16]);
    expect(await hashesFor(inactive.email)).toEqual([16]);
    expect(await hashesFor(active.email)).toEqual([16]);
  });

  it('lets a reset password expire after an hour, leaving the old one in place', async () => {
    const admin = await registerOrganization(t);
    await forget(admin.email);
    const password = newPasswordIn(mailsTo(admin.email)[0])!;
    await t.app.services.db
      .update(users)
      .set({ resetPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, admin.user.id));

    const res = await login(admin.email, password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Username or password is incorrect.');
    expect((await login(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('replaces an earlier reset password with the latest one', async () => {
    const admin = await registerOrganization(t);
    await forget(admin.email);
    await forget(admin.email);
    const [first, second] = mailsTo(admin.email).map(newPasswordIn);
    expect(first).not.toBe(second);
    expect((await login(admin.email, first!)).statusCode).toBe(403);
    expect((await login(admin.email, second!)).statusCode).toBe(200);
  });

  it('sends nothing to an INACTIVE user', async () => {
    const admin = await registerOrganization(t);
    await t.app.services.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, admin.user.id));
    expect((await forget(admin.email)).statusCode).toBe(204);
    expect(mailsTo(admin.email)).toHaveLength(0);
  });

  it('refuses an invalid address with the sign-in message', async () => {
    const res = await forget('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
  });

  it('still answers 204 when the mail server cannot be reached', async () => {
    const offline = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    const admin = await registerOrganization(offline);
    const res = await offline.call('POST', '/api/auth/forget-password', { body: { email: admin.email } });
    expect(res.statusCode).toBe(204);
    expect(
      (
        await offline.call('POST', '/api/auth/login', {
          body: { email: admin.email, password: admin.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  describe('a mail server that is down when the password is asked for', () => {
    /**
     * An app whose mail server is down (nothing listens on its port; tries 100 ms apart, doubling),
     * and a real SMTP server to start on that port later.
     */
    async function appWithMailServerDown() {
      const port = await freePort();
      const received: Captured[] = [];
      const server = capturingSmtp(received);
      const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFICATION_RETRY_MS: '100' });
      return {
        app,
        received,
        start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
        stop: () => new Promise<void>((resolve) => server.close(resolve)),
      };
    }

    it('sends the new password exactly once when the mail server comes back', async () => {
      const { app, ...smtpLater } = await appWithMailServerDown();
      try {
        const admin = await registerOrganization(app);
        const res = await app.call('POST', '/api/auth/forget-password', { body: { email: admin.email } });
        expect(res.statusCode).toBe(204);
        // Past the first tries (100 ms, then 200 ms) while nothing listens.
        await new Promise((r) => setTimeout(r, 400));
        expect(smtpLater.received).toHaveLength(0);
        await smtpLater.start();
        await app.app.services.afterAnswer.idle();
        const mails = smtpLater.received.filter((m) => m.to.includes(admin.email));
        expect(mails).toHaveLength(1);
        const password = newPasswordIn(mails[0]!);
        const signIn = await app.call('POST', '/api/auth/login', { body: { email: admin.email, password } });
        expect(signIn.statusCode).toBe(200);
      } finally {
        await smtpLater.stop();
      }
    });

    it('sends only the latest password when it was asked for twice during the outage', async () => {
      const { app, ...smtpLater } = await appWithMailServerDown();
      try {
        const admin = await registerOrganization(app);
        for (let i = 0; i < 2; i++) {
          const res = await app.call('POST', '/api/auth/forget-password', { body: { email: admin.email } });
          expect(res.statusCode).toBe(204);
        }
        await new Promise((r) => setTimeout(r, 400));
        await smtpLater.start();
        await app.app.services.afterAnswer.idle();
        const mails = smtpLater.received.filter((m) => m.to.includes(admin.email));
        expect(mails).toHaveLength(1);
        const password = newPasswordIn(mails[0]!);
        const signIn = await app.call('POST', '/api/auth/login', { body: { email: admin.email, password } });
        expect(signIn.statusCode).toBe(200);
      } finally {
        await smtpLater.stop();
      }
    });
  });
});
