import { AUDIT_HIDDEN } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addDays } from '../../lib/working-days';
import { futureMonday, insertLeave, type Org, setupOrg } from '../leaves/leave-fixtures';
import { triggerBody } from '../notifications/notifications.fixture';
import { createPerson, createTeam } from '../users/people.fixture';
import { allEntries, diffOf, entriesOf } from './audit.fixture';

/**
 * Issue 14, audit trail: every change an admin makes is one entry, written in the change's own
 * transaction, with who, when, what, the target and only the fields that changed; never a secret.
 */

let t: TestApp;
let org: Org;
let token: string;
const SLACK_URL = 'https://hooks.slack.com/services/T000/B000/AUDITSECRET';

beforeAll(async () => {
  t = await createTestApp();
  org = await setupOrg(t, { firstName: 'Audrey', lastName: 'Admin' });
  token = org.admin.accessToken;
});

/** No password, hash, token or webhook address anywhere in an organization's entries. */
async function expectNoSecrets(secrets: string[]) {
  const text = JSON.stringify(await allEntries(t, token));
  for (const secret of [...secrets, SLACK_URL, 'AUDITSECRET', '$argon2']) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/"(password|passwordHash|tokenVersion|nonce)"/i);
}

describe('the audit trail records', () => {
  it('people created, changed and removed, with only the changed fields and never a password', async () => {
    const teamId = await createTeam(t, token, 'Audit Ops');
    const person = await createPerson(
      t,
      token,
      { teamId: org.teamId, leavePolicyId: org.policyId, firstName: 'Grace', lastName: 'Hopper' },
      false,
    );
    const [created] = await entriesOf(t, token, 'USER_CREATED', person.id);
    expect(created).toMatchObject({
      actor: { id: org.admin.user.id, name: 'Audrey Admin' },
      target: { type: 'USER', id: person.id, label: 'Grace Hopper' },
    });
    expect(diffOf(created!)).toMatchObject({
      firstName: [null, 'Grace'],
      email: [null, person.email],
      role: [null, 'EMPLOYEE'],
      status: [null, 'PENDING'],
      team: [null, { id: org.teamId, name: 'General' }],
    });
    expect(Date.now() - Date.parse(created!.createdAt)).toBeLessThan(60_000);

    const patch = await t.call('PATCH', `/api/users/${person.id}`, {
      token,
      body: { role: 'TEAM_ADMIN', teamId, firstName: 'Grace', lastName: 'Brewster' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const [updated] = await entriesOf(t, token, 'USER_UPDATED', person.id);
    expect(updated!.target.label).toBe('Grace Brewster');
    expect(diffOf(updated!)).toEqual({
      lastName: ['Hopper', 'Brewster'],
      role: ['EMPLOYEE', 'TEAM_ADMIN'],
      team: [
        { id: org.teamId, name: 'General' },
        { id: teamId, name: 'Audit Ops' },
      ],
    });

    // Sending the same values again changes nothing, and records nothing.
    await t.call('PATCH', `/api/users/${person.id}`, { token, body: { role: 'TEAM_ADMIN' } });
    expect(await entriesOf(t, token, 'USER_UPDATED', person.id)).toHaveLength(1);

    expect((await t.call('DELETE', `/api/users/${person.id}`, { token })).statusCode).toBe(204);
    const [removed] = await entriesOf(t, token, 'USER_DELETED', person.id);
    expect(removed!.target.label).toBe('Grace Brewster');
    expect(diffOf(removed!)).toMatchObject({ email: [person.email, null], role: ['TEAM_ADMIN', null] });
    await expectNoSecrets([person.password]);
  });

  it('teams and the organization settings, the Slack webhook address hidden', async () => {
    const teamId = await createTeam(t, token, 'Audit Rename');
    await t.call('PUT', `/api/teams/${teamId}`, { token, body: { name: 'Audit Renamed' } });
    expect((await t.call('DELETE', `/api/teams/${teamId}`, { token })).statusCode).toBe(204);
    expect(diffOf((await entriesOf(t, token, 'TEAM_CREATED', teamId))[0]!)).toEqual({
      name: [null, 'Audit Rename'],
    });
    expect(diffOf((await entriesOf(t, token, 'TEAM_UPDATED', teamId))[0]!)).toEqual({
      name: ['Audit Rename', 'Audit Renamed'],
    });
    expect((await entriesOf(t, token, 'TEAM_DELETED', teamId))[0]!.target.label).toBe('Audit Renamed');

    const settings = {
      name: 'Audit Org',
      country: 'FR',
      timezone: 'Europe/Paris',
      weekFirstDay: 'MONDAY',
      workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'],
      metadata: { slackWebhookUrl: SLACK_URL, organizationFeedForEveryone: true },
    };
    const put = await t.call('PUT', '/api/organizations/default', { token, body: settings });
    expect(put.statusCode, put.body).toBe(200);
    const [entry] = await entriesOf(t, token, 'ORGANIZATION_UPDATED', org.organizationId);
    expect(entry!.target.label).toBe('Audit Org');
    expect(diffOf(entry!)).toEqual({
      name: ['Acme Test', 'Audit Org'],
      country: ['DE', 'FR'],
      timezone: ['Europe/Berlin', 'Europe/Paris'],
      workingDays: [
        ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
        ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'],
      ],
      'metadata.slackWebhookUrl': [null, AUDIT_HIDDEN],
      'metadata.organizationFeedForEveryone': [null, true],
    });
    await expectNoSecrets([]);
  });

  it('leave types and policies', async () => {
    const type = (
      await t.call('POST', '/api/leaves/types', {
        token,
        body: { name: 'Audit Days', symbol: '📋', cycle: 'PER_YEAR', amount: 5, requiresApproval: true },
      })
    ).json();
    await t.call('PUT', `/api/leaves/types/${type.id}`, {
      token,
      body: { name: 'Audit Days', symbol: '📋', cycle: 'PER_MONTH', amount: 2, requiresApproval: true },
    });
    const policy = (
      await t.call('POST', '/api/leaves/policies', {
        token,
        body: {
          name: 'Audit Policy',
          activatedTypes: [{ typeId: type.id, amount: 3, requiresApproval: true }],
        },
      })
    ).json();
    await t.call('PUT', `/api/leaves/policies/${policy.id}`, {
      token,
      body: {
        name: 'Audit Policy 2',
        activatedTypes: [{ typeId: type.id, amount: 4, requiresApproval: false }],
      },
    });
    // One amount of a policy of two types: one change of one type, not the whole list twice.
    const second = (
      await t.call('POST', '/api/leaves/types', {
        token,
        body: { name: 'Audit Extra', cycle: 'PER_YEAR', amount: 9, requiresApproval: true },
      })
    ).json();
    const bothTypes = (extraAmount: number) => ({
      name: 'Audit Policy 2',
      activatedTypes: [
        { typeId: type.id, amount: 4, requiresApproval: false },
        { typeId: second.id, amount: extraAmount, requiresApproval: true },
      ],
    });
    await t.call('PUT', `/api/leaves/policies/${policy.id}`, { token, body: bothTypes(9) });
    await t.call('PUT', `/api/leaves/policies/${policy.id}`, { token, body: bothTypes(12) });
    await t.call('PUT', `/api/leaves/policies/${policy.id}`, {
      token,
      body: {
        name: 'Audit Policy 2',
        activatedTypes: [{ typeId: type.id, amount: 4, requiresApproval: false }],
      },
    });
    // The type is in a policy: removing it archives it. The policy, unused, is removed.
    expect((await t.call('DELETE', `/api/leaves/types/${type.id}`, { token })).statusCode).toBe(204);
    expect((await t.call('DELETE', `/api/leaves/policies/${policy.id}`, { token })).statusCode).toBe(204);

    expect(diffOf((await entriesOf(t, token, 'LEAVE_TYPE_CREATED', type.id))[0]!)).toMatchObject({
      name: [null, 'Audit Days'],
      amount: [null, 5],
    });
    expect(diffOf((await entriesOf(t, token, 'LEAVE_TYPE_UPDATED', type.id))[0]!)).toEqual({
      cycle: ['PER_YEAR', 'PER_MONTH'],
      amount: [5, 2],
    });
    expect(diffOf((await entriesOf(t, token, 'LEAVE_TYPE_ARCHIVED', type.id))[0]!)).toEqual({
      status: ['ACTIVE', 'ARCHIVED'],
    });
    expect(diffOf((await entriesOf(t, token, 'POLICY_CREATED', policy.id))[0]!)).toMatchObject({
      name: [null, 'Audit Policy'],
      activatedTypes: [null, [{ type: 'Audit Days', amount: 3, cycle: 'PER_MONTH', requiresApproval: true }]],
    });
    const updates = (await entriesOf(t, token, 'POLICY_UPDATED', policy.id)).reverse();
    expect(updates.map((e) => e.changes)).toEqual([
      [
        { field: 'name', before: 'Audit Policy', after: 'Audit Policy 2' },
        {
          field: 'activatedTypes',
          item: 'Audit Days',
          before: { amount: 3, requiresApproval: true },
          after: { amount: 4, requiresApproval: false },
        },
      ],
      [
        {
          field: 'activatedTypes',
          item: 'Audit Extra',
          before: null,
          after: { amount: 9, cycle: 'PER_YEAR', requiresApproval: true },
        },
      ],
      [{ field: 'activatedTypes', item: 'Audit Extra', before: { amount: 9 }, after: { amount: 12 } }],
      [
        {
          field: 'activatedTypes',
          item: 'Audit Extra',
          before: { amount: 12, cycle: 'PER_YEAR', requiresApproval: true },
          after: null,
        },
      ],
    ]);
    const [removed] = await entriesOf(t, token, 'POLICY_DELETED', policy.id);
    expect(removed!.target.label).toBe('Audit Policy 2');

    const unused = (
      await t.call('POST', '/api/leaves/types', {
        token,
        body: { name: 'Audit Unused', cycle: 'UNLIMITED', amount: 1, requiresApproval: false },
      })
    ).json();
    await t.call('DELETE', `/api/leaves/types/${unused.id}`, { token });
    expect(await entriesOf(t, token, 'LEAVE_TYPE_DELETED', unused.id)).toHaveLength(1);
  });

  it('policies: the time model and carry-over settings of a type, once they differ from the defaults', async () => {
    const type = (
      await t.call('POST', '/api/leaves/types', {
        token,
        body: { name: 'Audit Hours', cycle: 'PER_YEAR', amount: 5, requiresApproval: true },
      })
    ).json();
    const policy = (
      await t.call('POST', '/api/leaves/policies', {
        token,
        body: {
          name: 'Audit Time',
          activatedTypes: [{ typeId: type.id, amount: 100, requiresApproval: true }],
        },
      })
    ).json();
    const put = await t.call('PUT', `/api/leaves/policies/${policy.id}`, {
      token,
      body: {
        name: 'Audit Time',
        activatedTypes: [
          {
            typeId: type.id,
            amount: 100,
            requiresApproval: true,
            unit: 'HOURS',
            prorateBySchedule: true,
            accrual: 'MONTHLY',
            borrowLimit: 8,
            carryOverLimit: 16,
          },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const [update] = await entriesOf(t, token, 'POLICY_UPDATED', policy.id);
    expect(update!.changes).toEqual([
      {
        field: 'activatedTypes',
        item: 'Audit Hours',
        before: {
          carryOverLimit: null,
          accrual: null,
          borrowLimit: null,
          unit: null,
          prorateBySchedule: null,
        },
        after: {
          carryOverLimit: 16,
          accrual: 'MONTHLY',
          borrowLimit: 8,
          unit: 'HOURS',
          prorateBySchedule: true,
        },
      },
    ]);
  });

  it('answers an entry recorded with a whole list before and after as the items that changed', async () => {
    const types = (amount: number) => [
      { type: 'Vacation', amount: 20, cycle: 'PER_YEAR', requiresApproval: true },
      { type: 'Sick leave', amount, cycle: 'PER_YEAR', requiresApproval: false },
    ];
    const changes = [{ field: 'activatedTypes', before: types(10), after: types(12) }];
    await t.app.services.db.execute(sql`
      insert into audit_entries (organization_id, actor_id, actor_name, kind, target_type, target_id,
        target_label, changes)
      values (${org.organizationId}, ${org.admin.user.id}, 'Audrey Admin', 'POLICY_UPDATED', 'POLICY',
        -41, 'Old Policy', ${JSON.stringify(changes)}::jsonb)`);
    const [entry] = await entriesOf(t, token, 'POLICY_UPDATED', -41);
    expect(entry!.changes).toEqual([
      { field: 'activatedTypes', item: 'Sick leave', before: { amount: 10 }, after: { amount: 12 } },
    ]);
  });

  it('holidays imported and removed, reviews and withdrawals, triggers', async () => {
    const imported = await t.call('POST', '/api/holidays/batch', {
      token,
      body: [
        { date: '2031-05-01', description: 'Audit Labour Day', country: 'AT' },
        { date: '2031-01-01', description: 'Audit New Year', country: 'AT' },
      ],
    });
    expect(imported.json()).toEqual({ imported: 2, skipped: 0 });
    const [batch] = await entriesOf(t, token, 'HOLIDAYS_IMPORTED');
    expect(batch!.target).toEqual({ type: 'HOLIDAY', id: null, label: '2 holidays (AT)' });
    expect(diffOf(batch!).holidays).toEqual([
      null,
      [
        { date: '2031-01-01', description: 'Audit New Year', country: 'AT' },
        { date: '2031-05-01', description: 'Audit Labour Day', country: 'AT' },
      ],
    ]);
    const stored = (await t.call('GET', '/api/holidays/AT/2031', { token })).json();
    await t.call('DELETE', `/api/holidays/${stored[0].id}`, { token });
    expect((await entriesOf(t, token, 'HOLIDAY_DELETED', stored[0].id))[0]!.target.label).toBe(
      '2031-01-01 Audit New Year (AT)',
    );

    const employee = await createPerson(t, token, {
      teamId: org.teamId,
      leavePolicyId: org.policyId,
      firstName: 'Lea',
    });
    const start = futureMonday(3);
    const reviewed = await insertLeave(org, employee, {
      typeId: org.types.vacation,
      start,
      end: addDays(start, 1),
      status: 'PENDING',
    });
    expect(
      (await t.call('PUT', `/api/leaves/${reviewed}`, { token, body: { status: 'ACCEPTED' } })).statusCode,
    ).toBe(200);
    const [review] = await entriesOf(t, token, 'LEAVE_REVIEWED', reviewed);
    expect(review!.target.label).toBe(`Lea Person: Vacation ${start} – ${addDays(start, 1)}`);
    expect(diffOf(review!)).toEqual({ status: ['PENDING', 'ACCEPTED'] });

    const withdrawn = await insertLeave(org, employee, {
      typeId: org.types.vacation,
      start: addDays(start, 7),
      end: addDays(start, 7),
      status: 'PENDING',
    });
    expect((await t.call('DELETE', `/api/leaves/${withdrawn}`, { token: employee.token })).statusCode).toBe(
      204,
    );
    const [withdrawal] = await entriesOf(t, token, 'LEAVE_WITHDRAWN', withdrawn);
    expect(withdrawal!.actor).toEqual({ id: employee.id, name: 'Lea Person' });
    expect(diffOf(withdrawal!)).toEqual({ status: ['PENDING', 'CANCELLED'] });

    // An admin cancels an accepted leave, with the reason; and adjusts a balance, with the note.
    expect(
      (
        await t.call('POST', `/api/leaves/${reviewed}/cancel`, {
          token,
          body: { reason: 'Project deadline moved' },
        })
      ).statusCode,
    ).toBe(200);
    const [cancellation] = await entriesOf(t, token, 'LEAVE_CANCELLED', reviewed);
    expect(cancellation!.actor).toEqual({ id: org.admin.user.id, name: 'Audrey Admin' });
    expect(diffOf(cancellation!)).toEqual({
      status: ['ACCEPTED', 'CANCELLED'],
      cancelReason: [null, 'Project deadline moved'],
    });
    const adjusted = await t.call('POST', `/api/leaves/${employee.id}/adjustments`, {
      token,
      body: { typeId: org.types.vacation, amount: 2.5, date: '2031-03-01', note: 'Opening balance' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    const [adjustment] = await entriesOf(t, token, 'BALANCE_ADJUSTED', employee.id);
    expect(adjustment!.target).toEqual({ type: 'USER', id: employee.id, label: 'Lea Person' });
    expect(diffOf(adjustment!)).toEqual({
      type: [null, 'Vacation'],
      amount: [null, 2.5],
      date: [null, '2031-03-01'],
      note: [null, 'Opening balance'],
    });

    const trigger = (
      await t.call('POST', '/api/v1/notifications/triggers', {
        token,
        body: triggerBody({ name: 'Audit hook' }),
      })
    ).json();
    await t.call('PUT', `/api/v1/notifications/triggers/${trigger.id}`, {
      token,
      body: triggerBody({ name: 'Audit hook', status: 'DISABLED', channels: ['EMAIL', 'SLACK'] }),
    });
    await t.call('DELETE', `/api/v1/notifications/triggers/${trigger.id}`, { token });
    expect(diffOf((await entriesOf(t, token, 'TRIGGER_CREATED', trigger.id))[0]!)).toMatchObject({
      name: [null, 'Audit hook'],
      status: [null, 'ENABLED'],
    });
    expect(diffOf((await entriesOf(t, token, 'TRIGGER_UPDATED', trigger.id))[0]!)).toEqual({
      status: ['ENABLED', 'DISABLED'],
      channels: [['EMAIL'], ['EMAIL', 'SLACK']],
    });
    expect(await entriesOf(t, token, 'TRIGGER_DELETED', trigger.id)).toHaveLength(1);

    // A trigger that has notified someone is archived, not deleted.
    const used = (
      await t.call('POST', '/api/v1/notifications/triggers', {
        token,
        body: triggerBody({ name: 'Audit used', eventType: 'TEAM_CREATED', textTemplate: '{{team.name}}' }),
      })
    ).json();
    await createTeam(t, token, 'Audit Notified');
    await t.call('DELETE', `/api/v1/notifications/triggers/${used.id}`, { token });
    expect(diffOf((await entriesOf(t, token, 'TRIGGER_ARCHIVED', used.id))[0]!)).toEqual({
      status: ['ENABLED', 'ARCHIVED'],
    });
    expect(await entriesOf(t, token, 'TRIGGER_DELETED', used.id)).toHaveLength(0);
  });
});

describe('a change that rolls back', () => {
  // A deferred check that fails at commit for one team name: the team, its notification event and
  // its audit entry are all written, then the whole transaction is rolled back.
  beforeAll(async () => {
    await t.app.services.db.execute(sql`
      create or replace function audit_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.name = 'Rolled Back' then raise exception 'refused by the audit test'; end if;
        return null;
      end $$`);
    await t.app.services.db.execute(sql`
      create constraint trigger audit_test_refuse after insert on teams
      deferrable initially deferred for each row execute function audit_test_refuse()`);
  });
  afterAll(async () => {
    await t.app.services.db.execute(sql`drop trigger if exists audit_test_refuse on teams`);
    await t.app.services.db.execute(sql`drop function if exists audit_test_refuse()`);
  });

  it('leaves no entry, and a refused change none either', async () => {
    const before = await allEntries(t, token);
    const failed = await t.call('POST', '/api/teams', { token, body: { name: 'Rolled Back' } });
    expect(failed.statusCode).toBe(500);
    const taken = await t.call('POST', '/api/teams', { token, body: { name: 'General' } });
    expect(taken.statusCode).toBe(409);
    const lastAdmin = await t.call('PATCH', `/api/users/${org.admin.user.id}`, {
      token,
      body: { role: 'EMPLOYEE' },
    });
    expect(lastAdmin.statusCode).toBe(409);
    expect(await allEntries(t, token)).toEqual(before);
    const teams = (await t.call('GET', '/api/teams', { token })).json() as { name: string }[];
    expect(teams.map((team) => team.name)).not.toContain('Rolled Back');
  });
});
