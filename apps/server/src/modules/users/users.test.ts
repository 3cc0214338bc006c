import { MSG, PERSON_NAME_MAX } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp, uniqueEmail } from '../../../test/harness';
import { assets, users } from '../../db/schema';
import {
  buildOrganization,
  createPerson,
  createTeam,
  login,
  type Organization,
  userBody,
} from './people.fixture';

let t: TestApp;
let o: Organization;
let otherOrg: Awaited<ReturnType<typeof registerOrganization>>;
beforeAll(async () => {
  t = await createTestApp();
  [o, otherOrg] = await Promise.all([
    buildOrganization(t),
    registerOrganization(t, { organizationName: 'Other Org' }),
  ]);
});

function messages(res: { json(): { details?: { field: string; message: string }[] } }) {
  return (res.json().details ?? []).map((d) => `${d.field}: ${d.message}`);
}

async function countUsers(organizationId: number) {
  return (
    await t.app.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.organizationId, organizationId))
  ).length;
}

async function insertAsset(organizationId: number) {
  const [asset] = await t.app.services.db
    .insert(assets)
    .values({
      organizationId,
      name: 'me.jpg',
      contentType: 'image/jpeg',
      size: 10,
      bucket: 'PROFILE_IMAGE',
      storageKey: `k-${Math.random()}`,
      etag: 'e',
    })
    .returning();
  return asset.id;
}

