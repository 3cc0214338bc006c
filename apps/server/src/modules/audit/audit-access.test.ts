import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditEntries } from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { addDays } from '../../lib/working-days';
import { buildOrganization, createTeam, type Organization } from '../users/people.fixture';
import { allEntries, auditPage } from './audit.fixture';
import { AuditPruner } from './prune-audit';

/** Issue 14, audit trail: who may read it, what they see, how it is filtered, paged and pruned. */

let t: TestApp;
let org: Organization;
let other: Organization;

beforeAll(async () => {
  t = await createTestApp();
  [org, other] = await Promise.all([
    buildOrganization(t, 'Audit Reader'),
    buildOrganization(t, 'Audit Other'),
  ]);
});

describe('reading the audit trail', () => {
  it('is for organization admins only: team admins and employees 403, no token 401', async () => {
    for (const token of [org.teamAdminA.token, org.employeeA.token]) {
      const res = await t.call('GET', '/api/organization/audit', { token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
      // The role is refused before the query is read.
      expect((await t.call('GET', '/api/organization/audit?pageSize=abc', { token })).statusCode).toBe(403);
    }
    const anonymous = await t.call('GET', '/api/organization/audit');
    expect(anonymous.statusCode).toBe(401);
  });

  it('never shows another organization’s entries', async () => {
    await createTeam(t, other.admin.accessToken, 'Secret Other Team');
    const mine = await allEntries(t, org.admin.accessToken);
    const theirs = await allEntries(t, other.admin.accessToken);
    expect(mine.length).toBeGreaterThan(0);
    expect(JSON.stringify(mine)).not.toContain('Secret Other Team');
    expect(JSON.stringify(mine)).not.toContain('Audit Other');
    const theirIds = new Set(theirs.map((e) => e.id));
    expect(mine.some((e) => theirIds.has(e.id))).toBe(false);
    // Filtering by a person of the other organization finds nothing either.
    const page = await auditPage(t, org.admin.accessToken, { actorId: other.admin.user.id });
    expect(page.totalContents).toBe(0);
  });

  it('lists newest first, pages, and filters by person, kind and date', async () => {
    const token = org.admin.accessToken;
    const names = ['Paged One', 'Paged Two', 'Paged Three'];
    for (const name of names) await createTeam(t, token, name);
    // The team admin acts too: a person of their team renamed.
    await t.call('PATCH', `/api/users/${org.employeeA.id}`, {
      token: org.teamAdminA.token,
      body: { lastName: 'Renamed' },
    });

    const all = await allEntries(t, token);
    const times = all.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const teamsCreated = all.filter((e) => e.kind === 'TEAM_CREATED').map((e) => e.target.label);
    expect(teamsCreated.slice(0, 3)).toEqual(['Paged Three', 'Paged Two', 'Paged One']);

    const first = await auditPage(t, token, { pageSize: 2, pageNumber: 0 });
    const second = await auditPage(t, token, { pageSize: 2, pageNumber: 1 });
    expect(first).toMatchObject({ pageNumber: 0, pageSize: 2, totalContents: all.length });
    expect(first.totalPages).toBe(Math.ceil(all.length / 2));
    expect([...first.contents, ...second.contents].map((e) => e.id)).toEqual(
      all.slice(0, 4).map((e) => e.id),
    );

    const byTeamAdmin = await auditPage(t, token, { actorId: org.teamAdminA.id });
    expect(byTeamAdmin.contents.map((e) => [e.kind, e.target.label, e.actor.name])).toEqual([
      ['USER_UPDATED', 'Eve Renamed', 'Tina Person'],
    ]);

    const kinds = await auditPage(t, token, { kind: 'TEAM_CREATED,USER_UPDATED', pageSize: 100 });
    expect(new Set(kinds.contents.map((e) => e.kind))).toEqual(new Set(['TEAM_CREATED', 'USER_UPDATED']));
    expect(kinds.totalContents).toBe(
      all.filter((e) => ['TEAM_CREATED', 'USER_UPDATED'].includes(e.kind)).length,
    );

    // Dates are the caller's calendar dates (Berlin): today holds everything, yesterday nothing.
    const today = todayIn('Europe/Berlin');
    expect((await auditPage(t, token, { from: today, to: today })).totalContents).toBe(all.length);
    const yesterday = addDays(today, -1);
    expect((await auditPage(t, token, { from: yesterday, to: yesterday })).totalContents).toBe(0);
    expect((await auditPage(t, token, { to: yesterday })).totalContents).toBe(0);
    expect((await auditPage(t, token, { from: addDays(today, 1) })).totalContents).toBe(0);
  });

  it('refuses bad filters with a sentence naming the field', async () => {
    const token = org.admin.accessToken;
    const cases: [string, string][] = [
      ['kind=NOT_A_KIND', 'kind'],
      ['from=2027-02-30', 'from'],
      ['from=2027-03-02&to=2027-03-01', 'to'],
      ['actorId=0', 'actorId'],
      ['pageSize=101', 'pageSize'],
    ];
    for (const [query, field] of cases) {
      const res = await t.call('GET', `/api/organization/audit?${query}`, { token });
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().details.map((d: { field: string }) => d.field),
        query,
      ).toContain(field);
    }
  });

  it('cannot be edited or deleted through the API', async () => {
    const token = org.admin.accessToken;
    const [entry] = await allEntries(t, token);
    for (const [method, url] of [
      ['PUT', `/api/organization/audit/${entry!.id}`],
      ['PATCH', `/api/organization/audit/${entry!.id}`],
      ['DELETE', `/api/organization/audit/${entry!.id}`],
      ['DELETE', '/api/organization/audit'],
      ['POST', '/api/organization/audit'],
    ] as const) {
      const res = await t.call(method, url, { token, body: method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    }
    expect((await allEntries(t, token))[0]).toEqual(entry);
  });
});

describe('the retention job', () => {
  it('deletes entries older than the retention period, in batches, safely from two processes at once', async () => {
    const db = t.app.services.db;
    const organizationId = org.admin.user.organization.id;
    const row = (days: number, label: string) => ({
      organizationId,
      actorId: org.admin.user.id,
      actorName: 'Old Admin',
      kind: 'TEAM_CREATED',
      targetType: 'TEAM',
      targetId: null,
      targetLabel: label,
      changes: [],
      createdAt: new Date(Date.now() - days * 86_400_000),
    });
    await db
      .insert(auditEntries)
      .values([
        ...Array.from({ length: 25 }, (_, i) => row(800 + i, `Expired ${i}`)),
        row(729, 'Kept, 729 days old'),
      ]);
    const pruner = (batchSize: number) =>
      new AuditPruner({ db, log: t.app.log, retentionDays: 730, batchSize });
    const [a, b] = await Promise.all([pruner(4).pruneOnce(), pruner(4).pruneOnce()]);
    const left = await db.execute(
      sql`select target_label as label from audit_entries where organization_id = ${organizationId}
          and actor_name = 'Old Admin'`,
    );
    expect((left as unknown as { rows: { label: string }[] }).rows.map((r) => r.label)).toEqual([
      'Kept, 729 days old',
    ]);
    // Every expired entry of this organization went once, by one of the two (others' entries too).
    expect(a + b).toBeGreaterThanOrEqual(25);
    expect(await pruner(4).pruneOnce()).toBe(0);
    // Today's entries stay.
    expect((await allEntries(t, org.admin.accessToken)).length).toBeGreaterThan(1);
  });
});
