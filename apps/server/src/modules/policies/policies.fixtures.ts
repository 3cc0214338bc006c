import type { Role } from '@leavedesk/contracts';
import { type Registered, signIn, type TestApp, uniqueEmail } from '../../../test/harness';
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
