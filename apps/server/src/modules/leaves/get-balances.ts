import type { Balance, LeaveCycle, RecordStatus } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import { callerOrRefuse, callerSelect, type StatementCaller } from '../../http/auth';
import type { ClaimsContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { todayIn } from '../../lib/dates';
import { balanceOn, type StoredLeave } from './balance-math';
import { countedLeavesJson } from './leave-queries';

/** What the balance statement reads: the user, their policy's active types and their leaves. */
interface BalanceSource {
  joinedAt: string;
  timezone: string;
  workingDays: string[];
  types: {
    policyId: number;
    typeId: number;
    name: string;
    symbol: string;
    cycle: string;
    amount: number;
    requiresApproval: boolean;
    status: string;
  }[];
  leaves: (StoredLeave & { typeId: number })[];
}

/**
 * GET /leaves/{userId|mine}/balance: one balance per active type of the user's policy, for the
 * current cycle period in the organization's time zone (UNLIMITED types report the calendar year).
 * Self, the admins of the user's team, and the organization admins may read it.
 */
export async function getBalances({ db, claims }: ClaimsContext, id: number | 'mine'): Promise<Balance[]> {
  // The leaves of the years around today (UTC), wide enough for any time zone, are filtered by
  // period below. One statement reads the caller (the route is `callerInStatement`), and the user
  // if the caller may see them, with their policy's active types and those leaves.
  const utcYear = new Date().getUTCFullYear();
  const row = await firstRow<{ caller: StatementCaller | null; user: BalanceSource | null }>(
    db,
    sql`with me as (${callerSelect(claims, { dataVersion: false })})
        select
          (select row_to_json(me) from me) as caller,
          (
            select json_build_object(
              'joinedAt', u.joined_at,
              'timezone', o.timezone,
              'workingDays', o.working_days,
              'types', coalesce((
                select json_agg(json_build_object(
                  'policyId', a.policy_id, 'typeId', a.type_id, 'name', t.name, 'symbol', t.symbol,
                  'cycle', a.cycle, 'amount', a.amount, 'requiresApproval', a.requires_approval,
                  'status', t.status
                ) order by a.position, a.type_id)
                from activated_types a
                join leave_types t on t.id = a.type_id and t.status = 'ACTIVE'
                where a.policy_id = u.leave_policy_id
              ), '[]'::json),
              'leaves', ${countedLeavesJson(sql`u.id`, `${utcYear - 1}-01-01`, `${utcYear + 1}-12-31`)}
            )
            from me
            join users u on u.id = ${id === 'mine' ? sql`me."userId"` : sql`${id}::int`}
            join organizations o on o.id = u.organization_id
            where u.organization_id = me."organizationId" and u.deleted_at is null
              -- Self, an organization admin, or an admin of the user's team.
              and (u.id = me."userId" or me.role = 'ORGANIZATION_ADMIN'
                or (me.role = 'TEAM_ADMIN' and u.team_id = me."teamId"))
          ) as "user"`,
  );
  callerOrRefuse(row?.caller);
  const user = row?.user;
  if (!user) throw notFound('User');
  const stored = user.leaves;
  const today = todayIn(user.timezone);
  const types = user.types;

  return types.map((t) =>
    balanceOn(
      today,
      { ...t, cycle: t.cycle as LeaveCycle, status: t.status as RecordStatus },
      user.joinedAt,
      stored.filter((l) => l.typeId === t.typeId),
      user.workingDays,
    ),
  );
}
