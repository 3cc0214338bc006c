import { type LeavePolicy, type LeaveType, MSG } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Registered, registerOrganization, type TestApp } from '../../../test/harness';
import { addMember, insertLeave, vacationLike } from './policies.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function createType(admin: Registered, body: Record<string, unknown> = vacationLike) {
  const res = await t.call('POST', '/api/leaves/types', { token: admin.accessToken, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as LeaveType;
}

async function listTypes(token: string) {
  const res = await t.call('GET', '/api/leaves/types', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LeaveType[];
}

describe('listing leave types', () => {
  it('shows a new organization its three default types, to every signed-in user', async () => {
    const admin = await registerOrganization(t);
    const employee = await addMember(t, admin);
    const types = await listTypes(employee.token);
    expect(types.map((x) => [x.name, x.symbol, x.cycle, x.amount, x.requiresApproval, x.status])).toEqual([
      ['Sick leave', '🤒', 'PER_YEAR', 10, false, 'ACTIVE'],
      ['Unpaid leave', '💼', 'UNLIMITED', 1, true, 'ACTIVE'],
      ['Vacation', '🏖️', 'PER_YEAR', 20, true, 'ACTIVE'],
    ]);
  });

  it('lists active types first, then archived ones, each by name', async () => {
    const admin = await registerOrganization(t);
    const zebra = await createType(admin, { ...vacationLike, name: 'Zebra day' });
    await createType(admin, { ...vacationLike, name: 'anniversary' });
    const used = await createType(admin, { ...vacationLike, name: 'Bereavement' });
    await insertLeave(t, admin, { typeId: used.id, policyId: admin.user.leavePolicy!.id });
    await t.call('DELETE', `/api/leaves/types/${used.id}`, { token: admin.accessToken });
    const types = await listTypes(admin.accessToken);
    expect(types.map((x) => `${x.name}:${x.status}`)).toEqual([
      'anniversary:ACTIVE',
      'Sick leave:ACTIVE',
      'Unpaid leave:ACTIVE',
      'Vacation:ACTIVE',
      'Zebra day:ACTIVE',
      'Bereavement:ARCHIVED',
    ]);
    expect(types.find((x) => x.id === zebra.id)).toBeDefined();
  });

  it('answers at /api/leaves/types, not at a leave route with the id "types"', async () => {
    const admin = await registerOrganization(t);
    const res = await t.call('GET', '/api/leaves/types', { token: admin.accessToken });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it('needs a token', async () => {
    const res = await t.call('GET', '/api/leaves/types');
    expect(res.statusCode).toBe(401);
  });
});

describe('creating and updating leave types', () => {
  it('creates an active type with its symbol and answers it', async () => {
    const admin = await registerOrganization(t);
    const created = await createType(admin, { ...vacationLike, name: '  Parental leave  ' });
    expect(created).toEqual({ id: expect.any(Number), ...vacationLike, status: 'ACTIVE', kind: 'STANDARD' });
    expect((await listTypes(admin.accessToken)).some((x) => x.id === created.id)).toBe(true);
  });

  it('accepts an empty or missing symbol, and emoji with modifiers and flags', async () => {
    const admin = await registerOrganization(t);
    expect((await createType(admin, { ...vacationLike, name: 'No symbol', symbol: '' })).symbol).toBe('');
    const { symbol: _omitted, ...withoutSymbol } = vacationLike;
    expect((await createType(admin, { ...withoutSymbol, name: 'Missing symbol' })).symbol).toBe('');
    expect((await createType(admin, { ...vacationLike, name: 'Family', symbol: '👨‍👩‍👧' })).symbol).toBe(
      '👨‍👩‍👧',
    );
    expect((await createType(admin, { ...vacationLike, name: 'Home country', symbol: '🇩🇪' })).symbol).toBe(
      '🇩🇪',
    );
  });

  it('refuses a name an active type already has, ignoring case, on create and on update', async () => {
    const admin = await registerOrganization(t);
    const dup = await t.call('POST', '/api/leaves/types', {
      token: admin.accessToken,
      body: { ...vacationLike, name: 'VACATION' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'LEAVE_TYPE_NAME_TAKEN',
      message: 'A leave type with this name already exists.',
    });

    const other = await createType(admin);
    const rename = await t.call('PUT', `/api/leaves/types/${other.id}`, {
      token: admin.accessToken,
      body: { ...vacationLike, name: 'sick LEAVE' },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('A leave type with this name already exists.');
  });

  it('lets another organization use the same name', async () => {
    const admin = await registerOrganization(t);
    await createType(admin);
    const other = await registerOrganization(t);
    await createType(other);
  });

  it('lets the name of an archived type be used again', async () => {
    const admin = await registerOrganization(t);
    const vacation = (await listTypes(admin.accessToken)).find((x) => x.name === 'Vacation')!;
    expect(
      (await t.call('DELETE', `/api/leaves/types/${vacation.id}`, { token: admin.accessToken })).statusCode,
    ).toBe(204);
    const again = await createType(admin, { ...vacationLike, name: 'vacation' });
    expect(again.status).toBe('ACTIVE');
  });

  it('updates a type, keeping its own name without a conflict', async () => {
    const admin = await registerOrganization(t);
    const type = await createType(admin);
    const res = await t.call('PUT', `/api/leaves/types/${type.id}`, {
      token: admin.accessToken,
      body: { name: 'parental LEAVE', symbol: '🍼', cycle: 'PER_MONTH', amount: 2, requiresApproval: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: type.id,
      name: 'parental LEAVE',
      symbol: '🍼',
      cycle: 'PER_MONTH',
      amount: 2,
      requiresApproval: false,
      status: 'ACTIVE',
      kind: 'STANDARD',
    });
  });

  it('refuses to update an archived type', async () => {
    const admin = await registerOrganization(t);
    const vacation = (await listTypes(admin.accessToken)).find((x) => x.name === 'Vacation')!;
    await t.call('DELETE', `/api/leaves/types/${vacation.id}`, { token: admin.accessToken });
    const res = await t.call('PUT', `/api/leaves/types/${vacation.id}`, {
      token: admin.accessToken,
      body: { ...vacationLike, name: 'Vacation' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'LEAVE_TYPE_ARCHIVED',
      message: 'This leave type is archived and can no longer be changed.',
    });
  });

  describe('refuses bad input with the spec messages', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a name of one character', { ...vacationLike, name: 'A' }, 'name', MSG.leaveTypeNameMin],
      ['a name of blanks', { ...vacationLike, name: '    ' }, 'name', MSG.leaveTypeNameMin],
      ['a name over 50 characters', { ...vacationLike, name: 'x'.repeat(51) }, 'name', MSG.leaveTypeNameMax],
      ['a name that is a number', { ...vacationLike, name: 42 }, 'name', MSG.leaveTypeNameMin],
      ['a missing name', { ...vacationLike, name: undefined }, 'name', MSG.leaveTypeNameMin],
      ['amount 0', { ...vacationLike, amount: 0 }, 'amount', MSG.amountPositive],
      ['a negative amount', { ...vacationLike, amount: -3 }, 'amount', MSG.amountPositive],
      ['an amount in text', { ...vacationLike, amount: '5' }, 'amount', MSG.amountPositive],
      ['a fractional amount', { ...vacationLike, amount: 1.5 }, 'amount', MSG.leaveTypeAmountWhole],
      ['a missing amount', { ...vacationLike, amount: undefined }, 'amount', MSG.amountPositive],
      ['a missing cycle', { ...vacationLike, cycle: undefined }, 'cycle', MSG.cycleRequired],
      ['an unknown cycle', { ...vacationLike, cycle: 'WEEKLY' }, 'cycle', MSG.cycleRequired],
      ['a symbol made of letters', { ...vacationLike, symbol: 'abc' }, 'symbol', MSG.leaveSymbolEmoji],
      [
        'a symbol with an emoji and text',
        { ...vacationLike, symbol: '🏖️ beach' },
        'symbol',
        MSG.leaveSymbolEmoji,
      ],
      ['a symbol that is a number', { ...vacationLike, symbol: 7 }, 'symbol', MSG.leaveSymbolEmoji],
      [
        'requiresApproval in text',
        { ...vacationLike, requiresApproval: 'yes' },
        'requiresApproval',
        'Requires approval is required',
      ],
      [
        'a missing requiresApproval',
        { ...vacationLike, requiresApproval: undefined },
        'requiresApproval',
        'Requires approval is required',
      ],
    ];
    let admin: Registered;
    let type: LeaveType;
    beforeAll(async () => {
      admin = await registerOrganization(t);
      type = await createType(admin);
    });

    for (const [what, body, field, message] of cases) {
      it(`${what}, on create and on update`, async () => {
        for (const [method, url] of [
          ['POST', '/api/leaves/types'],
          ['PUT', `/api/leaves/types/${type.id}`],
        ] as const) {
          const res = await t.call(method, url, { token: admin.accessToken, body });
          expect(res.statusCode, `${method} ${res.body}`).toBe(400);
          expect(res.json().code).toBe('VALIDATION_FAILED');
          expect(res.json().details).toContainEqual({ field, message });
        }
      });
    }

    it('a body that is not an object', async () => {
      const res = await t.call('POST', '/api/leaves/types', { token: admin.accessToken, body: [] });
      expect(res.statusCode).toBe(400);
    });

    it('an id that is not a positive number', async () => {
      for (const id of ['abc', '0', '-1', '1.5']) {
        const put = await t.call('PUT', `/api/leaves/types/${id}`, {
          token: admin.accessToken,
          body: vacationLike,
        });
        expect(put.statusCode, id).toBe(400);
        const del = await t.call('DELETE', `/api/leaves/types/${id}`, { token: admin.accessToken });
        expect(del.statusCode, id).toBe(400);
      }
    });
  });
});

describe('removing leave types', () => {
  it('really removes a type nothing uses', async () => {
    const admin = await registerOrganization(t);
    const type = await createType(admin);
    const res = await t.call('DELETE', `/api/leaves/types/${type.id}`, { token: admin.accessToken });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await listTypes(admin.accessToken)).some((x) => x.id === type.id)).toBe(false);
    const again = await t.call('DELETE', `/api/leaves/types/${type.id}`, { token: admin.accessToken });
    expect(again.statusCode).toBe(404);
  });

  it('archives a type a policy uses, which the policy still shows as archived', async () => {
    const admin = await registerOrganization(t);
    const vacation = (await listTypes(admin.accessToken)).find((x) => x.name === 'Vacation')!;
    const res = await t.call('DELETE', `/api/leaves/types/${vacation.id}`, { token: admin.accessToken });
    expect(res.statusCode).toBe(204);
    const after = (await listTypes(admin.accessToken)).find((x) => x.id === vacation.id);
    expect(after).toEqual({ ...vacation, status: 'ARCHIVED' });

    const policy = (
      await t.call('GET', `/api/leaves/policies/${admin.user.leavePolicy!.id}`, { token: admin.accessToken })
    ).json() as LeavePolicy;
    expect(policy.activatedTypes.find((a) => a.typeId === vacation.id)?.status).toBe('ARCHIVED');
    // Removing it again keeps it archived.
    expect(
      (await t.call('DELETE', `/api/leaves/types/${vacation.id}`, { token: admin.accessToken })).statusCode,
    ).toBe(204);
    expect((await listTypes(admin.accessToken)).find((x) => x.id === vacation.id)?.status).toBe('ARCHIVED');
  });

  it('archives a type a leave uses even when no policy holds it any more', async () => {
    const admin = await registerOrganization(t);
    const type = await createType(admin);
    await insertLeave(t, admin, { typeId: type.id, policyId: admin.user.leavePolicy!.id });
    const res = await t.call('DELETE', `/api/leaves/types/${type.id}`, { token: admin.accessToken });
    expect(res.statusCode).toBe(204);
    expect((await listTypes(admin.accessToken)).find((x) => x.id === type.id)?.status).toBe('ARCHIVED');
  });
});

describe('who may change leave types', () => {
  for (const role of ['EMPLOYEE', 'TEAM_ADMIN'] as const) {
    it(`a ${role} can list types but cannot create, update or remove them`, async () => {
      const admin = await registerOrganization(t);
      const member = await addMember(t, admin, { role });
      const type = (await listTypes(member.token))[0];
      const attempts = [
        await t.call('POST', '/api/leaves/types', { token: member.token, body: vacationLike }),
        await t.call('PUT', `/api/leaves/types/${type.id}`, { token: member.token, body: vacationLike }),
        await t.call('DELETE', `/api/leaves/types/${type.id}`, { token: member.token }),
        // Even with a bad body, the role is refused first.
        await t.call('POST', '/api/leaves/types', { token: member.token, body: { name: 'x' } }),
      ];
      for (const res of attempts) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      expect(await listTypes(admin.accessToken)).toEqual(await listTypes(member.token));
      expect((await listTypes(admin.accessToken)).find((x) => x.id === type.id)).toEqual(type);
    });
  }

  it("another organization's types are not found, and not listed", async () => {
    const admin = await registerOrganization(t);
    const stranger = await registerOrganization(t);
    const type = await createType(admin);
    const update = await t.call('PUT', `/api/leaves/types/${type.id}`, {
      token: stranger.accessToken,
      body: vacationLike,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Leave type not found.' });
    const remove = await t.call('DELETE', `/api/leaves/types/${type.id}`, { token: stranger.accessToken });
    expect(remove.statusCode).toBe(404);
    expect((await listTypes(stranger.accessToken)).some((x) => x.id === type.id)).toBe(false);
    expect((await listTypes(admin.accessToken)).find((x) => x.id === type.id)).toEqual(type);
  });
});
