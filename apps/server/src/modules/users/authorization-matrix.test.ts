import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type Registered,
  registerOrganization,
  type TestApp,
  uniqueEmail,
} from '../../../test/harness';
import {
  buildOrganization,
  createPerson,
  createTeam,
  type Organization,
  type Person,
  userBody,
} from './people.fixture';

/**
 * Every users, teams and organization route, called by each kind of caller, against a user of
 * team A (or team A itself). Another organization's admin always hears 404 for our records and
 * never sees their data.
 */
const ACTORS = [
  'organization admin',
  "team admin of the user's team",
  'team admin of another team',
  'employee',
  "other organization's admin",
] as const;
type Actor = (typeof ACTORS)[number];

interface World {
  t: TestApp;
  org: Organization;
  other: Registered;
  /** An employee of team A, the user the user routes act on. */
  target: Person;
}

interface Request {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
}

interface Route {
  route: string;
  /** Builds the request; destructive routes get a fresh record per call. */
  request: (w: World, actor: Actor) => Promise<Request>;
  expected: Record<Actor, number>;
}

let counter = 0;
const freshTarget = async (w: World) =>
  createPerson(w.t, w.org.admin.accessToken, { teamId: w.org.teamA, leavePolicyId: w.org.policyId }, false);

const orgBody = {
  name: 'Acme Test',
  country: 'DE',
  timezone: 'Europe/Berlin',
  weekFirstDay: 'MONDAY',
  workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
};

