import { ACCRUAL_MSG, CARRY_OVER_MSG, type LeavePolicy, UNIT_MSG } from '@leavedesk/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, policySettingsOrg } from './policies.fixtures';

/** Issue 29 (decision 0039): `unit` and `prorateBySchedule` travel on each activated type of POST/PUT /leaves/policies. */

const org = policySettingsOrg(24);
const { post, put, vacation } = org;

describe('units and part-time proration of a policy', () => {
  it('are answered on every activated type: DAYS and false by default, as set otherwise', async () => {
    const res = await post({
      name: 'Hours policy',
      activatedTypes: [
        vacation({
          unit: 'HOURS',
          amount: 200,
          prorateBySchedule: true,
          accrual: 'MONTHLY',
          borrowLimit: 7.25,
          carryOverLimit: 40,
        }),
        { typeId: org.types['Sick leave'].id, amount: 10, requiresApproval: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const policy = res.json() as LeavePolicy;
    expect(
      policy.activatedTypes.map((a) => [a.name, a.unit, a.prorateBySchedule, a.amount, a.borrowLimit]),
    ).toEqual([
      ['Vacation', 'HOURS', true, 200, 7.25],
      ['Sick leave', 'DAYS', false, 10, 0],
    ]);
    const read = await org.t.call('GET', `/api/leaves/policies/${policy.id}`, {
      token: org.admin.accessToken,
    });
    expect((read.json() as LeavePolicy).activatedTypes[0]).toMatchObject({
      unit: 'HOURS',
      prorateBySchedule: true,
      carryOverLimit: 40,
    });
  });

  it('stay as they were when a PUT leaves them out; a changed unit drops the carry-over and borrow limits not sent again', async () => {
    const policy = (
      await post({
        name: 'Kept hours',
        activatedTypes: [
          vacation({
            unit: 'HOURS',
            amount: 160,
            prorateBySchedule: true,
            accrual: 'MONTHLY',
            borrowLimit: 8,
            carryOverLimit: 16,
          }),
        ],
      })
    ).json() as LeavePolicy;
    const kept = await put(policy.id, { name: 'Kept hours', activatedTypes: [vacation({ amount: 180 })] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as LeavePolicy).activatedTypes[0]).toMatchObject({
      amount: 180,
      unit: 'HOURS',
      prorateBySchedule: true,
      borrowLimit: 8,
      carryOverLimit: 16,
    });
    const days = await put(policy.id, {
      name: 'Kept hours',
      activatedTypes: [vacation({ unit: 'DAYS', prorateBySchedule: false })],
    });
    expect(days.statusCode, days.body).toBe(200);
    expect((days.json() as LeavePolicy).activatedTypes[0]).toMatchObject({
      amount: 24,
      unit: 'DAYS',
      prorateBySchedule: false,
      accrual: 'MONTHLY',
      borrowLimit: 0,
      carryOverLimit: 0,
    });
  });

  it('accepts hours up to 8784 and days up to 366', async () => {
    expect(
      (await post({ name: 'Most hours', activatedTypes: [vacation({ unit: 'HOURS', amount: 8784 })] }))
        .statusCode,
    ).toBe(201);
    expect((await post({ name: 'Most days', activatedTypes: [vacation({ amount: 366 })] })).statusCode).toBe(
      201,
    );
  });

  it.each([
    [{ amount: 367 }, 'amount', UNIT_MSG.amountDays],
    [{ unit: 'HOURS', amount: 8785 }, 'amount', UNIT_MSG.amountHours],
    [{ unit: 'WEEKS' }, 'unit', 'Unit must be DAYS or HOURS.'],
    [{ prorateBySchedule: 'yes' }, 'prorateBySchedule', UNIT_MSG.prorateBoolean],
    [{ carryOverLimit: 367 }, 'carryOverLimit', CARRY_OVER_MSG.limitRange],
    [{ carryOverLimit: 2.5 }, 'carryOverLimit', CARRY_OVER_MSG.limitRange],
    [{ carryOverLimit: -1 }, 'carryOverLimit', CARRY_OVER_MSG.limitRange],
    [{ unit: 'HOURS', amount: 100, carryOverLimit: 7.5 }, 'carryOverLimit', UNIT_MSG.carryOverHours],
    [{ unit: 'HOURS', amount: 100, carryOverLimit: 8785 }, 'carryOverLimit', UNIT_MSG.carryOverHours],
    [{ accrual: 'MONTHLY', borrowLimit: 0.25 }, 'borrowLimit', ACCRUAL_MSG.borrowRange],
    [
      { unit: 'HOURS', amount: 100, accrual: 'MONTHLY', borrowLimit: 0.3 },
      'borrowLimit',
      UNIT_MSG.borrowHours,
    ],
    [
      { unit: 'HOURS', amount: 100, accrual: 'MONTHLY', borrowLimit: -0.25 },
      'borrowLimit',
      UNIT_MSG.borrowHours,
    ],
  ])('refuses %j with a sentence naming the field (400), storing nothing', async (extra, field, message) => {
    const res = await post({ name: 'Bad hours', activatedTypes: [vacation(extra)] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      details: [{ field: `activatedTypes.0.${field}`, message }],
    });
    const list = await org.t.call('GET', '/api/leaves/policies', { token: org.admin.accessToken });
    expect((list.json() as LeavePolicy[]).some((p) => p.name === 'Bad hours')).toBe(false);
  });

  it.each(['EMPLOYEE', 'TEAM_ADMIN'] as const)('refuses a %s (403) whatever the unit', async (role) => {
    const member = await addMember(org.t, org.admin, { role });
    const res = await post(
      { name: 'Not mine', activatedTypes: [vacation({ unit: 'HOURS', amount: 100 })] },
      member.token,
    );
    expect(res.statusCode).toBe(403);
  });
});
