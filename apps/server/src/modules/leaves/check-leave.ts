import type { ActivatedType, LeaveCheckAnswer } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import { callerOrRefuse, callerSelect, type StatementCaller } from '../../http/auth';
import type { ClaimsContext } from '../../http/context';
import { isDateOnly } from '../../lib/dates';
import { addDays, totalDays } from '../../lib/working-days';
import type { StoredLeave } from './balance-math';
import {
  type CalendarTuples,
  calendarEntries,
  calendarTuplesJson,
  countedLeavesJson,
  countedOverlapping,
  holidaysJson,
  MAX_SPAN_DAYS,
} from './leave-queries';
import { type HolidayRow, judgeLeave, type Requester, requestedRange, yearsAround } from './leave-rules';

export interface CheckLeaveInput {
  typeId: number;
  start: string;
  end: string;
}

/** What the check statement reads: the caller, and for them a range around the asked one. */
interface CheckSource {
  caller: StatementCaller | null;
  joinedAt: string;
  leavePolicyId: number | null;
  workingDays: string[];
  activated: ActivatedType | null;
  holidays: HolidayRow[];
  stored: (StoredLeave & { typeId: number })[];
  conflicts: CalendarTuples;
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
 * leave, without writing; conflicts are the requester's own leaves and their team mates' in the
 * range. One statement reads the caller (the route is `callerInStatement`), the asked type as
 * activated in their policy, the holidays of their country, their leaves of the years around the
 * range and the conflicts; the exact range is then taken in the caller's time zone.
 */
export async function checkLeave(ctx: ClaimsContext, input: CheckLeaveInput): Promise<LeaveCheckAnswer> {
  const from = readingBound(input.start, -1);
  let to = readingBound(input.end, 1);
  // A reversed or overlong request is refused below; read no more than a leave can span, plus
  // the days a timestamp's date may move in the caller's time zone.
  if (to < from || totalDays(from, to) > MAX_SPAN_DAYS + 4) to = from;
  const source = await readCheckSource(ctx, input.typeId, { start: from, end: to });
  const caller = callerOrRefuse(source.caller);
  const range = requestedRange(caller.timezone, input);
  const requester: Requester = {
    id: caller.userId,
    organizationId: caller.organizationId,
    teamId: caller.teamId,
    country: caller.country,
    timezone: caller.timezone,
    joinedAt: source.joinedAt,
    leavePolicyId: source.leavePolicyId,
    workingDays: source.workingDays,
    activated: source.activated,
  };
  const inRange = !range.failure;
  const evaluation = judgeLeave(
    requester,
    range,
    inRange ? source.holidays.filter((h) => h.date >= range.start && h.date <= range.end) : [],
    source.stored,
  );
  const conflicts = inRange
    ? calendarEntries(source.conflicts).filter((l) => l.startAt <= range.end && l.endAt >= range.start)
    : [];
  return {
    duration: evaluation.duration,
    totalDays: evaluation.totalDays,
    yourConflicts: conflicts.filter((l) => l.user.id === caller.userId),
    teamConflicts: conflicts.filter((l) => l.user.id !== caller.userId),
    holidays: evaluation.holidays,
    balances: evaluation.balances,
    isAllowed: !evaluation.failure,
    message: evaluation.failure?.message ?? null,
  };
}

async function readCheckSource(
  { db, claims }: ClaimsContext,
  typeId: number,
  range: { start: string; end: string },
): Promise<CheckSource> {
  const around = yearsAround(range);
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
        )
        select json_build_object(
          'caller', (select row_to_json(me) from me),
          'joinedAt', u.joined_at,
          'leavePolicyId', u.leave_policy_id,
          'workingDays', o.working_days,
          'activated', (
            select json_build_object(
              'policyId', a.policy_id, 'typeId', a.type_id, 'name', t.name, 'symbol', t.symbol,
              'cycle', a.cycle, 'amount', a.amount, 'requiresApproval', a.requires_approval,
              'status', t.status
            )
            from activated_types a
            join leave_types t on t.id = a.type_id and t.status = 'ACTIVE'
            where a.policy_id = u.leave_policy_id and a.type_id = ${typeId}
          ),
          'holidays', ${holidaysJson(sql`me."organizationId"`, sql`me.country`, range.start, range.end)},
          'stored', ${countedLeavesJson(sql`u.id`, around.from, around.to)},
          'conflicts', ${calendarTuplesJson(sql`conflicts`)}
        ) as source
        -- One row even when the token finds no caller: the refusal is then a 401, not an error.
        from (select) one
        left join me on true
        left join users u on u.id = me."userId"
        left join organizations o on o.id = me."organizationId"`,
  );
  if (!row) throw new Error('the check statement answered no row');
  return row.source;
}
