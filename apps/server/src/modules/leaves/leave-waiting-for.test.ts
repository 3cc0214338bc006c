import type { ApprovalStep, Leave } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaves } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import {
  addPerson,
  addTeam,
  futureMonday,
  insertLeave,
  type Org,
  type Person,
  setupOrg,
  today,
} from './leave-fixtures';

/** Issue 28: GET /leaves?waitingFor=me, the requests whose current approval step the caller decides. */
let org: Org;
let week = 2;
beforeAll(async () => {
  org = await setupOrg();
});

async function teamWith(name: string, steps: ApprovalStep[] | ((lead: Person) => ApprovalStep[])) {
  const teamId = await addTeam(org, `${name} ${Math.random().toString(36).slice(2, 8)}`);
  const lead = await addPerson(org, { teamId, role: 'TEAM_ADMIN', firstName: 'Lena' });
  const employee = await addPerson(org, { teamId, firstName: 'Eve' });
  const res = await org.t.call('PUT', `/api/teams/${teamId}`, {
    token: org.admin.accessToken,
    body: { name, approvalSteps: typeof steps === 'function' ? steps(lead) : steps },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { teamId, lead, employee };
}

async function ask(person: Person): Promise<Leave> {
  const start = futureMonday(week++);
  const res = await org.t.call('POST', '/api/leaves', {
    token: person.token,
    body: { typeId: org.types.vacation, start, end: addDays(start, 1) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function waiting(
  token: string,
  query = '',
): Promise<{ ids: number[]; body: { totalContents: number } }> {
  const res = await org.t.call('GET', `/api/leaves?waitingFor=me&pageSize=100${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return { ids: res.json().contents.map((l: Leave) => l.id), body: res.json() };
}

function decide(token: string, id: number, status = 'ACCEPTED') {
  return org.t.call('PUT', `/api/leaves/${id}`, { token, body: { status } });
}

describe('GET /leaves?waitingFor=me', () => {
  it('shows a team admin of a default team their team’s pending requests, never their own', async () => {
    const teamId = await addTeam(org, 'Default steps');
    const lead = await addPerson(org, { teamId, role: 'TEAM_ADMIN', firstName: 'Lara' });
    const employee = await addPerson(org, { teamId });
    const theirs = await ask(employee);
    const own = await ask(lead);
    const accepted = await ask(employee);
    expect((await decide(org.admin.accessToken, accepted.id)).statusCode).toBe(200);

    const forLead = await waiting(lead.token);
    expect(forLead.ids).toContain(theirs.id);
    expect(forLead.ids).not.toContain(own.id);
    expect(forLead.ids).not.toContain(accepted.id);
    // The organization admin decides both, the team admin's own request included.
    const forAdmin = await waiting(org.admin.accessToken);
    expect(forAdmin.ids).toEqual(expect.arrayContaining([theirs.id, own.id]));
    expect(forAdmin.ids).not.toContain(accepted.id);
    // Once decided, it waits for nobody.
    expect((await decide(lead.token, theirs.id)).statusCode).toBe(200);
    expect((await waiting(lead.token)).ids).not.toContain(theirs.id);
    expect((await waiting(org.admin.accessToken)).ids).not.toContain(theirs.id);
  });

  it('shows a two-step request to step 1’s approvers first, then to the named step-2 approver only', async () => {
    const ana = await addPerson(org, { firstName: 'Ana', teamId: await addTeam(org, 'Elsewhere') });
    const { lead, employee } = await teamWith('Two steps', [
      { approvers: 'TEAM_ADMINS' },
      { approvers: 'USERS', userIds: [ana.id] },
    ]);
    const leave = await ask(employee);
    expect((await waiting(lead.token)).ids).toContain(leave.id);
    expect((await waiting(ana.token)).ids).not.toContain(leave.id);
    // Step 1 names team admins only: not the organization admins.
    expect((await waiting(org.admin.accessToken)).ids).not.toContain(leave.id);

    expect((await decide(lead.token, leave.id)).statusCode).toBe(200);
    expect((await waiting(lead.token)).ids).not.toContain(leave.id);
    const forAna = await waiting(ana.token);
    expect(forAna.ids).toEqual([leave.id]);
    expect(forAna.body.totalContents).toBe(1);
    expect((await waiting(org.admin.accessToken)).ids).not.toContain(leave.id);
    expect((await decide(ana.token, leave.id)).statusCode).toBe(200);
    expect((await waiting(ana.token)).ids).toEqual([]);
  });

  it('gives a step nobody but the requester can decide to the organization admins; a second admin decides the first’s request', async () => {
    const { lead } = await teamWith('Lone lead', [{ approvers: 'TEAM_ADMINS' }]);
    const own = await ask(lead);
    expect((await waiting(lead.token)).ids).not.toContain(own.id);
    expect((await waiting(org.admin.accessToken)).ids).toContain(own.id);

    const { employee: named } = await teamWith('Names self', (l) => [
      { approvers: 'USERS', userIds: [l.id] },
    ]);
    const byNamed = await ask(named);
    expect((await waiting(org.admin.accessToken)).ids).not.toContain(byNamed.id);

    const adminsOwn = await ask({ ...org.admin, token: org.admin.accessToken, id: org.admin.user.id });
    // The only organization admin decides their own request (server-rules §3) …
    expect((await waiting(org.admin.accessToken)).ids).toContain(adminsOwn.id);
    // … until there is another one to ask.
    const second = await addPerson(org, { role: 'ORGANIZATION_ADMIN', firstName: 'Omar' });
    expect((await waiting(org.admin.accessToken)).ids).not.toContain(adminsOwn.id);
    expect((await waiting(second.token)).ids).toContain(adminsOwn.id);
  });

  it('shows an employee named nowhere nothing, and keeps to PENDING whatever status is asked', async () => {
    const employee = await addPerson(org);
    await ask(employee);
    expect(await waiting(employee.token)).toMatchObject({ ids: [], body: { totalContents: 0 } });
    const accepted = await waiting(org.admin.accessToken, '&status=ACCEPTED');
    expect(accepted.ids).toEqual([]);
  });

  it('sorts oldest request first and pages, with the count', async () => {
    const { lead, employee } = await teamWith('Paged', [{ approvers: 'TEAM_ADMINS' }]);
    const asked = [];
    for (let i = 0; i < 3; i++) asked.push((await ask(employee)).id);
    const all = await waiting(lead.token, '&sort=createdAt:asc');
    expect(all.ids).toEqual(asked);
    const res = await org.t.call(
      'GET',
      '/api/leaves?waitingFor=me&sort=createdAt:asc&pageSize=2&pageNumber=1',
      {
        token: lead.token,
      },
    );
    expect(res.json()).toMatchObject({ totalContents: 3, totalPages: 2, pageNumber: 1 });
    expect(res.json().contents.map((l: Leave) => l.id)).toEqual([asked[2]]);
  });

  it('refuses anything but me', async () => {
    const res = await org.t.call('GET', '/api/leaves?waitingFor=7', { token: org.admin.accessToken });
    expect(res.statusCode).toBe(400);
  });

  it('says for every pending request and every person what approval.waitingFor says', async () => {
    const people = await Promise.all([
      addPerson(org, { role: 'ORGANIZATION_ADMIN', firstName: 'Olga' }),
      addPerson(org, { firstName: 'Nina', teamId: null }),
    ]);
    const { lead, employee } = await teamWith('Mixed', (l) => [
      { approvers: 'REVIEWERS' },
      { approvers: 'USERS', userIds: [people[1].id, l.id] },
      { approvers: 'ORGANIZATION_ADMINS' },
    ]);
    const leave = await ask(employee);
    await ask(lead);
    expect((await decide(lead.token, leave.id)).statusCode).toBe(200);
    const all = await org.t.call('GET', '/api/leaves?status=PENDING&pageSize=100', {
      token: org.admin.accessToken,
    });
    const pending: Leave[] = all.json().contents;
    expect(pending.length).toBeGreaterThan(5);
    for (const person of [
      ...people,
      lead,
      employee,
      { token: org.admin.accessToken, id: org.admin.user.id },
    ]) {
      const expected = pending
        .filter((l) => l.approval.waitingFor.some((p) => p.id === person.id))
        .map((l) => l.id);
      expect((await waiting(person.token)).ids.sort(), `person ${person.id}`).toEqual(expected.sort());
    }
  });
  it('lists what a substitute decides while covering, and what the organization admins decide for an approver away uncovered', async () => {
    // An ACCEPTED leave around today of `person`, naming `substitute` (or nobody).
    const away = async (person: Person, substitute: Person | null) => {
      const id = await insertLeave(org, person, {
        typeId: org.types.sick,
        start: addDays(today(), -1),
        end: addDays(today(), 1),
      });
      await org.t.app.services.db
        .update(leaves)
        .set({ substituteId: substitute?.id ?? null })
        .where(eq(leaves.id, id));
    };
    const sam = await addPerson(org, { firstName: 'Sam', teamId: null });
    const ana = await addPerson(org, { firstName: 'Ana', teamId: null });
    const omar = await addPerson(org, { firstName: 'Omar', teamId: null });
    // Sam covers a team admin (default steps) and Ana (named); nobody covers Omar (named).
    const { lead, employee } = await teamWith('Covered', [{ approvers: 'REVIEWERS' }]);
    const named = await teamWith('Named', [{ approvers: 'USERS', userIds: [ana.id] }]);
    const uncovered = await teamWith('Uncovered', [{ approvers: 'USERS', userIds: [omar.id] }]);
    await away(lead, sam);
    await away(ana, sam);
    await away(omar, null);
    const asked = [await ask(employee), await ask(named.employee), await ask(uncovered.employee)];
    const bySam = (await waiting(sam.token)).ids;
    expect(bySam).toEqual(expect.arrayContaining([asked[0].id, asked[1].id]));
    expect(bySam).not.toContain(asked[2].id);
    expect((await waiting(org.admin.accessToken)).ids).toContain(asked[2].id);
    // And exactly what approval.waitingFor says, for each of them.
    const all = await org.t.call('GET', '/api/leaves?status=PENDING&pageSize=100', {
      token: org.admin.accessToken,
    });
    const pending: Leave[] = all.json().contents;
    for (const person of [sam, ana, omar, lead, { token: org.admin.accessToken, id: org.admin.user.id }]) {
      const expected = pending
        .filter((l) => l.approval.waitingFor.some((p) => p.id === person.id))
        .map((l) => l.id);
      expect((await waiting(person.token)).ids.sort(), `person ${person.id}`).toEqual(expected.sort());
    }
  });
});
