import type { LeavePolicy, LeaveType } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp } from '../../../test/harness';
import { getActivatedType, listActivatedTypes } from './activated-types';
import { findDefaultPolicyId } from './policy-view';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('getActivatedType, for the leaves area', () => {
  it("answers the type as activated in the policy: the type's name, symbol and status, the policy's values", async () => {
    const admin = await registerOrganization(t);
    const orgId = admin.user.organization.id;
    const policyId = admin.user.leavePolicy!.id;
    const types = (
      await t.call('GET', '/api/leaves/types', { token: admin.accessToken })
    ).json() as LeaveType[];
    const vacation = types.find((x) => x.name === 'Vacation')!;
    await t.call('PUT', `/api/leaves/policies/${policyId}`, {
      token: admin.accessToken,
      body: {
        name: 'Default',
        activatedTypes: [{ typeId: vacation.id, amount: 12, requiresApproval: false, cycle: 'PER_MONTH' }],
      },
    });
    await t.call('PUT', `/api/leaves/types/${vacation.id}`, {
      token: admin.accessToken,
      body: { ...vacation, name: 'Holiday', symbol: '🌴' },
    });
    const db = t.app.services.db;
    expect(await getActivatedType(db, orgId, policyId, vacation.id)).toEqual({
      policyId,
      typeId: vacation.id,
      name: 'Holiday',
      symbol: '🌴',
      cycle: 'PER_MONTH',
      amount: 12,
      requiresApproval: false,
      status: 'ACTIVE',
      carryOverLimit: 0,
      carryOverExpiresAfterMonths: null,
      accrual: 'UPFRONT',
      borrowLimit: 0,
      unit: 'DAYS',
      prorateBySchedule: false,
      expiresAfterMonths: null,
      kind: 'STANDARD',
    });

    await t.call('DELETE', `/api/leaves/types/${vacation.id}`, { token: admin.accessToken });
    expect((await getActivatedType(db, orgId, policyId, vacation.id))?.status).toBe('ARCHIVED');
  });

  it('answers undefined for a type the policy does not hold, or for another organization', async () => {
    const admin = await registerOrganization(t);
    const stranger = await registerOrganization(t);
    const policyId = admin.user.leavePolicy!.id;
    const [type] = (
      await t.call('GET', '/api/leaves/types', { token: admin.accessToken })
    ).json() as LeaveType[];
    const spare = (
      await t.call('POST', '/api/leaves/policies', { token: admin.accessToken, body: { name: 'Spare' } })
    ).json() as LeavePolicy;
    const db = t.app.services.db;
    expect(await getActivatedType(db, admin.user.organization.id, policyId, type.id)).toBeDefined();
    expect(await getActivatedType(db, admin.user.organization.id, spare.id, type.id)).toBeUndefined();
    expect(await getActivatedType(db, stranger.user.organization.id, policyId, type.id)).toBeUndefined();
    expect(await listActivatedTypes(db, stranger.user.organization.id, [policyId])).toEqual([]);
    expect(await findDefaultPolicyId(db, admin.user.organization.id)).toBe(policyId);
  });
});
