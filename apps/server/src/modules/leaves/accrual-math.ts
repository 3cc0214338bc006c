import type { Period } from '../../lib/leave-periods';
import { endOfMonth } from '../../lib/leave-periods';

/*
 * Monthly accrual (issue 29), pure: what a MONTHLY type earns month by month, and whether what is
 * taken by the end of each month fits in what will have been earned by that month's first day.
 *
 * The scheme, exact in half days: the (joining-prorated, whole-day) allowance A is spread over the
 * n months of the period from the month the person started in (n = 12 in a year they did not join
 * in). After k of those months, `floor_half(A × k / n)` has been earned (the greatest half day not
 * above the exact share); a month earns the difference from the month before. The months sum to A
 * exactly (k = n gives A), every amount is a multiple of 0.5, nobody has ever earned more than the
 * exact share nor more than half a day less, and the rounding spreads over the year (A = 25: two
 * days a month, two and a half in June and December) instead of piling up in one month.
 */

/** A month of a period (`YYYY-MM`) and what it earns. */
export interface AccrualMonth {
  month: string;
  amount: number;
}

/** The months of a period, `YYYY-MM`, in order. */
export function monthsOf(period: Period): string[] {
  const out: string[] = [];
  let y = Number(period.start.slice(0, 4));
  let m = Number(period.start.slice(5, 7));
  const last = period.end.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    out.push(month);
    if (month >= last) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

/**
 * What each month of `period` earns of `allowance`, for someone who started on `startedAt` (the
 * period's first day, or the joining day in it): 0 before the starting month, then the scheme above.
 * `step` is the unit's smallest amount: half a day, or for an HOURS type a quarter hour (issue 29),
 * so the floor is to the greatest quarter hour not above the exact share.
 */
export function accrualSchedule(
  allowance: number,
  period: Period,
  startedAt: string,
  step = 0.5,
): AccrualMonth[] {
  const perUnit = Math.round(1 / step);
  const months = monthsOf(period);
  const first = Math.max(0, months.indexOf(startedAt.slice(0, 7)));
  const n = months.length - first;
  let before = 0;
  return months.map((month, i) => {
    if (i < first) return { month, amount: 0 };
    const earned = Math.floor((perUnit * allowance * (i - first + 1)) / n) / perUnit;
    const amount = earned - before;
    before = earned;
    return { month, amount };
  });
}

/** The day a month's amount is earned: its first day, or `startedAt` in the month one started. */
export function earningDay(month: string, startedAt: string): string {
  return startedAt.slice(0, 7) === month ? startedAt : `${month}-01`;
}

/** What has been earned by `today` (inclusive): every month whose earning day is on or before it. */
export function earnedAsOf(schedule: readonly AccrualMonth[], startedAt: string, today: string): number {
  let sum = 0;
  for (const m of schedule) if (earningDay(m.month, startedAt) <= today) sum += m.amount;
  return sum;
}

/** Everything a period's monthly limits depend on. */
export interface MonthlyLedger {
  schedule: readonly AccrualMonth[];
  /** The day the person started in the period (the period's first day, or the joining day). */
  startedAt: string;
  /** Carried over into the period: usable from its first day. */
  carried: number;
  /** The last day carried-over days may be used (a month's last day), or null: never expire. */
  expiresOn: string | null;
  /** The period's adjustments: usable from its first day, as carry-over is. */
  adjustments: number;
  borrowLimit: number;
  /** Days taken (ACCEPTED and PENDING, a new request included) in each month of `schedule`. */
  taken: readonly number[];
}

/** One month's limit: what a request may bring the period's taking to by its end. */
export interface MonthLimit {
  month: string;
  /** Earned by `earnedBy` (the month's earning day), cumulatively from the period's start. */
  earned: number;
  earnedBy: string;
  /** The month's last day: `taken` is counted up to it. */
  takenBy: string;
  /** Carried-over days still usable in the month: all of them until the expiry, then what was used by it. */
  carried: number;
  adjustments: number;
  borrow: number;
  /** Taken in the period up to the month's end. */
  taken: number;
  /** earned + carried + adjustments + borrow − taken: below 0, the month is overdrawn. */
  slack: number;
}

/**
 * Each month's limit (issue 29): by the end of a month, what is taken in the period must not
 * exceed what will have been earned by the month's first day, plus the carried-over days usable
 * then, the adjustments and the borrow limit. Earning is constant within a month and taking only
 * grows, so checking each month's end checks every date. (The whole period's allowance bounds the
 * year besides, as for any type: that is the balance's own remaining amount.)
 */
export function monthLimits(l: MonthlyLedger): MonthLimit[] {
  const expiryMonth = l.expiresOn?.slice(0, 7) ?? null;
  let earned = 0;
  let taken = 0;
  let takenByExpiry: number | null = null;
  return l.schedule.map((m, i) => {
    earned += m.amount;
    taken += l.taken[i] ?? 0;
    const carried =
      expiryMonth == null || m.month <= expiryMonth ? l.carried : Math.min(l.carried, takenByExpiry ?? 0);
    if (m.month === expiryMonth) takenByExpiry = taken;
    const year = Number(m.month.slice(0, 4));
    const month = Number(m.month.slice(5, 7));
    return {
      month: m.month,
      earned,
      earnedBy: earningDay(m.month, l.startedAt),
      takenBy: endOfMonth(year, month),
      carried,
      adjustments: l.adjustments,
      borrow: l.borrowLimit,
      taken,
      slack: earned + carried + l.adjustments + l.borrowLimit - taken,
    };
  });
}
