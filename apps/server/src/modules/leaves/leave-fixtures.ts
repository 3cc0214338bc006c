import type { AuthAnswer, Role } from '@leavedesk/contracts';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  type Registered,
  registerOrganization,
  signIn,
  type TestApp,
  uniqueEmail,
} from '../../../test/harness';
import { activatedTypes, holidays, leavePolicies, leaves, leaveTypes, teams, users } from '../../db/schema';
import { dayjs, todayIn } from '../../lib/dates';
import { weightedDuration } from '../../lib/leave-periods';
import { hashPassword } from '../../lib/passwords';
import { addDays, weekdayOf, workingDates } from '../../lib/working-days';

/** Fixtures of the leave tests: organizations, people, types and holidays written straight to the database. */

export const PASSWORD = 'correct-horse-1';
let hashed: Promise<string> | undefined;
const passwordHash = () => {
  hashed ??= hashPassword(PASSWORD);
  return hashed;
};

export const MON_FRI = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
/** Employees live in a country with no stored holidays but the ones a test adds. */
export const EMPLOYEE_COUNTRY = 'FR';
export const ZONE = 'Europe/Berlin';

export interface Org {
  t: TestApp;
  admin: Registered;
  organizationId: number;
  teamId: number;
  policyId: number;
  types: { vacation: number; sick: number; unpaid: number };
}

export async function setupOrg(t?: TestApp, overrides: Record<string, unknown> = {}): Promise<Org> {
  const app = t ?? (await createTestApp());
  const admin = await registerOrganization(app, { timezone: ZONE, ...overrides });
  const db = app.app.services.db;
  const organizationId = admin.user.organization.id;
  const rows = await db
    .select({ id: leaveTypes.id, name: leaveTypes.name })
    .from(leaveTypes)
    .where(eq(leaveTypes.organizationId, organizationId));
  const byName = (name: string) => rows.find((r) => r.name === name)?.id ?? -1;
  return {
    t: app,
    admin,
    organizationId,
    teamId: admin.user.team?.id ?? -1,
    policyId: admin.user.leavePolicy?.id ?? -1,
    types: { vacation: byName('Vacation'), sick: byName('Sick leave'), unpaid: byName('Unpaid leave') },
  };
}

export interface Person extends AuthAnswer {
  token: string;
  id: number;
}

export interface PersonOptions {
  role?: Role;
  teamId?: number | null;
  country?: string | null;
  timezone?: string | null;
  joinedAt?: string;
  policyId?: number | null;
  status?: string;
  firstName?: string;
  /** When the person was added to the product (`created_at`): carry-over chains from that year. */
  addedAt?: string;
}

/** A user written straight to the database, then signed in. */
export async function addPerson(org: Org, opts: PersonOptions = {}): Promise<Person> {
  const email = await insertPerson(org, opts);
  const answer = await signIn(org.t, email, PASSWORD);
  return { ...answer, token: answer.accessToken, id: answer.user.id };
}

/** A user written straight to the database, not signed in; answers their e-mail. */
export async function insertPerson(org: Org, opts: PersonOptions = {}): Promise<string> {
  const email = uniqueEmail('person');
  await org.t.app.services.db.insert(users).values({
    organizationId: org.organizationId,
    email,
    passwordHash: await passwordHash(),
    firstName: opts.firstName ?? 'Pat',
    lastName: 'Person',
    role: opts.role ?? 'EMPLOYEE',
    status: opts.status ?? 'ACTIVE',
    country: opts.country === undefined ? EMPLOYEE_COUNTRY : opts.country,
    timezone: opts.timezone === undefined ? ZONE : opts.timezone,
    teamId: opts.teamId === undefined ? org.teamId : opts.teamId,
    leavePolicyId: opts.policyId === undefined ? org.policyId : opts.policyId,
    joinedAt: opts.joinedAt ?? '2020-01-01',
    ...(opts.addedAt ? { createdAt: new Date(`${opts.addedAt}T12:00:00Z`) } : {}),
  });
  return email;
}

export async function addTeam(org: Org, name: string): Promise<number> {
  const [row] = await org.t.app.services.db
    .insert(teams)
    .values({ organizationId: org.organizationId, name })
    .returning({ id: teams.id });
  return row.id;
}

