import { WEEKDAYS, type WeekHours } from '@leavedesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { ScheduleEntry } from '../../lib/work-schedule';

/**
 * A JSON array of one user's schedule entries, oldest first, as `ScheduleTuple`s (`entriesOf`
 * reads them): through the `(user_id, effective_from)` index. Most people have none: `[]`.
 */
export function scheduleEntriesJson(userId: SQL): SQL {
  return sql`coalesce((
    select json_agg(json_build_array(
      s.effective_from, s.monday_hours, s.tuesday_hours, s.wednesday_hours, s.thursday_hours,
      s.friday_hours, s.saturday_hours, s.sunday_hours
    ) order by s.effective_from)
    from user_schedules s where s.user_id = ${userId}
  ), '[]'::json)`;
}

/** An entry as `scheduleEntriesJson` sends it: the date, then Monday's to Sunday's hours. */
export type ScheduleTuple = [effectiveFrom: string, ...hours: number[]];

/** The `ScheduleEntry`s of `scheduleEntriesJson`'s tuples (numeric columns arrive as JSON numbers). */
export function entriesOf(tuples: readonly ScheduleTuple[] | null | undefined): ScheduleEntry[] {
  return (tuples ?? []).map(([effectiveFrom, ...hours]) => ({
    effectiveFrom,
    hours: Object.fromEntries(WEEKDAYS.map((d, i) => [d, Number(hours[i])])) as WeekHours,
  }));
}
