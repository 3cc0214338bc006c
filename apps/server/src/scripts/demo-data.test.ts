import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { activatedTypes, leaveAdjustments, leaves } from '../db/schema';
import { todayIn } from '../lib/dates';
import { leavesOverlap, weightedDuration } from '../lib/leave-periods';
import { createDateHolidaysProvider } from '../modules/holidays/provider';
import { seedDemoOrganization } from './demo-data';

/** A small demo organization (8 people, two teams, a year back) seeded as on `today`, with its leaves. */
async function seedSmall(t: TestApp, today: string) {
  const result = await seedDemoOrganization(t.app.services.db, createDateHolidaysProvider(), {
    organizationName: `Seed ${today}`,
    emailDomain: `seed-${today}-${Date.now().toString(36)}.test`,
    password: 'demo-password',
    country: 'DE',
    timezone: 'Europe/Berlin',
    teams: ['Alpha', 'Beta'],
    users: 8,
    yearsBack: 1,
    leavesPerUserPerYear: 8,
    today,
  });
  const rows = await t.app.services.db
    .select()
    .from(leaves)
    .where(eq(leaves.organizationId, result.organizationId));
  return { result, rows };
}

describe('demo data', () => {
  it('creates people who can sign in and a history of leaves in every status without overlaps', async () => {
    const t = await createTestApp();
    const { result, rows } = await seedSmall(t, todayIn('Europe/Berlin'));
    expect(result.userCount).toBe(8);

    expect(rows.length).toBe(result.leaveCount);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED']),
    );
    expect(rows.some((r) => r.startDayPart === 'AFTERNOON' || r.endDayPart === 'MORNING')).toBe(true);
    for (const r of rows) {
      expect(r.duration).toBeGreaterThan(0);
      expect(weightedDuration(r, r.workingDates ?? [])).toBe(r.duration);
      expect(r.endAt >= r.startAt).toBe(true);
      expect(r.status === 'CANCELLED').toBe(r.cancelledAt != null);
      const overlapping = rows.filter((o) => o.userId === r.userId && o.id !== r.id && leavesOverlap(o, r));
      expect(overlapping).toEqual([]);
    }
    // Carry-over on every yearly type, and adjustments counted in the balances.
    const adjustments = await t.app.services.db
      .select()
      .from(leaveAdjustments)
      .where(eq(leaveAdjustments.organizationId, result.organizationId));
    expect(adjustments).toHaveLength(result.adjustmentCount);
    const yearly = await t.app.services.db
      .select({ cycle: activatedTypes.cycle, limit: activatedTypes.carryOverLimit })
      .from(activatedTypes)
      .where(eq(activatedTypes.organizationId, result.organizationId));
    expect(yearly.filter((a) => a.cycle === 'PER_YEAR').every((a) => a.limit > 0)).toBe(true);

    const login = await t.call('POST', '/api/auth/login', {
      body: { email: result.admin.email, password: 'demo-password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('ORGANIZATION_ADMIN');
    const teamAdmin = await t.call('POST', '/api/auth/login', {
      body: { email: result.teamAdmins[0].email, password: 'demo-password' },
    });
    expect(teamAdmin.json().user.role).toBe('TEAM_ADMIN');

    // The bells are alive: the admin was told of the latest pending requests, already delivered,
    // and the organization has the default triggers.
    const token = login.json().accessToken;
    const count = await t.call('GET', '/api/v1/notifications/count', { token });
    expect(count.json().unreadCount).toBeGreaterThan(0);
    expect(count.json().unreadCount).toBe(count.json().totalCount);
    const list = await t.call('GET', '/api/v1/notifications', { token });
    expect(list.json().contents[0]).toMatchObject({ event: 'LEAVE_CREATED', status: 'SENT' });
    const triggers = await t.call('GET', '/api/v1/notifications/triggers', { token });
    expect(
      triggers
        .json()
        .map((tr: { eventType: string }) => tr.eventType)
        .sort(),
    ).toEqual([
      'LEAVE_CREATED',
      'LEAVE_REVIEW_REMINDER',
      'LEAVE_STATUS_UPDATED',
      'LEAVE_SUBSTITUTE_ASSIGNED',
      'USER_CREATED',
    ]);
  });

  it('shows every status whatever the day it is seeded on, each one still consistent', async () => {
    const t = await createTestApp();
    // 1 August 2027: the draw gave no cancelled leave; 31 December: no request ahead to be pending.
    for (const today of ['2027-08-01', '2026-12-31']) {
      const { rows } = await seedSmall(t, today);
      expect(new Set(rows.map((r) => r.status)), today).toEqual(
        new Set(['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED']),
      );
      for (const r of rows) {
        expect(r.status === 'CANCELLED').toBe(r.cancelledAt != null);
        if (r.cancelledAt) expect(r.cancelledAt.toISOString().slice(0, 10) < r.startAt).toBe(true);
        // Reviewed exactly when decided (a cancelled request keeps the review it had).
        if (r.status === 'PENDING') expect([r.reviewerId, r.reviewedAt]).toEqual([null, null]);
        if (r.status === 'REJECTED') expect(r.reviewerId).not.toBeNull();
      }
    }
  });
});
