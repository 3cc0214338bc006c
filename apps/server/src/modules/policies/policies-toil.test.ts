import { type LeavePolicy, type LeaveType, MSG, OVERTIME_MSG } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Registered, registerOrganization, type TestApp } from '../../../test/harness';

/**
 * Issue 29, decision 0040: a leave type's `kind`, and what a policy holds for a TIME_OFF_IN_LIEU
 * type (no amount, an expiry, no carry-over, accrual or borrowing).
 */

let t: TestApp;
let admin: Registered;
let vacation: LeaveType;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerOrganization(t);
  const res = await t.call('GET', '/api/leaves/types', { token: admin.accessToken });
  vacation = (res.json() as LeaveType[]).find((x) => x.name === 'Vacation')!;
});

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
  t.call(method, url, { token: admin.accessToken, body });
const typeBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  cycle: 'PER_YEAR',
  amount: 1,
  requiresApproval: true,
  ...extra,
});

async function toilType(name: string): Promise<LeaveType> {
  const res = await call('POST', '/api/leaves/types', typeBody(name, { kind: 'TIME_OFF_IN_LIEU' }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function expectValidation(res: { statusCode: number; json(): unknown }, field: string, message: string) {
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({
    status: 400,
    body: { code: 'VALIDATION_FAILED', message, details: [{ field, message }] },
  });
}

describe('a leave type’s kind', () => {
  it('is STANDARD by default and TIME_OFF_IN_LIEU when asked', async () => {
    const standard = await call('POST', '/api/leaves/types', typeBody('Plain kind'));
    expect(standard.json()).toMatchObject({ kind: 'STANDARD' });
    expect(await toilType('Lieu kind')).toMatchObject({ kind: 'TIME_OFF_IN_LIEU' });
    const bad = await call('POST', '/api/leaves/types', typeBody('Odd kind', { kind: 'OTHER' }));
    expectValidation(bad, 'kind', 'Kind must be STANDARD or TIME_OFF_IN_LIEU.');
  });

  it('changes while nothing uses the type, resetting what policies hold for it; kept when left out', async () => {
    const type = await toilType('Lieu to change');
    const policy = (
      await call('POST', '/api/leaves/policies', {
        name: 'Kind change policy',
        activatedTypes: [{ typeId: type.id, requiresApproval: true, expiresAfterMonths: 6 }],
      })
    ).json() as LeavePolicy;
    const kept = await call('PUT', `/api/leaves/types/${type.id}`, typeBody('Lieu to change', { amount: 7 }));
    expect(kept.json()).toMatchObject({ kind: 'TIME_OFF_IN_LIEU' });
    const changed = await call(
      'PUT',
      `/api/leaves/types/${type.id}`,
      typeBody('Lieu to change', { amount: 7, kind: 'STANDARD' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ kind: 'STANDARD' });
    const read = (
      await t.call('GET', `/api/leaves/policies/${policy.id}`, { token: admin.accessToken })
    ).json();
    expect(read.activatedTypes[0]).toMatchObject({ kind: 'STANDARD', amount: 7, expiresAfterMonths: null });
  });

  it('cannot change once a leave or an overtime entry uses the type', async () => {
    const type = await toilType('Lieu in use');
    await call('PUT', `/api/leaves/policies/${admin.user.leavePolicy!.id}`, {
      name: admin.user.leavePolicy!.name,
      activatedTypes: [
        { typeId: vacation.id, amount: 20, requiresApproval: true },
        { typeId: type.id, requiresApproval: false },
      ],
    });
    const recorded = await call('POST', '/api/overtime', { date: '2020-01-06', amount: 1, typeId: type.id });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const refused = await call(
      'PUT',
      `/api/leaves/types/${type.id}`,
      typeBody('Lieu in use', { kind: 'STANDARD' }),
    );
    expect({ status: refused.statusCode, body: refused.json() }).toMatchObject({
      status: 409,
      body: { code: 'LEAVE_TYPE_KIND_IN_USE', message: OVERTIME_MSG.kindInUse },
    });
    const usedVacation = await call('PUT', `/api/leaves/types/${vacation.id}`, {
      ...typeBody('Vacation', { amount: 20 }),
      kind: 'STANDARD',
    });
    expect(usedVacation.statusCode).toBe(200);
    // A leave uses Vacation: it cannot become time off in lieu.
    const leave = await call('POST', '/api/leaves', {
      typeId: vacation.id,
      start: '2099-03-02',
      end: '2099-03-02',
    });
    expect(leave.statusCode, leave.body).toBe(201);
    const toToil = await call('PUT', `/api/leaves/types/${vacation.id}`, {
      ...typeBody('Vacation', { amount: 20 }),
      kind: 'TIME_OFF_IN_LIEU',
    });
    expect({ status: toToil.statusCode, body: toToil.json() }).toMatchObject({
      status: 409,
      body: { code: 'LEAVE_TYPE_KIND_IN_USE' },
    });
  });
});

describe('a TIME_OFF_IN_LIEU type in a policy', () => {
  it('has no amount (0, whatever is sent) and an expiry, kept when a PUT leaves it out', async () => {
    const type = await toilType('Lieu in policy');
    const res = await call('POST', '/api/leaves/policies', {
      name: 'Lieu policy',
      activatedTypes: [
        { typeId: type.id, requiresApproval: false, expiresAfterMonths: 6 },
        { typeId: vacation.id, amount: 20, requiresApproval: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const policy = res.json() as LeavePolicy;
    expect(policy.activatedTypes[0]).toMatchObject({
      kind: 'TIME_OFF_IN_LIEU',
      amount: 0,
      expiresAfterMonths: 6,
      carryOverLimit: 0,
      accrual: 'UPFRONT',
    });
    expect(policy.activatedTypes[1]).toMatchObject({ kind: 'STANDARD', expiresAfterMonths: null });
    const put = await call('PUT', `/api/leaves/policies/${policy.id}`, {
      name: 'Lieu policy',
      activatedTypes: [{ typeId: type.id, amount: 12, requiresApproval: true }],
    });
    expect(put.json().activatedTypes[0]).toMatchObject({ amount: 0, expiresAfterMonths: 6 });
    const never = await call('PUT', `/api/leaves/policies/${policy.id}`, {
      name: 'Lieu policy',
      activatedTypes: [{ typeId: type.id, requiresApproval: true, expiresAfterMonths: null }],
    });
    expect(never.json().activatedTypes[0]).toMatchObject({ expiresAfterMonths: null });
  });

  it.each([
    ['a carry-over limit', { carryOverLimit: 5 }, 'carryOverLimit', OVERTIME_MSG.toilNoCarryOver],
    [
      'a carry-over expiry',
      { carryOverExpiresAfterMonths: 3 },
      'carryOverExpiresAfterMonths',
      OVERTIME_MSG.toilNoCarryOver,
    ],
    ['monthly accrual', { accrual: 'MONTHLY' }, 'accrual', OVERTIME_MSG.toilNoCarryOver],
    ['a borrow limit', { borrowLimit: 2 }, 'borrowLimit', OVERTIME_MSG.toilNoCarryOver],
    [
      'an expiry of 0 months',
      { expiresAfterMonths: 0 },
      'expiresAfterMonths',
      'Overtime must expire after 1 to 120 months, or never.',
    ],
    [
      'an expiry of 121 months',
      { expiresAfterMonths: 121 },
      'expiresAfterMonths',
      'Overtime must expire after 1 to 120 months, or never.',
    ],
    [
      'an expiry of 1.5 months',
      { expiresAfterMonths: 1.5 },
      'expiresAfterMonths',
      'Overtime must expire after 1 to 120 months, or never.',
    ],
  ])('refuses %s', async (what, extra, field, message) => {
    const type = await toilType(`Lieu refusing ${what}`);
    const res = await call('POST', '/api/leaves/policies', {
      name: 'Refused lieu policy',
      activatedTypes: [{ typeId: type.id, requiresApproval: true, ...extra }],
    });
    expectValidation(res, `activatedTypes.0.${field}`, message);
  });

  it('leaves STANDARD types as they were: an amount of at least 1, no expiry', async () => {
    for (const amount of [undefined, 0]) {
      const res = await call('POST', '/api/leaves/policies', {
        name: 'Standard amounts',
        activatedTypes: [{ typeId: vacation.id, amount, requiresApproval: true }],
      });
      expectValidation(res, 'activatedTypes.0.amount', MSG.activatedAmountMin);
    }
    const expiry = await call('POST', '/api/leaves/policies', {
      name: 'Standard expiry',
      activatedTypes: [{ typeId: vacation.id, amount: 20, requiresApproval: true, expiresAfterMonths: 3 }],
    });
    expectValidation(expiry, 'activatedTypes.0.expiresAfterMonths', OVERTIME_MSG.expiryToilOnly);
  });
});
