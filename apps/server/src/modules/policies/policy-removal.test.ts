import type { Leave, LeavePolicy, LeaveType } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Registered, registerOrganization, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema';
import { userBody } from '../users/people.fixture';
import { addMember, insertLeave } from './policies.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function vacation(admin: Registered): Promise<LeaveType> {
  const res = await t.call('GET', '/api/leaves/types', { token: admin.accessToken });
  return (res.json() as LeaveType[]).find((x) => x.name === 'Vacation')!;
}

async function createPolicy(admin: Registered, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/leaves/policies', { token: admin.accessToken, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as LeavePolicy;
}

const getPolicy = (token: string, id: number) => t.call('GET', `/api/leaves/policies/${id}`, { token });
const removePolicy = (token: string, id: number) => t.call('DELETE', `/api/leaves/policies/${id}`, { token });

async function policyNames(token: string) {
  const res = await t.call('GET', '/api/leaves/policies', { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as LeavePolicy[]).map((p) => p.name);
}

describe('removing a policy', () => {
  it('removes an unused policy', async () => {
    const admin = await registerOrganization(t);
    const policy = await createPolicy(admin, {
      name: 'Unused',
      activatedTypes: [{ typeId: (await vacation(admin)).id, amount: 5, requiresApproval: true }],
    });
    expect((await removePolicy(admin.accessToken, policy.id)).statusCode).toBe(204);
    expect((await getPolicy(admin.accessToken, policy.id)).statusCode).toBe(404);
    expect((await removePolicy(admin.accessToken, policy.id)).statusCode).toBe(404);
    expect(await policyNames(admin.accessToken)).toEqual(['Default']);
  });

  it('removes a policy that leaves or deleted users point at from every list and form, keeping it for their history only', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const type = await vacation(admin);
    const withLeave = await createPolicy(admin, {
      name: 'Had leaves',
      activatedTypes: [{ typeId: type.id, amount: 7, requiresApproval: true }],
    });
    await insertLeave(t, admin, { typeId: type.id, policyId: withLeave.id });
    const withFormer = await createPolicy(admin, { name: 'Had people' });
    await addMember(t, admin, { leavePolicyId: withFormer.id, deleted: true });
    await createPolicy(admin, { name: 'Kept archived', status: 'ARCHIVED' });

    for (const policy of [withLeave, withFormer]) {
      expect((await removePolicy(token, policy.id)).statusCode).toBe(204);
      // Gone for every client, like an unused one.
      expect((await getPolicy(token, policy.id)).statusCode).toBe(404);
      const put = await t.call('PUT', `/api/leaves/policies/${policy.id}`, {
        token,
        body: { name: 'Back again', status: 'ACTIVE' },
      });
      expect(put.statusCode).toBe(404);
      expect((await removePolicy(token, policy.id)).statusCode).toBe(404);
      // Nobody can be put on it.
      const created = await t.call('POST', '/api/users', {
        token,
        body: userBody({ teamId: admin.user.team!.id, leavePolicyId: policy.id }),
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().details).toEqual([
        { field: 'leavePolicyId', message: 'The selected leave policy does not exist.' },
      ]);
      const moved = await t.call('PATCH', `/api/users/${admin.user.id}`, {
        token,
        body: { leavePolicyId: policy.id },
      });
      expect(moved.statusCode).toBe(400);
    }
    // An archived policy is not a removed one: it stays listed, after the active ones.
    expect(await policyNames(token)).toEqual(['Default', 'Kept archived']);

    // The old leave keeps its policy and the type as that policy granted it.
    const list = await t.call('GET', `/api/leaves?userId=${admin.user.id}&status=ACCEPTED`, { token });
    const [leave] = list.json().contents as Leave[];
    expect(leave.policy).toEqual({ id: withLeave.id });
    expect(leave.activatedType).toMatchObject({ policyId: withLeave.id, typeId: type.id, amount: 7 });
  });

  it('refuses a policy still assigned to users, naming how many', async () => {
    const admin = await registerOrganization(t);
    const policy = await createPolicy(admin, { name: 'Busy' });
    for (let i = 0; i < 3; i++) await addMember(t, admin, { leavePolicyId: policy.id });
    await addMember(t, admin, { leavePolicyId: policy.id, deleted: true });
    const res = await removePolicy(admin.accessToken, policy.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'POLICY_IN_USE',
      message: 'This policy is still assigned to 3 users.',
    });
    expect((await getPolicy(admin.accessToken, policy.id)).statusCode).toBe(200);
  });

  it('says "1 user" for a single assignee', async () => {
    const admin = await registerOrganization(t);
    const policy = await createPolicy(admin, { name: 'Solo' });
    await addMember(t, admin, { leavePolicyId: policy.id });
    const res = await removePolicy(admin.accessToken, policy.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This policy is still assigned to 1 user.');
  });

  it('refuses the default policy while it is the default', async () => {
    const admin = await registerOrganization(t);
    const id = admin.user.leavePolicy!.id;
    await t.app.services.db.update(users).set({ leavePolicyId: null }).where(eq(users.id, admin.user.id));
    const res = await removePolicy(admin.accessToken, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DEFAULT_POLICY_REQUIRED',
      message: 'The default policy cannot be removed: make another policy the default first.',
    });
    await createPolicy(admin, { name: 'Successor', isDefault: true });
    expect((await removePolicy(admin.accessToken, id)).statusCode).toBe(204);
  });
});
