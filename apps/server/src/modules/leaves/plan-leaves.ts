import { type ActivatedType, type LeaveSuggestion, planYearRangeMessage } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import { callerOrRefuse, callerSelect, type StatementCaller } from '../../http/auth';
import type { ClaimsContext } from '../../http/context';
import { appError, badRequest } from '../../http/errors';
import { todayIn } from '../../lib/dates';
import { splitIntoPeriods } from '../../lib/leave-periods';
import { PLAN_MAX_LEAVE_DAYS, planStretches, type Stretch, workingDayCost } from '../../lib/leave-planner';
import { hoursPerDayOf, scheduledHours, type WorkSchedule } from '../../lib/work-schedule';
import { addDays, dayNumber, fromDayNumber } from '../../lib/working-days';
import { entriesOf, type ScheduleTuple, scheduleEntriesJson } from '../schedules/schedule-queries';
import { findShortfall, periodBalance, requestBalances, type TypeLedger } from './balance-math';
import {
  activatedTypeJson,
  adjustmentsJson,
  chainStartOf,
  countedLeavesJson,
  ledgerFromOf,
  type StoredAdjustmentTuple,
  type StoredLeaveTuple,
  storedAdjustmentsOf,
  storedLeavesOf,
} from './leave-queries';
import { type ToilSource, toilLedgerJson, withToil } from './toil-queries';

/** The years the planner plans, around the caller's current year: one back (it answers nothing), two ahead. */
export const PLAN_YEARS_BACK = 1;
export const PLAN_YEARS_AHEAD = 2;

/** What the planner's statement reads for the caller. */
interface PlanSource {
  caller: StatementCaller | null;
  joinedAt: string;
  chainStart: string;
  workingDays: string[];
  hoursPerDay: unknown;
  schedule: ScheduleTuple[];
  activated: ActivatedType | null;
  holidays: string[];
  /** The caller's PENDING and ACCEPTED leaves of any type in the year: no suggestion overlaps them. */
  ownLeaves: StoredLeaveTuple[];
  /** The asked type's leaves and adjustments, for its balance (from the carry-over chain's start). */
  ledgerLeaves: StoredLeaveTuple[];
  /** A TIME_OFF_IN_LIEU type's entries and leaves (toil-queries.ts); null for any other type. */
  toil: ToilSource | null;
  adjustments: StoredAdjustmentTuple[];
}

/**
 * GET /leaves/mine/plan (issue 29): stretches of `year` where few days of leave of `typeId` give
 * the most consecutive days off, from today on: by the caller's schedule (the week in force on
 * each date), their country's holidays, around their PENDING and ACCEPTED leaves, each within
 * what they may still take of the type (the exact rule of a request: every period it touches,
 * carried-over days only before they expire; no cap for unlimited types). One statement reads
 * it all; the search is `planStretches`. Suggestions are alternatives: each fits on its own.
 */
