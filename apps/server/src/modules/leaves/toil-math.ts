import type { ActivatedType, Balance, LeavePeriodBalance } from '@leavedesk/contracts';
import { type CountedLeave, type Counting, daysBetween, endOfMonth, IN_DAYS } from '../../lib/leave-periods';
import { addDays } from '../../lib/working-days';

/*
 * Time off in lieu (issue 29, decision 0040), pure: no database, no clock but the days it is given.
 * A TIME_OFF_IN_LIEU type has no allowance: its balance is the person's ACCEPTED overtime entries.
 * Each adds its amount from its `date` and may be used until its `expiresOn` (inclusive; null =
 * never); what is unused by then is gone. Leave of the type (PENDING and ACCEPTED) uses, date by
 * date in date order, the oldest entries earned on or before that date and not expired on it.
 * Amounts are numbers in the type's unit (days or hours); a leave's weight on a date is
 * `daysBetween(leave, date, date)`, the one per-date weight every balance uses.
 */

/** An ACCEPTED overtime entry as the arithmetic reads it. */
export interface OvertimeCredit {
  id: number;
  date: string;
  amount: number;
  /** The last day what is left of it may be used; null = never. */
  expiresOn: string | null;
}

/** A counted leave of the type (only PENDING and ACCEPTED count; others are ignored). */
export interface ToilLeave extends CountedLeave {
  status: string;
}

/** Everything a person's balance of one TIME_OFF_IN_LIEU type depends on. */
export interface ToilLedger {
  activatedType: ActivatedType;
  /** The person's ACCEPTED entries of the type (any order). */
  overtime: readonly OvertimeCredit[];
  /** Their PENDING and ACCEPTED leaves of the type from the first entry's date on, every date after. */
  leaves: readonly ToilLeave[];
  workingDays: readonly string[];
  /** The unit the type counts in now (issue 29: an HOURS type weighs each date's hours); absent: days. */
  counting?: Counting;
}

/**
 * The day an entry of `date` expires after `months` months: the same day of the month, or that
 * month's last day when it is shorter (31 January + 1 month = 28 or 29 February). It is the last
 * day the entry may be used. Null months: never.
 */
