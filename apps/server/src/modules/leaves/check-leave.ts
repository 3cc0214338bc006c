import type { CalendarLeave, LeaveCheckAnswer, LeaveCycle } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import type { StoredLeave } from './balance-math';
import { calendarEntryJson, calendarJoins, countedLeavesJson, countedOverlapping } from './leave-queries';
import { type HolidayRow, judgeLeave, type Requester, requestedRange, yearsAround } from './leave-rules';

export interface CheckLeaveInput {
  typeId: number;
  start: string;
  end: string;
}

/** What the check statement reads for a requester and a range. */
interface CheckSource {
  joinedAt: string;
  leavePolicyId: number | null;
  workingDays: string[];
  activated: {
    typeId: number;
    name: string;
    cycle: string;
    amount: number;
    requiresApproval: boolean;
  } | null;
  holidays: HolidayRow[];
  stored: (StoredLeave & { typeId: number })[];
  conflicts: CalendarLeave[];
}

/**
 * The duration preview (POST /leaves/check): the same numbers and the same rules as creating the
 * leave, without writing; conflicts are the requester's own leaves and their team mates' in the
 * range. One statement reads the requester with the asked type as activated in their policy, the
 * holidays of their country in the range, their leaves of the years around it and the conflicts.
 */
export async function checkLeave(ctx: UseCaseContext, input: CheckLeaveInput): Promise<LeaveCheckAnswer> {
  const { caller } = ctx;
  const range = requestedRange(caller.timezone, input);
  const source = range.failure ? undefined : await readCheckSource(ctx, input.typeId, range);
  const requester: Requester = {
    id: caller.userId,
    organizationId: caller.organizationId,
    teamId: caller.teamId,
    country: caller.country,
    timezone: caller.timezone,
    joinedAt: source?.joinedAt ?? '',
    leavePolicyId: source?.leavePolicyId ?? null,
    workingDays: source?.workingDays ?? [],
    activated: source?.activated
      ? { ...source.activated, cycle: source.activated.cycle as LeaveCycle }
      : null,
  };
  const evaluation = judgeLeave(requester, range, source?.holidays ?? [], source?.stored ?? []);
  const conflicts = source?.conflicts ?? [];
  return {
    duration: evaluation.duration,
    totalDays: evaluation.totalDays,
    yourConflicts: conflicts.filter((l) => l.user.id === caller.userId),
    teamConflicts: conflicts.filter((l) => l.user.id !== caller.userId),
    holidays: evaluation.holidays,
    isAllowed: !evaluation.failure,
    message: evaluation.failure?.message ?? null,
  };
}

async function readCheckSource(
  { db, caller }: UseCaseContext,
  typeId: number,
  range: { start: string; end: string },
): Promise<CheckSource> {
  const around = yearsAround(range);
  // The requester and their live team mates: conflicts are read through the (user, start) index.
  const people =
    caller.teamId != null
      ? sql`array(select m.id from users m
          where m.organization_id = ${caller.organizationId} and m.team_id = ${caller.teamId}
            and m.deleted_at is null
          union select ${caller.userId}::int)`
      : sql`array[${caller.userId}::int]`;
  const row = await firstRow<{ source: CheckSource | null }>(
    db,
    sql`select json_build_object(
          'joinedAt', me.joined_at,
          'leavePolicyId', me.leave_policy_id,
          'workingDays', o.working_days,
          'activated', (
            select json_build_object(
              'typeId', a.type_id, 'name', t.name, 'cycle', a.cycle, 'amount', a.amount,
              'requiresApproval', a.requires_approval
            )
            from activated_types a
            join leave_types t on t.id = a.type_id and t.status = 'ACTIVE'
            where a.policy_id = me.leave_policy_id and a.type_id = ${typeId}
          ),
          'holidays', coalesce((
            select json_agg(json_build_object(
              'id', h.id, 'date', h.date, 'description', h.description, 'country', h.country
            ) order by h.date)
            from holidays h
            where h.organization_id = me.organization_id and h.country = ${caller.country}
              and h.date >= ${range.start} and h.date <= ${range.end}
          ), '[]'::json),
          'stored', ${countedLeavesJson(sql`me.id`, around.from, around.to)},
          'conflicts', coalesce((
            select json_agg(${calendarEntryJson} order by l.start_at, l.id)
            from leaves l ${calendarJoins}
            where l.organization_id = me.organization_id and l.user_id = any(${people})
              and ${countedOverlapping(range.start, range.end)}
          ), '[]'::json)
        ) as source
        from users me
        join organizations o on o.id = me.organization_id
        where me.id = ${caller.userId} and me.organization_id = ${caller.organizationId}
          and me.deleted_at is null`,
  );
  if (!row?.source) throw notFound('User');
  return row.source;
}
