import { type FetchedHoliday, isIanaTimeZone, type RegisterBody } from '@leavedesk/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  activatedTypes,
  holidays,
  leavePolicies,
  leaveTypes,
  organizations,
  teams,
  users,
} from '../../db/schema';
import type { Services } from '../../http/context';
import { appError } from '../../http/errors';
import { todayIn } from '../../lib/dates';
import { hashPassword } from '../../lib/passwords';
import { insertDefaultTriggers } from '../notifications/default-triggers';
import { appLink, eventBase, recordEvent } from '../notifications/record-event';

export type RegisterInput = z.output<typeof RegisterBody>;

const DEFAULT_TYPES = [
  { name: 'Vacation', symbol: '🏖️', cycle: 'PER_YEAR', amount: 20, requiresApproval: true },
  { name: 'Sick leave', symbol: '🤒', cycle: 'PER_YEAR', amount: 10, requiresApproval: false },
  { name: 'Unpaid leave', symbol: '💼', cycle: 'UNLIMITED', amount: 1, requiresApproval: true },
] as const;

/**
 * Sign-up: the organization, team General, the three default leave types, policy Default, the
 * first organization admin and the country's public holidays for this year and next, in one
 * transaction (server-rules §1).
 */
export async function registerOrganization(services: Services, input: RegisterInput) {
  const timezone = input.timezone && isIanaTimeZone(input.timezone) ? input.timezone : 'UTC';
  const passwordHash = await hashPassword(input.password);
  const today = todayIn(timezone);
  const year = Number(today.slice(0, 4));
  const fetched = await Promise.all(
    [year, year + 1].map((y) => services.holidays.publicHolidays(input.country, y).catch(() => [])),
  );

  return createInTransaction(services, input, {
    passwordHash,
    timezone,
    today,
    fetched: fetched.flat(),
  }).catch((err) => {
    // Two sign-ups with one address at the same moment: the unique index decides, same answer.
    if (isUniqueViolation(err, 'users_email_live_unique')) throw appError('EMAIL_TAKEN');
    throw err;
  });
}

function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}

async function createInTransaction(
  services: Services,
  input: RegisterInput,
  prepared: { passwordHash: string; timezone: string; today: string; fetched: FetchedHoliday[] },
) {
  const { passwordHash, timezone, today, fetched } = prepared;
  return services.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email} and ${users.deletedAt} is null`)
      .limit(1);
    if (taken) throw appError('EMAIL_TAKEN');

    const [org] = await tx
      .insert(organizations)
      .values({ name: input.organizationName, country: input.country, timezone })
      .returning();
    const [team] = await tx.insert(teams).values({ organizationId: org.id, name: 'General' }).returning();
    const types = await tx
      .insert(leaveTypes)
      .values(DEFAULT_TYPES.map((t) => ({ ...t, organizationId: org.id })))
      .returning();
    const [policy] = await tx
      .insert(leavePolicies)
      .values({ organizationId: org.id, name: 'Default', isDefault: true })
      .returning();
    await tx.insert(activatedTypes).values(
      types.map((t, position) => ({
        policyId: policy.id,
        typeId: t.id,
        organizationId: org.id,
        amount: t.amount,
        requiresApproval: t.requiresApproval,
        cycle: t.cycle,
        position,
      })),
    );
    const [user] = await tx
      .insert(users)
      .values({
        organizationId: org.id,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        role: 'ORGANIZATION_ADMIN',
        status: 'ACTIVE',
        country: input.country,
        timezone,
        teamId: team.id,
        leavePolicyId: policy.id,
        joinedAt: today,
        lastLoginAt: new Date(),
      })
      .returning();
    const holidayRows = fetched.map((h) => ({
      organizationId: org.id,
      country: input.country,
      date: h.date,
      description: h.name,
    }));
    if (holidayRows.length > 0) await tx.insert(holidays).values(holidayRows).onConflictDoNothing();
    await tx.update(organizations).set({ updatedAt: new Date() }).where(eq(organizations.id, org.id));
    await insertDefaultTriggers(tx, org.id);
    await recordEvent(tx, {
      organizationId: org.id,
      type: 'ORGANIZATION_CREATED',
      subjectUserId: user.id,
      params: { ...(await eventBase(tx, org.id, user.id)), link: appLink(services.config, '/') },
    });
    return user;
  });
}
