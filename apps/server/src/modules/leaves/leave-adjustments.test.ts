import { ADJUSTMENT_MSG, type Balance, type LeaveAdjustment } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaveTypes } from '../../db/schema';
import {
  addPerson,
  addTeam,
  addType,
  currentYear,
  type Org,
  type Person,
  setupOrg,
  today,
} from './leave-fixtures';

/** Issue 13: balance adjustments, who may add and read them, and how they count. */

let org: Org;
let employee: Person;
let teamAdmin: Person;
let otherTeamAdmin: Person;
let outsider: Person;
let monthly: number;
beforeAll(async () => {
  org = await setupOrg();
  employee = await addPerson(org, { firstName: 'Emma' });
  teamAdmin = await addPerson(org, { firstName: 'Tina', role: 'TEAM_ADMIN' });
  const far = await addTeam(org, 'Far');
  otherTeamAdmin = await addPerson(org, { role: 'TEAM_ADMIN', teamId: far });
  outsider = await addPerson(org, { teamId: far });
  monthly = await addType(org, {
    name: 'Remote days',
    cycle: 'PER_MONTH',
    amount: 4,
    requiresApproval: false,
  });
});

function adjust(token: string, userId: number | 'mine', body: Record<string, unknown>) {
  return org.t.call('POST', `/api/leaves/${userId}/adjustments`, { token, body });
}
async function balanceOf(token: string, userId: number | 'mine', name: string, date?: string) {
  const res = await org.t.call('GET', `/api/leaves/${userId}/balance${date ? `?date=${date}` : ''}`, {
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Balance[]).find((b) => b.activatedType.name === name)!;
}

describe('adding an adjustment', () => {
  it('lets an organization admin add days to a period, counted in its total, with note, author and time', async () => {
    const person = await addPerson(org);
    const year = currentYear();
    const res = await adjust(org.admin.accessToken, person.id, {
      typeId: org.types.vacation,
      amount: 2.5,
      date: `${year}-03-15`,
      note: '  Opening balance carried from the old system  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      userId: person.id,
      type: { id: org.types.vacation, name: 'Vacation', symbol: '🏖️' },
      amount: 2.5,
      date: `${year}-03-15`,
      periodStart: `${year}-01-01`,
      periodEnd: `${year}-12-31`,
      note: 'Opening balance carried from the old system',
      author: {
        id: org.admin.user.id,
        firstName: org.admin.user.firstName,
        lastName: org.admin.user.lastName,
      },
      createdAt: expect.any(String),
    } satisfies LeaveAdjustment);
    expect(Math.abs(Date.parse(res.json().createdAt) - Date.now())).toBeLessThan(60_000);
    expect(await balanceOf(person.token, 'mine', 'Vacation')).toMatchObject({
      allowanceAmount: 20,
      adjustmentAmount: 2.5,
      totalAmount: 22.5,
      remainingAmount: 22.5,
    });
    // Removing days: a negative amount; another year is untouched.
    await adjust(org.admin.accessToken, person.id, {
      typeId: org.types.vacation,
      amount: -1,
      note: 'Correction',
    });
    expect(await balanceOf(person.token, 'mine', 'Vacation')).toMatchObject({
      adjustmentAmount: 1.5,
      totalAmount: 21.5,
    });
    expect(await balanceOf(person.token, 'mine', 'Vacation', `${year + 1}-06-01`)).toMatchObject({
      adjustmentAmount: 0,
      totalAmount: 20,
    });
  });

  it('counts a PER_MONTH adjustment in the month of its date only', async () => {
    const person = await addPerson(org);
    const date = today();
    const res = await adjust(teamAdmin.token, person.id, {
      typeId: monthly,
      amount: 1,
      date,
      note: 'Office closed',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ periodStart: `${date.slice(0, 7)}-01` });
    expect(await balanceOf(person.token, 'mine', 'Remote days')).toMatchObject({
      adjustmentAmount: 1,
      totalAmount: 5,
    });
    const nextMonth = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    expect(
      await balanceOf(person.token, 'mine', 'Remote days', nextMonth.toISOString().slice(0, 10)),
    ).toMatchObject({ adjustmentAmount: 0, totalAmount: 4 });
  });

  it('lets a team admin adjust their own team’s members only: another team’s is 404, an employee 403', async () => {
    const body = { typeId: org.types.vacation, amount: 1, note: 'Overtime' };
    expect((await adjust(teamAdmin.token, employee.id, body)).statusCode).toBe(201);
    const elsewhere = await adjust(teamAdmin.token, outsider.id, body);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('User not found.');
    expect((await adjust(otherTeamAdmin.token, outsider.id, body)).statusCode).toBe(201);
    const byEmployee = await adjust(employee.token, outsider.id, body);
    expect(byEmployee.statusCode).toBe(403);
    expect(byEmployee.json().code).toBe('FORBIDDEN');
    expect((await adjust(employee.token, 'mine', body)).statusCode).toBe(403);
    const foreign = await setupOrg(org.t);
    const stranger = await addPerson(foreign);
    expect((await adjust(org.admin.accessToken, stranger.id, body)).statusCode).toBe(404);
    expect((await adjust(org.admin.accessToken, 2_000_000_000, body)).statusCode).toBe(404);
  });

  it('never lets anyone adjust their own balance, but the only active organization admin', async () => {
    const body = { typeId: org.types.vacation, amount: 1, note: 'For me' };
    const own = await adjust(teamAdmin.token, 'mine', body);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'OWN_BALANCE_ADJUSTMENT', message: ADJUSTMENT_MSG.ownBalance });
    const solo = await setupOrg(org.t);
    const soloBody = { ...body, typeId: solo.types.vacation };
    expect((await adjust(solo.admin.accessToken, 'mine', soloBody)).statusCode).toBe(201);
    const second = await addPerson(solo, { role: 'ORGANIZATION_ADMIN' });
    expect((await adjust(solo.admin.accessToken, solo.admin.user.id, soloBody)).statusCode).toBe(403);
    expect((await adjust(second.token, solo.admin.user.id, soloBody)).statusCode).toBe(201);
  });

  it('refuses a type outside the person’s policy, an archived one and an UNLIMITED one (422)', async () => {
    const person = await addPerson(org);
    const foreign = await setupOrg(org.t);
    for (const typeId of [foreign.types.vacation, 2_000_000_000]) {
      const res = await adjust(org.admin.accessToken, person.id, { typeId, amount: 1, note: 'x' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'ADJUSTMENT_TYPE_NOT_IN_POLICY',
        message: ADJUSTMENT_MSG.typeNotInPolicy,
      });
    }
    const unlimited = await adjust(org.admin.accessToken, person.id, {
      typeId: org.types.unpaid,
      amount: 1,
      note: 'x',
    });
    expect(unlimited.statusCode).toBe(422);
    expect(unlimited.json()).toMatchObject({
      code: 'ADJUSTMENT_TYPE_UNLIMITED',
      message: ADJUSTMENT_MSG.unlimitedType,
    });
    const archived = await addType(org, {
      name: 'Old bonus days',
      cycle: 'PER_YEAR',
      amount: 2,
      requiresApproval: true,
    });
    await org.t.app.services.db
      .update(leaveTypes)
      .set({ status: 'ARCHIVED' })
      .where(eq(leaveTypes.id, archived));
    expect(
      (await adjust(org.admin.accessToken, person.id, { typeId: archived, amount: 1, note: 'x' })).statusCode,
    ).toBe(422);
    const noPolicy = await addPerson(org, { policyId: null });
    expect(
      (await adjust(org.admin.accessToken, noPolicy.id, { typeId: org.types.vacation, amount: 1, note: 'x' }))
        .statusCode,
    ).toBe(422);
  });

  it.each([
    { body: { amount: 0 }, field: 'amount', message: ADJUSTMENT_MSG.amountZero },
    { body: { amount: 0.3 }, field: 'amount', message: ADJUSTMENT_MSG.amountStep },
    { body: { amount: -366.5 }, field: 'amount', message: ADJUSTMENT_MSG.amountRange },
    { body: { amount: 367 }, field: 'amount', message: ADJUSTMENT_MSG.amountRange },
    { body: { amount: '2' }, field: 'amount', message: ADJUSTMENT_MSG.amountRequired },
    { body: { amount: undefined }, field: 'amount', message: ADJUSTMENT_MSG.amountRequired },
    { body: { note: undefined }, field: 'note', message: ADJUSTMENT_MSG.noteRequired },
    { body: { note: '   ' }, field: 'note', message: ADJUSTMENT_MSG.noteRequired },
    { body: { note: 'x'.repeat(501) }, field: 'note', message: ADJUSTMENT_MSG.noteMax },
    { body: { date: '2027-02-30' }, field: 'date', message: expect.any(String) },
    { body: { typeId: undefined }, field: 'typeId', message: 'Please select a valid leave type.' },
  ])('refuses $field as $body (400) and writes nothing', async ({ body, field, message }) => {
    const person = await addPerson(org);
    const res = await adjust(org.admin.accessToken, person.id, {
      typeId: org.types.vacation,
      amount: 1,
      note: 'A note',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field, message }]);
    const list = await org.t.call('GET', `/api/leaves/${person.id}/adjustments`, {
      token: org.admin.accessToken,
    });
    expect(list.json()).toEqual([]);
  });
});

