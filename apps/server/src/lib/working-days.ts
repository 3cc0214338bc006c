import type { Weekday } from '@leavedesk/contracts';

/**
 * Whole-calendar-date arithmetic for leaves. Dates are `YYYY-MM-DD` strings and never pass through
 * a local-time Date: each is turned into a day number (days since 1970-01-01, UTC), so no time zone
 * or daylight-saving change can shift a day.
 */
const DAY_MS = 86_400_000;
const JS_WEEKDAYS: readonly Weekday[] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];

export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Calendar days from start to end, both included; 0 when end is before start. */
export function totalDays(start: string, end: string): number {
  return Math.max(0, dayNumber(end) - dayNumber(start) + 1);
}

export function weekdayOf(date: string): Weekday {
  return JS_WEEKDAYS[new Date(dayNumber(date) * DAY_MS).getUTCDay()];
}

/**
 * The working dates from start to end inclusive: days whose weekday is one of the organization's
 * working days and which are not holidays of the requester's country.
 */
export function workingDates(
  start: string,
  end: string,
  workingDays: readonly string[],
  holidays: ReadonlySet<string> = new Set(),
): string[] {
  const working = new Set(workingDays);
  const out: string[] = [];
  const last = dayNumber(end);
  for (let day = dayNumber(start); day <= last; day++) {
    const date = fromDayNumber(day);
    if (working.has(JS_WEEKDAYS[(((day + 4) % 7) + 7) % 7]) && !holidays.has(date)) out.push(date);
  }
  return out;
}

/** How many working days lie from start to end inclusive. */
export function countWorkingDays(
  start: string,
  end: string,
  workingDays: readonly string[],
  holidays: ReadonlySet<string> = new Set(),
): number {
  return workingDates(start, end, workingDays, holidays).length;
}
