import { MSG, TEAM_NAME_MAX } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp } from '../../../test/harness';
import { createPerson, createTeam } from '../users/people.fixture';

const TAKEN = 'A team with this name already exists.';
const MEMBERS_LEFT = "Move or remove the team's members first.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('teams', () => {
  it('are created, listed by name and renamed by an organization admin', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const created = await t.call('POST', '/api/teams', {
      token,
      body: { name: '  Support  ', metadata: { color: 'blue' } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Support', metadata: { color: 'blue' } });
    await t.call('POST', '/api/teams', { token, body: { name: 'accounting' } });

    const list = await t.call('GET', '/api/teams', { token });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((team: { name: string }) => team.name)).toEqual([
      'accounting',
      'General',
      'Support',
    ]);

    const renamed = await t.call('PUT', `/api/teams/${created.json().id}`, {
      token,
      body: { name: 'Customer Care' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      id: created.json().id,
      name: 'Customer Care',
      metadata: { color: 'blue' },
    });
    const recased = await t.call('PUT', `/api/teams/${created.json().id}`, {
      token,
      body: { name: 'customer care', metadata: {} },
    });
    expect(recased.json()).toEqual({ id: created.json().id, name: 'customer care', metadata: {} });
  });

  it('are read by every member of the organization', async () => {
    const admin = await registerOrganization(t);
    const employee = await createPerson(t, admin.accessToken, {
      teamId: admin.user.team!.id,
      leavePolicyId: admin.user.leavePolicy!.id,
    });
    const list = await t.call('GET', '/api/teams', { token: employee.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: admin.user.team!.id, name: 'General', metadata: {}, memberCount: 2, admins: [] },
    ]);
  });

  it('are listed with how many people are in each and who its team admins are', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const leavePolicyId = admin.user.leavePolicy!.id;
    const support = await createTeam(t, token, 'Support');
    const empty = await createTeam(t, token, 'Empty');
    const lead = (firstName: string) =>
      createPerson(t, token, { teamId: support, leavePolicyId, role: 'TEAM_ADMIN', firstName }, false);
    const zoe = await lead('Zoe');
    const ann = await lead('Ann');
    await createPerson(t, token, { teamId: support, leavePolicyId }, false);
    const leaving = await createPerson(
      t,
      token,
      { teamId: support, leavePolicyId, role: 'TEAM_ADMIN' },
      false,
    );
    expect((await t.call('DELETE', `/api/users/${leaving.id}`, { token })).statusCode).toBe(204);

    const list = (await t.call('GET', '/api/teams', { token })).json();
    expect(list).toEqual([
      { id: empty, name: 'Empty', metadata: {}, memberCount: 0, admins: [] },
      { id: admin.user.team!.id, name: 'General', metadata: {}, memberCount: 1, admins: [] },
      {
        id: support,
        name: 'Support',
        metadata: {},
        // The removed team admin counts no more.
        memberCount: 3,
        admins: [
          { id: ann.id, firstName: 'Ann', lastName: 'Person' },
          { id: zoe.id, firstName: 'Zoe', lastName: 'Person' },
        ],
      },
    ]);
  });

  it('have names unique in the organization, ignoring case, but not across organizations', async () => {
    const admin = await registerOrganization(t);
    const other = await registerOrganization(t);
    const token = admin.accessToken;
    const ops = await t.call('POST', '/api/teams', { token, body: { name: 'Ops' } });
    for (const name of ['OPS', ' ops ', 'general']) {
      const res = await t.call('POST', '/api/teams', { token, body: { name } });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toMatchObject({ code: 'TEAM_NAME_TAKEN', message: TAKEN });
    }
    const rename = await t.call('PUT', `/api/teams/${ops.json().id}`, { token, body: { name: 'GENERAL' } });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(TAKEN);
    expect(
      (await t.call('POST', '/api/teams', { token: other.accessToken, body: { name: 'Ops' } })).statusCode,
    ).toBe(201);
    const names = (await t.call('GET', '/api/teams', { token }))
      .json()
      .map((team: { name: string }) => team.name);
    expect(names).toEqual(['General', 'Ops']);
  });

  it('with the same name created twice at the same moment: one is created, the other is 409', async () => {
    const admin = await registerOrganization(t);
    const results = await Promise.all(
      ['Twins', 'TWINS'].map((name) =>
        t.call('POST', '/api/teams', { token: admin.accessToken, body: { name } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(TAKEN);
  });

  it('refuses bad names and bodies with the spec messages', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const teamId = admin.user.team!.id;
    const cases: [unknown, string][] = [
      [{ name: 'A' }, MSG.teamNameMin],
      [{ name: '   A   ' }, MSG.teamNameMin],
      [{ name: 'A'.repeat(TEAM_NAME_MAX + 1) }, MSG.teamNameMax],
      [{}, 'Name is required'],
      [{ name: 42 }, 'Name is required'],
      [{ name: 'Valid', metadata: 'not an object' }, 'Metadata is required'],
    ];
    for (const [body, message] of cases) {
      for (const [method, url] of [
        ['POST', '/api/teams'],
        ['PUT', `/api/teams/${teamId}`],
      ] as const) {
        const res = await t.call(method, url, { token, body });
        expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().details.map((d: { message: string }) => d.message)).toContain(message);
      }
    }
    expect((await t.call('POST', '/api/teams', { token })).statusCode).toBe(400);
    expect((await t.call('PUT', '/api/teams/abc', { token, body: { name: 'Valid' } })).statusCode).toBe(400);
    expect((await t.call('PUT', '/api/teams/999999', { token, body: { name: 'Valid' } })).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', '/api/teams/abc', { token })).statusCode).toBe(400);
    expect((await t.call('DELETE', '/api/teams/999999', { token })).statusCode).toBe(404);
    const list = (await t.call('GET', '/api/teams', { token })).json();
    expect(list).toEqual([{ id: teamId, name: 'General', metadata: {}, memberCount: 1, admins: [] }]);
  });

  it("are removed only once nobody is in them; removed people don't count", async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const policy = admin.user.leavePolicy!.id;
    const team = (await t.call('POST', '/api/teams', { token, body: { name: 'Temporary' } })).json()
      .id as number;
    const stayer = await createPerson(t, token, { teamId: team, leavePolicyId: policy }, false);
    const leaver = await createPerson(t, token, { teamId: team, leavePolicyId: policy }, false);
    expect((await t.call('DELETE', `/api/users/${leaver.id}`, { token })).statusCode).toBe(204);

    const refused = await t.call('DELETE', `/api/teams/${team}`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TEAM_HAS_MEMBERS', message: MEMBERS_LEFT });
    expect((await t.call('GET', '/api/teams', { token })).json().map((x: { id: number }) => x.id)).toContain(
      team,
    );

    const moved = await t.call('PATCH', `/api/users/${stayer.id}`, {
      token,
      body: { teamId: admin.user.team!.id },
    });
    expect(moved.statusCode).toBe(200);
    const removed = await t.call('DELETE', `/api/teams/${team}`, { token });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.call('GET', '/api/teams', { token })).json().map((x: { id: number }) => x.id),
    ).not.toContain(team);
    expect((await t.call('PUT', `/api/teams/${team}`, { token, body: { name: 'Back' } })).statusCode).toBe(
      404,
    );
  });
});
