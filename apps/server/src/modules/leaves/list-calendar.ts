import { type CalendarLeave, LEAVE_MSG } from '@leavedesk/contracts';
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { leaves } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { addDays, dayNumber } from '../../lib/working-days';
import { COUNTED_STATUSES, MAX_SPAN_DAYS } from './leave-rules';
import { anyOf, requesterIsLive, selectCalendarLeaves, teamMemberIds, toCalendarLeaves } from './leave-view';

export const CALENDAR_MAX_DAYS = 100;

export interface CalendarInput {
  from: string;
  to: string;
  teamId?: number;
}

/**
 * GET /leaves/calendar: everyone's PENDING and ACCEPTED leaves overlapping a range of at most 100
 * days, for the whole organization or one team, earliest first. Any member may read it; no reason
 * is ever part of it.
 */
export async function listCalendar(
  { db, caller }: UseCaseContext,
  input: CalendarInput,
): Promise<CalendarLeave[]> {
  if (input.to < input.from) throw badRequest(LEAVE_MSG.calendarRangeReversed, 'to');
  if (dayNumber(input.to) - dayNumber(input.from) > CALENDAR_MAX_DAYS)
    throw badRequest(LEAVE_MSG.calendarRangeTooLong, 'to');
  const rows = await selectCalendarLeaves(db)
    .where(
      and(
        eq(leaves.organizationId, caller.organizationId),
        lte(leaves.startAt, input.to),
        gte(leaves.startAt, addDays(input.from, -MAX_SPAN_DAYS)),
        gte(leaves.endAt, input.from),
        inArray(leaves.status, COUNTED_STATUSES),
        isNull(leaves.cancelledAt),
        input.teamId != null
          ? anyOf(leaves.userId, await teamMemberIds(db, caller.organizationId, input.teamId))
          : await requesterIsLive(db, caller.organizationId),
      ),
    )
    .orderBy(asc(leaves.startAt), asc(leaves.id));
  return toCalendarLeaves(db, rows);
}
