import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { User } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema';

const EXPIRED = {
  statusCode: 401,
  error: 'Unauthorized',
  code: 'UNAUTHENTICATED',
  message: 'Your session has expired. Please sign in again.',
};

function sign(
  t: TestApp,
  claims: Record<string, unknown>,
  sub: string,
  exp: number,
  secret = t.config.jwtSecret!,
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

describe('token verification', () => {
  it('answers GET /users/mine with exactly the User shape', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t, { phone: '+49 30 1234567' });
    const res = await t.call('GET', '/api/users/mine', { token: admin.accessToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(() => User.strict().parse(body)).not.toThrow();
    expect(body).toMatchObject({
      phone: '+49 30 1234567',
      country: 'DE',
      timezone: 'Europe/Berlin',
      avatar: null,
    });
    expect(body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(body.joinedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('accepts the bearer scheme in any case', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    const res = await t.call('GET', '/api/users/mine', {
      headers: { authorization: `bearer ${admin.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not.a.jwt'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('refuses %s with 401', async (_what, authorization) => {
    const t = await createTestApp();
    const res = await t.call('GET', '/api/users/mine', { headers: authorization ? { authorization } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it.each(['/%61pi/users/mine', '/api/users/%6Dine', '/api//users/mine', '/api/users/mine/'])(
    'never answers %s without a token',
    async (url) => {
      const t = await createTestApp();
      const res = await t.call('GET', url);
      expect([401, 404]).toContain(res.statusCode);
    },
  );

  it('refuses a token signed with another secret', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    const forged = await sign(
      t,
      { org: admin.user.organization.id, role: 'ORGANIZATION_ADMIN', ver: 0 },
      String(admin.user.id),
      Math.floor(Date.now() / 1000) + 3600,
      'x'.repeat(48),
    );
    const res = await t.call('GET', '/api/users/mine', { token: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('refuses an expired token', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    const valid = { org: admin.user.organization.id, role: 'ORGANIZATION_ADMIN', ver: 0 };
    const now = Math.floor(Date.now() / 1000);
    const fresh = await sign(t, valid, String(admin.user.id), now + 60);
    expect((await t.call('GET', '/api/users/mine', { token: fresh })).statusCode).toBe(200);
    const expired = await sign(t, valid, String(admin.user.id), now - 60);
    const res = await t.call('GET', '/api/users/mine', { token: expired });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('refuses tokens once TOKEN_TTL has passed', async () => {
    const t = await createTestApp({ TOKEN_TTL: '1s' });
    const admin = await registerOrganization(t);
    await new Promise((r) => setTimeout(r, 2100));
    const res = await t.call('GET', '/api/users/mine', { token: admin.accessToken });
    expect(res.statusCode).toBe(401);
  });

  it('refuses the token of a user made INACTIVE or deleted', async () => {
    const t = await createTestApp();
    const { db } = t.app.services;
    const a = await registerOrganization(t);
    const b = await registerOrganization(t);
    await db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, a.user.id));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, b.user.id));
    expect((await t.call('GET', '/api/users/mine', { token: a.accessToken })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/users/mine', { token: b.accessToken })).statusCode).toBe(401);
  });

  it('revokes every earlier token once a reset password is used', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    expect(
      (await t.call('POST', '/api/auth/forget-password', { body: { email: admin.email } })).statusCode,
    ).toBe(204);
    await t.app.services.afterAnswer.idle();
    // No SMTP_URL: the mail is an .eml file in DATA_DIR/mail.
    const dir = path.join(t.config.dataDir, 'mail');
    const [file] = readdirSync(dir);
    const password = /Your new password: ([A-Za-z0-9]{16})/.exec(
      readFileSync(path.join(dir, file), 'utf8'),
    )![1];

    expect((await t.call('GET', '/api/users/mine', { token: admin.accessToken })).statusCode).toBe(200);
    const login = await t.call('POST', '/api/auth/login', { body: { email: admin.email, password } });
    expect(login.statusCode).toBe(200);

    const old = await t.call('GET', '/api/users/mine', { token: admin.accessToken });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(EXPIRED);
    expect((await t.call('GET', '/api/users/mine', { token: login.json().accessToken })).statusCode).toBe(
      200,
    );
  });

  it('refuses revoked tokens on the hot leave routes too, which read the caller in their own statement or answer from a cache', async () => {
    const t = await createTestApp();
    const { db } = t.app.services;
    const calls = (token: string) => [
      t.call('GET', '/api/leaves/mine/balance', { token }),
      t.call('POST', '/api/leaves/check', {
        token,
        body: { typeId: 1, start: '2031-01-06', end: '2031-01-07' },
      }),
      t.call('GET', '/api/leaves/calendar?from=2031-01-01&to=2031-01-31', { token }),
      t.call('GET', '/api/leaves?status=PENDING', { token }),
    ];
    const statuses = async (token: string) => (await Promise.all(calls(token))).map((r) => r.statusCode);
    const inactive = await registerOrganization(t);
    const deleted = await registerOrganization(t);
    const stale = await registerOrganization(t);
    for (const who of [inactive, deleted, stale]) {
      expect(await statuses(who.accessToken)).toEqual([200, 200, 200, 200]);
    }
    await db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, inactive.user.id));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    await db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, stale.user.id));
    for (const who of [inactive, deleted, stale]) {
      const answers = await Promise.all(calls(who.accessToken));
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
      for (const answer of answers) expect(answer.json()).toEqual(EXPIRED);
    }
  });
});
