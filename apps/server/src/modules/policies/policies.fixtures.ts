import type { LeaveType, Role } from '@leavedesk/contracts';
import { beforeAll } from 'vitest';
import {
  createTestApp,
  type Registered,
  registerOrganization,
  signIn,
  type TestApp,
  uniqueEmail,
} from '../../../test/harness';
import { leaves, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';

/**
 * Test helpers of the policies area. Members are written straight into the database and signed in
 * through the real login route, so these tests do not depend on the users routes.
 */
export interface Member {
  id: number;
  token: string;
}

let passwordHash: Promise<string> | undefined;
const PASSWORD = 'member-password-1';

export async function addMember(
  t: TestApp,
  admin: Registered,
  opts: { role?: Role; leavePolicyId?: number | null; deleted?: boolean } = {},
): Promise<Member> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail('member');
  const [row] = await t.app.services.db
    .insert(users)
    .values({
      organizationId: admin.user.organization.id,
      email,
      passwordHash: await passwordHash,
      firstName: 'Member',
      lastName: 'Test',
      role: opts.role ?? 'EMPLOYEE',
      status: 'ACTIVE',
      teamId: admin.user.team?.id ?? null,
      leavePolicyId:
        opts.leavePolicyId === undefined ? (admin.user.leavePolicy?.id ?? null) : opts.leavePolicyId,
      joinedAt: '2024-01-01',
      deletedAt: opts.deleted ? new Date() : null,
    })
    .returning({ id: users.id });
  if (opts.deleted) return { id: row.id, token: '' };
  return { id: row.id, token: (await signIn(t, email, PASSWORD)).accessToken };
}

/** A leave row written directly, as the leaves area would. */
export async function insertLeave(
  t: TestApp,
  admin: Registered,
  opts: { typeId: number; policyId: number; userId?: number },
): Promise<void> {
  await t.app.services.db.insert(leaves).values({
    organizationId: admin.user.organization.id,
    userId: opts.userId ?? admin.user.id,
    typeId: opts.typeId,
    policyId: opts.policyId,
    startAt: '2025-03-03',
    endAt: '2025-03-04',
    duration: 2,
    totalDays: 2,
    status: 'ACCEPTED',
  });
}

export const vacationLike = {
  name: 'Parental leave',
  symbol: '👶',
  cycle: 'PER_YEAR',
  amount: 5,
  requiresApproval: true,
} as const;

/** The default leave types of a registered organization, by name. */
export type DefaultTypes = Record<'Vacation' | 'Sick leave' | 'Unpaid leave', LeaveType>;

/**
 * The set-up of the tests of a policy's per-type settings (carry-over, accrual, units): an
 * organization registered before the file's tests, its default types by name, policies written
 * through POST/PUT as its admin, and Vacation as an activated type of `vacationAmount` days with
 * any settings added.
 */
export interface PolicySettingsOrg {
  t: TestApp;
  admin: Registered;
  types: DefaultTypes;
  post(body: Record<string, unknown>, token?: string): ReturnType<TestApp['call']>;
  put(id: number, body: Record<string, unknown>): ReturnType<TestApp['call']>;
  vacation(extra?: Record<string, unknown>): Record<string, unknown>;
}

export function policySettingsOrg(vacationAmount: number): PolicySettingsOrg {
  // t, admin and types are set before the file's tests run (beforeAll below).
  const org = {} as PolicySettingsOrg;
  org.post = (body, token) =>
    org.t.call('POST', '/api/leaves/policies', { token: token ?? org.admin.accessToken, body });
  org.put = (id, body) =>
    org.t.call('PUT', `/api/leaves/policies/${id}`, { token: org.admin.accessToken, body });
  org.vacation = (extra = {}) => ({
    typeId: org.types.Vacation.id,
    amount: vacationAmount,
    requiresApproval: true,
    ...extra,
  });
  beforeAll(async () => {
    org.t = await createTestApp();
    org.admin = await registerOrganization(org.t);
    const res = await org.t.call('GET', '/api/leaves/types', { token: org.admin.accessToken });
    org.types = Object.fromEntries((res.json() as LeaveType[]).map((x) => [x.name, x])) as DefaultTypes;
  });
  return org;
}
