import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../lib/working-days';

/** The longest leave, in calendar days; also bounds every overlap search on `start_at`. */
export const MAX_SPAN_DAYS = 366;

/**
 * SQL fragments of the hot reads (balance, check, calendar, review list). Each of those routes is
 * one statement that builds its answer as JSON in the database: one round trip, planned with the
 * real values, no ORM query building. Dates travel as `YYYY-MM-DD` strings inside the JSON.
 */

/**
 * A JSON array of one user's PENDING and ACCEPTED leaves overlapping `from`..`to` (the shape of
 * `StoredLeave` with its type): the `(user_id, status, start_at)` index bounds `start_at` on both
 * sides, as no leave spans more than MAX_SPAN_DAYS.
 */
export function countedLeavesJson(userId: SQL, from: string, to: string): SQL {
  return sql`coalesce((
    select json_agg(json_build_object(
      'id', l.id, 'typeId', l.type_id, 'startAt', l.start_at, 'endAt', l.end_at,
      'duration', l.duration, 'workingDates', l.working_dates, 'status', l.status
    ))
    from leaves l
    where l.user_id = ${userId}
      and l.status in ('PENDING', 'ACCEPTED') and l.cancelled_at is null
      and l.start_at <= ${to} and l.start_at >= ${addDays(from, -MAX_SPAN_DAYS)} and l.end_at >= ${from}
  ), '[]'::json)`;
}