export async function planLeaves(
  ctx: ClaimsContext,
  query: { year: number; typeId: number },
  now: Date = new Date(),
): Promise<LeaveSuggestion[]> {
  const yearStart = `${query.year}-01-01`;
  const yearEnd = `${query.year}-12-31`;
  const source = await readPlanSource(ctx, query.typeId, yearStart, yearEnd);
  const caller = callerOrRefuse(source.caller);
  const today = todayIn(caller.timezone, now);
  const thisYear = Number(today.slice(0, 4));
  if (query.year < thisYear - PLAN_YEARS_BACK || query.year > thisYear + PLAN_YEARS_AHEAD)
    throw badRequest(planYearRangeMessage(thisYear - PLAN_YEARS_BACK, thisYear + PLAN_YEARS_AHEAD), 'year');
  const activated = source.activated;
  if (!activated) throw appError('LEAVE_TYPE_NOT_IN_POLICY');

  const from = today > yearStart ? today : yearStart;
  if (from > yearEnd) return [];
  const schedule: WorkSchedule = {
    workingDays: source.workingDays,
    hoursPerDay: hoursPerDayOf({ hoursPerDay: source.hoursPerDay }),
    entries: entriesOf(source.schedule),
  };
  const dayCost = workingDayCost(from, yearEnd, schedule, new Set(source.holidays));
  // Issue 29: an HOURS type's date costs its scheduled hours, and a stretch at most 16 days of them.
  const inHours = activated.unit === 'HOURS';
  const costOf = inHours ? (d: string) => (dayCost(d) > 0 ? scheduledHours(schedule, d) : 0) : dayCost;

  const blocked = new Set<string>();
  for (const leave of storedLeavesOf(source.ownLeaves)) {
    const last = Math.min(dayNumber(leave.endAt), dayNumber(yearEnd));
    for (let day = Math.max(dayNumber(leave.startAt), dayNumber(from)); day <= last; day++)
      blocked.add(fromDayNumber(day));
  }

  // A TIME_OFF_IN_LIEU type plans against what remains of its overtime (toil-math.ts).
  const ledger: TypeLedger = withToil(
    {
      activatedType: activated,
      joinedAt: source.joinedAt,
      chainStart: source.chainStart,
      leaves: storedLeavesOf(source.ledgerLeaves),
      adjustments: storedAdjustmentsOf(source.adjustments),
      workingDays: source.workingDays,
      hoursPerDay: schedule.hoursPerDay,
      schedule: schedule.entries,
    },
    source.toil,
  );
  const unlimited = activated.cycle === 'UNLIMITED';
  // The most any stretch may take: the largest remaining of the periods ahead (one for PER_YEAR).
  // The exact rule (`fits`) then judges each suggestion as the check would.
  const cap = unlimited
    ? null
    : Math.max(
        0,
        ...splitIntoPeriods(from, yearEnd, activated.cycle).map(
          (p) => periodBalance(ledger, { start: p.start, end: p.end }, today).remainingAmount ?? 0,
        ),
      );
  const fits = (s: Stretch) => {
    if (unlimited) return true;
    const workingDates: string[] = [];
    for (let d = s.start; d <= s.end; d = addDays(d, 1)) if (costOf(d) > 0) workingDates.push(d);
    const request = {
      startAt: s.start,
      endAt: s.end,
      duration: s.leaveAmount,
      workingDates,
      unit: activated.unit,
      workingHours: workingDates.map((d) => scheduledHours(schedule, d)),
    };
    return !findShortfall(requestBalances(ledger, request, today));
  };
  const maxLeave = inHours ? PLAN_MAX_LEAVE_DAYS * schedule.hoursPerDay : PLAN_MAX_LEAVE_DAYS;
  return planStretches({ from, to: yearEnd, costOf, blocked, cap, fits, maxLeave }).map((s) => ({
    ...s,
    unit: activated.unit,
  }));
}

async function readPlanSource(
  { db, claims }: ClaimsContext,
  typeId: number,
  yearStart: string,
  yearEnd: string,
): Promise<PlanSource> {
  const ledgerFrom = sql`lf.ledger_from`;
  const row = await firstRow<{ source: PlanSource }>(
    db,
    sql`with me as (${callerSelect(claims, { dataVersion: false })})
        select json_build_object(
          'caller', (select row_to_json(me) from me),
          'joinedAt', u.joined_at,
          'chainStart', ${chainStartOf},
          'workingDays', o.working_days,
          'hoursPerDay', o.metadata -> 'hoursPerDay',
          'schedule', ${scheduleEntriesJson(sql`u.id`)},
          'activated', (
            select ${activatedTypeJson}
            from activated_types a
            join leave_types t on t.id = a.type_id and t.status = 'ACTIVE'
            where a.policy_id = u.leave_policy_id and a.type_id = ${typeId}
          ),
          'holidays', coalesce((
            select json_agg(h.date order by h.date) from holidays h
            where h.organization_id = me."organizationId" and h.country = me.country
              and h.date >= ${yearStart} and h.date <= ${yearEnd}
          ), '[]'::json),
          'ownLeaves', ${countedLeavesJson(sql`u.id`, yearStart, yearEnd)},
          'ledgerLeaves', ${countedLeavesJson(sql`u.id`, ledgerFrom, yearEnd, sql`${typeId}::int`, sql`u.leave_policy_id`)},
          'adjustments', ${adjustmentsJson(sql`u.id`, ledgerFrom, yearEnd, sql`${typeId}::int`)},
          'toil', ${toilLedgerJson(sql`u.id`, sql`u.leave_policy_id`, sql`${typeId}::int`)}
        ) as source
        -- One row even when the token finds no caller: the refusal is then a 401, not an error.
        from (select) one
        left join me on true
        left join users u on u.id = me."userId"
        left join organizations o on o.id = me."organizationId"
        left join ${ledgerFromOf(yearStart, sql`${typeId}::int`)} lf on true`,
  );
  if (!row) throw new Error('the plan statement answered no row');
  return row.source;
}
