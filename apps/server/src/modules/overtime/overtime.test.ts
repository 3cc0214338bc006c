import { LEAVE_MSG, OVERTIME_MSG, type OvertimeEntry } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import { diffOf, entriesOf } from '../audit/audit.fixture';
import { addPerson, addTeam, type Org, type Person, setupOrg, today } from '../leaves/leave-fixtures';
import { addToilType, insertOvertime } from './overtime.fixture';

/*
 * Time off in lieu's routes (decision 0040): recording overtime, deciding it, withdrawing it and
 * listing it, for every role, with every refusal.
 */

let org: Org;
let toil: number;
let toilAtOnce: number;
let toilHours: number;
let admin: { token: string; id: number };
let teamAdmin: Person;
let otherTeamAdmin: Person;
let otherTeam: number;

beforeAll(async () => {
  org = await setupOrg();
  toil = await addToilType(org, { expiresAfterMonths: 3 });
  toilAtOnce = await addToilType(org, { name: 'Lieu at once', requiresApproval: false });
  toilHours = await addToilType(org, { name: 'Lieu hours', unit: 'HOURS' });
  admin = { token: org.admin.accessToken, id: org.admin.user.id };
  teamAdmin = await addPerson(org, { role: 'TEAM_ADMIN', firstName: 'Tess' });
  otherTeam = await addTeam(org, 'Other team');
  otherTeamAdmin = await addPerson(org, { role: 'TEAM_ADMIN', teamId: otherTeam, firstName: 'Olga' });
});

function record(token: string, body: Record<string, unknown>) {
  return org.t.call('POST', '/api/overtime', { token, body });
}
function review(token: string, id: number, body: Record<string, unknown>) {
  return org.t.call('PUT', `/api/overtime/${id}`, { token, body });
}
function list(token: string, query = '') {
  return org.t.call('GET', `/api/overtime${query}`, { token });
}
function expectError(
  res: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  message: string,
) {
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({
    status,
    body: { statusCode: status, code, message },
  });
}

