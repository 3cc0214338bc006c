import type { ActivatedType, EndDayPart, LeaveCheckAnswer, StartDayPart } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import { callerOrRefuse, callerSelect, type StatementCaller } from '../../http/auth';
import type { ClaimsContext } from '../../http/context';
import { isDateOnly } from '../../lib/dates';
import { leavesOverlap } from '../../lib/leave-periods';
import { hoursPerDayOf } from '../../lib/work-schedule';
import { addDays, totalDays } from '../../lib/working-days';
import { entriesOf, type ScheduleTuple, scheduleEntriesJson } from '../schedules/schedule-queries';
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
  ledgerFromOf,
  MAX_SPAN_DAYS,
  type StoredAdjustmentTuple,
  type StoredLeaveTuple,
  storedAdjustmentsOf,
  storedLeavesOf,
} from './leave-queries';
import { type HolidayRow, judgeLeave, type Requester, requestedRange, yearsAround } from './leave-rules';
import { checkedSubstitute, type SubstituteCandidate } from './substitutes';
import { type ToilSource, toilLedgerJson } from './toil-queries';

export interface CheckLeaveInput {
  typeId: number;
  start: string;
  end: string;
  startDayPart?: StartDayPart;
  endDayPart?: EndDayPart;
  substituteId?: number | null;
  /** Issue 29: a one-day HOURS request's hours. */
  startTime?: string | null;
  endTime?: string | null;
}

/** What the check statement reads: the caller, and for them a range around the asked one. */
interface CheckSource {
  caller: StatementCaller | null;
  joinedAt: string;
  chainStart: string;
  leavePolicyId: number | null;
  workingDays: string[];
  /** The organization's `metadata.hoursPerDay` as stored (any JSON). */
  hoursPerDay: unknown;
  schedule: ScheduleTuple[];
  activated: ActivatedType | null;
  holidays: HolidayRow[];
  /** The asked type's leaves and adjustments, from the years around (or the carry-over chain's start). */
  ledgerLeaves: StoredLeaveTuple[];
  adjustments: StoredAdjustmentTuple[];
  /** A TIME_OFF_IN_LIEU type's entries and leaves (toil-queries.ts); null for any other type. */
  toil: ToilSource | null;
  /** The caller's and their team mates' leaves in the range (the caller's own also judge the overlap). */
  conflicts: CalendarTuples;
  /** The named substitute (issue 28), if any of the organization, and their leaves in the range. */
  substitute: SubstituteCandidate | null;
  substituteLeaves: CalendarTuples | null;
}

/**
 * A bound of the dates to read before the caller's time zone is known: a date as it is; a
 * timestamp's UTC date widened by a day (its date in any time zone is within a day of it).
 */
function readingBound(value: string, side: -1 | 1): string {
  return isDateOnly(value) ? value : addDays(new Date(value).toISOString().slice(0, 10), side);
}

/**
 * The duration preview (POST /leaves/check): the same numbers and the same rules as creating the
 * leave, without writing; conflicts are the requester's own leaves and their team mates' that
 * share a half day with the request. One statement reads the caller (the route is
 * `callerInStatement`), the asked type as activated in their policy, the holidays of their
 * country, the type's leaves and adjustments of the years around the range (from the start of the
 * carry-over chain when it carries over) and the conflicts; the exact range is then taken in the
 * caller's time zone. A named substitute is checked as creating would (substitutes.ts) and their own
 * leaves sharing a half day with the request are answered as `substituteAway`.
 */
