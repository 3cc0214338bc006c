import { ACCRUAL_MSG, type LeavePolicy } from '@leavedesk/contracts';
import { describe, expect, it } from 'vitest';
import { policySettingsOrg } from './policies.fixtures';

/** Issue 29: `accrual` and `borrowLimit` travel on each activated type of POST/PUT /leaves/policies. */

const org = policySettingsOrg(24);
const { post, put, vacation } = org;

describe('accrual settings of a policy', () => {
  it('are answered on every activated type: UPFRONT and 0 by default, as set otherwise', async () => {
    const res = await post({
      name: 'Accrual policy',
      activatedTypes: [
        vacation({ accrual: 'MONTHLY', borrowLimit: 2.5 }),
        { typeId: org.types['Sick leave'].id, amount: 10, requiresApproval: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const policy = res.json() as LeavePolicy;
    expect(policy.activatedTypes.map((a) => [a.name, a.accrual, a.borrowLimit])).toEqual([
      ['Vacation', 'MONTHLY', 2.5],
      ['Sick leave', 'UPFRONT', 0],
    ]);
    const read = await org.t.call('GET', `/api/leaves/policies/${policy.id}`, {
      token: org.admin.accessToken,
    });
    expect((read.json() as LeavePolicy).activatedTypes[0]).toMatchObject({
      accrual: 'MONTHLY',
      borrowLimit: 2.5,
    });
    const list = await org.t.call('GET', '/api/leaves/policies', { token: org.admin.accessToken });
    const listed = (list.json() as LeavePolicy[]).find((p) => p.id === policy.id)!;
    expect(listed.activatedTypes[0]).toMatchObject({ accrual: 'MONTHLY', borrowLimit: 2.5 });
  });

  it('stay as they were when a PUT leaves them out; UPFRONT drops the borrow limit; a non-yearly cycle drops both', async () => {
    const policy = (
      await post({ name: 'Kept accrual', activatedTypes: [vacation({ accrual: 'MONTHLY', borrowLimit: 3 })] })
    ).json() as LeavePolicy;
    const renamed = await put(policy.id, {
      name: 'Kept accrual 2',
      activatedTypes: [vacation({ amount: 30 })],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as LeavePolicy).activatedTypes[0]).toMatchObject({
      amount: 30,
      accrual: 'MONTHLY',
      borrowLimit: 3,
    });
    const upfront = await put(policy.id, {
      name: 'Kept accrual',
      activatedTypes: [vacation({ accrual: 'UPFRONT' })],
    });
    expect(upfront.statusCode, upfront.body).toBe(200);
    expect((upfront.json() as LeavePolicy).activatedTypes[0]).toMatchObject({
      accrual: 'UPFRONT',
      borrowLimit: 0,
    });
    await put(policy.id, {
      name: 'Kept accrual',
      activatedTypes: [vacation({ accrual: 'MONTHLY', borrowLimit: 1 })],
    });
    const perMonth = await put(policy.id, {
      name: 'Kept accrual',
      activatedTypes: [vacation({ cycle: 'PER_MONTH', amount: 2 })],
    });
    expect(perMonth.statusCode, perMonth.body).toBe(200);
    expect((perMonth.json() as LeavePolicy).activatedTypes[0]).toMatchObject({
      cycle: 'PER_MONTH',
      accrual: 'UPFRONT',
      borrowLimit: 0,
    });
  });

  it.each([
    [{ cycle: 'PER_MONTH', accrual: 'MONTHLY' }, 'accrual', ACCRUAL_MSG.yearlyOnly],
    [{ typeId: 0, accrual: 'MONTHLY' }, 'accrual', ACCRUAL_MSG.yearlyOnly],
    [{ accrual: 'WEEKLY' }, 'accrual', ACCRUAL_MSG.accrualValue],
    [{ accrual: 'MONTHLY', borrowLimit: -0.5 }, 'borrowLimit', ACCRUAL_MSG.borrowRange],
    [{ accrual: 'MONTHLY', borrowLimit: 1.25 }, 'borrowLimit', ACCRUAL_MSG.borrowRange],
    [{ accrual: 'MONTHLY', borrowLimit: 367 }, 'borrowLimit', ACCRUAL_MSG.borrowRange],
    [{ accrual: 'MONTHLY', borrowLimit: '2' }, 'borrowLimit', ACCRUAL_MSG.borrowRange],
    [{ borrowLimit: 2 }, 'borrowLimit', ACCRUAL_MSG.borrowMonthlyOnly],
    [{ accrual: 'UPFRONT', borrowLimit: 0.5 }, 'borrowLimit', ACCRUAL_MSG.borrowMonthlyOnly],
  ])('refuses %j with a sentence naming the field (400), storing nothing', async (extra, field, message) => {
    // typeId 0 stands for Unpaid leave, an UNLIMITED type.
    const body = 'typeId' in extra ? { ...extra, typeId: org.types['Unpaid leave'].id } : extra;
    const res = await post({ name: 'Bad accrual', activatedTypes: [vacation(body)] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      details: [{ field: `activatedTypes.0.${field}`, message }],
    });
    const list = await org.t.call('GET', '/api/leaves/policies', { token: org.admin.accessToken });
    expect((list.json() as LeavePolicy[]).some((p) => p.name === 'Bad accrual')).toBe(false);
  });

  it('accepts UPFRONT with no borrowing, and 0 on any cycle', async () => {
    const res = await post({
      name: 'Plain accrual',
      activatedTypes: [
        vacation({ accrual: 'UPFRONT', borrowLimit: 0 }),
        {
          typeId: org.types['Unpaid leave'].id,
          amount: 1,
          requiresApproval: true,
          accrual: 'UPFRONT',
          borrowLimit: 0,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
