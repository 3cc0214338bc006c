import { scheduledWorkingDates, type WorkSchedule } from './work-schedule';
import { dayNumber, fromDayNumber } from './working-days';

/*
 * The leave planner (issue 29): stretches where little leave gives many consecutive days off.
 * Pure: dates are `YYYY-MM-DD` strings, walked as day numbers; the caller reads the person's
 * schedule, holidays, leaves and balance and passes what a date costs, what is taken and the cap.
 *
 * A stretch runs from the first day of a run of days off (weekend, holiday, a day without scheduled
 * hours) to the last day of a later run: the leave it needs is what the dates between cost, its
 * days off every calendar day from start to end. So a Thursday holiday and a Friday of leave make
 * Thursday to Sunday, four days for one; a week of leave makes Saturday to Sunday, nine for five.
 */

/** The most leave one suggestion asks for (in the type's unit: days, or later hours × 8). */
export const PLAN_MAX_LEAVE_DAYS = 16;
/** How many suggestions the planner answers at most. */
export const PLAN_MAX_SUGGESTIONS = 10;

export interface Stretch {
  start: string;
  end: string;
  /** The leave the stretch needs: the cost of its dates (working days; hours later). */
  leaveAmount: number;
  /** Calendar days from start to end, both included. */
  daysOff: number;
}

export interface PlanInput {
  /** The first date a stretch may take (today, or the year's first day). */
  from: string;
  /** The last date (the year's last day). */
  to: string;
  /**
   * The leave a date costs: 1 for a working day, 0 for a day off. An HOURS type will pass the
   * date's scheduled hours; nothing else here depends on the unit.
   */
  costOf: (date: string) => number;
  /** Dates no stretch may hold: the person's PENDING and ACCEPTED leaves. */
  blocked: ReadonlySet<string>;
  /** The most leave one stretch may need (what remains); null: no cap (an unlimited type). */
  cap: number | null;
  /**
   * The exact rule a stretch must also pass, asked only of stretches about to be suggested (the
   * balance of each period it touches, carried-over days that expire before it). Default: all fit.
   */
  fits?: (stretch: Stretch) => boolean;
  /** The most leave one stretch may need whatever the cap (default PLAN_MAX_LEAVE_DAYS). */
  maxLeave?: number;
  /** How many stretches at most (default PLAN_MAX_SUGGESTIONS). */
  limit?: number;
}

/** `costOf` for leave counted in days: 1 on the person's working dates by their schedule, else 0. */
export function workingDayCost(
  from: string,
  to: string,
  schedule: WorkSchedule,
  holidays: ReadonlySet<string> = new Set(),
): (date: string) => number {
  const working = from <= to ? new Set(scheduledWorkingDates(from, to, schedule, holidays)) : new Set();
  return (date) => (working.has(date) ? 1 : 0);
}

/** Best days off per unit of leave first, then more days off, then the earlier start. */
function better(a: Stretch, b: Stretch): number {
  const byRatio = b.daysOff * a.leaveAmount - a.daysOff * b.leaveAmount;
  if (byRatio !== 0) return byRatio;
  if (a.daysOff !== b.daysOff) return b.daysOff - a.daysOff;
  return a.start < b.start ? -1 : a.start > b.start ? 1 : 0;
}

/**
 * The suggestions: every stretch from a run of days off to a later one within `from`..`to`
 * holding no blocked date, needing at least 1 and at most the cap and `maxLeave` of leave, best
 * first (see `better`); picked greedily, each one that shares no date with one picked before and
 * `fits`, until `limit`. Runs cut by `from` or `to` count from or to there. Linear in the days
 * times the runs a stretch can span.
 */
export function planStretches(input: PlanInput): Stretch[] {
  const first = dayNumber(input.from);
  const count = dayNumber(input.to) - first + 1;
  if (count <= 0) return [];
  const maxLeave = Math.min(input.maxLeave ?? PLAN_MAX_LEAVE_DAYS, input.cap ?? Number.POSITIVE_INFINITY);
  if (maxLeave < 1) return [];

  // Prefix sums: the cost and the blocked dates before each day.
  const cost = new Float64Array(count + 1);
  const blocked = new Int32Array(count + 1);
  const dates: string[] = [];
  for (let i = 0; i < count; i++) {
    const date = fromDayNumber(first + i);
    dates.push(date);
    cost[i + 1] = cost[i]! + input.costOf(date);
    blocked[i + 1] = blocked[i]! + (input.blocked.has(date) ? 1 : 0);
  }
  const costAt = (i: number) => cost[i + 1]! - cost[i]!;

  // The runs of days off, as [first, last] day indexes.
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    if (costAt(i) > 0) continue;
    const last = runs.at(-1);
    if (last && last[1] === i - 1) last[1] = i;
    else runs.push([i, i]);
  }

  const candidates: Stretch[] = [];
  for (let a = 0; a < runs.length; a++) {
    const start = runs[a]![0];
    for (let b = a + 1; b < runs.length; b++) {
      const end = runs[b]![1];
      if (blocked[end + 1]! - blocked[start]! > 0) break;
      const leaveAmount = cost[end + 1]! - cost[start]!;
      if (leaveAmount > maxLeave) break;
      if (leaveAmount < 1) continue;
      candidates.push({ start: dates[start]!, end: dates[end]!, leaveAmount, daysOff: end - start + 1 });
    }
  }
  candidates.sort(better);

  const limit = input.limit ?? PLAN_MAX_SUGGESTIONS;
  const picked: Stretch[] = [];
  for (const s of candidates) {
    if (picked.length >= limit) break;
    if (picked.some((p) => !(p.end < s.start || s.end < p.start))) continue;
    if (input.fits && !input.fits(s)) continue;
    picked.push(s);
  }
  return picked;
}
