import type { ActivatedType, Balance, LeavePeriodBalance } from '@leavedesk/contracts';
import {
  type CountedLeave,
  daysBetween,
  endOfMonth,
  type Period,
  periodOf,
  proratedAmount,
  splitIntoPeriods,
  startedAt,
} from '../../lib/leave-periods';

/*
 * The balance arithmetic (server-rules §5, extended by issue 13), pure: no database, no clock but
 * the `today` it is given. The one place a balance is computed: GET balance, the check, the review
 * context and the create rule all read it.
 */

export interface StoredLeave extends CountedLeave {
  status: string;
}

/** An admin's adjustment of a balance: `amount` days in the period of `date`. */
export interface StoredAdjustment {
  date: string;
  amount: number;
}

/** Everything one person's balance of one activated type depends on. */
export interface TypeLedger {
  activatedType: ActivatedType;
  joinedAt: string;
  /**
   * The first day the product knows the person: the later of joining and being added. Carry-over
   * chains from the year of this day; leave taken before is outside the product.
   */
  chainStart: string;
  /**
   * The person's PENDING and ACCEPTED leaves of the type (others are ignored): at least those of
   * the periods asked, and when the type carries over, every one since the chain's first year.
   */
  leaves: readonly StoredLeave[];
  /** The adjustments of the type, over the same dates. */
  adjustments: readonly StoredAdjustment[];
  workingDays: readonly string[];
}

/** Whether a type carries days from one year into the next. */
export function carriesOver(t: ActivatedType): boolean {
  return t.cycle === 'PER_YEAR' && t.carryOverLimit > 0;
}

/**
 * A period's figures before "today" is applied: `expiredAfter` is what of the carried-over days
 * the leaves leave unused by `expiresOn`, i.e. what expires once that day has passed; `finalRemaining`
 * is what remains then.
 */
interface Account {
  allowance: number;
  carried: number;
  expiresOn: string | null;
  expiredAfter: number;
  adjustments: number;
  used: number;
  pending: number;
  finalRemaining: number;
}

function sumAdjustments(adjustments: readonly StoredAdjustment[], period: Period): number {
  let sum = 0;
  for (const a of adjustments) if (a.date >= period.start && a.date <= period.end) sum += a.amount;
  return sum;
}

/** One period's account, given what was carried into it. */
function accountWith(ledger: TypeLedger, period: Period, carried: number): Account {
  const t = ledger.activatedType;
  const expiresOn =
    carried > 0 && t.carryOverExpiresAfterMonths != null
      ? endOfMonth(Number(period.start.slice(0, 4)), t.carryOverExpiresAfterMonths)
      : null;
  let used = 0;
  let pending = 0;
  // Carried days are used first, but only by working days on or before the expiry.
  let untilExpiry = 0;
  for (const leave of ledger.leaves) {
    if (leave.status !== 'ACCEPTED' && leave.status !== 'PENDING') continue;
    const days = daysBetween(leave, period.start, period.end, ledger.workingDays);
    if (days === 0) continue;
    if (leave.status === 'ACCEPTED') used += days;
    else pending += days;
    if (expiresOn) untilExpiry += daysBetween(leave, period.start, expiresOn, ledger.workingDays);
  }
  const allowance = proratedAmount(t.amount, period, ledger.joinedAt);
  const adjustments = sumAdjustments(ledger.adjustments, period);
  const expiredAfter = expiresOn ? carried - Math.min(carried, untilExpiry) : 0;
  return {
    allowance,
    carried,
    expiresOn,
    expiredAfter,
    adjustments,
    used,
    pending,
    finalRemaining: allowance + carried - expiredAfter + adjustments - used - pending,
  };
}

/**
 * A period's account. A type that carries over chains year by year from the chain's first year
 * (nothing is carried into it): what finally remains of a year, up to the limit and never below
 * 0, is carried into the next.
 */