const ROUTES: Route[] = [
  {
    route: 'GET /users/{id}',
    request: async (w) => ({ method: 'GET', url: `/api/users/${w.target.id}` }),
    expected: row(200, 200, 404, 404, 404),
  },
  {
    route: 'GET /users/mine',
    request: async () => ({ method: 'GET', url: '/api/users/mine' }),
    expected: row(200, 200, 200, 200, 200),
  },
  {
    route: 'PATCH /users/mine (own names)',
    request: async () => ({ method: 'PATCH', url: '/api/users/mine', body: { lastName: 'Myself' } }),
    expected: row(200, 200, 200, 200, 200),
  },
  {
    route: 'GET /users',
    request: async () => ({ method: 'GET', url: '/api/users' }),
    expected: row(200, 200, 200, 403, 200),
  },
  {
    route: 'POST /users (into team A)',
    request: async (w) => ({
      method: 'POST',
      url: '/api/users',
      body: userBody({ teamId: w.org.teamA, leavePolicyId: w.org.policyId, email: uniqueEmail('matrix') }),
    }),
    expected: row(201, 201, 403, 403, 400),
  },
  {
    route: 'PATCH /users/{id}',
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/users/${w.target.id}`,
      body: { firstName: 'Renamed' },
    }),
    expected: row(200, 200, 404, 404, 404),
  },
  {
    route: 'PATCH /users/{id}/password',
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/users/${w.target.id}/password`,
      body: { currentPassword: w.target.password, newPassword: 'another-pass-1' },
    }),
    expected: row(403, 403, 403, 403, 404),
  },
  {
    route: 'DELETE /users/{id}',
    request: async (w) => ({ method: 'DELETE', url: `/api/users/${(await freshTarget(w)).id}` }),
    expected: row(204, 204, 404, 403, 404),
  },
  {
    route: 'GET /organizations/default',
    request: async () => ({ method: 'GET', url: '/api/organizations/default' }),
    expected: row(200, 200, 200, 200, 200),
  },
  {
    route: 'PUT /organizations/default',
    request: async () => ({ method: 'PUT', url: '/api/organizations/default', body: orgBody }),
    expected: row(200, 403, 403, 403, 200),
  },
  {
    route: 'GET /teams',
    request: async () => ({ method: 'GET', url: '/api/teams' }),
    expected: row(200, 200, 200, 200, 200),
  },
  {
    route: 'POST /teams',
    request: async () => ({ method: 'POST', url: '/api/teams', body: { name: `Matrix ${++counter}` } }),
    expected: row(201, 403, 403, 403, 201),
  },
  {
    route: 'PUT /teams/{id}',
    request: async (w) => ({ method: 'PUT', url: `/api/teams/${w.org.teamA}`, body: { name: 'Alpha' } }),
    expected: row(200, 403, 403, 403, 404),
  },
  {
    route: 'DELETE /teams/{id} (an empty team)',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/teams/${await createTeam(w.t, w.org.admin.accessToken, `Empty ${++counter}`)}`,
    }),
    expected: row(204, 403, 403, 403, 404),
  },
];

function row(...statuses: [number, number, number, number, number]): Record<Actor, number> {
  return Object.fromEntries(ACTORS.map((a, i) => [a, statuses[i]])) as Record<Actor, number>;
}

function tokenOf(w: World, actor: Actor): string {
  switch (actor) {
    case 'organization admin':
      return w.org.admin.accessToken;
    case "team admin of the user's team":
      return w.org.teamAdminA.token;
    case 'team admin of another team':
      return w.org.teamAdminB.token;
    case 'employee':
      return w.org.employeeA.token;
    case "other organization's admin":
      return w.other.accessToken;
  }
}

const CASES = ROUTES.flatMap((r) => ACTORS.map((actor) => ({ ...r, actor, status: r.expected[actor] })));

describe('authorization matrix', () => {
  let w: World;
  beforeAll(async () => {
    const t = await createTestApp();
    const [org, other] = await Promise.all([
      buildOrganization(t),
      registerOrganization(t, { organizationName: 'Other Org', country: 'FR', timezone: 'Europe/Paris' }),
    ]);
    const target = await createPerson(t, org.admin.accessToken, {
      teamId: org.teamA,
      leavePolicyId: org.policyId,
      firstName: 'Tara',
    });
    w = { t, org, other, target };
  });

  it.each(CASES)('$route by the $actor answers $status', async ({ request, actor, status }) => {
    const req = await request(w, actor);
    const res = await w.t.call(req.method, req.url, { token: tokenOf(w, actor), body: req.body });
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) {
      expect(res.json()).toMatchObject({
        statusCode: status,
        code: expect.any(String),
        message: expect.any(String),
      });
      expect(res.body).not.toContain(w.target.email);
    }
  });

  it("never shows another organization's users, teams or settings", async () => {
    const token = w.other.accessToken;
    const users = await w.t.call('GET', '/api/users?pageSize=100', { token });
    const ids = users.json().contents.map((u: { id: number }) => u.id);
    expect(ids).toEqual([w.other.user.id]);
    const teams = await w.t.call('GET', '/api/teams', { token });
    const teamIds = teams.json().map((t: { id: number }) => t.id);
    for (const ours of [w.org.generalTeamId, w.org.teamA, w.org.teamB]) expect(teamIds).not.toContain(ours);
    const org = await w.t.call('GET', '/api/organizations/default', { token });
    expect(org.json().id).toBe(w.other.user.organization.id);
    const ours = await w.t.call('GET', '/api/organizations/default', { token: w.org.admin.accessToken });
    expect(org.json().id).not.toBe(ours.json().id);
    const filtered = await w.t.call('GET', `/api/users?teamId=${w.org.teamA}`, { token });
    expect(filtered.json().totalContents).toBe(0);
  });

  it("a team admin's list holds their own team only, whatever team is asked for", async () => {
    for (const url of [
      '/api/users?pageSize=100',
      `/api/users?pageSize=100&teamId=${w.org.teamA}`,
      `/api/users?teamId=${w.org.generalTeamId}`,
    ]) {
      const res = await w.t.call('GET', url, { token: w.org.teamAdminB.token });
      expect(res.statusCode).toBe(200);
      const teams = new Set(res.json().contents.map((u: { team: { id: number } }) => u.team.id));
      expect([...teams]).toEqual([w.org.teamB]);
    }
  });
});