export function overtimeExpiresOn(date: string, months: number | null): string | null {
  if (months == null) return null;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = (month % 12) + 1;
  const day = Math.min(Number(date.slice(8, 10)), Number(endOfMonth(y, m).slice(8, 10)));
  return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function counted(leave: ToilLeave): boolean {
  return leave.status === 'ACCEPTED' || leave.status === 'PENDING';
}

/** One date of a leave with its weight there. */
interface LeaveDate {
  date: string;
  order: number;
  weight: number;
}

/** Every date of the counted leaves with a weight, in date order (then in the leaves' order). */
function leaveDates(
  leaves: readonly ToilLeave[],
  workingDays: readonly string[],
  counting: Counting,
): LeaveDate[] {
  const dates: LeaveDate[] = [];
  leaves.forEach((leave, order) => {
    if (!counted(leave)) return;
    for (let d = leave.startAt; d <= leave.endAt; d = addDays(d, 1)) {
      const weight = daysBetween(leave, d, d, workingDays, counting);
      if (weight > 0) dates.push({ date: d, order, weight });
    }
  });
  return dates.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
}

/** The entries oldest first (by date, then by id: the order they were recorded in). */
function oldestFirst(entries: readonly OvertimeCredit[]): OvertimeCredit[] {
  return [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

/** What the leaves leave of each entry, and what of them no entry could cover. */
export interface Allocation {
  /** The entries oldest first, each with what is left of it once every leave is counted. */
  entries: { entry: OvertimeCredit; left: number }[];
  /** Leave weight on dates where no entry earned by then and unexpired was left. */
  uncovered: number;
  /** The same, per leave (by its index in the ledger's leaves). */
  uncoveredByLeave: Map<number, number>;
}

/**
 * Uses the entries for the leaves, date by date in date order: each date takes from the oldest
 * entry earned on or before it and not expired on it that has something left, then the next.
 */
export function allocate(
  overtime: readonly OvertimeCredit[],
  leaves: readonly ToilLeave[],
  workingDays: readonly string[],
  counting: Counting = IN_DAYS,
): Allocation {
  const entries = oldestFirst(overtime).map((entry) => ({ entry, left: entry.amount }));
  let uncovered = 0;
  const uncoveredByLeave = new Map<number, number>();
  for (const { date, order, weight } of leaveDates(leaves, workingDays, counting)) {
    let need = weight;
    for (const e of entries) {
      if (need === 0) break;
      if (e.entry.date > date) break;
      if (e.left === 0 || (e.entry.expiresOn != null && e.entry.expiresOn < date)) continue;
      const take = Math.min(e.left, need);
      e.left -= take;
      need -= take;
    }
    if (need > 0) {
      uncovered += need;
      uncoveredByLeave.set(order, (uncoveredByLeave.get(order) ?? 0) + need);
    }
  }
  return { entries, uncovered, uncoveredByLeave };
}

/** The weight of a leave's dates (what the allocation counts for it). */
function weightOf(leave: ToilLeave, workingDays: readonly string[], counting: Counting): number {
  let sum = 0;
  for (let d = leave.startAt; d <= leave.endAt; d = addDays(d, 1))
    sum += daysBetween(leave, d, d, workingDays, counting);
  return sum;
}

/**
 * The balance of a TIME_OFF_IN_LIEU type on `day`: the entries dated on or before it
 * (`allowanceAmount`, and `earnedAmount`), less what of them had expired unused by then
 * (`expiredAmount`: an entry is expired once `day` is after its `expiresOn`), is `totalAmount`; every
 * counted leave of the type, before and after `day`, is used or pending. `overtime` lists each of
 * those entries with what is left of it on `day` (0 once expired). The period runs from the first
 * entry's date (`day` without one) to `day`.
 */
export function toilBalance(ledger: ToilLedger, day: string): Balance {
  const earned = ledger.overtime.filter((e) => e.date <= day);
  const { entries } = allocate(earned, ledger.leaves, ledger.workingDays, ledger.counting);
  let allowance = 0;
  let expired = 0;
  const overtime: Balance['overtime'] = entries.map(({ entry, left }) => {
    const gone = entry.expiresOn != null && entry.expiresOn < day;
    allowance += entry.amount;
    if (gone) expired += left;
    return {
      id: entry.id,
      date: entry.date,
      amount: entry.amount,
      remainingAmount: gone ? 0 : left,
      expiresOn: entry.expiresOn,
    };
  });
  let used = 0;
  let pending = 0;
  for (const leave of ledger.leaves) {
    if (leave.status === 'ACCEPTED') used += weightOf(leave, ledger.workingDays, ledger.counting ?? IN_DAYS);
    else if (leave.status === 'PENDING')
      pending += weightOf(leave, ledger.workingDays, ledger.counting ?? IN_DAYS);
  }
  const total = allowance - expired;
  const start = entries.length > 0 ? entries[0].entry.date : day;
  return {
    activatedType: ledger.activatedType,
    totalAmount: total,
    allowanceAmount: allowance,
    carriedOverAmount: 0,
    expiredAmount: expired,
    carryOverExpiresOn: null,
    adjustmentAmount: 0,
    usedAmount: used,
    pendingAmount: pending,
    remainingAmount: total - used - pending,
    periodStart: start,
    periodEnd: day,
    startedAt: start,
    earnedAmount: allowance,
    accrualSchedule: [],
    unit: ledger.activatedType.unit,
    scheduleShare: null,
    overtime,
  };
}

/**
 * A new request's weight on a TIME_OFF_IN_LIEU balance (on `today`): one "period", the balance
 * without it, its weight, what remains with it, and what is available to it. It fits when counting
 * it leaves no more leave uncovered than before (so it neither uses entries it may not use, nor
 * takes entries an already booked later leave relies on). Refused, `availableAmount` is its weight
 * less what would be uncovered; allowed, it is its weight plus what is still left, once it counts,
 * of the entries usable on any of its dates. `ledger.leaves` must not hold the request.
 */
export function toilRequestBalance(
  ledger: ToilLedger,
  request: CountedLeave,
  today: string,
): LeavePeriodBalance {
  const withRequest: ToilLedger = {
    ...ledger,
    leaves: [...ledger.leaves, { ...request, status: 'PENDING' }],
  };
  const before = allocate(ledger.overtime, ledger.leaves, ledger.workingDays, ledger.counting);
  const after = allocate(withRequest.overtime, withRequest.leaves, ledger.workingDays, ledger.counting);
  const requested = weightOf(
    { ...request, status: 'PENDING' },
    ledger.workingDays,
    ledger.counting ?? IN_DAYS,
  );
  const short = after.uncovered - before.uncovered;
  let available: number;
  if (short > 0) available = Math.max(0, requested - short);
  else {
    let usable = 0;
    for (const { entry, left } of after.entries)
      if (entry.date <= request.endAt && (entry.expiresOn == null || entry.expiresOn >= request.startAt))
        usable += left;
    available = requested + usable;
  }
  return {
    balance: toilBalance(ledger, today),
    requestedAmount: requested,
    remainingAfterAmount: toilBalance(withRequest, today).remainingAmount,
    availableAmount: available,
  };
}
