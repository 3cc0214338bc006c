import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, uniqueEmail } from '../../../test/harness';
import {
  activatedTypes,
  holidays,
  leavePolicies,
  leaveTypes,
  organizations,
  teams,
  users,
} from '../../db/schema';
import { todayIn } from '../../lib/dates';

describe('POST /auth/register', () => {
  it('creates the organization, team General, the three leave types, policy Default and the admin', async () => {
    const t = await createTestApp();
    const { db } = t.app.services;
    const reg = await registerOrganization(t, {
      organizationName: 'Blue Harbour',
      country: 'DE',
      timezone: undefined,
    });
    const orgId = reg.user.organization.id;

    const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org).toMatchObject({
      name: 'Blue Harbour',
      country: 'DE',
      timezone: 'UTC',
      weekFirstDay: 'MONDAY',
      workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
    });

    const orgTeams = await db.select().from(teams).where(eq(teams.organizationId, orgId));
    expect(orgTeams.map((x) => x.name)).toEqual(['General']);

    const types = await db
      .select()
      .from(leaveTypes)
      .where(eq(leaveTypes.organizationId, orgId))
      .orderBy(leaveTypes.id);
    expect(
      types.map(({ name, symbol, cycle, amount, requiresApproval, status }) => ({
        name,
        symbol,
        cycle,
        amount,
        requiresApproval,
        status,
      })),
    ).toEqual([
      {
        name: 'Vacation',
        symbol: '🏖️',
        cycle: 'PER_YEAR',
        amount: 20,
        requiresApproval: true,
        status: 'ACTIVE',
      },
      {
        name: 'Sick leave',
        symbol: '🤒',
        cycle: 'PER_YEAR',
        amount: 10,
        requiresApproval: false,
        status: 'ACTIVE',
      },
      expect.objectContaining({
        name: 'Unpaid leave',
        symbol: '💼',
        cycle: 'UNLIMITED',
        requiresApproval: true,
        status: 'ACTIVE',
      }),
    ]);

    const policies = await db.select().from(leavePolicies).where(eq(leavePolicies.organizationId, orgId));
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatchObject({ name: 'Default', isDefault: true, status: 'ACTIVE' });
    const activated = await db
      .select()
      .from(activatedTypes)
      .where(eq(activatedTypes.policyId, policies[0].id));
    expect(activated.map((a) => a.typeId).sort()).toEqual(types.map((x) => x.id).sort());
    for (const a of activated) {
      const type = types.find((x) => x.id === a.typeId)!;
      expect({ cycle: a.cycle, amount: a.amount, requiresApproval: a.requiresApproval }).toEqual({
        cycle: type.cycle,
        amount: type.amount,
        requiresApproval: type.requiresApproval,
      });
    }

    const [admin] = await db.select().from(users).where(eq(users.id, reg.user.id));
    expect(admin).toMatchObject({
      organizationId: orgId,
      email: reg.email,
      role: 'ORGANIZATION_ADMIN',
      status: 'ACTIVE',
      teamId: orgTeams[0].id,
      leavePolicyId: policies[0].id,
      joinedAt: todayIn('UTC'),
    });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(reg.user).toMatchObject({
      role: 'ORGANIZATION_ADMIN',
      status: 'ACTIVE',
      team: { id: orgTeams[0].id, name: 'General' },
      leavePolicy: { id: policies[0].id, name: 'Default' },
      organization: { id: orgId, name: 'Blue Harbour' },
    });
  });

  it('stores the public holidays of the country for this year and next', async () => {
    const t = await createTestApp();
    const reg = await registerOrganization(t, { country: 'DE', timezone: 'Europe/Berlin' });
    const rows = await t.app.services.db
      .select()
      .from(holidays)
      .where(eq(holidays.organizationId, reg.user.organization.id));
    const year = Number(todayIn('Europe/Berlin').slice(0, 4));
    for (const y of [year, year + 1]) {
      const dates = rows.filter((h) => h.date.startsWith(String(y)));
      expect(dates.map((h) => h.date)).toContain(`${y}-01-01`);
      expect(dates.map((h) => h.date)).toContain(`${y}-12-25`);
      expect(dates.every((h) => h.country === 'DE')).toBe(true);
    }
    expect(rows.some((h) => h.date.startsWith(String(year + 2)))).toBe(false);
    expect(rows.find((h) => h.date === `${year}-01-01`)?.description).toBe("New Year's Day");
  });

  it('keeps a valid time zone from the payload and answers a working token', async () => {
    const t = await createTestApp();
    const reg = await registerOrganization(t, { timezone: 'America/New_York' });
    const [org] = await t.app.services.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, reg.user.organization.id));
    expect(org.timezone).toBe('America/New_York');
    const mine = await t.call('GET', '/api/users/mine', { token: reg.accessToken });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().id).toBe(reg.user.id);
  });

  it('falls back to UTC for an unknown time zone', async () => {
    const t = await createTestApp();
    const reg = await registerOrganization(t, { timezone: 'Mars/Olympus_Mons' });
    const [org] = await t.app.services.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, reg.user.organization.id));
    expect(org.timezone).toBe('UTC');
  });

  it('signs up in a country the holiday source does not know, with no holidays stored', async () => {
    const t = await createTestApp();
    const reg = await registerOrganization(t, { country: 'AQ' });
    expect(reg.user.organization.id).toBeGreaterThan(0);
    const rows = await t.app.services.db
      .select()
      .from(holidays)
      .where(eq(holidays.organizationId, reg.user.organization.id));
    expect(rows).toEqual([]);
  });

  it('refuses an e-mail already registered, whatever its case and surrounding spaces', async () => {
    const t = await createTestApp();
    const first = await registerOrganization(t);
    const res = await t.call('POST', '/api/auth/register', {
      body: {
        organizationName: 'Second Org',
        country: 'FR',
        firstName: 'Eve',
        lastName: 'Other',
        email: `  ${first.email.toUpperCase()} `,
        password: 'another-pass-1',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: 'Email is already registered.',
    });
  });

  it('answers 409 to one of two simultaneous sign-ups with the same e-mail', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('race');
    const results = await Promise.allSettled([
      registerOrganization(t, { email }),
      registerOrganization(t, { email }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String(failed.reason)).toContain('409');
    expect(String(failed.reason)).toContain('Email is already registered.');
  });
});
