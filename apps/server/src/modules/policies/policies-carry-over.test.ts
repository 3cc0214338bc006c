import { CARRY_OVER_MSG, type LeavePolicy } from '@leavedesk/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, policySettingsOrg } from './policies.fixtures';

/** Issue 13: the carry-over settings travel on each activated type of POST/PUT /leaves/policies. */

const org = policySettingsOrg(25);
const { post, put, vacation } = org;

describe('carry-over settings of a policy', () => {
  it('are answered on every activated type: none and never by default, as set otherwise', async () => {
    const res = await post({
      name: 'Carry policy',
      activatedTypes: [
        vacation({ carryOverLimit: 5, carryOverExpiresAfterMonths: 3 }),
        { typeId: org.types['Sick leave'].id, amount: 10, requiresApproval: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const policy = res.json() as LeavePolicy;
    expect(
      policy.activatedTypes.map((a) => [a.name, a.carryOverLimit, a.carryOverExpiresAfterMonths]),
    ).toEqual([
      ['Vacation', 5, 3],
      ['Sick leave', 0, null],
    ]);
    const read = await org.t.call('GET', `/api/leaves/policies/${policy.id}`, {
      token: org.admin.accessToken,
    });
    expect((read.json() as LeavePolicy).activatedTypes[0]).toMatchObject({
      carryOverLimit: 5,
      carryOverExpiresAfterMonths: 3,
    });
    const registered = await org.t.call('GET', `/api/leaves/policies/${org.admin.user.leavePolicy!.id}`, {
      token: org.admin.accessToken,
    });
    expect(
      (registered.json() as LeavePolicy).activatedTypes.every(
        (a) => a.carryOverLimit === 0 && a.carryOverExpiresAfterMonths === null,
      ),
    ).toBe(true);
  });

  it('stay as they were when a PUT leaves them out, and change when it sends them (null: never expires)', async () => {
    const policy = (
      await post({
        name: 'Kept',
        activatedTypes: [vacation({ carryOverLimit: 4, carryOverExpiresAfterMonths: 6 })],
      })
    ).json() as LeavePolicy;
    const renamed = await put(policy.id, {
      name: 'Kept renamed',
      activatedTypes: [vacation({ amount: 30 })],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as LeavePolicy).activatedTypes[0]).toMatchObject({
      amount: 30,
      carryOverLimit: 4,
      carryOverExpiresAfterMonths: 6,
    });
    const never = await put(policy.id, {
      name: 'Kept',
      activatedTypes: [vacation({ carryOverExpiresAfterMonths: null })],
    });
    expect((never.json() as LeavePolicy).activatedTypes[0]).toMatchObject({
      carryOverLimit: 4,
      carryOverExpiresAfterMonths: null,
    });
    const none = await put(policy.id, { name: 'Kept', activatedTypes: [vacation({ carryOverLimit: 0 })] });
    expect((none.json() as LeavePolicy).activatedTypes[0]).toMatchObject({ carryOverLimit: 0 });
    // Made PER_MONTH without saying anything of carry-over: what it held for a year is dropped.
    await put(policy.id, {
      name: 'Kept',
      activatedTypes: [vacation({ carryOverLimit: 2, carryOverExpiresAfterMonths: 1 })],
    });
    const monthly = await put(policy.id, {
      name: 'Kept',
      activatedTypes: [vacation({ cycle: 'PER_MONTH', amount: 2 })],
    });
    expect(monthly.statusCode, monthly.body).toBe(200);
    expect((monthly.json() as LeavePolicy).activatedTypes[0]).toMatchObject({
      cycle: 'PER_MONTH',
      carryOverLimit: 0,
      carryOverExpiresAfterMonths: null,
    });
  });

  it('are refused on a type that is not yearly, naming the field (400)', async () => {
    for (const [extra, field] of [
      [{ typeId: org.types['Unpaid leave'].id, carryOverLimit: 3 }, 'activatedTypes.0.carryOverLimit'],
      [{ cycle: 'PER_MONTH', carryOverLimit: 1 }, 'activatedTypes.0.carryOverLimit'],
      [
        { cycle: 'PER_MONTH', carryOverExpiresAfterMonths: 2 },
        'activatedTypes.0.carryOverExpiresAfterMonths',
      ],
    ] as const) {
      const res = await post({ name: 'Not yearly', activatedTypes: [vacation(extra)] });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: CARRY_OVER_MSG.yearlyOnly,
        details: [{ field, message: CARRY_OVER_MSG.yearlyOnly }],
      });
    }
    // A limit of 0 and no expiry are fine on any cycle.
    const plain = await post({
      name: 'Monthly none',
      activatedTypes: [
        vacation({ cycle: 'PER_MONTH', carryOverLimit: 0, carryOverExpiresAfterMonths: null }),
      ],
    });
    expect(plain.statusCode, plain.body).toBe(201);
  });

  it.each([
    [{ carryOverLimit: -1 }, 'carryOverLimit', CARRY_OVER_MSG.limitRange],
    [{ carryOverLimit: 1.5 }, 'carryOverLimit', CARRY_OVER_MSG.limitRange],
    [{ carryOverLimit: 367 }, 'carryOverLimit', CARRY_OVER_MSG.limitRange],
    [{ carryOverLimit: '5' }, 'carryOverLimit', CARRY_OVER_MSG.limitRange],
    [{ carryOverExpiresAfterMonths: 0 }, 'carryOverExpiresAfterMonths', CARRY_OVER_MSG.expiryRange],
    [{ carryOverExpiresAfterMonths: 13 }, 'carryOverExpiresAfterMonths', CARRY_OVER_MSG.expiryRange],
    [{ carryOverExpiresAfterMonths: 2.5 }, 'carryOverExpiresAfterMonths', CARRY_OVER_MSG.expiryRange],
  ])('refuses %j (400)', async (extra, field, message) => {
    const res = await post({ name: 'Bad carry', activatedTypes: [vacation(extra)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: `activatedTypes.0.${field}`, message }]);
  });

  it('are the organization admin’s to set: a team admin is refused', async () => {
    const teamAdmin = await addMember(org.t, org.admin, { role: 'TEAM_ADMIN' });
    const res = await post(
      { name: 'By a team admin', activatedTypes: [vacation({ carryOverLimit: 5 })] },
      teamAdmin.token,
    );
    expect(res.statusCode).toBe(403);
  });
});
