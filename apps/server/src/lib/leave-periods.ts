import type { LeaveCycle, LeaveUnit } from '@leavedesk/contracts';
import { addDays, dayNumber, totalDays, workingDates } from './working-days';

/** A cycle period: a calendar year (PER_YEAR, and UNLIMITED for reporting) or a calendar month. */
export interface Period {
  start: string;
  end: string;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The cycle period a date falls in. UNLIMITED types are reported by calendar year. */
export function periodOf(date: string, cycle: LeaveCycle): Period {
  const year = date.slice(0, 4);
  if (cycle === 'PER_MONTH') {
    const month = date.slice(5, 7);
    const last = lastDayOfMonth(Number(year), Number(month));
    return { start: `${year}-${month}-01`, end: `${year}-${month}-${String(last).padStart(2, '0')}` };
  }
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/** The periods a range touches, in order, each with the part of the range inside it. */
export function splitIntoPeriods(
  start: string,
  end: string,
  cycle: LeaveCycle,
): Array<Period & { from: string; to: string }> {
  const out: Array<Period & { from: string; to: string }> = [];
  let cursor = start;
  while (dayNumber(cursor) <= dayNumber(end)) {
    const period = periodOf(cursor, cycle);
    const to = dayNumber(period.end) < dayNumber(end) ? period.end : end;
    out.push({ ...period, from: cursor, to });
    cursor = addDays(period.end, 1);
  }
  return out;
}

/**
 * The amount a user is entitled to in a period: the whole amount, or in the period they joined the
 * share of the period's days from `joinedAt` (inclusive), rounded to the nearest whole day; nothing
 * for a period that ends before they join.
 */
export function proratedAmount(amount: number, period: Period, joinedAt: string): number {
  if (dayNumber(joinedAt) <= dayNumber(period.start)) return amount;
  if (dayNumber(joinedAt) > dayNumber(period.end)) return 0;
  return Math.round((amount * totalDays(joinedAt, period.end)) / totalDays(period.start, period.end));
}

/** The day from which the amount of a period applies: the period start, or the joining date in it. */
export function startedAt(period: Period, joinedAt: string): string {
  return dayNumber(joinedAt) > dayNumber(period.start) && dayNumber(joinedAt) <= dayNumber(period.end)
    ? joinedAt
    : period.start;
}

/** What a stored leave counts for: its fixed duration and the working dates fixed with it. */
export interface CountedLeave {
  startAt: string;
  endAt: string;
  /** AFTERNOON: the first day counts from noon (absent on old callers: FULL). */
  startDayPart?: string;
  /** MORNING: the last day counts until noon. */
  endDayPart?: string;
  duration: number;
  /** The working dates fixed at creation; null for rows written without them. */
  workingDates: readonly string[] | null;
  /** Issue 29: the unit of `duration`, DAYS or HOURS (absent: DAYS). */
  unit?: string;
  /** A one-day HOURS leave asked for by the hour ("HH:mm"); null or absent otherwise. */
  startTime?: string | null;
  endTime?: string | null;
  /** The scheduled hours of each of `workingDates` (same order), fixed at creation; null before issue 29. */
  workingHours?: readonly number[] | null;
}

/**
 * The unit a ledger counts in (the type's unit now), and the hours of a working day of the rows
 * stored without their hours (the organization's `hoursPerDay`).
 */
export interface Counting {
  unit: LeaveUnit;
  hoursPerDay: number;
}

/** Counting in days: how everything was counted before issue 29. */
export const IN_DAYS: Counting = { unit: 'DAYS', hoursPerDay: 8 };

/** The hours from `startTime` to `endTime` ("HH:mm"; "24:00" is the day's end). */
export function hoursBetween(startTime: string, endTime: string): number {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return (minutes(endTime) - minutes(startTime)) / 60;
}

/** The last day of the `months`th month of a year: the day carried-over days expire after. */
export function endOfMonth(year: number, months: number): string {
  return `${year}-${String(months).padStart(2, '0')}-${String(lastDayOfMonth(year, months)).padStart(2, '0')}`;
}

/**
 * What one working date of a leave weighs: 0.5 for the first day of a leave starting in the
 * afternoon and the last day of one ending in the morning, else 1. (Non-working dates are not in a
 * leave's working dates: they weigh nothing, halves included.)
 */
export function dayWeight(leave: Omit<CountedLeave, 'duration' | 'workingDates'>, date: string): number {
  if (date === leave.startAt && leave.startDayPart === 'AFTERNOON') return 0.5;
  if (date === leave.endAt && leave.endDayPart === 'MORNING') return 0.5;
  return 1;
}

/** The working days of a request, halves weighing 0.5: its `duration`. */
export function weightedDuration(
  leave: Omit<CountedLeave, 'duration' | 'workingDates'>,
  dates: readonly string[],
): number {
  let days = 0;
  for (const date of dates) days += dayWeight(leave, date);
  return days;
}

/**
 * What one working date of a stored leave weighs in the unit `counting` counts in (issue 29):
 * - in DAYS: its half-day weight (`dayWeight`); a leave asked for by the hour weighs half a day
 *   when its hours are at most half the date's scheduled hours, else a whole day;
 * - in HOURS: the date's scheduled hours fixed at creation times its half-day weight (rows
 *   without them: the organization's `hoursPerDay`); a leave asked for by the hour, its hours.
 * `index` is the date's place in the leave's working dates (-1: not stored).
 */
export function dateWeight(leave: CountedLeave, date: string, index: number, counting: Counting): number {
  const hours = (index >= 0 ? leave.workingHours?.[index] : undefined) ?? counting.hoursPerDay;
  if (leave.startTime && leave.endTime) {
    const asked = hoursBetween(leave.startTime, leave.endTime);
    if (counting.unit === 'HOURS') return asked;
    return asked * 2 <= hours ? 0.5 : 1;
  }
  const weight = dayWeight(leave, date);
  return counting.unit === 'HOURS' ? hours * weight : weight;
}

/**
 * The working days (or hours) of a leave from `from` to `to` inclusive, halves weighing half. A
 * leave inside the range counted in its own unit counts its fixed duration; one crossing a bound,
 * or stored in the other unit than `counting`'s, counts the working dates fixed at creation that lie
 * inside, each by `dateWeight` (rows without them fall back to the working weekdays of the clipped
 * part). Dates compare as `YYYY-MM-DD` text.
 */
export function daysBetween(
  leave: CountedLeave,
  from: string,
  to: string,
  workingDays: readonly string[],
  counting: Counting = IN_DAYS,
): number {
  if (leave.endAt < from || leave.startAt > to) return 0;
  const sameUnit = (leave.unit ?? 'DAYS') === counting.unit;
  if (sameUnit && leave.startAt >= from && leave.endAt <= to) return leave.duration;
  let days = 0;
  if (leave.workingDates) {
    leave.workingDates.forEach((d, i) => {
      if (d >= from && d <= to) days += dateWeight(leave, d, i, counting);
    });
    return days;
  }
  const first = leave.startAt > from ? leave.startAt : from;
  const last = leave.endAt < to ? leave.endAt : to;
  for (const d of workingDates(first, last, workingDays)) days += dateWeight(leave, d, -1, counting);
  return sameUnit ? Math.min(leave.duration, days) : days;
}

/** The working days of a leave that fall inside a period (see `daysBetween`). */
export function daysInPeriod(
  leave: CountedLeave,
  period: Period,
  workingDays: readonly string[],
  counting: Counting = IN_DAYS,
): number {
  return daysBetween(leave, period.start, period.end, workingDays, counting);
}

/**
 * A leave as the half days it takes: from the morning (2n) or afternoon (2n + 1) of its first day
 * n to the morning or afternoon of its last. One person's morning and afternoon of one date do not
 * overlap; any other sharing of a half does.
 */
function halfDaySpan(leave: Omit<CountedLeave, 'duration' | 'workingDates'>): [number, number] {
  return [
    dayNumber(leave.startAt) * 2 + (leave.startDayPart === 'AFTERNOON' ? 1 : 0),
    dayNumber(leave.endAt) * 2 + (leave.endDayPart === 'MORNING' ? 0 : 1),
  ];
}

/** Whether two leaves share a half day. */
export function leavesOverlap(
  a: Omit<CountedLeave, 'duration' | 'workingDates'>,
  b: Omit<CountedLeave, 'duration' | 'workingDates'>,
): boolean {
  if (a.startAt > b.endAt || b.startAt > a.endAt) return false;
  const [aStart, aEnd] = halfDaySpan(a);
  const [bStart, bEnd] = halfDaySpan(b);
  return aStart <= bEnd && bStart <= aEnd;
}