describe('listing adjustments', () => {
  it('answers those of the periods containing the date, oldest first, to the person, their team admin and the organization admins', async () => {
    const person = await addPerson(org, { firstName: 'Lia' });
    const year = currentYear();
    await adjust(org.admin.accessToken, person.id, {
      typeId: org.types.vacation,
      amount: 3,
      date: `${year}-09-01`,
      note: 'Second',
    });
    await adjust(teamAdmin.token, person.id, {
      typeId: org.types.vacation,
      amount: -0.5,
      date: `${year}-02-01`,
      note: 'First',
    });
    await adjust(org.admin.accessToken, person.id, {
      typeId: org.types.sick,
      amount: 1,
      date: `${year - 1}-05-01`,
      note: 'Last year',
    });
    await adjust(org.admin.accessToken, person.id, {
      typeId: monthly,
      amount: 2,
      date: `${year}-02-10`,
      note: 'February',
    });

    const thisYear = await org.t.call('GET', `/api/leaves/mine/adjustments?date=${year}-02-20`, {
      token: person.token,
    });
    expect(thisYear.statusCode, thisYear.body).toBe(200);
    expect(
      (thisYear.json() as LeaveAdjustment[]).map((a) => [a.note, a.amount, a.author?.firstName]),
    ).toEqual([
      ['First', -0.5, 'Tina'],
      ['February', 2, org.admin.user.firstName],
      ['Second', 3, org.admin.user.firstName],
    ]);
    // In September the February month of the monthly type is another period.
    const september = await org.t.call('GET', `/api/leaves/${person.id}/adjustments?date=${year}-09-20`, {
      token: teamAdmin.token,
    });
    expect((september.json() as LeaveAdjustment[]).map((a) => a.note)).toEqual(['First', 'Second']);
    const lastYear = await org.t.call(
      'GET',
      `/api/leaves/${person.id}/adjustments?date=${year - 1}-12-31&typeId=${org.types.sick}`,
      {
        token: org.admin.accessToken,
      },
    );
    expect((lastYear.json() as LeaveAdjustment[]).map((a) => a.note)).toEqual(['Last year']);
    expect(await balanceOf(person.token, 'mine', 'Vacation', `${year}-02-20`)).toMatchObject({
      adjustmentAmount: 2.5,
    });

    for (const token of [employee.token, otherTeamAdmin.token]) {
      const hidden = await org.t.call('GET', `/api/leaves/${person.id}/adjustments`, { token });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe('User not found.');
    }
    const foreign = await setupOrg(org.t);
    expect(
      (await org.t.call('GET', `/api/leaves/${person.id}/adjustments`, { token: foreign.admin.accessToken }))
        .statusCode,
    ).toBe(404);
  });
});