export async function addHoliday(
  org: Org,
  date: string,
  country = EMPLOYEE_COUNTRY,
  description = 'A holiday',
) {
  await org.t.app.services.db
    .insert(holidays)
    .values({ organizationId: org.organizationId, country, date, description });
}

/** A leave type, activated in the organization's default policy with the given settings. */
export async function addType(
  org: Org,
  opts: {
    name: string;
    cycle: 'PER_YEAR' | 'PER_MONTH' | 'UNLIMITED';
    amount: number;
    requiresApproval: boolean;
  },
): Promise<number> {
  const db = org.t.app.services.db;
  const [type] = await db
    .insert(leaveTypes)
    .values({ organizationId: org.organizationId, symbol: '🧪', ...opts })
    .returning({ id: leaveTypes.id });
  await db.insert(activatedTypes).values({
    policyId: org.policyId,
    typeId: type.id,
    organizationId: org.organizationId,
    amount: opts.amount,
    requiresApproval: opts.requiresApproval,
    cycle: opts.cycle,
    position: 10,
  });
  return type.id;
}

export async function setActivated(
  org: Org,
  typeId: number,
  values: {
    amount?: number;
    requiresApproval?: boolean;
    cycle?: string;
    carryOverLimit?: number;
    carryOverExpiresAfterMonths?: number | null;
    accrual?: 'UPFRONT' | 'MONTHLY';
    borrowLimit?: number;
    unit?: 'DAYS' | 'HOURS';
    prorateBySchedule?: boolean;
  },
) {
  await org.t.app.services.db
    .update(activatedTypes)
    .set(values)
    .where(and(eq(activatedTypes.policyId, org.policyId), eq(activatedTypes.typeId, typeId)));
}

export async function addPolicy(org: Org, name: string): Promise<number> {
  const [row] = await org.t.app.services.db
    .insert(leavePolicies)
    .values({ organizationId: org.organizationId, name })
    .returning({ id: leavePolicies.id });
  return row.id;
}

/**
 * A leave written straight to the database (past dates allowed), with its working dates on
 * Monday–Friday and no holidays, halves counting 0.5. A CANCELLED one is cancelled by its requester.
 */
export async function insertLeave(
  org: Org,
  person: { id: number },
  opts: {
    typeId: number;
    start: string;
    end: string;
    status?: string;
    reason?: string | null;
    holidays?: string[];
    startDayPart?: 'FULL' | 'AFTERNOON';
    endDayPart?: 'FULL' | 'MORNING';
  },
): Promise<number> {
  const dates = workingDates(opts.start, opts.end, MON_FRI, new Set(opts.holidays ?? []));
  const parts = { startDayPart: opts.startDayPart ?? 'FULL', endDayPart: opts.endDayPart ?? 'FULL' };
  const status = opts.status ?? 'ACCEPTED';
  const [row] = await org.t.app.services.db
    .insert(leaves)
    .values({
      organizationId: org.organizationId,
      userId: person.id,
      typeId: opts.typeId,
      policyId: org.policyId,
      startAt: opts.start,
      endAt: opts.end,
      ...parts,
      duration: weightedDuration({ startAt: opts.start, endAt: opts.end, ...parts }, dates),
      totalDays: dayjs(opts.end).diff(dayjs(opts.start), 'day') + 1,
      workingDates: dates,
      status,
      reason: opts.reason ?? null,
      ...(status === 'CANCELLED' ? { cancelledAt: new Date(), cancelledBy: person.id } : {}),
    })
    .returning({ id: leaves.id });
  return row.id;
}

/** Today where the tests' people live. */
export function today(zone = ZONE): string {
  return todayIn(zone);
}

/** The first Monday on or after a date. */
export function mondayFrom(date: string): string {
  let d = date;
  while (weekdayOf(d) !== 'MONDAY') d = addDays(d, 1);
  return d;
}

/** A Monday comfortably in the future (at least two weeks ahead), plus `weeks` more weeks. */
export function futureMonday(weeks = 0): string {
  return addDays(mondayFrom(addDays(today(), 14)), weeks * 7);
}

export function currentYear(zone = ZONE): number {
  return Number(today(zone).slice(0, 4));
}
