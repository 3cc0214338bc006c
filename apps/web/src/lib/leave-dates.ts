import { type ScheduleEntry, WEEKDAYS, type Weekday } from '@leavedesk/contracts';
import dayjs from 'dayjs';

/** Calendar dates are plain 'YYYY-MM-DD' strings everywhere in the client: no time, no zone. */
export const ISO_DATE = 'YYYY-MM-DD';

/** How far the next-working-day search goes (part 1 §9). */
export const NEXT_WORKING_DAY_SPAN = 30;

export function toIsoDate(value: string | Date | dayjs.Dayjs): string {
  return dayjs(value).format(ISO_DATE);
}

export function todayIso(): string {
  return dayjs().format(ISO_DATE);
}

export function addDaysIso(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format(ISO_DATE);
}

/** 'MONDAY'…'SUNDAY' of a date (dayjs counts Sunday as 0). */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(dayjs(date).day() + 6) % 7];
}

export interface WorkCalendar {
  /** The organization's working days. */
  workingDays: readonly Weekday[];
  /** Holiday dates ('YYYY-MM-DD'). */
  holidays: ReadonlySet<string>;
  /**
   * The person's own schedule history (GET /users/mine/schedule, oldest first; issue 29): before
   * its first entry, and when empty, the organization's working days apply.
   */
  schedule?: readonly ScheduleEntry[];
}

export function isWeekend(date: string, workingDays: readonly Weekday[]): boolean {
  return !workingDays.includes(weekdayOf(date));
}

/**
 * Whether the person does not work on `date` (holidays aside): the week in force on it (their
 * latest schedule entry from on or before it) has no hours that weekday; before their first entry
 * or without any, the organization's weekend (decision 0036).
 */
export function isDayOff(
  date: string,
  { workingDays, schedule = [] }: Pick<WorkCalendar, 'workingDays' | 'schedule'>,
): boolean {
  let inForce: ScheduleEntry | undefined;
  for (const entry of schedule) if (entry.effectiveFrom <= date) inForce = entry;
  if (!inForce) return isWeekend(date, workingDays);
  return inForce.hours[weekdayOf(date)] === 0;
}

/** A day a leave does not count: a day the person does not work, or a holiday. */
export function isNonWorkingDay(date: string, calendar: WorkCalendar): boolean {
  return isDayOff(date, calendar) || calendar.holidays.has(date);
}

/**
 * From a date, move forward up to 30 days until a day is neither a holiday nor a weekend day
 * (part 1 §4); the date itself when it is a working day, and the date unchanged when nothing is
 * found within the span.
 */
export function nextWorkingDay(date: string, calendar: WorkCalendar): string {
  for (let i = 0; i <= NEXT_WORKING_DAY_SPAN; i++) {
    const candidate = addDaysIso(date, i);
    if (!isNonWorkingDay(candidate, calendar)) return candidate;
  }
  return date;
}

export interface LeaveDates {
  start?: string;
  end?: string;
}

/**
 * The create-leave date rules (part 1 §4): a start on a non-working day or holiday moves to the
 * next working day, and an end before the start is reset to the start.
 */
export function applyLeaveDateRules(dates: LeaveDates, calendar: WorkCalendar): LeaveDates {
  const start = dates.start ? nextWorkingDay(dates.start, calendar) : undefined;
  let end = dates.end;
  if (start && end && end < start) end = start;
  return { start, end };
}

/** Whether a day cannot be picked for a leave: in the past, a non-working day or a holiday. */
export function isDisabledLeaveDay(date: string, calendar: WorkCalendar, today = todayIso()): boolean {
  return date < today || isNonWorkingDay(date, calendar);
}

/**
 * The days of a month grid, Sunday first: whole weeks from the Sunday on or before the 1st to the
 * Saturday on or after the last day (4 to 6 weeks, so at most 42 days).
 */
export function monthGridDays(month: string): string[] {
  const first = dayjs(month).startOf('month');
  const start = first.subtract(first.day(), 'day');
  const last = first.endOf('month');
  const end = last.add(6 - last.day(), 'day');
  const days: string[] = [];
  for (let d = start; !d.isAfter(end, 'day'); d = d.add(1, 'day')) days.push(d.format(ISO_DATE));
  return days;
}

/** Three-letter weekday names, Sunday first (part 1 §9). */
export const WEEKDAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Every date from start to end, both included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= end; d = addDaysIso(d, 1)) dates.push(d);
  return dates;
}

/** The first `limit` items to show and how many are left over for '+N more...'. */
export function limitChips<T>(items: readonly T[], limit = 3): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, limit), hidden: Math.max(0, items.length - limit) };
}