function accountOf(ledger: TypeLedger, period: Period): Account {
  const t = ledger.activatedType;
  if (!carriesOver(t)) return accountWith(ledger, period, 0);
  const firstYear = Number(ledger.chainStart.slice(0, 4));
  const year = Number(period.start.slice(0, 4));
  let carried = 0;
  for (let y = firstYear; y < year; y++) {
    const previous = accountWith(ledger, { start: `${y}-01-01`, end: `${y}-12-31` }, carried);
    carried = Math.min(t.carryOverLimit, Math.max(0, previous.finalRemaining));
  }
  return accountWith(ledger, period, carried);
}

/** The `Balance` of an account on `today`: carried-over days expire only once their day has passed. */
function toBalance(ledger: TypeLedger, period: Period, account: Account, today: string): Balance {
  const unlimited = ledger.activatedType.cycle === 'UNLIMITED';
  const expired = account.expiresOn && today > account.expiresOn ? account.expiredAfter : 0;
  const total = account.allowance + account.carried - expired + account.adjustments;
  return {
    activatedType: ledger.activatedType,
    totalAmount: unlimited ? null : total,
    allowanceAmount: unlimited ? null : account.allowance,
    carriedOverAmount: account.carried,
    expiredAmount: expired,
    carryOverExpiresOn: account.expiresOn,
    adjustmentAmount: account.adjustments,
    usedAmount: account.used,
    pendingAmount: account.pending,
    remainingAmount: unlimited ? null : total - account.used - account.pending,
    periodStart: period.start,
    periodEnd: period.end,
    startedAt: startedAt(period, ledger.joinedAt),
  };
}

/**
 * A person's balance of one type in one period, on `today` (server-rules §5, issue 13): the
 * policy's amount (prorated in the period they joined), what was carried over (less what has
 * expired by today) and the adjustments, less the ACCEPTED (used) and PENDING days in the period.
 */
export function periodBalance(ledger: TypeLedger, period: Period, today: string): Balance {
  return toBalance(ledger, period, accountOf(ledger, period), today);
}

/** The balance of a type for the period a date falls in (UNLIMITED types: its calendar year). */
export function balanceOn(date: string, ledger: TypeLedger, today: string): Balance {
  return periodBalance(ledger, periodOf(date, ledger.activatedType.cycle), today);
}

/**
 * A request's weight on each cycle period it touches, in order: the balance there without it, its
 * working days there, what remains once it counts (on `today`), and what is available to it: the
 * most its dates can take, i.e. what finally remains with it counted, plus itself. Carried-over
 * days count as available only for its days on or before their expiry, so a request fits, day by
 * day, in what is available on its dates. `ledger.leaves` must not hold the request itself.
 */
export function requestBalances(
  ledger: TypeLedger,
  request: CountedLeave,
  today: string,
): LeavePeriodBalance[] {
  const unlimited = ledger.activatedType.cycle === 'UNLIMITED';
  const withRequest: TypeLedger = {
    ...ledger,
    leaves: [...ledger.leaves, { ...request, status: 'PENDING' }],
  };
  return splitIntoPeriods(request.startAt, request.endAt, ledger.activatedType.cycle).map((part) => {
    const period = { start: part.start, end: part.end };
    const balance = periodBalance(ledger, period, today);
    const requested = daysBetween(request, period.start, period.end, ledger.workingDays);
    const after = accountOf(withRequest, period);
    return {
      balance,
      requestedAmount: requested,
      remainingAfterAmount: toBalance(withRequest, period, after, today).remainingAmount,
      availableAmount: unlimited ? null : after.finalRemaining + requested,
    };
  });
}

/**
 * The first period a new request does not fit in, with what is available to it there; null when
 * it fits in every period it touches (always for UNLIMITED types).
 */
export function findShortfall(
  periods: readonly LeavePeriodBalance[],
): { period: Period; available: number } | null {
  for (const { balance, requestedAmount, availableAmount } of periods) {
    if (requestedAmount === 0 || availableAmount == null) continue;
    if (requestedAmount > availableAmount)
      return {
        period: { start: balance.periodStart, end: balance.periodEnd },
        available: Math.max(0, availableAmount),
      };
  }
  return null;
}