describe('POST /overtime', () => {
  it('records one’s own overtime, PENDING when the type requires approval, expiring the same day of the month', async () => {
    const me = await addPerson(org, { firstName: 'Mia' });
    const date = addDays(today(), -3);
    const res = await record(me.token, { date, amount: 1.5, typeId: toil, note: '  Release weekend  ' });
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json() as OvertimeEntry;
    const [y, m, d] = date.split('-').map(Number);
    const month = m + 3 > 12 ? m + 3 - 12 : m + 3;
    const year = m + 3 > 12 ? y + 1 : y;
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expect(entry).toMatchObject({
      user: { id: me.id, firstName: 'Mia' },
      type: { id: toil, name: 'Time off in lieu' },
      date,
      amount: 1.5,
      unit: 'DAYS',
      note: 'Release weekend',
      status: 'PENDING',
      expiresOn: `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`,
      createdBy: { id: me.id },
      reviewer: null,
      reviewedAt: null,
    });
  });

  it('is ACCEPTED at once when the type needs no approval, and never expires without an expiry', async () => {
    const me = await addPerson(org);
    const res = await record(me.token, { date: today(), amount: 2, typeId: toilAtOnce });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', expiresOn: null, note: '' });
    // It counts in the balance from its date.
    const balances = (await org.t.call('GET', '/api/leaves/mine/balance', { token: me.token })).json();
    expect(
      balances.find((b: { activatedType: { typeId: number } }) => b.activatedType.typeId === toilAtOnce),
    ).toMatchObject({ totalAmount: 2, remainingAmount: 2, overtime: [{ amount: 2, remainingAmount: 2 }] });
  });

  it('refuses a future date, a bad amount and a type that is not time off in lieu of the policy', async () => {
    const me = await addPerson(org);
    const ok = { date: today(), amount: 1, typeId: toil };
    expectError(
      await record(me.token, { ...ok, date: addDays(today(), 2) }),
      400,
      'BAD_REQUEST',
      OVERTIME_MSG.dateInFuture,
    );
    expectError(
      await record(me.token, { ...ok, amount: 0 }),
      400,
      'VALIDATION_FAILED',
      OVERTIME_MSG.amountPositive,
    );
    expectError(
      await record(me.token, { ...ok, amount: -1 }),
      400,
      'VALIDATION_FAILED',
      OVERTIME_MSG.amountPositive,
    );
    expectError(
      await record(me.token, { ...ok, amount: '1' }),
      400,
      'VALIDATION_FAILED',
      OVERTIME_MSG.amountNumber,
    );
    expectError(
      await record(me.token, { ...ok, amount: 0.3 }),
      400,
      'VALIDATION_FAILED',
      OVERTIME_MSG.amountHalfDays,
    );
    expectError(
      await record(me.token, { ...ok, amount: 367 }),
      400,
      'VALIDATION_FAILED',
      OVERTIME_MSG.amountHalfDays,
    );
    expectError(
      await record(me.token, { ...ok, amount: 9000 }),
      400,
      'VALIDATION_FAILED',
      OVERTIME_MSG.amountMax,
    );
    expectError(
      await record(me.token, { ...ok, typeId: toilHours, amount: 1.3 }),
      400,
      'VALIDATION_FAILED',
      OVERTIME_MSG.amountQuarterHours,
    );
    expect((await record(me.token, { ...ok, typeId: toilHours, amount: 1.25 })).json()).toMatchObject({
      amount: 1.25,
      unit: 'HOURS',
    });
    expectError(
      await record(me.token, { ...ok, typeId: org.types.vacation }),
      422,
      'OVERTIME_TYPE_NOT_TOIL',
      OVERTIME_MSG.typeNotToil,
    );
    expectError(
      await record(me.token, { ...ok, typeId: 999_999 }),
      422,
      'OVERTIME_TYPE_NOT_TOIL',
      OVERTIME_MSG.typeNotToil,
    );
    const noPolicy = await addPerson(org, { policyId: null });
    expectError(await record(noPolicy.token, ok), 422, 'OVERTIME_TYPE_NOT_TOIL', OVERTIME_MSG.typeNotToil);
    const other = await setupOrg(org.t);
    const otherToil = await addToilType(other);
    expectError(
      await record(me.token, { ...ok, typeId: otherToil }),
      422,
      'OVERTIME_TYPE_NOT_TOIL',
      OVERTIME_MSG.typeNotToil,
    );
  });

  it('lets admins record for their people only: employees 403, another team or organization 404', async () => {
    const member = await addPerson(org, { firstName: 'Max' });
    const colleague = await addPerson(org);
    const body = { date: today(), amount: 1, typeId: toil, userId: member.id };
    expectError(await record(colleague.token, body), 403, 'FORBIDDEN', 'You are not allowed to do this.');
    const byTeamAdmin = await record(teamAdmin.token, body);
    expect(byTeamAdmin.statusCode, byTeamAdmin.body).toBe(201);
    expect(byTeamAdmin.json()).toMatchObject({
      user: { id: member.id },
      createdBy: { id: teamAdmin.id },
      status: 'PENDING',
    });
    expectError(await record(otherTeamAdmin.token, body), 404, 'NOT_FOUND', 'User not found.');
    expect((await record(admin.token, body)).statusCode).toBe(201);
    const other = await setupOrg(org.t);
    expectError(await record(other.admin.accessToken, body), 404, 'NOT_FOUND', 'User not found.');
    // Recording for oneself with one's own id is recording for oneself.
    expect((await record(member.token, { ...body })).statusCode).toBe(201);
  });

  it('writes an audit entry', async () => {
    const me = await addPerson(org, { firstName: 'Audra' });
    await record(me.token, { date: today(), amount: 1, typeId: toil, note: 'Audited' });
    const [entry] = await entriesOf(org.t, admin.token, 'OVERTIME_RECORDED', me.id);
    expect(entry?.target).toMatchObject({ type: 'USER', id: me.id, label: 'Audra Person' });
    expect(diffOf(entry!)).toMatchObject({
      note: [null, 'Audited'],
      amount: [null, 1],
      status: [null, 'PENDING'],
    });
  });
});