describe('creating a user', () => {
  it('starts PENDING, takes the creator time zone, and becomes ACTIVE on first sign-in', async () => {
    const body = {
      ...userBody({ teamId: o.teamA, leavePolicyId: o.policyId, firstName: 'Nina', lastName: 'North' }),
      phone: '+49 30 1234567',
    };
    const res = await t.call('POST', '/api/users', { token: o.admin.accessToken, body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      firstName: 'Nina',
      lastName: 'North',
      email: body.email,
      phone: '+49 30 1234567',
      role: 'EMPLOYEE',
      status: 'PENDING',
      country: 'DE',
      timezone: 'Europe/Berlin',
      team: { id: o.teamA, name: 'Alpha' },
      leavePolicy: { id: o.policyId, name: 'Default' },
      organization: { id: o.admin.user.organization.id },
      joinedAt: '2026-01-05',
      avatar: null,
    });
    const signIn = await login(t, body.email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.status).toBe('ACTIVE');
  });

  it('reads a joinedAt timestamp as a date in the creator time zone and keeps a given time zone', async () => {
    const body = {
      ...userBody({ teamId: o.teamA, leavePolicyId: o.policyId }),
      joinedAt: '2026-03-01T23:30:00.000Z',
      timezone: 'America/New_York',
    };
    const res = await t.call('POST', '/api/users', { token: o.admin.accessToken, body });
    expect(res.statusCode).toBe(201);
    // 23:30 UTC is already 2 March in Berlin, the creator's zone.
    expect(res.json()).toMatchObject({ joinedAt: '2026-03-02', timezone: 'America/New_York' });
  });

  it('reads a start date sent as midnight UTC as the date it names, even for a creator west of UTC', async () => {
    // What a client gets from new Date('2027-03-01').toISOString(); read in Los Angeles it would be
    // 28 February, and each save would move the date back one more day.
    const west = await registerOrganization(t, { timezone: 'America/Los_Angeles' });
    const body = {
      ...userBody({ teamId: west.user.team!.id, leavePolicyId: west.user.leavePolicy!.id }),
      joinedAt: new Date('2027-03-01').toISOString(),
    };
    const created = await t.call('POST', '/api/users', { token: west.accessToken, body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().joinedAt).toBe('2027-03-01');
    const url = `/api/users/${created.json().id}`;
    let joinedAt = created.json().joinedAt as string;
    for (let save = 0; save < 3; save++) {
      const saved = await t.call('PATCH', url, {
        token: west.accessToken,
        body: { joinedAt: new Date(joinedAt).toISOString() },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      joinedAt = saved.json().joinedAt;
    }
    expect(joinedAt).toBe('2027-03-01');
    // Any other instant is still read in the caller's zone: 05:00 UTC is the evening before there.
    const evening = await t.call('PATCH', url, {
      token: west.accessToken,
      body: { joinedAt: '2027-03-01T05:00:00Z' },
    });
    expect(evening.json().joinedAt).toBe('2027-02-28');
  });

  it('refuses an address already registered, in any letter case, and writes nothing', async () => {
    const before = await countUsers(o.admin.user.organization.id);
    for (const email of [o.employeeA.email.toUpperCase(), otherOrg.email]) {
      const res = await t.call('POST', '/api/users', {
        token: o.admin.accessToken,
        body: userBody({ teamId: o.teamA, leavePolicyId: o.policyId, email }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Email is already registered.' });
    }
    expect(await countUsers(o.admin.user.organization.id)).toBe(before);
  });

  it('with the same address twice at the same moment: one is created, the other is 409', async () => {
    const email = uniqueEmail('twin');
    const results = await Promise.all(
      [email, email.toUpperCase()].map((address) =>
        t.call('POST', '/api/users', {
          token: o.admin.accessToken,
          body: userBody({ teamId: o.teamA, leavePolicyId: o.policyId, email: address }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Email is already registered.',
    });
  });

  it('a team admin adds people to their own team, never elsewhere and never as organization admin', async () => {
    const ok = await t.call('POST', '/api/users', {
      token: o.teamAdminA.token,
      body: userBody({ teamId: o.teamA, leavePolicyId: o.policyId, role: 'TEAM_ADMIN' }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ role: 'TEAM_ADMIN', team: { id: o.teamA } });

    const before = await countUsers(o.admin.user.organization.id);
    const elsewhere = await t.call('POST', '/api/users', {
      token: o.teamAdminA.token,
      body: userBody({ teamId: o.teamB, leavePolicyId: o.policyId }),
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('Team admins can only add users to their own team.');
    const promote = await t.call('POST', '/api/users', {
      token: o.teamAdminA.token,
      body: userBody({ teamId: o.teamA, leavePolicyId: o.policyId, role: 'ORGANIZATION_ADMIN' }),
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('Team admins cannot give the organization admin role.');
    expect(await countUsers(o.admin.user.organization.id)).toBe(before);
  });

  it("refuses unknown or another organization's team and policy ids with a detail per field", async () => {
    const before = await countUsers(o.admin.user.organization.id);
    const foreignTeam = otherOrg.user.team!.id;
    const foreignPolicy = otherOrg.user.leavePolicy!.id;
    const cases: [number, number, string[]][] = [
      [999999, o.policyId, ['teamId: The selected team does not exist.']],
      [foreignTeam, o.policyId, ['teamId: The selected team does not exist.']],
      [o.teamA, 999999, ['leavePolicyId: The selected leave policy does not exist.']],
      [o.teamA, foreignPolicy, ['leavePolicyId: The selected leave policy does not exist.']],
      [
        foreignTeam,
        foreignPolicy,
        [
          'teamId: The selected team does not exist.',
          'leavePolicyId: The selected leave policy does not exist.',
        ],
      ],
    ];
    for (const [teamId, leavePolicyId, expected] of cases) {
      const res = await t.call('POST', '/api/users', {
        token: o.admin.accessToken,
        body: userBody({ teamId, leavePolicyId }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(expected[0].split(': ')[1]);
      expect(messages(res)).toEqual(expected);
    }
    expect(await countUsers(o.admin.user.organization.id)).toBe(before);
  });

  it('refuses bad input with the spec messages and writes nothing', async () => {
    const valid = userBody({ teamId: o.teamA, leavePolicyId: o.policyId });
    const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
    const cases: [string, unknown, string][] = [
      ['first name too short', { ...valid, firstName: 'A' }, `firstName: ${MSG.userFirstNameMin}`],
      [
        'first name too long',
        { ...valid, firstName: 'A'.repeat(PERSON_NAME_MAX + 1) },
        `firstName: ${MSG.userFirstNameMax}`,
      ],
      [
        'last name too long',
        { ...valid, lastName: 'B'.repeat(PERSON_NAME_MAX + 1) },
        `lastName: ${MSG.userLastNameMax}`,
      ],
      ['first name missing', without('firstName'), 'firstName: First name is required'],
      ['first name a number', { ...valid, firstName: 42 }, 'firstName: First name is required'],
      ['bad e-mail', { ...valid, email: 'not-an-email' }, `email: ${MSG.userEmailInvalid}`],
      ['short password', { ...valid, password: 'short' }, `password: ${MSG.userPasswordMin}`],
      ['short phone', { ...valid, phone: '12345' }, `phone: ${MSG.phoneMin}`],
      ['unknown country', { ...valid, country: 'XX' }, `country: ${MSG.userCountryRequired}`],
      ['missing country', without('country'), `country: ${MSG.userCountryRequired}`],
      ['team as text', { ...valid, teamId: 'alpha' }, `teamId: ${MSG.teamRequired}`],
      ['missing team', without('teamId'), `teamId: ${MSG.teamRequired}`],
      ['missing policy', without('leavePolicyId'), `leavePolicyId: ${MSG.policyRequired}`],
      ['unknown role', { ...valid, role: 'KING' }, `role: ${MSG.roleRequired}`],
      [
        'bad start date',
        { ...valid, joinedAt: 'yesterday' },
        'joinedAt: Expected a date (YYYY-MM-DD) or an ISO 8601 timestamp',
      ],
      [
        'bad time zone',
        { ...valid, timezone: 'Mars/Olympus' },
        'timezone: Time zone must be a valid IANA time zone',
      ],
    ];
    const before = await countUsers(o.admin.user.organization.id);
    for (const [name, body, expected] of cases) {
      const res = await t.call('POST', '/api/users', { token: o.admin.accessToken, body });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe('VALIDATION_FAILED');
      expect(messages(res), name).toContain(expected);
    }
    expect((await t.call('POST', '/api/users', { token: o.admin.accessToken })).statusCode).toBe(400);
    expect(await countUsers(o.admin.user.organization.id)).toBe(before);
  });
});

describe('changing a user', () => {
  it('anyone changes their own names and picture; nothing else', async () => {
    const me = await createPerson(t, o.admin.accessToken, { teamId: o.teamA, leavePolicyId: o.policyId });
    const names = await t.call('PATCH', '/api/users/mine', {
      token: me.token,
      body: { firstName: 'Maxi', lastName: 'Mustermann' },
    });
    expect(names.statusCode).toBe(200);
    expect(names.json()).toMatchObject({ firstName: 'Maxi', lastName: 'Mustermann' });

    const assetId = await insertAsset(o.admin.user.organization.id);
    const picture = await t.call('PATCH', '/api/users/mine', {
      token: me.token,
      body: { avatarAssetId: assetId },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.json().avatar).toEqual({ id: assetId, url: `/api/assets/${assetId}` });
    const noPicture = await t.call('PATCH', '/api/users/mine', {
      token: me.token,
      body: { avatarAssetId: null },
    });
    expect(noPicture.json().avatar).toBeNull();

    // An update form sending back unchanged fields asks for nothing more.
    const unchanged = await t.call('PATCH', '/api/users/mine', {
      token: me.token,
      body: {
        firstName: 'Maximilian',
        email: me.email,
        role: 'EMPLOYEE',
        teamId: o.teamA,
        joinedAt: '2026-01-05',
      },
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().firstName).toBe('Maximilian');

    for (const body of [
      { role: 'ORGANIZATION_ADMIN' },
      { teamId: o.teamB },
      { email: uniqueEmail() },
      { status: 'INACTIVE' },
      { firstName: 'Sneaky', leavePolicyId: 999 },
    ]) {
      const res = await t.call('PATCH', `/api/users/${me.id}`, { token: me.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().message).toBe('You can only change your own name and picture.');
    }
    const after = await t.call('GET', '/api/users/mine', { token: me.token });
    expect(after.json()).toMatchObject({
      firstName: 'Maximilian',
      role: 'EMPLOYEE',
      team: { id: o.teamA },
      status: 'ACTIVE',
    });
  });

  it("refuses a picture that is not one of the organization's assets", async () => {
    const foreign = await insertAsset(otherOrg.user.organization.id);
    for (const avatarAssetId of [foreign, 999999]) {
      const res = await t.call('PATCH', '/api/users/mine', {
        token: o.employeeA.token,
        body: { avatarAssetId },
      });
      expect(res.statusCode).toBe(400);
      expect(messages(res)).toEqual(['avatarAssetId: The selected picture does not exist.']);
    }
    expect((await t.call('GET', '/api/users/mine', { token: o.employeeA.token })).json().avatar).toBeNull();
  });

  it('a team admin edits their team members, but never organization admins, the admin role, teams or statuses', async () => {
    const member = await createPerson(
      t,
      o.admin.accessToken,
      { teamId: o.teamA, leavePolicyId: o.policyId },
      false,
    );
    const ok = await t.call('PATCH', `/api/users/${member.id}`, {
      token: o.teamAdminA.token,
      body: { firstName: 'Edited', phone: '0301234567', role: 'TEAM_ADMIN', joinedAt: '2026-02-01' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      firstName: 'Edited',
      phone: '0301234567',
      role: 'TEAM_ADMIN',
      joinedAt: '2026-02-01',
    });

    const cases: [unknown, string][] = [
      [{ role: 'ORGANIZATION_ADMIN' }, 'Team admins cannot give the organization admin role.'],
      [{ teamId: o.teamB }, 'Team admins cannot move users to another team.'],
      [{ status: 'INACTIVE' }, "Only organization admins can change a user's status."],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PATCH', `/api/users/${member.id}`, { token: o.teamAdminA.token, body });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    }
    const orgAdmin = await createPerson(
      t,
      o.admin.accessToken,
      { teamId: o.teamA, leavePolicyId: o.policyId, role: 'ORGANIZATION_ADMIN' },
      false,
    );
    const res = await t.call('PATCH', `/api/users/${orgAdmin.id}`, {
      token: o.teamAdminA.token,
      body: { firstName: 'Nope' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Team admins cannot edit organization admins.');
    const stored = await t.call('GET', `/api/users/${member.id}`, { token: o.admin.accessToken });
    expect(stored.json()).toMatchObject({ role: 'TEAM_ADMIN', status: 'PENDING', team: { id: o.teamA } });
  });

  it('an organization admin changes anything, within the organization', async () => {
    const member = await createPerson(
      t,
      o.admin.accessToken,
      { teamId: o.teamA, leavePolicyId: o.policyId },
      false,
    );
    const newEmail = uniqueEmail('moved');
    const res = await t.call('PATCH', `/api/users/${member.id}`, {
      token: o.admin.accessToken,
      body: {
        firstName: 'Moved',
        lastName: 'Along',
        email: newEmail.toUpperCase(),
        phone: null,
        teamId: o.teamB,
        leavePolicyId: o.policyId,
        role: 'TEAM_ADMIN',
        joinedAt: '2026-04-30T22:30:00Z',
        status: 'ACTIVE',
        country: 'FR',
        timezone: 'Europe/Paris',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Moved',
      lastName: 'Along',
      email: newEmail,
      phone: null,
      team: { id: o.teamB, name: 'Beta' },
      role: 'TEAM_ADMIN',
      joinedAt: '2026-05-01',
      status: 'ACTIVE',
      country: 'FR',
      timezone: 'Europe/Paris',
    });
    expect((await login(t, newEmail)).statusCode).toBe(200);
  });

  it('refuses bad changes with a clear answer and leaves the user as they were', async () => {
    const member = await createPerson(t, o.admin.accessToken, {
      teamId: o.teamA,
      leavePolicyId: o.policyId,
      firstName: 'Stable',
    });
    const url = `/api/users/${member.id}`;
    const cases: [string, unknown, number, string][] = [
      ['empty first name', { firstName: '' }, 400, `firstName: ${MSG.updateFirstNameRequired}`],
      ['empty last name', { lastName: '  ' }, 400, `lastName: ${MSG.updateLastNameRequired}`],
      [
        'long first name',
        { firstName: 'x'.repeat(PERSON_NAME_MAX + 1) },
        400,
        `firstName: ${MSG.userFirstNameMax}`,
      ],
      ['bad e-mail', { email: 'nope' }, 400, `email: ${MSG.updateEmailInvalid}`],
      ['team as text', { teamId: 'beta' }, 400, `teamId: ${MSG.updateTeamRequired}`],
      ['negative policy', { leavePolicyId: -1 }, 400, `leavePolicyId: ${MSG.updatePolicyRequired}`],
      ['unknown role', { role: 'KING' }, 400, `role: ${MSG.roleRequired}`],
      [
        'unknown status',
        { status: 'SLEEPING' },
        400,
        'status: Invalid option: expected one of "ACTIVE"|"INACTIVE"|"PENDING"',
      ],
      [
        'back to pending',
        { status: 'PENDING', firstName: 'Changed' },
        400,
        'status: A status can only be set to ACTIVE or INACTIVE.',
      ],
      [
        'bad date',
        { joinedAt: '2026-13-45' },
        400,
        'joinedAt: Expected a date (YYYY-MM-DD) or an ISO 8601 timestamp',
      ],
      [
        'unknown team',
        { teamId: 999999, firstName: 'Changed' },
        400,
        'teamId: The selected team does not exist.',
      ],
      ['foreign team', { teamId: otherOrg.user.team!.id }, 400, 'teamId: The selected team does not exist.'],
      [
        'foreign policy',
        { leavePolicyId: otherOrg.user.leavePolicy!.id },
        400,
        'leavePolicyId: The selected leave policy does not exist.',
      ],
    ];
    for (const [name, body, status, detail] of cases) {
      const res = await t.call('PATCH', url, { token: o.admin.accessToken, body });
      expect(res.statusCode, name).toBe(status);
      expect(messages(res), name).toContain(detail);
    }
    const taken = await t.call('PATCH', url, {
      token: o.admin.accessToken,
      body: { email: o.employeeA.email, firstName: 'Changed' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Email is already registered.');
    expect(
      (await t.call('PATCH', '/api/users/abc', { token: o.admin.accessToken, body: {} })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('PATCH', '/api/users/999999', {
          token: o.admin.accessToken,
          body: { firstName: 'Ghost' },
        })
      ).statusCode,
    ).toBe(404);

    const stored = await t.call('GET', url, { token: o.admin.accessToken });
    expect(stored.json()).toMatchObject({
      firstName: 'Stable',
      email: member.email,
      status: 'ACTIVE',
      team: { id: o.teamA },
    });
  });
});

describe('the user directory', () => {
  let org: Awaited<ReturnType<typeof registerOrganization>>;
  let support: number;
  beforeAll(async () => {
    org = await registerOrganization(t, { firstName: 'Zed', lastName: 'Zulu' });
    const policy = org.user.leavePolicy!.id;
    support = await createTeam(t, org.accessToken, 'Support');
    const people: [string, string, string, number][] = [
      ['anna', 'Berg', 'anna.berg', support],
      ['Anna', 'Adams', 'a.adams', org.user.team!.id],
      ['Bob', 'Stone', 'bob_stone', support],
      ['Carla', 'Mendes', 'carla', org.user.team!.id],
      ['Dora', '100%', 'dora', support],
    ];
    for (const [firstName, lastName, local, teamId] of people) {
      await createPerson(
        t,
        org.accessToken,
        {
          teamId,
          leavePolicyId: policy,
          firstName,
          lastName,
          email: `${local}.${Math.random().toString(36).slice(2, 8)}@dir.example.com`,
        },
        false,
      );
    }
  });

  const names = (res: { json(): { contents: { firstName: string; lastName: string }[] } }) =>
    res.json().contents.map((u) => `${u.firstName} ${u.lastName}`);

  it('is ordered by first name, last name, then id, in pages of 20 by default', async () => {
    const res = await t.call('GET', '/api/users', { token: org.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pageNumber: 0, pageSize: 20, totalPages: 1, totalContents: 6 });
    expect(names(res)).toEqual([
      'Anna Adams',
      'anna Berg',
      'Bob Stone',
      'Carla Mendes',
      'Dora 100%',
      'Zed Zulu',
    ]);
  });

  it('pages are zero-based and cover everyone exactly once', async () => {
    const pages = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        t.call('GET', `/api/users?pageSize=2&pageNumber=${n}`, { token: org.accessToken }),
      ),
    );
    expect(pages.map((p) => p.json().contents.length)).toEqual([2, 2, 2, 0]);
    expect(pages[1].json()).toMatchObject({ pageNumber: 1, pageSize: 2, totalPages: 3, totalContents: 6 });
    expect(pages.flatMap(names)).toEqual([
      'Anna Adams',
      'anna Berg',
      'Bob Stone',
      'Carla Mendes',
      'Dora 100%',
      'Zed Zulu',
    ]);
  });

  it('finds by first name, last name, full name or e-mail, ignoring case', async () => {
    const search = async (text: string) =>
      names(await t.call('GET', `/api/users?text=${encodeURIComponent(text)}`, { token: org.accessToken }));
    expect(await search('ANNA')).toEqual(['Anna Adams', 'anna Berg']);
    expect(await search('stone')).toEqual(['Bob Stone']);
    expect(await search('anna b')).toEqual(['anna Berg']);
    expect(await search('@DIR.example')).toHaveLength(5);
    expect(await search('carla.')).toEqual(['Carla Mendes']);
    expect(await search('  bob  ')).toEqual(['Bob Stone']);
    // LIKE wildcards are taken literally.
    expect(await search('%')).toEqual(['Dora 100%']);
    expect(await search('b_s')).toEqual(['Bob Stone']);
    expect(await search('nobody here')).toEqual([]);
  });

  it('filters by team, role and status', async () => {
    const get = (q: string) => t.call('GET', `/api/users?${q}`, { token: org.accessToken });
    expect(names(await get(`teamId=${support}`))).toEqual(['anna Berg', 'Bob Stone', 'Dora 100%']);
    expect(names(await get('role=ORGANIZATION_ADMIN'))).toEqual(['Zed Zulu']);
    expect(names(await get('status=ACTIVE'))).toEqual(['Zed Zulu']);
    expect((await get('status=PENDING')).json().totalContents).toBe(5);
    expect(names(await get(`teamId=${support}&text=anna`))).toEqual(['anna Berg']);
  });

  it('refuses bad paging and filters', async () => {
    for (const q of [
      'pageSize=101',
      'pageSize=0',
      'pageNumber=-1',
      'pageNumber=abc',
      'teamId=abc',
      'role=KING',
      'status=GONE',
      `text=${'x'.repeat(101)}`,
    ]) {
      const res = await t.call('GET', `/api/users?${q}`, { token: org.accessToken });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe('VALIDATION_FAILED');
    }
  });
});
