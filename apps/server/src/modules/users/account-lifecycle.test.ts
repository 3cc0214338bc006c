import { MSG } from '@leavedesk/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp } from '../../../test/harness';
import { leaves, leaveTypes, users } from '../../db/schema';
import { buildOrganization, createPerson, login, type Organization } from './people.fixture';

const LAST_ADMIN = 'The organization must keep at least one active organization admin.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const WRONG_CREDENTIALS = 'Username or password is incorrect.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function activeAdmins(organizationId: number) {
  const rows = await t.app.services.db
    .select({ id: users.id, status: users.status, role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'ORGANIZATION_ADMIN')));
  return rows.filter((r) => r.status === 'ACTIVE' && !r.deletedAt).map((r) => r.id);
}

describe('the last organization admin', () => {
  it('cannot demote themselves', async () => {
    const admin = await registerOrganization(t);
    const res = await t.call('PATCH', '/api/users/mine', {
      token: admin.accessToken,
      body: { role: 'EMPLOYEE' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LAST_ADMIN', message: LAST_ADMIN });
    const mine = await t.call('GET', '/api/users/mine', { token: admin.accessToken });
    expect(mine.json().role).toBe('ORGANIZATION_ADMIN');
  });

  it('cannot deactivate themselves', async () => {
    const admin = await registerOrganization(t);
    const res = await t.call('PATCH', `/api/users/${admin.user.id}`, {
      token: admin.accessToken,
      body: { status: 'INACTIVE' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMIN');
    expect((await t.call('GET', '/api/users/mine', { token: admin.accessToken })).json().status).toBe(
      'ACTIVE',
    );
  });

  it('is not replaced by an admin who never signed in (PENDING) or is INACTIVE', async () => {
    const o = await buildOrganization(t);
    const pending = await createPerson(
      t,
      o.admin.accessToken,
      { teamId: o.teamA, leavePolicyId: o.policyId, role: 'ORGANIZATION_ADMIN' },
      false,
    );
    expect(pending.user.status).toBe('PENDING');
    const inactive = await createPerson(t, o.admin.accessToken, {
      teamId: o.teamA,
      leavePolicyId: o.policyId,
      role: 'ORGANIZATION_ADMIN',
    });
    const off = await t.call('PATCH', `/api/users/${inactive.id}`, {
      token: o.admin.accessToken,
      body: { status: 'INACTIVE' },
    });
    expect(off.statusCode).toBe(200);
    const res = await t.call('PATCH', '/api/users/mine', {
      token: o.admin.accessToken,
      body: { role: 'TEAM_ADMIN' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMIN');
  });

  it('may step down once another admin is active, and the other may not then be demoted', async () => {
    const o = await buildOrganization(t);
    const second = await createPerson(t, o.admin.accessToken, {
      teamId: o.teamA,
      leavePolicyId: o.policyId,
      role: 'ORGANIZATION_ADMIN',
    });
    const down = await t.call('PATCH', '/api/users/mine', {
      token: o.admin.accessToken,
      body: { role: 'EMPLOYEE' },
    });
    expect(down.statusCode).toBe(200);
    expect(down.json().role).toBe('EMPLOYEE');
    const back = await t.call('PATCH', `/api/users/${second.id}`, {
      token: second.token,
      body: { role: 'TEAM_ADMIN' },
    });
    expect(back.statusCode).toBe(409);
    const deactivate = await t.call('PATCH', '/api/users/mine', {
      token: second.token,
      body: { status: 'INACTIVE' },
    });
    expect(deactivate.statusCode).toBe(409);
    expect(await activeAdmins(o.admin.user.organization.id)).toEqual([second.id]);
  });

  it('survives two admins removing each other at the same moment: exactly one succeeds', async () => {
    const o = await buildOrganization(t);
    const second = await createPerson(t, o.admin.accessToken, {
      teamId: o.teamA,
      leavePolicyId: o.policyId,
      role: 'ORGANIZATION_ADMIN',
    });
    const [a, b] = await Promise.all([
      t.call('DELETE', `/api/users/${second.id}`, { token: o.admin.accessToken }),
      t.call('DELETE', `/api/users/${o.admin.user.id}`, { token: second.token }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toContain(204);
    // The loser is refused by the lock (409), or, if the winner committed first, no longer signed in (401).
    expect(statuses.filter((s) => s !== 204)).toHaveLength(1);
    expect([401, 409]).toContain(statuses.find((s) => s !== 204));
    expect(await activeAdmins(o.admin.user.organization.id)).toHaveLength(1);
  });

  it('survives two admins demoting each other at the same moment: one active admin remains', async () => {
    const o = await buildOrganization(t);
    const second = await createPerson(t, o.admin.accessToken, {
      teamId: o.teamA,
      leavePolicyId: o.policyId,
      role: 'ORGANIZATION_ADMIN',
    });
    const [a, b] = await Promise.all([
      t.call('PATCH', `/api/users/${second.id}`, {
        token: o.admin.accessToken,
        body: { status: 'INACTIVE' },
      }),
      t.call('PATCH', `/api/users/${o.admin.user.id}`, { token: second.token, body: { role: 'EMPLOYEE' } }),
    ]);
    expect([a.statusCode, b.statusCode]).toContain(200);
    expect([a.statusCode, b.statusCode].filter((s) => s !== 200)).toHaveLength(1);
    expect(await activeAdmins(o.admin.user.organization.id)).toHaveLength(1);
  });
});

describe('removing people', () => {
  let o: Organization;
  beforeAll(async () => {
    o = await buildOrganization(t);
  });

  it('nobody removes themselves, by id or as "mine"', async () => {
    for (const [token, id] of [
      [o.admin.accessToken, 'mine'],
      [o.admin.accessToken, String(o.admin.user.id)],
      [o.teamAdminA.token, String(o.teamAdminA.id)],
    ] as const) {
      const res = await t.call('DELETE', `/api/users/${id}`, { token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'CANNOT_DELETE_SELF',
        message: 'You cannot delete your own account.',
      });
    }
    expect((await t.call('GET', '/api/users/mine', { token: o.admin.accessToken })).statusCode).toBe(200);
  });

  it('a team admin removes employees of their team only, not other admins of it', async () => {
    const colleague = await createPerson(
      t,
      o.admin.accessToken,
      { teamId: o.teamA, leavePolicyId: o.policyId, role: 'TEAM_ADMIN' },
      false,
    );
    const orgAdmin = await createPerson(
      t,
      o.admin.accessToken,
      { teamId: o.teamA, leavePolicyId: o.policyId, role: 'ORGANIZATION_ADMIN' },
      false,
    );
    for (const target of [colleague, orgAdmin]) {
      const res = await t.call('DELETE', `/api/users/${target.id}`, { token: o.teamAdminA.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Team admins can only remove employees of their team.');
    }
    expect(
      (await t.call('GET', `/api/users/${colleague.id}`, { token: o.admin.accessToken })).statusCode,
    ).toBe(200);
  });

  it('is a soft delete: no sign-in, gone from lists, address reusable, leaves kept', async () => {
    const leaver = await createPerson(t, o.admin.accessToken, {
      teamId: o.teamA,
      leavePolicyId: o.policyId,
      firstName: 'Leo',
    });
    const db = t.app.services.db;
    const [type] = await db
      .select()
      .from(leaveTypes)
      .where(eq(leaveTypes.organizationId, o.admin.user.organization.id))
      .limit(1);
    const [leave] = await db
      .insert(leaves)
      .values({
        organizationId: o.admin.user.organization.id,
        userId: leaver.id,
        typeId: type.id,
        policyId: o.policyId,
        startAt: '2026-02-02',
        endAt: '2026-02-03',
        duration: 2,
        totalDays: 2,
        status: 'ACCEPTED',
      })
      .returning();

    const res = await t.call('DELETE', `/api/users/${leaver.id}`, { token: o.teamAdminA.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const get = await t.call('GET', `/api/users/${leaver.id}`, { token: o.admin.accessToken });
    expect(get.statusCode).toBe(404);
    const list = await t.call('GET', '/api/users?pageSize=100', { token: o.admin.accessToken });
    expect(list.json().contents.map((u: { id: number }) => u.id)).not.toContain(leaver.id);
    const search = await t.call('GET', `/api/users?text=${encodeURIComponent(leaver.email)}`, {
      token: o.admin.accessToken,
    });
    expect(search.json().totalContents).toBe(0);

    const signIn = await login(t, leaver.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(WRONG_CREDENTIALS);
    const oldToken = await t.call('GET', '/api/users/mine', { token: leaver.token });
    expect(oldToken.statusCode).toBe(401);
    expect(oldToken.json().message).toBe(SESSION_EXPIRED);

    const again = await t.call('DELETE', `/api/users/${leaver.id}`, { token: o.admin.accessToken });
    expect(again.statusCode).toBe(404);
    const patch = await t.call('PATCH', `/api/users/${leaver.id}`, {
      token: o.admin.accessToken,
      body: { firstName: 'Ghost' },
    });
    expect(patch.statusCode).toBe(404);

    const reused = await createPerson(t, o.admin.accessToken, {
      teamId: o.teamB,
      leavePolicyId: o.policyId,
      email: leaver.email.toUpperCase(),
      firstName: 'Newcomer',
    });
    expect(reused.id).not.toBe(leaver.id);
    expect(reused.user.firstName).toBe('Newcomer');

    const [kept] = await db.select().from(leaves).where(eq(leaves.id, leave.id));
    expect(kept).toMatchObject({ userId: leaver.id, status: 'ACCEPTED', duration: 2 });
  });

  it('an unknown or malformed id is 404 or 400', async () => {
    expect((await t.call('DELETE', '/api/users/999999', { token: o.admin.accessToken })).statusCode).toBe(
      404,
    );
    const bad = await t.call('DELETE', '/api/users/abc', { token: o.admin.accessToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('revoking tokens', () => {
  let o: Organization;
  beforeAll(async () => {
    o = await buildOrganization(t);
  });

  it('deactivating a user signs them out everywhere and keeps them out until reactivated', async () => {
    const person = await createPerson(t, o.admin.accessToken, { teamId: o.teamA, leavePolicyId: o.policyId });
    expect((await t.call('GET', '/api/users/mine', { token: person.token })).statusCode).toBe(200);

    const off = await t.call('PATCH', `/api/users/${person.id}`, {
      token: o.admin.accessToken,
      body: { status: 'INACTIVE' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('INACTIVE');
    const old = await t.call('GET', '/api/users/mine', { token: person.token });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(SESSION_EXPIRED);
    const signIn = await login(t, person.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(WRONG_CREDENTIALS);

    const on = await t.call('PATCH', `/api/users/${person.id}`, {
      token: o.admin.accessToken,
      body: { status: 'ACTIVE' },
    });
    expect(on.json().status).toBe('ACTIVE');
    expect((await login(t, person.email)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/users/mine', { token: person.token })).statusCode).toBe(401);
  });

  it('changing your password signs out every earlier session; the new password works', async () => {
    const person = await createPerson(t, o.admin.accessToken, { teamId: o.teamA, leavePolicyId: o.policyId });
    const second = (await login(t, person.email)).json().accessToken as string;
    const res = await t.call('PATCH', '/api/users/mine/password', {
      token: person.token,
      body: { currentPassword: person.password, newPassword: 'brand-new-pass-9' },
    });
    expect(res.statusCode).toBe(204);
    for (const token of [person.token, second]) {
      expect((await t.call('GET', '/api/users/mine', { token })).statusCode).toBe(401);
    }
    expect((await login(t, person.email, person.password)).statusCode).toBe(403);
    const fresh = await login(t, person.email, 'brand-new-pass-9');
    expect(fresh.statusCode).toBe(200);
    expect((await t.call('GET', '/api/users/mine', { token: fresh.json().accessToken })).statusCode).toBe(
      200,
    );
  });

  it('a wrong current password is 400 and changes nothing', async () => {
    const person = await createPerson(t, o.admin.accessToken, { teamId: o.teamA, leavePolicyId: o.policyId });
    const res = await t.call('PATCH', `/api/users/${person.id}/password`, {
      token: person.token,
      body: { currentPassword: 'not-my-password', newPassword: 'brand-new-pass-9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      message: 'Current password is incorrect.',
      details: [{ field: 'currentPassword', message: 'Current password is incorrect.' }],
    });
    expect((await t.call('GET', '/api/users/mine', { token: person.token })).statusCode).toBe(200);
    expect((await login(t, person.email)).statusCode).toBe(200);
  });

  it('refuses a malformed password change', async () => {
    const cases: [unknown, string][] = [
      [{ currentPassword: 'employee-pass-1', newPassword: 'short' }, MSG.newPasswordMin],
      [{ currentPassword: 'employee-pass-1' }, 'New password is required'],
      [{ newPassword: 'brand-new-pass-9' }, 'Current password is required'],
      [{ currentPassword: 12345678, newPassword: 'brand-new-pass-9' }, 'Current password is required'],
      [
        { currentPassword: 'employee-pass-1', newPassword: 'x'.repeat(129) },
        'Too big: expected string to have <=128 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PATCH', '/api/users/mine/password', { token: o.employeeA.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        res
          .json()
          .details.map((d: { message: string }) => d.message)
          .join('|'),
      ).toContain(message);
    }
    expect((await t.call('GET', '/api/users/mine', { token: o.employeeA.token })).statusCode).toBe(200);
  });
});
