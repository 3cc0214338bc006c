import { z } from 'zod';
import { CalendarDate } from './common';
import { WEEKDAYS } from './enum-values';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from './input';
import { INPUT_MSG, SCHEDULE_MSG, scheduleHoursRangeMessage, scheduleHoursStepMessage } from './messages';

/*
 * Work schedules (issue 29): a person's history of weeks, each applying from its `effectiveFrom`
 * on until the next. Hours per weekday, 0 = not a working day. Before the first entry, and with no
 * entry at all, the person works the organization's working days for `metadata.hoursPerDay` hours.
 */

/** The organization's hours per working day when `metadata.hoursPerDay` is not set. */
export const DEFAULT_HOURS_PER_DAY = 8;
export const SCHEDULE_ENTRIES_MAX = 100;

/** Hours on one weekday: a number from 0 to 24 in steps of 0.25. */
function dayHours(weekday: string) {
  return z
    .number({ error: scheduleHoursRangeMessage(weekday) })
    .min(0, scheduleHoursRangeMessage(weekday))
    .max(24, scheduleHoursRangeMessage(weekday))
    .refine((h) => Number.isInteger(h * 4), scheduleHoursStepMessage(weekday));
}

/** Every weekday, MONDAY to SUNDAY, and nothing else. */
export const WeekHours = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours(d)])) as Record<
    (typeof WEEKDAYS)[number],
    ReturnType<typeof dayHours>
  >,
  { error: SCHEDULE_MSG.hoursShape },
);
export type WeekHours = z.infer<typeof WeekHours>;

export const ScheduleEntry = z.object({ effectiveFrom: CalendarDate, hours: WeekHours });
export type ScheduleEntry = z.infer<typeof ScheduleEntry>;

/** GET/PUT /users/{id}/schedule: the whole history, oldest first. */
export const WorkSchedule = z.array(ScheduleEntry);
export type WorkSchedule = z.infer<typeof WorkSchedule>;

/**
 * PUT /users/{id}/schedule: the whole history, replacing what is stored (`[]` goes back to the
 * organization's week). Any order; answered oldest first. Distinct `effectiveFrom`.
 */
export const WorkScheduleBody = z
  .array(
    z.object({
      effectiveFrom: z.iso
        .date({ error: SCHEDULE_MSG.effectiveFrom })
        .refine((d) => d >= `${DATE_MIN_YEAR}-01-01` && d <= `${DATE_MAX_YEAR}-12-31`, INPUT_MSG.dateRange),
      hours: WeekHours,
    }),
    { error: 'The schedule must be a list of entries.' },
  )
  .max(SCHEDULE_ENTRIES_MAX, SCHEDULE_MSG.entriesMax)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) => {
      if (seen.has(entry.effectiveFrom))
        ctx.addIssue({ code: 'custom', path: [i, 'effectiveFrom'], message: SCHEDULE_MSG.duplicateDate });
      seen.add(entry.effectiveFrom);
    });
  });
export type WorkScheduleBody = z.input<typeof WorkScheduleBody>;

/** `metadata.hoursPerDay` of the organization: 0.25 to 24 in quarter hours (null removes it). */
export const HoursPerDay = z
  .number({ error: SCHEDULE_MSG.hoursPerDay })
  .min(0.25, SCHEDULE_MSG.hoursPerDay)
  .max(24, SCHEDULE_MSG.hoursPerDay)
  .refine((h) => Number.isInteger(h * 4), SCHEDULE_MSG.hoursPerDay);
