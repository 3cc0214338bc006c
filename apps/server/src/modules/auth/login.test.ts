import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  type Registered,
  registerOrganization,
  type TestApp,
  uniqueEmail,
} from '../../../test/harness';
import { users } from '../../db/schema';
import { argon2Passwords, hashPassword } from '../../lib/passwords';

const WRONG = {
  statusCode: 403,
  error: 'Forbidden',
  code: 'WRONG_CREDENTIALS',
  message: 'Username or password is incorrect.',
};

async function addUser(t: TestApp, admin: Registered, status: 'PENDING' | 'INACTIVE', password: string) {
  const email = uniqueEmail(status.toLowerCase());
  const [row] = await t.app.services.db
    .insert(users)
    .values({
      organizationId: admin.user.organization.id,
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Pat',
      lastName: 'Person',
      role: 'EMPLOYEE',
      status,
      teamId: admin.user.team!.id,
      leavePolicyId: admin.user.leavePolicy!.id,
      joinedAt: '2026-01-05',
    })
    .returning();
  return { id: row.id, email };
}

describe('POST /auth/login', () => {
  it('answers a token and the user for the right password, whatever the e-mail case', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: ` ${admin.email.toUpperCase()}`, password: admin.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: admin.user.id, email: admin.email, role: 'ORGANIZATION_ADMIN' });
    const mine = await t.call('GET', '/api/users/mine', { token: body.accessToken });
    expect(mine.statusCode).toBe(200);
  });

  it('refuses a wrong password with 403', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: admin.email, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(WRONG);
  });

  it('refuses an unknown e-mail with the same 403', async () => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: uniqueEmail('nobody'), password: 'whatever-pass' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(WRONG);
  });

  it('refuses an INACTIVE user even with the right password', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    const inactive = await addUser(t, admin, 'INACTIVE', 'inactive-pass-1');
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: inactive.email, password: 'inactive-pass-1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(WRONG);
  });

  it('refuses a deleted user', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    const gone = await addUser(t, admin, 'PENDING', 'deleted-pass-1');
    await t.app.services.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: gone.email, password: 'deleted-pass-1' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('makes a PENDING user ACTIVE on first sign-in', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    const pending = await addUser(t, admin, 'PENDING', 'pending-pass-1');
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: pending.email, password: 'pending-pass-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.status).toBe('ACTIVE');
    const [row] = await t.app.services.db.select().from(users).where(eq(users.id, pending.id));
    expect(row.status).toBe('ACTIVE');
    expect(row.lastLoginAt).not.toBeNull();
  });

  it('refuses a sign-in body that breaks the sign-in rules with 400', async () => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/auth/login', { body: { email: 'nope', password: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must be at least 8 characters' },
      ]),
    );
  });
});

describe('the work behind a sign-in answer', () => {
  it('is two hash checks whatever the answer: unknown address, wrong password, pending reset, inactive, success', async () => {
    let verifications = 0;
    const t = await createTestApp(
      {},
      {
        passwords: {
          hash: argon2Passwords.hash,
          verify: (hashed, password) => {
            verifications += 1;
            return argon2Passwords.verify(hashed, password);
          },
        },
      },
    );
    const admin = await registerOrganization(t);
    const withReset = await registerOrganization(t);
    await t.call('POST', '/api/auth/forget-password', { body: { email: withReset.email } });
    await t.app.services.afterAnswer.idle();
    const [row] = await t.app.services.db.select().from(users).where(eq(users.id, withReset.user.id));
    expect(row.resetPasswordHash).not.toBeNull();
    const inactive = await addUser(t, admin, 'INACTIVE', 'inactive-pass-1');

    const attempt = async (email: string, password: string) => {
      verifications = 0;
      const res = await t.call('POST', '/api/auth/login', { body: { email, password } });
      return { status: res.statusCode, verifications };
    };
    expect(await attempt(uniqueEmail('nobody'), 'whatever-pass')).toEqual({ status: 403, verifications: 2 });
    expect(await attempt(admin.email, 'wrong-password')).toEqual({ status: 403, verifications: 2 });
    expect(await attempt(withReset.email, 'wrong-password')).toEqual({ status: 403, verifications: 2 });
    expect(await attempt(inactive.email, 'inactive-pass-1')).toEqual({ status: 403, verifications: 2 });
    expect(await attempt(admin.email, admin.password)).toEqual({ status: 200, verifications: 2 });
    expect(await attempt(withReset.email, withReset.password)).toEqual({ status: 200, verifications: 2 });
  });
});
