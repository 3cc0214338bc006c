import type { Balance, LeaveCycle, RecordStatus } from '@leavedesk/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { activatedTypes, leaveTypes, organizations, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { todayIn } from '../../lib/dates';
import { periodOf, proratedAmount, startedAt } from '../../lib/leave-periods';
import { periodUsage, type StoredLeave } from './balance-math';
import { countedLeaves } from './leave-rules';

/**
 * GET /leaves/{userId|mine}/balance: one balance per active type of the user's policy, for the
 * current cycle period in the organization's time zone (UNLIMITED types report the calendar year).
 * Self, the admins of the user's team, and the organization admins may read it.
 */
export async function getBalances({ db, caller }: UseCaseContext, id: number | 'mine'): Promise<Balance[]> {
  const userId = id === 'mine' ? caller.userId : id;
  const self = userId === caller.userId;
  if (!self && caller.role === 'EMPLOYEE') throw notFound('User');
  const [user] = await db
    .select({
      id: users.id,
      joinedAt: users.joinedAt,
      leavePolicyId: users.leavePolicyId,
      timezone: organizations.timezone,
      workingDays: organizations.workingDays,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.organizationId, caller.organizationId),
        isNull(users.deletedAt),
        !self && caller.role === 'TEAM_ADMIN' ? eq(users.teamId, caller.teamId ?? -1) : undefined,
      ),
    )
    .limit(1);
  if (!user) throw notFound('User');
  if (user.leavePolicyId == null) return [];

  const today = todayIn(user.timezone);
  const year = periodOf(today, 'PER_YEAR');
  const [types, stored] = await Promise.all([
    db
      .select({
        policyId: activatedTypes.policyId,
        typeId: activatedTypes.typeId,
        name: leaveTypes.name,
        symbol: leaveTypes.symbol,
        cycle: activatedTypes.cycle,
        amount: activatedTypes.amount,
        requiresApproval: activatedTypes.requiresApproval,
        status: leaveTypes.status,
      })
      .from(activatedTypes)
      .innerJoin(leaveTypes, eq(leaveTypes.id, activatedTypes.typeId))
      .where(and(eq(activatedTypes.policyId, user.leavePolicyId), eq(leaveTypes.status, 'ACTIVE')))
      .orderBy(asc(activatedTypes.position), asc(activatedTypes.typeId)),
    countedLeaves(db, user.id, year.start, year.end),
  ]);

  return types.map((t) => {
    const cycle = t.cycle as LeaveCycle;
    const period = periodOf(today, cycle);
    const { used, pending } = periodUsage(
      stored.filter((l) => l.typeId === t.typeId) as StoredLeave[],
      period,
      user.workingDays,
    );
    const total = cycle === 'UNLIMITED' ? null : proratedAmount(t.amount, period, user.joinedAt);
    return {
      activatedType: { ...t, cycle, status: t.status as RecordStatus },
      totalAmount: total,
      usedAmount: used,
      pendingAmount: pending,
      remainingAmount: total == null ? null : total - used - pending,
      periodStart: period.start,
      periodEnd: period.end,
      startedAt: startedAt(period, user.joinedAt),
    };
  });
}
