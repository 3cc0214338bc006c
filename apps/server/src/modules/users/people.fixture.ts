import type { Role, User } from '@leavedesk/contracts';
import { expect } from 'vitest';
import { type Registered, registerOrganization, type TestApp, uniqueEmail } from '../../../test/harness';

/** Test helpers shared by the users, teams and organization tests: people with signed-in tokens. */

export const PASSWORD = 'employee-pass-1';

export interface Person {
  id: number;
  email: string;
  password: string;
  token: string;
  user: User;
}

export async function login(t: TestApp, email: string, password = PASSWORD) {
  return t.call('POST', '/api/auth/login', { body: { email, password } });
}

export async function createTeam(t: TestApp, token: string, name: string): Promise<number> {
  const res = await t.call('POST', '/api/teams', { token, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

export interface NewUser {
  teamId: number;
  leavePolicyId: number;
  role?: Role;
  firstName?: string;
  lastName?: string;
  email?: string;
}

export function userBody(o: NewUser) {
  return {
    email: o.email ?? uniqueEmail('person'),
    password: PASSWORD,
    firstName: o.firstName ?? 'Pat',
    lastName: o.lastName ?? 'Person',
    role: o.role ?? 'EMPLOYEE',
    country: 'DE',
    teamId: o.teamId,
    leavePolicyId: o.leavePolicyId,
    joinedAt: '2026-01-05',
  };
}

/** Created by an admin (PENDING); with `signIn` they sign in once, which makes them ACTIVE. */
export async function createPerson(t: TestApp, token: string, o: NewUser, signIn = true): Promise<Person> {
  const body = userBody(o);
  const res = await t.call('POST', '/api/users', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  const person: Person = {
    id: res.json().id,
    email: body.email,
    password: PASSWORD,
    token: '',
    user: res.json(),
  };
  if (signIn) {
    const auth = await login(t, body.email);
    expect(auth.statusCode, auth.body).toBe(200);
    person.token = auth.json().accessToken;
    person.user = auth.json().user;
  }
  return person;
}

export interface Organization {
  admin: Registered;
  policyId: number;
  generalTeamId: number;
  teamA: number;
  teamB: number;
  /** Team admin of team A. */
  teamAdminA: Person;
  /** Team admin of team B. */
  teamAdminB: Person;
  /** An employee of team A. */
  employeeA: Person;
}

/** An organization with two teams, a team admin for each, and an employee in team A. */
export async function buildOrganization(t: TestApp, name = 'Acme Test'): Promise<Organization> {
  const admin = await registerOrganization(t, { organizationName: name });
  const policyId = admin.user.leavePolicy!.id;
  const generalTeamId = admin.user.team!.id;
  const teamA = await createTeam(t, admin.accessToken, 'Alpha');
  const teamB = await createTeam(t, admin.accessToken, 'Beta');
  const [teamAdminA, teamAdminB, employeeA] = await Promise.all([
    createPerson(t, admin.accessToken, {
      teamId: teamA,
      leavePolicyId: policyId,
      role: 'TEAM_ADMIN',
      firstName: 'Tina',
    }),
    createPerson(t, admin.accessToken, {
      teamId: teamB,
      leavePolicyId: policyId,
      role: 'TEAM_ADMIN',
      firstName: 'Tom',
    }),
    createPerson(t, admin.accessToken, { teamId: teamA, leavePolicyId: policyId, firstName: 'Eve' }),
  ]);
  return { admin, policyId, generalTeamId, teamA, teamB, teamAdminA, teamAdminB, employeeA };
}
