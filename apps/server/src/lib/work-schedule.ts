import { DEFAULT_HOURS_PER_DAY, WEEKDAYS, type Weekday } from '@leavedesk/contracts';
import { dayNumber, fromDayNumber, weekdayOf } from './working-days';

/*
 * A person's work schedule over time (issue 29): from each entry's `effectiveFrom` on, the hours
 * they work on each weekday (0 = not a working day). Before the first entry, and without any
 * entry, they work the organization's working days for its `hoursPerDay`. Pure: dates are
 * `YYYY-MM-DD` strings, compared as text.
 */

/** Hours per weekday, every weekday present, in quarter hours from 0 to 24. */
export type WeekHours = Record<Weekday, number>;

export interface ScheduleEntry {
  effectiveFrom: string;
  hours: WeekHours;
}

/** What decides a person's working dates and hours. */
export interface WorkSchedule {
  /** The organization's working days: the week before the first entry. */
  workingDays: readonly string[];
  /** The organization's hours per working day (metadata.hoursPerDay, default 8). */
  hoursPerDay: number;
  /** The person's entries, oldest first, distinct `effectiveFrom`; empty for most people. */
  entries: readonly ScheduleEntry[];
}

/** The organization's own week: its working days for `hoursPerDay` hours, the rest 0. */
export function organizationWeek(workingDays: readonly string[], hoursPerDay: number): WeekHours {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, workingDays.includes(d) ? hoursPerDay : 0])) as WeekHours;
}

/** The organization's `metadata.hoursPerDay` when it is a valid one, else the default (8). */
export function hoursPerDayOf(metadata: Record<string, unknown> | null | undefined): number {
  const value = metadata?.hoursPerDay;
  return typeof value === 'number' && value >= 0.25 && value <= 24 && Number.isInteger(value * 4)
    ? value
    : DEFAULT_HOURS_PER_DAY;
}

/** The week in force on a date: the latest entry from on or before it, else the organization's. */
export function weekOn(schedule: WorkSchedule, date: string): WeekHours {
  let week: WeekHours | null = null;
  for (const entry of schedule.entries) {
    if (entry.effectiveFrom > date) break;
    week = entry.hours;
  }
  return week ?? organizationWeek(schedule.workingDays, schedule.hoursPerDay);
}

/** The hours a person is scheduled to work on a date (holidays not considered). */
export function scheduledHours(schedule: WorkSchedule, date: string): number {
  return weekOn(schedule, date)[weekdayOf(date)];
}

/**
 * The working dates from start to end inclusive: dates with scheduled hours by the week in force
 * on each, that are not holidays. With no entries this is exactly the organization's working days
 * (`workingDates`). One pass: the entries are walked alongside the dates.
 */
export function scheduledWorkingDates(
  start: string,
  end: string,
  schedule: WorkSchedule,
  holidays: ReadonlySet<string> = new Set(),
): string[] {
  const organization = organizationWeek(schedule.workingDays, schedule.hoursPerDay);
  const entries = schedule.entries;
  let next = 0;
  let week = organization;
  const out: string[] = [];
  const last = dayNumber(end);
  for (let day = dayNumber(start); day <= last; day++) {
    const date = fromDayNumber(day);
    while (next < entries.length && entries[next].effectiveFrom <= date) week = entries[next++].hours;
    if (week[WEEKDAYS[(((day + 3) % 7) + 7) % 7]] > 0 && !holidays.has(date)) out.push(date);
  }
  return out;
}

/** Entries oldest first (the order the arithmetic and the answers use). */
export function sortedEntries<T extends { effectiveFrom: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
}

/** A week's scheduled hours, in quarter hours (a whole number: hours are quarter hours). */
function weekQuarters(week: WeekHours): number {
  let sum = 0;
  for (const d of WEEKDAYS) sum += Math.round(week[d] * 4);
  return sum;
}

/**
 * The part-time share of `from`..`to` (issue 29) as an exact fraction: the person's scheduled
 * hours per week, each week in force weighted by the calendar days it covers, over the
 * organization's full week (`hoursPerDay` × its working days), both in quarter hours.
 * `numerator / denominator` is the share (1 for someone on the organization's week); the
 * denominator is 0 when the organization has no working week (then nothing is prorated).
 */
export function scheduleShareOver(
  schedule: WorkSchedule,
  from: string,
  to: string,
): { numerator: number; denominator: number } {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (last < first) return { numerator: 0, denominator: 0 };
  const full = weekQuarters(organizationWeek(schedule.workingDays, schedule.hoursPerDay));
  // Segments: the organization's week until the first entry, then each entry until the next.
  const starts = [Number.NEGATIVE_INFINITY, ...schedule.entries.map((e) => dayNumber(e.effectiveFrom))];
  const weeks = [
    organizationWeek(schedule.workingDays, schedule.hoursPerDay),
    ...schedule.entries.map((e) => e.hours),
  ];
  let weighted = 0;
  for (let i = 0; i < weeks.length; i++) {
    const segmentStart = Math.max(first, starts[i]);
    const segmentEnd = Math.min(last, i + 1 < starts.length ? starts[i + 1] - 1 : last);
    if (segmentEnd >= segmentStart) weighted += (segmentEnd - segmentStart + 1) * weekQuarters(weeks[i]);
  }
  return { numerator: weighted, denominator: (last - first + 1) * full };
}
