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
  // The user with their policy's types, and their leaves around today, read side by side: the
  // leaves of the years around today (UTC), wide enough for any time zone, filtered by period below.
  const utcYear = new Date().getUTCFullYear();
  const [rows, stored] = await Promise.all([
    db
      .select({
        id: users.id,
        joinedAt: users.joinedAt,
        timezone: organizations.timezone,
        workingDays: organizations.workingDays,
        policyId: activatedTypes.policyId,
        typeId: activatedTypes.typeId,
        name: leaveTypes.name,
        symbol: leaveTypes.symbol,
        cycle: activatedTypes.cycle,
        amount: activatedTypes.amount,
        requiresApproval: activatedTypes.requiresApproval,
        status: leaveTypes.status,
      })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(activatedTypes, eq(activatedTypes.policyId, users.leavePolicyId))
      .leftJoin(leaveTypes, and(eq(leaveTypes.id, activatedTypes.typeId), eq(leaveTypes.status, 'ACTIVE')))
      .where(
        and(
          eq(users.id, userId),
          eq(users.organizationId, caller.organizationId),
          isNull(users.deletedAt),
          !self && caller.role === 'TEAM_ADMIN' ? eq(users.teamId, caller.teamId ?? -1) : undefined,
        ),
      )
      .orderBy(asc(activatedTypes.position), asc(activatedTypes.typeId)),
    countedLeaves(db, userId, `${utcYear - 1}-01-01`, `${utcYear + 1}-12-31`),
  ]);
  const user = rows[0];
  if (!user) throw notFound('User');
  const today = todayIn(user.timezone);
  const types = rows.flatMap((r) =>
    r.policyId != null && r.typeId != null && r.name != null && r.symbol != null && r.status != null
      ? [
          {
            policyId: r.policyId,
            typeId: r.typeId,
            name: r.name,
            symbol: r.symbol,
            cycle: r.cycle ?? 'PER_YEAR',
            amount: r.amount ?? 0,
            requiresApproval: r.requiresApproval ?? true,
            status: r.status,
          },
        ]
      : [],
  );

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