export async function checkLeave(ctx: ClaimsContext, input: CheckLeaveInput): Promise<LeaveCheckAnswer> {
  const from = readingBound(input.start, -1);
  let to = readingBound(input.end, 1);
  // A reversed or overlong request is refused below; read no more than a leave can span, plus
  // the days a timestamp's date may move in the caller's time zone.
  if (to < from || totalDays(from, to) > MAX_SPAN_DAYS + 4) to = from;
  const source = await readCheckSource(ctx, input.typeId, { start: from, end: to }, input.substituteId);
  const caller = callerOrRefuse(source.caller);
  if (input.substituteId != null) checkedSubstitute(source.substitute, caller.userId);
  const range = requestedRange(caller.timezone, input);
  const requester: Requester = {
    id: caller.userId,
    organizationId: caller.organizationId,
    teamId: caller.teamId,
    country: caller.country,
    timezone: caller.timezone,
    joinedAt: source.joinedAt,
    chainStart: source.chainStart,
    leavePolicyId: source.leavePolicyId,
    workingDays: source.workingDays,
    hoursPerDay: hoursPerDayOf({ hoursPerDay: source.hoursPerDay }),
    schedule: entriesOf(source.schedule),
    activated: source.activated,
  };
  const inRange = !range.failure;
  // Conflicts share a half day with the request: a team mate's morning is no conflict for an afternoon.
  const request = {
    startAt: range.start,
    endAt: range.end,
    startDayPart: range.startDayPart,
    endDayPart: range.endDayPart,
  };
  const conflicts = inRange ? calendarEntries(source.conflicts).filter((l) => leavesOverlap(l, request)) : [];
  const own = conflicts.filter((l) => l.user.id === caller.userId);
  const evaluation = judgeLeave(
    requester,
    range,
    inRange ? source.holidays.filter((h) => h.date >= range.start && h.date <= range.end) : [],
    {
      overlapping: own.map((l) => ({ ...l, workingDates: null })),
      ledgerLeaves: storedLeavesOf(source.ledgerLeaves),
      adjustments: storedAdjustmentsOf(source.adjustments),
      toil: source.toil,
    },
  );
  return {
    duration: evaluation.duration,
    unit: source.activated?.unit ?? 'DAYS',
    totalDays: evaluation.totalDays,
    yourConflicts: own,
    teamConflicts: conflicts.filter((l) => l.user.id !== caller.userId),
    holidays: evaluation.holidays,
    balances: evaluation.balances,
    isAllowed: !evaluation.failure,
    message: evaluation.failure?.message ?? null,
    // The substitute's own leaves sharing a half day with the request: a warning, never a refusal.
    substituteAway:
      inRange && source.substituteLeaves
        ? calendarEntries(source.substituteLeaves).filter((l) => leavesOverlap(l, request))
        : [],
  };
}

async function readCheckSource(
  { db, claims }: ClaimsContext,
  typeId: number,
  range: { start: string; end: string },
  substituteId?: number | null,
): Promise<CheckSource> {
  const around = yearsAround(range);
  const ledgerFrom = sql`lf.ledger_from`;
  const row = await firstRow<{ source: CheckSource }>(
    db,
    sql`with me as (${callerSelect(claims, { dataVersion: false })}),
        -- The caller's leaves and their live team mates', through the (user, start) index.
        conflicts as materialized (
          select l.* from leaves l cross join me
          where l.organization_id = me."organizationId"
            and l.user_id = any(array(
              select m.id from users m
              where m.organization_id = me."organizationId" and m.team_id = me."teamId"
                and m.deleted_at is null
              union select me."userId"
            ))
            and ${countedOverlapping(range.start, range.end, sql`me."organizationId"`)}
        )${
          substituteId != null
            ? sql`,
        -- The named substitute's leaves in the range (issue 28), through the (user, start) index.
        substitute_leaves as materialized (
          select l.* from leaves l cross join me
          where l.organization_id = me."organizationId" and l.user_id = ${substituteId}
            and ${countedOverlapping(range.start, range.end, sql`me."organizationId"`)}
        )`
            : sql``
        }
        select json_build_object(
          'caller', (select row_to_json(me) from me),
          'joinedAt', u.joined_at,
          'chainStart', ${chainStartOf},
          'leavePolicyId', u.leave_policy_id,
          'workingDays', o.working_days,
          'hoursPerDay', o.metadata -> 'hoursPerDay',
          'schedule', ${scheduleEntriesJson(sql`u.id`)},
          'activated', (
            select ${activatedTypeJson}
            from activated_types a
            join leave_types t on t.id = a.type_id and t.status = 'ACTIVE'
            where a.policy_id = u.leave_policy_id and a.type_id = ${typeId}
          ),
          'holidays', ${holidaysJson(sql`me."organizationId"`, sql`me.country`, range.start, range.end)},
          'ledgerLeaves', ${countedLeavesJson(sql`u.id`, ledgerFrom, around.to, sql`${typeId}::int`, sql`u.leave_policy_id`)},
          'adjustments', ${adjustmentsJson(sql`u.id`, ledgerFrom, around.to, sql`${typeId}::int`)},
          'toil', ${toilLedgerJson(sql`u.id`, sql`u.leave_policy_id`, sql`${typeId}::int`)},
          'conflicts', ${calendarTuplesJson(sql`conflicts`)},
          'substitute', ${
            substituteId != null
              ? sql`(select json_build_object('id', s.id, 'firstName', s.first_name, 'lastName', s.last_name,
                  'status', s.status, 'removed', s.deleted_at is not null)
                from users s where s.id = ${substituteId} and s.organization_id = me."organizationId")`
              : sql`null`
          },
          'substituteLeaves', ${substituteId != null ? calendarTuplesJson(sql`substitute_leaves`) : sql`null`}
        ) as source
        -- One row even when the token finds no caller: the refusal is then a 401, not an error.
        from (select) one
        left join me on true
        left join users u on u.id = me."userId"
        left join organizations o on o.id = me."organizationId"
        left join ${ledgerFromOf(around.from, sql`${typeId}::int`)} lf on true`,
  );
  if (!row) throw new Error('the check statement answered no row');
  return row.source;
}