describe('PUT /overtime/{id}', () => {
  it('is decided by the person’s team admin and organization admins; a decided entry is a 409 naming its status', async () => {
    const member = await addPerson(org);
    const id = (await record(member.token, { date: today(), amount: 1, typeId: toil })).json().id;
    expectError(
      await review(member.token, id, { status: 'ACCEPTED' }),
      403,
      'FORBIDDEN',
      'You are not allowed to do this.',
    );
    expectError(
      await review(otherTeamAdmin.token, id, { status: 'ACCEPTED' }),
      404,
      'NOT_FOUND',
      'Overtime entry not found.',
    );
    const accepted = await review(teamAdmin.token, id, { status: 'ACCEPTED', reason: ' Thanks ' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'ACCEPTED',
      reviewer: { id: teamAdmin.id },
      reviewReason: 'Thanks',
    });
    expect(accepted.json().reviewedAt).toEqual(expect.any(String));
    expectError(
      await review(admin.token, id, { status: 'REJECTED' }),
      409,
      'OVERTIME_ALREADY_DECIDED',
      'This overtime entry was already accepted.',
    );
    const [entry] = await entriesOf(org.t, admin.token, 'OVERTIME_REVIEWED', member.id);
    expect(diffOf(entry!)).toEqual({ status: ['PENDING', 'ACCEPTED'], reviewReason: [null, 'Thanks'] });
  });

  it('refuses one’s own entry (but to the only organization admin), bad bodies, and other organizations’ ids', async () => {
    const own = (await record(teamAdmin.token, { date: today(), amount: 1, typeId: toil })).json().id;
    expectError(
      await review(teamAdmin.token, own, { status: 'ACCEPTED' }),
      403,
      'OWN_OVERTIME_REVIEW',
      OVERTIME_MSG.ownReview,
    );
    expectError(
      await review(admin.token, own, { status: 'MAYBE' }),
      400,
      'VALIDATION_FAILED',
      'Status must be ACCEPTED or REJECTED.',
    );
    const solo = (await record(admin.token, { date: today(), amount: 1, typeId: toil })).json().id;
    expect((await review(admin.token, solo, { status: 'ACCEPTED' })).statusCode).toBe(200);
    const secondAdmin = await addPerson(org, { role: 'ORGANIZATION_ADMIN' });
    const notSolo = (await record(admin.token, { date: today(), amount: 1, typeId: toil })).json().id;
    expectError(
      await review(admin.token, notSolo, { status: 'ACCEPTED' }),
      403,
      'OWN_OVERTIME_REVIEW',
      OVERTIME_MSG.ownReview,
    );
    expect((await review(secondAdmin.token, notSolo, { status: 'REJECTED' })).json()).toMatchObject({
      status: 'REJECTED',
    });
    const other = await setupOrg(org.t);
    expectError(
      await review(other.admin.accessToken, notSolo, { status: 'ACCEPTED' }),
      404,
      'NOT_FOUND',
      'Overtime entry not found.',
    );
    expectError(
      await review(admin.token, 2_000_000_000, { status: 'ACCEPTED' }),
      404,
      'NOT_FOUND',
      'Overtime entry not found.',
    );
  });

  it('settles two decisions at once: exactly one wins, the other hears which', async () => {
    const member = await addPerson(org);
    const id = await insertOvertime(org, member, {
      typeId: toil,
      date: today(),
      amount: 1,
      status: 'PENDING',
    });
    const [a, b] = await Promise.all([
      review(teamAdmin.token, id, { status: 'ACCEPTED' }),
      review(admin.token, id, { status: 'REJECTED' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const won = (a.statusCode === 200 ? a : b).json() as OvertimeEntry;
    const lost = (a.statusCode === 200 ? b : a).json();
    expect(lost).toMatchObject({
      code: 'OVERTIME_ALREADY_DECIDED',
      message: `This overtime entry was already ${won.status.toLowerCase()}.`,
    });
  });

  it('needs a reason to reject when the organization asks one', async () => {
    const asks = await setupOrg(org.t);
    const type = await addToilType(asks);
    await asks.t.app.services.db
      .update(organizations)
      .set({ metadata: { rejectionReasonRequired: true } })
      .where(eq(organizations.id, asks.organizationId));
    const member = await addPerson(asks);
    const id = await insertOvertime(asks, member, {
      typeId: type,
      date: today(),
      amount: 1,
      status: 'PENDING',
    });
    const refused = await asks.t.call('PUT', `/api/overtime/${id}`, {
      token: asks.admin.accessToken,
      body: { status: 'REJECTED', reason: '  ' },
    });
    expectError(refused, 400, 'BAD_REQUEST', LEAVE_MSG.rejectionReasonRequired);
    const rejected = await asks.t.call('PUT', `/api/overtime/${id}`, {
      token: asks.admin.accessToken,
      body: { status: 'REJECTED', reason: 'Not agreed' },
    });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reviewReason: 'Not agreed' });
  });
});

describe('DELETE /overtime/{id}', () => {
  it('withdraws one’s own PENDING entry (kept as CANCELLED); anything else is refused', async () => {
    const me = await addPerson(org);
    const colleague = await addPerson(org);
    const id = (await record(me.token, { date: today(), amount: 1, typeId: toil })).json().id;
    expectError(
      await org.t.call('DELETE', `/api/overtime/${id}`, { token: colleague.token }),
      404,
      'NOT_FOUND',
      'Overtime entry not found.',
    );
    expectError(
      await org.t.call('DELETE', `/api/overtime/${id}`, { token: teamAdmin.token }),
      403,
      'FORBIDDEN',
      OVERTIME_MSG.notOwn,
    );
    expect((await org.t.call('DELETE', `/api/overtime/${id}`, { token: me.token })).statusCode).toBe(204);
    expect((await list(me.token)).json().contents).toMatchObject([{ id, status: 'CANCELLED' }]);
    expectError(
      await org.t.call('DELETE', `/api/overtime/${id}`, { token: me.token }),
      409,
      'OVERTIME_ALREADY_DECIDED',
      'This overtime entry was already cancelled.',
    );
    const accepted = (await record(me.token, { date: today(), amount: 1, typeId: toilAtOnce })).json().id;
    expectError(
      await org.t.call('DELETE', `/api/overtime/${accepted}`, { token: me.token }),
      409,
      'OVERTIME_ALREADY_DECIDED',
      'This overtime entry was already accepted.',
    );
    const [entry] = await entriesOf(org.t, admin.token, 'OVERTIME_WITHDRAWN', me.id);
    expect(diffOf(entry!)).toEqual({ status: ['PENDING', 'CANCELLED'] });
  });
});

describe('GET /overtime', () => {
  it('lists what the caller may see, newest date first, by person and status, paged', async () => {
    const team = await addTeam(org, 'Listing team');
    const lead = await addPerson(org, { role: 'TEAM_ADMIN', teamId: team });
    const ana = await addPerson(org, { teamId: team, firstName: 'Ana' });
    const bo = await addPerson(org, { teamId: team, firstName: 'Bo' });
    const outsider = await addPerson(org, { teamId: otherTeam });
    const a1 = await insertOvertime(org, ana, { typeId: toil, date: addDays(today(), -10), amount: 1 });
    const a2 = await insertOvertime(org, ana, {
      typeId: toil,
      date: addDays(today(), -2),
      amount: 1,
      status: 'PENDING',
    });
    const b1 = await insertOvertime(org, bo, { typeId: toil, date: addDays(today(), -5), amount: 2 });
    await insertOvertime(org, outsider, { typeId: toil, date: today(), amount: 1 });

    const ids = (res: { json(): { contents: { id: number }[] } }) => res.json().contents.map((e) => e.id);
    expect(ids(await list(ana.token))).toEqual([a2, a1]);
    expect(ids(await list(lead.token))).toEqual([a2, b1, a1]);
    expect(ids(await list(lead.token, `?userId=${bo.id}`))).toEqual([b1]);
    expect(ids(await list(lead.token, '?status=PENDING'))).toEqual([a2]);
    expect(ids(await list(admin.token, `?userId=${ana.id}&status=ACCEPTED`))).toEqual([a1]);
    const page = await list(lead.token, '?pageSize=2&pageNumber=1');
    expect(page.json()).toMatchObject({
      contents: [{ id: a1 }],
      pageNumber: 1,
      pageSize: 2,
      totalPages: 2,
      totalContents: 3,
    });

    expectError(await list(ana.token, `?userId=${bo.id}`), 404, 'NOT_FOUND', 'User not found.');
    expectError(await list(lead.token, `?userId=${outsider.id}`), 404, 'NOT_FOUND', 'User not found.');
    expectError(
      await list(ana.token, '?status=MAYBE'),
      400,
      'VALIDATION_FAILED',
      expect.any(String) as unknown as string,
    );
    expectError(
      await list(ana.token, '?pageSize=101'),
      400,
      'VALIDATION_FAILED',
      expect.any(String) as unknown as string,
    );
    const other = await setupOrg(org.t);
    expect((await list(other.admin.accessToken)).json().totalContents).toBe(0);
  });
});
