import {
  ACCRUAL_MSG,
  CARRY_OVER_MSG,
  type LeavePolicy,
  type LeaveType,
  UNIT_MSG,
} from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Registered, registerOrganization, type TestApp } from '../../../test/harness';
import { addMember } from './policies.fixtures';

/** Issue 29 (decision 0039): `unit` and `prorateBySchedule` travel on each activated type of POST/PUT /leaves/policies. */

let t: TestApp;
let admin: Registered;
let types: Record<'Vacation' | 'Sick leave' | 'Unpaid leave', LeaveType>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerOrganization(t);
  const res = await t.call('GET', '/api/leaves/types', { token: admin.accessToken });
  types = Object.fromEntries((res.json() as LeaveType[]).map((x) => [x.name, x])) as typeof types;
});

const post = (body: Record<string, unknown>, token = admin.accessToken) =>
  t.call('POST', '/api/leaves/policies', { token, body });
const put = (id: number, body: Record<string, unknown>) =>
  t.call('PUT', `/api/leaves/policies/${id}`, { token: admin.accessToken, body });
const vacation = (extra: Record<string, unknown> = {}) => ({
  typeId: types.Vacation.id,
  amount: 24,
  requiresApproval: true,
  ...extra,
});

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
        { typeId: types['Sick leave'].id, amount: 10, requiresApproval: false },
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
    const read = await t.call('GET', `/api/leaves/policies/${policy.id}`, { token: admin.accessToken });
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
    const list = await t.call('GET', '/api/leaves/policies', { token: admin.accessToken });
    expect((list.json() as LeavePolicy[]).some((p) => p.name === 'Bad hours')).toBe(false);
  });

  it.each(['EMPLOYEE', 'TEAM_ADMIN'] as const)('refuses a %s (403) whatever the unit', async (role) => {
    const member = await addMember(t, admin, { role });
    const res = await post(
      { name: 'Not mine', activatedTypes: [vacation({ unit: 'HOURS', amount: 100 })] },
      member.token,
    );
    expect(res.statusCode).toBe(403);
  });
});
