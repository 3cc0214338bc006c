import { RECEPTORS, type Receptor } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addTeam, futureMonday, type Org, setupOrg } from '../leaves/leave-fixtures';
import { addMember, createTrigger, type Member, requestLeave, triggerBody } from './notifications.fixture';

/**
 * Who each receptor is (decision 0010): only ACTIVE or PENDING people of the organization, never
 * INACTIVE or deleted ones or anyone of another organization; one notification per recipient and
 * trigger.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The recipients of each trigger for one event: trigger id → user ids, sorted. */
async function recipientsOf(eventId: number): Promise<Map<number, number[]>> {
  const result = (await t.app.services.db.execute(sql`
    select trigger_id as "triggerId", array_agg(user_id order by user_id) as users
    from notifications where event_id = ${eventId} group by trigger_id`)) as unknown as {
    rows: { triggerId: number; users: number[] }[];
  };
  return new Map(result.rows.map((r) => [r.triggerId, r.users]));
}

async function lastEventOf(org: Org, type: string): Promise<number> {
  const result = (await t.app.services.db.execute(sql`
    select max(id)::int as id from notification_events
    where organization_id = ${org.organizationId} and type = ${type}`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows[0].id;
}

const ids = (...people: { id: number }[]) => people.map((p) => p.id).sort((a, b) => a - b);

/** One trigger per receptor on LEAVE_CREATED (the default REVIEWERS one disabled). */
async function triggerPerReceptor(org: Org): Promise<Record<Receptor, number>> {
  const token = org.admin.accessToken;
  const list = await t.call('GET', '/api/v1/notifications/triggers', { token });
  const review = list.json().find((x: { eventType: string }) => x.eventType === 'LEAVE_CREATED');
  const { id: defaultId, ...rest } = review;
  const off = await t.call('PUT', `/api/v1/notifications/triggers/${defaultId}`, {
    token,
    body: { ...rest, status: 'DISABLED' },
  });
  expect(off.statusCode, off.body).toBe(200);
  const entries = await Promise.all(
    RECEPTORS.map(async (receptors) => {
      const trigger = await createTrigger(t, token, triggerBody({ name: `To ${receptors}`, receptors }));
      return [receptors, trigger.id] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Receptor, number>;
}

describe('receptors', () => {
  it('resolve to the active and pending people of the organization that each one names', async () => {
    const org = await setupOrg(t);
    const other = await setupOrg(t);
    const alpha = await addTeam(org, 'Alpha');
    const beta = await addTeam(org, 'Beta');
    const admin = { id: org.admin.user.id };
    const [admin2, pendingAdmin, inactiveAdmin, deletedAdmin] = await Promise.all([
      addMember(org, { role: 'ORGANIZATION_ADMIN', teamId: beta }),
      addMember(org, { role: 'ORGANIZATION_ADMIN', teamId: beta, status: 'PENDING' }),
      addMember(org, { role: 'ORGANIZATION_ADMIN', teamId: alpha, status: 'INACTIVE' }),
      addMember(org, { role: 'ORGANIZATION_ADMIN', teamId: alpha, deleted: true }),
    ]);
    const [teamAdmin, pendingTeamAdmin, inactiveTeamAdmin, deletedTeamAdmin, betaAdmin] = await Promise.all([
      addMember(org, { role: 'TEAM_ADMIN', teamId: alpha }),
      addMember(org, { role: 'TEAM_ADMIN', teamId: alpha, status: 'PENDING' }),
      addMember(org, { role: 'TEAM_ADMIN', teamId: alpha, status: 'INACTIVE' }),
      addMember(org, { role: 'TEAM_ADMIN', teamId: alpha, deleted: true }),
      addMember(org, { role: 'TEAM_ADMIN', teamId: beta }),
    ]);
    const [subject, pendingColleague, inactiveColleague, deletedColleague, betaEmployee] = await Promise.all([
      addMember(org, { teamId: alpha }),
      addMember(org, { teamId: alpha, status: 'PENDING' }),
      addMember(org, { teamId: alpha, status: 'INACTIVE' }),
      addMember(org, { teamId: alpha, deleted: true }),
      addMember(org, { teamId: beta }),
    ]);
    // Another organization's people, some in a team with the same name, are never recipients.
    const otherAlpha = await addTeam(other, 'Alpha');
    await Promise.all([
      addMember(other, { role: 'TEAM_ADMIN', teamId: otherAlpha }),
      addMember(other, { teamId: otherAlpha }),
    ]);
    const triggers = await triggerPerReceptor(org);

    const res = await requestLeave(t, subject.token, { typeId: org.types.vacation, start: futureMonday(1) });
    expect(res.statusCode, res.body).toBe(201);
    const recipients = await recipientsOf(await lastEventOf(org, 'LEAVE_CREATED'));

    const expected: Record<Receptor, number[]> = {
      USER: ids(subject),
      TEAM_ADMIN: ids(teamAdmin, pendingTeamAdmin),
      ORGANIZATION_ADMIN: ids(admin, admin2, pendingAdmin),
      ALL_TEAM_MEMBERS: ids(teamAdmin, pendingTeamAdmin, subject, pendingColleague),
      REVIEWERS: ids(teamAdmin, pendingTeamAdmin, admin, admin2, pendingAdmin),
    };
    for (const receptor of RECEPTORS)
      expect(recipients.get(triggers[receptor]), receptor).toEqual(expected[receptor]);
    expect(recipients.size).toBe(RECEPTORS.length);
    // Nobody else of the organization, whatever their state.
    const everyone = new Set([...recipients.values()].flat());
    for (const nobody of [
      inactiveAdmin,
      deletedAdmin,
      inactiveTeamAdmin,
      deletedTeamAdmin,
      betaAdmin,
      inactiveColleague,
      deletedColleague,
      betaEmployee,
    ])
      expect(everyone.has(nobody.id)).toBe(false);
  });

  it('of a person without a team: no team admin, no team members, the organization admins review', async () => {
    const org = await setupOrg(t);
    const loner = await addMember(org, { teamId: null });
    const triggers = await triggerPerReceptor(org);
    const res = await requestLeave(t, loner.token, { typeId: org.types.vacation, start: futureMonday(1) });
    expect(res.statusCode, res.body).toBe(201);
    const recipients = await recipientsOf(await lastEventOf(org, 'LEAVE_CREATED'));
    expect(recipients.get(triggers.USER)).toEqual(ids(loner));
    expect(recipients.get(triggers.REVIEWERS)).toEqual(ids(org.admin.user));
    expect(recipients.has(triggers.TEAM_ADMIN)).toBe(false);
    expect(recipients.has(triggers.ALL_TEAM_MEMBERS)).toBe(false);
  });

  describe('REVIEWERS of an organization admin’s own request', () => {
    async function reviewersOfOwnRequest(org: Org, requester: Member | { id: number; token: string }) {
      const res = await requestLeave(t, requester.token, {
        typeId: org.types.vacation,
        start: futureMonday(2),
      });
      expect(res.statusCode, res.body).toBe(201);
      const recipients = await recipientsOf(await lastEventOf(org, 'LEAVE_CREATED'));
      const defaults = await t.call('GET', '/api/v1/notifications/triggers', {
        token: org.admin.accessToken,
      });
      const review = defaults.json().find((x: { eventType: string }) => x.eventType === 'LEAVE_CREATED');
      return recipients.get(review.id);
    }

    it('are themselves when no other organization admin is active (they may review it)', async () => {
      const org = await setupOrg(t);
      // A PENDING organization admin is a reviewer, but does not take the requester's place.
      const pending = await addMember(org, { role: 'ORGANIZATION_ADMIN', status: 'PENDING' });
      const self = { id: org.admin.user.id, token: org.admin.accessToken };
      expect(await reviewersOfOwnRequest(org, self)).toEqual(ids(self, pending));
    });

    it('are the others when another organization admin is active', async () => {
      const org = await setupOrg(t);
      const other = await addMember(org, { role: 'ORGANIZATION_ADMIN' });
      const self = { id: org.admin.user.id, token: org.admin.accessToken };
      expect(await reviewersOfOwnRequest(org, self)).toEqual(ids(other));
    });

    it('of a team admin never include the team admin', async () => {
      const org = await setupOrg(t);
      const [lead, coLead] = await Promise.all([
        addMember(org, { role: 'TEAM_ADMIN' }),
        addMember(org, { role: 'TEAM_ADMIN' }),
      ]);
      expect(await reviewersOfOwnRequest(org, lead)).toEqual(ids(coLead, org.admin.user));
    });
  });

  it('two triggers of one event notify a person once each; one trigger never twice', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const twin = await createTrigger(t, token, triggerBody({ name: 'Twin', receptors: 'REVIEWERS' }));
    const lead = await addMember(org, { role: 'TEAM_ADMIN' });
    const member = await addMember(org);
    const res = await requestLeave(t, member.token, { typeId: org.types.vacation, start: futureMonday(1) });
    expect(res.statusCode, res.body).toBe(201);
    const recipients = await recipientsOf(await lastEventOf(org, 'LEAVE_CREATED'));
    expect(recipients.get(twin.id)).toEqual(ids(lead, org.admin.user));
    expect([...recipients.values()]).toEqual([ids(lead, org.admin.user), ids(lead, org.admin.user)]);
    const list = await t.call('GET', '/api/v1/notifications', { token: lead.token });
    expect(
      list
        .json()
        .contents.map((n: { trigger: { name: string } }) => n.trigger.name)
        .sort(),
    ).toEqual(['Leave request to reviewers', 'Twin']);
  });
});
