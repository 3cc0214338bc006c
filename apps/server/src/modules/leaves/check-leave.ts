import type { LeaveCheckAnswer } from '@leavedesk/contracts';
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { leaves } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { toCalendarDate } from '../../lib/dates';
import { addDays, totalDays } from '../../lib/working-days';
import { COUNTED_STATUSES, evaluateLeave, loadRequester, MAX_SPAN_DAYS, type Requester } from './leave-rules';
import { anyOf, selectCalendarLeaves, teamMemberIds, toCalendarLeaves } from './leave-view';

export interface CheckLeaveInput {
  typeId: number;
  start: string;
  end: string;
}

/** PENDING and ACCEPTED leaves of the requester and of their team mates overlapping a range. */
async function overlappingLeaves(ctx: UseCaseContext, requester: Requester, start: string, end: string) {
  const people =
    requester.teamId != null ? await teamMemberIds(ctx.db, requester.organizationId, requester.teamId) : [];
  return selectCalendarLeaves(ctx.db)
    .where(
      and(
        eq(leaves.organizationId, requester.organizationId),
        anyOf(leaves.userId, people.includes(requester.id) ? people : [...people, requester.id]),
        lte(leaves.startAt, end),
        gte(leaves.startAt, addDays(start, -MAX_SPAN_DAYS)),
        gte(leaves.endAt, start),
        inArray(leaves.status, COUNTED_STATUSES),
        isNull(leaves.cancelledAt),
      ),
    )
    .orderBy(asc(leaves.startAt), asc(leaves.id));
}

/**
 * The duration preview (POST /leaves/check): the same numbers and the same rules as creating the
 * leave, without writing; conflicts are the requester's own leaves and their team mates' in the range.
 */
export async function checkLeave(ctx: UseCaseContext, input: CheckLeaveInput): Promise<LeaveCheckAnswer> {
  const requester = await loadRequester(ctx.db, ctx.caller, input.typeId);
  const start = toCalendarDate(input.start, requester.timezone);
  const end = toCalendarDate(input.end, requester.timezone);
  const searchable = start <= end && totalDays(start, end) <= MAX_SPAN_DAYS;
  const [evaluation, answers] = await Promise.all([
    evaluateLeave(ctx.db, requester, input),
    searchable
      ? overlappingLeaves(ctx, requester, start, end).then((rows) => toCalendarLeaves(ctx.db, rows))
      : Promise.resolve([]),
  ]);
  return {
    duration: evaluation.duration,
    totalDays: evaluation.totalDays,
    yourConflicts: answers.filter((l) => l.user.id === requester.id),
    teamConflicts: answers.filter((l) => l.user.id !== requester.id),
    holidays: evaluation.holidays,
    isAllowed: !evaluation.failure,
    message: evaluation.failure?.message ?? null,
  };
}
