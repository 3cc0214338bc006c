import { LEAVE_MSG } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import type { Answer } from '../../http/answer-cache';
import type { UseCaseContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { dayNumber } from '../../lib/working-days';
import {
  type CalendarTuples,
  calendarEntries,
  calendarTuplesJson,
  countedOverlapping,
  dataVersionOf,
} from './leave-queries';

export const CALENDAR_MAX_DAYS = 100;

export interface CalendarInput {
  from: string;
  to: string;
  teamId?: number;
}

/**
 * GET /leaves/calendar: everyone's PENDING and ACCEPTED leaves overlapping a range of at most 100
 * days, for the whole organization or one team, earliest first. Any member may read it; no reason
 * is ever part of it; deleted users' leaves are not shown.
 *
 * The answer is the JSON text of a `CalendarLeave[]`, read in one statement (a month of a large
 * organization is about a thousand entries) and kept for the organization's data version: until a
 * leave, person, team or type changes, the calendar costs one read of the caller.
 */
export async function listCalendarJson(
  { db, caller, services }: UseCaseContext,
  input: CalendarInput,
): Promise<Answer> {
  if (input.to < input.from) throw badRequest(LEAVE_MSG.calendarRangeReversed, 'to');
  if (dayNumber(input.to) - dayNumber(input.from) > CALENDAR_MAX_DAYS)
    throw badRequest(LEAVE_MSG.calendarRangeTooLong, 'to');
  const key = `calendar:${caller.organizationId}:${input.from}:${input.to}:${input.teamId ?? ''}`;
  const cached = services.answers.get(key, caller.dataVersion);
  if (cached !== undefined) return cached;
  const row = await firstRow<{ version: number; entries: CalendarTuples }>(
    db,
    sql`with picked as materialized (
          select l.* from leaves l join users u on u.id = l.user_id
          where l.organization_id = ${caller.organizationId}
            and ${countedOverlapping(input.from, input.to, sql`${caller.organizationId}::int`)}
            and u.deleted_at is null
            ${input.teamId != null ? sql`and u.team_id = ${input.teamId}` : sql``}
        )
        select ${dataVersionOf(caller.organizationId)} as version, ${calendarTuplesJson(sql`picked`)} as entries`,
  );
  if (!row) throw new Error('the calendar statement answered no row');
  const entries = calendarEntries(row.entries);
  return services.answers.set(key, row.version, Buffer.from(JSON.stringify(entries)));
}
