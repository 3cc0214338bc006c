import type { ActivatedType, LeaveContext } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { requestBalances, type StoredLeave } from './balance-math';
import {
  type CalendarTuples,
  calendarEntries,
  calendarTuplesJson,
  countedLeavesJson,
  countedOverlapping,
  holidaysJson,
} from './leave-queries';
import type { HolidayRow } from './leave-rules';
import { yearsAround } from './leave-rules';
import { leavesVisibleTo } from './list-leaves';

/** The leave asked for, with what its context needs of the requester. */
interface Target {
  id: number;
  userId: number;
  startAt: string;
  endAt: string;
  duration: number;
  workingDates: string[] | null;
  teamId: number | null;
  joinedAt: string;
  country: string;
  workingDays: string[];
  /** The leave's type as activated in the requester's current policy; null once it is not there. */
  activated: ActivatedType | null;
}

interface Around {
  holidays: HolidayRow[];
  stored: (StoredLeave & { id: number; typeId: number })[];
  conflicts: CalendarTuples;
}

/**
 * GET /leaves/{id}/context: what a reviewer weighs besides the request. Whoever may see the leave
 * (the requester, the admins of their team, the organization admins) may read it; anyone else,
 * and another organization, gets the 404 of a missing leave. The balances are those of the
 * balance route for each period the leave touches, without the leave, then with it; the team
 * conflicts and holidays are the check's, for the requester.
 */
export async function getLeaveContext({ db, caller }: UseCaseContext, id: number): Promise<LeaveContext> {
  const { organizationId } = caller;
  const row = await firstRow<{ target: Target }>(
    db,
    sql`select json_build_object(
          'id', l.id, 'userId', l.user_id, 'startAt', l.start_at, 'endAt', l.end_at,
          'duration', l.duration, 'workingDates', l.working_dates,
          'teamId', u.team_id, 'joinedAt', u.joined_at,
          'country', coalesce(nullif(u.country, ''), o.country), 'workingDays', o.working_days,
          'activated', (
            select json_build_object(
              'policyId', a.policy_id, 'typeId', a.type_id, 'name', t.name, 'symbol', t.symbol,
              'cycle', a.cycle, 'amount', a.amount, 'requiresApproval', a.requires_approval,
              'status', t.status
            )
            from activated_types a
            join leave_types t on t.id = a.type_id and t.status = 'ACTIVE'
            where a.policy_id = u.leave_policy_id and a.type_id = l.type_id
          )
        ) as target
        from leaves l
        join users u on u.id = l.user_id
        join organizations o on o.id = l.organization_id
        where l.id = ${id} and l.organization_id = ${organizationId} and l.cancelled_at is null
          and ${leavesVisibleTo(caller)}`,
  );
  const target = row?.target;
  if (!target) throw notFound('Leave');

  const around = yearsAround({ start: target.startAt, end: target.endAt });
  const read = await firstRow<{ around: Around }>(
    db,
    sql`with mates as materialized (
          select l.* from leaves l
          where l.organization_id = ${organizationId}
            and l.user_id = any(array(
              select m.id from users m
              where m.organization_id = ${organizationId} and m.team_id = ${target.teamId}
                and m.deleted_at is null and m.id <> ${target.userId}
            ))
            and ${countedOverlapping(target.startAt, target.endAt, sql`${organizationId}::int`)}
        )
        select json_build_object(
          'holidays', ${holidaysJson(sql`${organizationId}::int`, sql`${target.country}::text`, target.startAt, target.endAt)},
          'stored', ${countedLeavesJson(sql`${target.userId}::int`, around.from, around.to)},
          'conflicts', ${calendarTuplesJson(sql`mates`)}
        ) as around`,
  );
  if (!read) throw new Error('the leave context statement answered no row');
  const { activated } = target;
  return {
    balances: activated
      ? requestBalances({
          activatedType: activated,
          joinedAt: target.joinedAt,
          request: target,
          others: read.around.stored.filter((l) => l.typeId === activated.typeId && l.id !== target.id),
          workingDays: target.workingDays,
        })
      : [],
    teamConflicts: calendarEntries(read.around.conflicts),
    holidays: read.around.holidays,
  };
}
