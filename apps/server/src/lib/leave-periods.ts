import type { LeaveCycle } from '@leavedesk/contracts';
import { addDays, countWorkingDays, dayNumber, totalDays } from './working-days';

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
  duration: number;
  /** The working dates fixed at creation; null for rows written without them. */
  workingDates: readonly string[] | null;
}

/**
 * The working days of a leave that fall inside a period. A leave inside the period counts its fixed
 * duration; one crossing a boundary counts, in each period, the working dates fixed at creation that
 * lie in it (rows without them fall back to the working weekdays of the clipped part).
 */
export function daysInPeriod(leave: CountedLeave, period: Period, workingDays: readonly string[]): number {
  const s = dayNumber(period.start);
  const e = dayNumber(period.end);
  const ls = dayNumber(leave.startAt);
  const le = dayNumber(leave.endAt);
  if (le < s || ls > e) return 0;
  if (ls >= s && le <= e) return leave.duration;
  if (leave.workingDates) {
    let n = 0;
    for (const d of leave.workingDates) {
      const day = dayNumber(d);
      if (day >= s && day <= e) n++;
    }
    return n;
  }
  const from = ls > s ? leave.startAt : period.start;
  const to = le < e ? leave.endAt : period.end;
  return Math.min(leave.duration, countWorkingDays(from, to, workingDays));
}
