import type { ActivatedType, LeaveContext } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { todayIn } from '../../lib/dates';
import { leavesOverlap } from '../../lib/leave-periods';
import { hoursPerDayOf } from '../../lib/work-schedule';
import { entriesOf, type ScheduleTuple, scheduleEntriesJson } from '../schedules/schedule-queries';
import { requestBalances, type TypeLedger } from './balance-math';
import {
  activatedTypeJson,
  adjustmentsJson,
  type CalendarTuples,
  calendarEntries,
  calendarTuplesJson,
  chainStartOf,
  countedLeavesJson,
  countedOverlapping,
  holidaysJson,
  type StoredAdjustmentTuple,
  type StoredLeaveTuple,
  storedAdjustmentsOf,
  storedLeavesOf,
} from './leave-queries';
import { type HolidayRow, ledgerFrom, yearsAround } from './leave-rules';
import { leavesVisibleTo } from './list-leaves';
import { type ToilSource, toilLedgerJson, withToil } from './toil-queries';

/** The leave asked for, with what its context needs of the requester. */
interface Target {
  id: number;
  userId: number;
  typeId: number;
  startAt: string;
  endAt: string;
  startDayPart: string;
  endDayPart: string;
  duration: number;
  workingDates: string[] | null;
  /** Issue 29: the leave's unit, times and hours per date, and what the ledger counts with. */
  unit: string;
  startTime: string | null;
  endTime: string | null;
  workingHours: number[] | null;
  policyId: number | null;
  hoursPerDay: unknown;
  schedule: ScheduleTuple[];
  teamId: number | null;
  leavePolicyId: number | null;
  joinedAt: string;
  chainStart: string;
  country: string;
  timezone: string;
  workingDays: string[];
  /** The leave's type as activated in the requester's current policy; null once it is not there. */
  activated: ActivatedType | null;
}

interface Around {
  holidays: HolidayRow[];
  ledgerLeaves: StoredLeaveTuple[];
  adjustments: StoredAdjustmentTuple[];
  toil: ToilSource | null;
  conflicts: CalendarTuples;
}

/**
 * GET /leaves/{id}/context: what a reviewer weighs besides the request. Whoever may see the leave
 * (the requester, the admins of their team, the organization admins) may read it; anyone else,
 * and another organization, gets the 404 of a missing leave. The balances are those of the
 * balance route for each period the leave touches, without the leave, then with it (the same
 * arithmetic as the check's, carry-over and adjustments included); the team conflicts (sharing a
 * half day with the leave) and holidays are the check's, for the requester.
 */
export async function getLeaveContext({ db, caller }: UseCaseContext, id: number): Promise<LeaveContext> {
  const { organizationId } = caller;
  const row = await firstRow<{ target: Target }>(
    db,
    sql`select json_build_object(
          'id', l.id, 'userId', l.user_id, 'typeId', l.type_id, 'startAt', l.start_at, 'endAt', l.end_at,
          'startDayPart', l.start_day_part, 'endDayPart', l.end_day_part,
          'duration', l.duration, 'workingDates', l.working_dates,
          'unit', l.unit, 'startTime', l.start_time, 'endTime', l.end_time, 'workingHours', l.working_hours,
          'policyId', u.leave_policy_id, 'hoursPerDay', o.metadata -> 'hoursPerDay',
          'schedule', ${scheduleEntriesJson(sql`u.id`)},
          'teamId', u.team_id, 'leavePolicyId', u.leave_policy_id, 'joinedAt', u.joined_at, 'chainStart', ${chainStartOf},
          'country', coalesce(nullif(u.country, ''), o.country), 'timezone', o.timezone,
          'workingDays', o.working_days,
          'activated', (
            select ${activatedTypeJson}
            from activated_types a
            join leave_types t on t.id = a.type_id and t.status = 'ACTIVE'
            where a.policy_id = u.leave_policy_id and a.type_id = l.type_id
          )
        ) as target
        from leaves l
        join users u on u.id = l.user_id
        join organizations o on o.id = l.organization_id
        where l.id = ${id} and l.organization_id = ${organizationId} and ${leavesVisibleTo(caller)}`,
  );
  const target = row?.target;
  if (!target) throw notFound('Leave');

  const around = yearsAround({ start: target.startAt, end: target.endAt });
  const from = ledgerFrom(target.activated, target.chainStart, around.from);
  const userId = sql`${target.userId}::int`;
  const typeId = sql`${target.typeId}::int`;
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
          'ledgerLeaves', ${countedLeavesJson(userId, from, around.to, typeId, sql`${target.policyId ?? 0}::int`)},
          'adjustments', ${adjustmentsJson(userId, from, around.to, typeId)},
          'toil', ${toilLedgerJson(userId, sql`${target.leavePolicyId ?? 0}::int`, typeId)},
          'conflicts', ${calendarTuplesJson(sql`mates`)}
        ) as around`,
  );
  if (!read) throw new Error('the leave context statement answered no row');
  const { activated } = target;
  return {
    balances: activated
      ? requestBalances(
          withoutLeave(
            withToil(
              {
                activatedType: activated,
                joinedAt: target.joinedAt,
                chainStart: target.chainStart,
                leaves: storedLeavesOf(read.around.ledgerLeaves),
                adjustments: storedAdjustmentsOf(read.around.adjustments),
                workingDays: target.workingDays,
                hoursPerDay: hoursPerDayOf({ hoursPerDay: target.hoursPerDay }),
                schedule: entriesOf(target.schedule),
              },
              read.around.toil,
            ),
            target.id,
          ),
          target,
          todayIn(target.timezone),
        )
      : [],
    teamConflicts: calendarEntries(read.around.conflicts).filter((l) => leavesOverlap(l, target)),
    holidays: read.around.holidays,
  };
}

/** The ledger without the leave under review (it is weighed as the request). */
function withoutLeave(ledger: TypeLedger, id: number): TypeLedger {
  return { ...ledger, leaves: ledger.leaves.filter((l) => (l as { id?: number }).id !== id) };
}
