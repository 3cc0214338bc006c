import { type LeavePolicy, type LeaveType, MSG } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Registered, registerOrganization, type TestApp } from '../../../test/harness';
import { addMember, insertLeave, vacationLike } from './policies.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function typesOf(admin: Registered) {
  const res = await t.call('GET', '/api/leaves/types', { token: admin.accessToken });
  const byName = Object.fromEntries((res.json() as LeaveType[]).map((x) => [x.name, x]));
  return byName as Record<'Vacation' | 'Sick leave' | 'Unpaid leave', LeaveType>;
}

async function createPolicy(admin: Registered, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/leaves/policies', { token: admin.accessToken, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as LeavePolicy;
}

async function getPolicy(token: string, id: number) {
  return t.call('GET', `/api/leaves/policies/${id}`, { token });
}

async function listPolicies(token: string) {
  const res = await t.call('GET', '/api/leaves/policies', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LeavePolicy[];
}

describe("registration's default policy", () => {
  it('is readable by its admin with the three default types in order', async () => {
    const admin = await registerOrganization(t);
    const res = await getPolicy(admin.accessToken, admin.user.leavePolicy!.id);
    expect(res.statusCode).toBe(200);
    const policy = res.json() as LeavePolicy;
    expect(policy).toMatchObject({
      id: admin.user.leavePolicy!.id,
      name: 'Default',
      status: 'ACTIVE',
      isDefault: true,
    });
    expect(
      policy.activatedTypes.map((a) => [a.name, a.symbol, a.cycle, a.amount, a.requiresApproval, a.status]),
    ).toEqual([
      ['Vacation', '🏖️', 'PER_YEAR', 20, true, 'ACTIVE'],
      ['Sick leave', '🤒', 'PER_YEAR', 10, false, 'ACTIVE'],
      ['Unpaid leave', '💼', 'UNLIMITED', 1, true, 'ACTIVE'],
    ]);
    expect(policy.activatedTypes.every((a) => a.policyId === policy.id)).toBe(true);
  });

  it('answers at /api/leaves/policies, not at a leave route with the id "policies"', async () => {
    const admin = await registerOrganization(t);
    const policies = await listPolicies(admin.accessToken);
    expect(policies.map((p) => p.name)).toEqual(['Default']);
  });
});

describe('creating a policy', () => {
  it('creates an ACTIVE policy with no types from a name alone', async () => {
    const admin = await registerOrganization(t);
    const policy = await createPolicy(admin, { name: '  Part-time  ' });
    expect(policy).toEqual({
      id: expect.any(Number),
      name: 'Part-time',
      status: 'ACTIVE',
      isDefault: false,
      activatedTypes: [],
    });
    expect((await getPolicy(admin.accessToken, policy.id)).json()).toEqual(policy);
  });

  it("keeps the activated types in the order given, with their own values and the type's cycle by default", async () => {
    const admin = await registerOrganization(t);
    const types = await typesOf(admin);
    const policy = await createPolicy(admin, {
      name: 'Interns',
      activatedTypes: [
        { typeId: types['Unpaid leave'].id, amount: 3, requiresApproval: false },
        { typeId: types.Vacation.id, amount: 15, requiresApproval: true, cycle: 'PER_MONTH' },
      ],
    });
    expect(policy.activatedTypes).toEqual([
      {
        policyId: policy.id,
        typeId: types['Unpaid leave'].id,
        name: 'Unpaid leave',
        symbol: '💼',
        cycle: 'UNLIMITED',
        amount: 3,
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
      },
      {
        policyId: policy.id,
        typeId: types.Vacation.id,
        name: 'Vacation',
        symbol: '🏖️',
        cycle: 'PER_MONTH',
        amount: 15,
        requiresApproval: true,
        status: 'ACTIVE',
        carryOverLimit: 0,
        carryOverExpiresAfterMonths: null,
        accrual: 'UPFRONT',
        borrowLimit: 0,
        unit: 'DAYS',
        prorateBySchedule: false,
        expiresAfterMonths: null,
        kind: 'STANDARD',
      },
    ]);
  });

  it("isDefault makes it the organization's only default", async () => {
    const admin = await registerOrganization(t);
    const policy = await createPolicy(admin, { name: 'New default', isDefault: true });
    expect(policy.isDefault).toBe(true);
    const all = await listPolicies(admin.accessToken);
    expect(all.filter((p) => p.isDefault).map((p) => p.id)).toEqual([policy.id]);
  });

  it('lists active policies first, then archived, each by name', async () => {
    const admin = await registerOrganization(t);
    await createPolicy(admin, { name: 'zeta' });
    await createPolicy(admin, { name: 'Alpha' });
    await createPolicy(admin, { name: 'Old', status: 'ARCHIVED' });
    expect((await listPolicies(admin.accessToken)).map((p) => `${p.name}:${p.status}`)).toEqual([
      'Alpha:ACTIVE',
      'Default:ACTIVE',
      'zeta:ACTIVE',
      'Old:ARCHIVED',
    ]);
  });
});

describe('updating a policy', () => {
  it('renames it and replaces its activated types in the new order', async () => {
    const admin = await registerOrganization(t);
    const types = await typesOf(admin);
    const policy = await createPolicy(admin, {
      name: 'Part-time',
      activatedTypes: [
        { typeId: types.Vacation.id, amount: 10, requiresApproval: true },
        { typeId: types['Sick leave'].id, amount: 5, requiresApproval: false },
      ],
    });
    const res = await t.call('PUT', `/api/leaves/policies/${policy.id}`, {
      token: admin.accessToken,
      body: {
        name: 'Part-time 50%',
        activatedTypes: [
          { typeId: types['Sick leave'].id, amount: 6, requiresApproval: true, cycle: 'PER_MONTH' },
          { typeId: types['Unpaid leave'].id, amount: 1, requiresApproval: true },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as LeavePolicy;
    expect(updated.name).toBe('Part-time 50%');
    expect(updated.activatedTypes.map((a) => [a.name, a.amount, a.requiresApproval, a.cycle])).toEqual([
      ['Sick leave', 6, true, 'PER_MONTH'],
      ['Unpaid leave', 1, true, 'UNLIMITED'],
    ]);
    expect((await getPolicy(admin.accessToken, policy.id)).json()).toEqual(updated);
  });

  it('keeps its activated types when a rename does not send them', async () => {
    const admin = await registerOrganization(t);
    const id = admin.user.leavePolicy!.id;
    const before = (await getPolicy(admin.accessToken, id)).json() as LeavePolicy;
    const res = await t.call('PUT', `/api/leaves/policies/${id}`, {
      token: admin.accessToken,
      body: { name: 'Standard' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...before, name: 'Standard' });
  });

  it('empties the policy when an empty list is sent', async () => {
    const admin = await registerOrganization(t);
    const id = admin.user.leavePolicy!.id;
    const res = await t.call('PUT', `/api/leaves/policies/${id}`, {
      token: admin.accessToken,
      body: { name: 'Default', activatedTypes: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().activatedTypes).toEqual([]);
  });

  it('moves the default to it and unsets the previous one', async () => {
    const admin = await registerOrganization(t);
    const other = await createPolicy(admin, { name: 'Other' });
    const res = await t.call('PUT', `/api/leaves/policies/${other.id}`, {
      token: admin.accessToken,
      body: { name: 'Other', isDefault: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const all = await listPolicies(admin.accessToken);
    expect(all.filter((p) => p.isDefault).map((p) => p.id)).toEqual([other.id]);
    expect(all.find((p) => p.id === admin.user.leavePolicy!.id)?.isDefault).toBe(false);
  });

  it('refuses to unset or archive the default, which must move to another policy instead', async () => {
    const admin = await registerOrganization(t);
    const id = admin.user.leavePolicy!.id;
    const unset = await t.call('PUT', `/api/leaves/policies/${id}`, {
      token: admin.accessToken,
      body: { name: 'Default', isDefault: false },
    });
    expect(unset.statusCode).toBe(409);
    expect(unset.json()).toMatchObject({
      code: 'DEFAULT_POLICY_REQUIRED',
      message: 'The organization needs a default policy: make another policy the default first.',
    });
    const archive = await t.call('PUT', `/api/leaves/policies/${id}`, {
      token: admin.accessToken,
      body: { name: 'Default', status: 'ARCHIVED' },
    });
    expect(archive.statusCode).toBe(409);
    expect(archive.json().message).toBe('The default policy cannot be archived.');
    const create = await t.call('POST', '/api/leaves/policies', {
      token: admin.accessToken,
      body: { name: 'Archived default', status: 'ARCHIVED', isDefault: true },
    });
    expect(create.statusCode).toBe(409);
    expect((await getPolicy(admin.accessToken, id)).json()).toMatchObject({
      status: 'ACTIVE',
      isDefault: true,
    });
  });

  it('keeps an archived type the policy already holds, with new values', async () => {
    const admin = await registerOrganization(t);
    const types = await typesOf(admin);
    const id = admin.user.leavePolicy!.id;
    await t.call('DELETE', `/api/leaves/types/${types.Vacation.id}`, { token: admin.accessToken });
    const res = await t.call('PUT', `/api/leaves/policies/${id}`, {
      token: admin.accessToken,
      body: {
        name: 'Default',
        activatedTypes: [{ typeId: types.Vacation.id, amount: 25, requiresApproval: true }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().activatedTypes).toMatchObject([
      { typeId: types.Vacation.id, amount: 25, status: 'ARCHIVED' },
    ]);
  });
});

describe('refusing bad policy input', () => {
  let admin: Registered;
  let types: Awaited<ReturnType<typeof typesOf>>;
  let archivedTypeId: number;
  let foreignTypeId: number;
  let policyId: number;

  beforeAll(async () => {
    admin = await registerOrganization(t);
    types = await typesOf(admin);
    const archived = await t.call('POST', '/api/leaves/types', {
      token: admin.accessToken,
      body: vacationLike,
    });
    archivedTypeId = archived.json().id;
    await insertLeave(t, admin, { typeId: archivedTypeId, policyId: admin.user.leavePolicy!.id });
    await t.call('DELETE', `/api/leaves/types/${archivedTypeId}`, { token: admin.accessToken });
    const stranger = await registerOrganization(t);
    foreignTypeId = (await typesOf(stranger)).Vacation.id;
    policyId = (await createPolicy(admin, { name: 'Target' })).id;
  });

  const one = (over: Record<string, unknown> = {}) => ({
    typeId: types.Vacation.id,
    amount: 5,
    requiresApproval: true,
    ...over,
  });
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    ['a name of one character', () => ({ name: 'A' }), 'name', MSG.policyNameMin],
    ['a name of blanks', () => ({ name: '   ' }), 'name', MSG.policyNameMin],
    ['a name over 50 characters', () => ({ name: 'p'.repeat(51) }), 'name', MSG.policyNameMax],
    ['a missing name', () => ({}), 'name', MSG.policyNameMin],
    ['a name that is a number', () => ({ name: 12 }), 'name', MSG.policyNameMin],
    [
      'an unknown status',
      () => ({ name: 'Ok name', status: 'DELETED' }),
      'status',
      'Invalid option: expected one of "ACTIVE"|"ARCHIVED"',
    ],
    [
      'isDefault in text',
      () => ({ name: 'Ok name', isDefault: 'yes' }),
      'isDefault',
      'Is default is required',
    ],
    [
      'activatedTypes that is not a list',
      () => ({ name: 'Ok name', activatedTypes: 'all' }),
      'activatedTypes',
      'Activated types is required',
    ],
    [
      'a missing typeId',
      () => ({ name: 'Ok name', activatedTypes: [{ amount: 5, requiresApproval: true }] }),
      'activatedTypes.0.typeId',
      MSG.activatedTypeRequired,
    ],
    [
      'a typeId in text',
      () => ({ name: 'Ok name', activatedTypes: [one({ typeId: 'x' })] }),
      'activatedTypes.0.typeId',
      MSG.activatedTypeRequired,
    ],
    [
      'amount 0',
      () => ({ name: 'Ok name', activatedTypes: [one({ amount: 0 })] }),
      'activatedTypes.0.amount',
      MSG.activatedAmountMin,
    ],
    [
      'a missing amount',
      () => ({ name: 'Ok name', activatedTypes: [one({ amount: undefined })] }),
      'activatedTypes.0.amount',
      MSG.activatedAmountMin,
    ],
    [
      'a missing requiresApproval',
      () => ({ name: 'Ok name', activatedTypes: [one({ requiresApproval: undefined })] }),
      'activatedTypes.0.requiresApproval',
      'Requires approval is required',
    ],
    [
      'an unknown cycle',
      () => ({ name: 'Ok name', activatedTypes: [one({ cycle: 'DAILY' })] }),
      'activatedTypes.0.cycle',
      'Invalid option: expected one of "UNLIMITED"|"PER_MONTH"|"PER_YEAR"',
    ],
    [
      'the same type twice',
      () => ({ name: 'Ok name', activatedTypes: [one(), one({ amount: 3 })] }),
      'activatedTypes.1.typeId',
      MSG.activatedTypeDuplicate,
    ],
  ];

  for (const [what, body, field, message] of cases) {
    it(`${what}, on create and on update`, async () => {
      for (const [method, url] of [
        ['POST', '/api/leaves/policies'],
        ['PUT', `/api/leaves/policies/${policyId}`],
      ] as const) {
        const res = await t.call(method, url, { token: admin.accessToken, body: body() });
        expect(res.statusCode, `${method} ${res.body}`).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
        expect(res.json().details, res.body).toContainEqual({ field, message });
      }
    });
  }

  const unknownType = (id: number) => `Leave type ${id} does not exist.`;
  for (const [what, typeId, message] of [
    ['an unknown type', () => 999_999_999, () => unknownType(999_999_999)],
    ["another organization's type", () => foreignTypeId, () => unknownType(foreignTypeId)],
    [
      'an archived type',
      () => archivedTypeId,
      () => `The leave type "${vacationLike.name}" is archived and cannot be added to a policy.`,
    ],
  ] as [string, () => number, () => string][]) {
    it(`${what}, naming the field, on create and on update`, async () => {
      for (const [method, url] of [
        ['POST', '/api/leaves/policies'],
        ['PUT', `/api/leaves/policies/${policyId}`],
      ] as const) {
        const res = await t.call(method, url, {
          token: admin.accessToken,
          body: { name: 'Ok name', activatedTypes: [one(), one({ typeId: typeId() })] },
        });
        expect(res.statusCode, res.body).toBe(400);
        const expected = message();
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: expected,
          details: [{ field: 'activatedTypes.1.typeId', message: expected }],
        });
      }
      // Nothing was written.
      expect((await getPolicy(admin.accessToken, policyId)).json()).toMatchObject({
        name: 'Target',
        activatedTypes: [],
      });
      expect((await listPolicies(admin.accessToken)).map((p) => p.name)).not.toContain('Ok name');
    });
  }

  it('an id that is not a positive number', async () => {
    for (const id of ['abc', '0', '-2']) {
      expect((await getPolicy(admin.accessToken, id as unknown as number)).statusCode).toBe(400);
      const put = await t.call('PUT', `/api/leaves/policies/${id}`, {
        token: admin.accessToken,
        body: { name: 'Ok name' },
      });
      expect(put.statusCode).toBe(400);
      expect(
        (await t.call('DELETE', `/api/leaves/policies/${id}`, { token: admin.accessToken })).statusCode,
      ).toBe(400);
    }
  });
});

describe('who may read and change policies', () => {
  it('an employee reads their own policy, but neither another one nor the list', async () => {
    const admin = await registerOrganization(t);
    const employee = await addMember(t, admin);
    const own = await getPolicy(employee.token, admin.user.leavePolicy!.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe('Default');

    const other = await createPolicy(admin, { name: 'Not yours' });
    const foreignRead = await getPolicy(employee.token, other.id);
    expect(foreignRead.statusCode).toBe(403);
    expect(foreignRead.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can only see your own leave policy.',
    });

    const list = await t.call('GET', '/api/leaves/policies', { token: employee.token });
    expect(list.statusCode).toBe(403);
  });

  it('an employee without a policy cannot read any', async () => {
    const admin = await registerOrganization(t);
    const employee = await addMember(t, admin, { leavePolicyId: null });
    expect((await getPolicy(employee.token, admin.user.leavePolicy!.id)).statusCode).toBe(403);
  });

  it('a team admin lists and reads every policy of the organization', async () => {
    const admin = await registerOrganization(t);
    const other = await createPolicy(admin, { name: 'Other' });
    const teamAdmin = await addMember(t, admin, { role: 'TEAM_ADMIN' });
    expect((await listPolicies(teamAdmin.token)).map((p) => p.name)).toEqual(['Default', 'Other']);
    expect((await getPolicy(teamAdmin.token, other.id)).statusCode).toBe(200);
  });

  for (const role of ['EMPLOYEE', 'TEAM_ADMIN'] as const) {
    it(`a ${role} cannot create, update or remove policies`, async () => {
      const admin = await registerOrganization(t);
      const member = await addMember(t, admin, { role });
      const id = admin.user.leavePolicy!.id;
      const other = await createPolicy(admin, { name: 'Spare' });
      const attempts = [
        await t.call('POST', '/api/leaves/policies', { token: member.token, body: { name: 'Mine now' } }),
        await t.call('PUT', `/api/leaves/policies/${id}`, {
          token: member.token,
          body: { name: 'Mine now' },
        }),
        await t.call('DELETE', `/api/leaves/policies/${other.id}`, { token: member.token }),
        await t.call('POST', '/api/leaves/policies', { token: member.token, body: { name: 'x' } }),
      ];
      for (const res of attempts) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      expect((await listPolicies(admin.accessToken)).map((p) => p.name)).toEqual(['Default', 'Spare']);
    });
  }

  it("another organization's policy is not found on every route", async () => {
    const admin = await registerOrganization(t);
    const stranger = await registerOrganization(t);
    const strangerEmployee = await addMember(t, stranger);
    const strangerTeamAdmin = await addMember(t, stranger, { role: 'TEAM_ADMIN' });
    const id = admin.user.leavePolicy!.id;
    for (const token of [stranger.accessToken, strangerTeamAdmin.token, strangerEmployee.token]) {
      const read = await getPolicy(token, id);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Leave policy not found.' });
    }
    const put = await t.call('PUT', `/api/leaves/policies/${id}`, {
      token: stranger.accessToken,
      body: { name: 'Taken over' },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.call('DELETE', `/api/leaves/policies/${id}`, { token: stranger.accessToken });
    expect(del.statusCode).toBe(404);
    expect((await listPolicies(stranger.accessToken)).some((p) => p.id === id)).toBe(false);
    expect((await getPolicy(admin.accessToken, id)).json()).toMatchObject({
      name: 'Default',
      isDefault: true,
    });
  });
});

describe('changes at the same time', () => {
  it('two admins making two policies the default leave exactly one default', async () => {
    const admin = await registerOrganization(t);
    const a = await createPolicy(admin, { name: 'Policy A' });
    const b = await createPolicy(admin, { name: 'Policy B' });
    const results = await Promise.all(
      [a, b, a, b].map((p) =>
        t.call('PUT', `/api/leaves/policies/${p.id}`, {
          token: admin.accessToken,
          body: { name: p.name, isDefault: true },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const defaults = (await listPolicies(admin.accessToken)).filter((p) => p.isDefault);
    expect(defaults).toHaveLength(1);
  });

  it('two admins creating the same leave type name get one type and one 409', async () => {
    const admin = await registerOrganization(t);
    const results = await Promise.all(
      [0, 1].map(() =>
        t.call('POST', '/api/leaves/types', {
          token: admin.accessToken,
          body: { ...vacationLike, name: 'Jury duty' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(
      'A leave type with this name already exists.',
    );
  });
});

describe('the OpenAPI document', () => {
  it('describes the leave type and policy routes', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/leaves/types',
        '/leaves/types/{id}',
        '/leaves/policies',
        '/leaves/policies/{id}',
      ]),
    );
  });
});
