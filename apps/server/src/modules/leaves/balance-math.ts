import type { ActivatedType, Balance, LeavePeriodBalance } from '@leavedesk/contracts';
import {
  type CountedLeave,
  daysInPeriod,
  type Period,
  periodOf,
  proratedAmount,
  splitIntoPeriods,
  startedAt,
} from '../../lib/leave-periods';

export interface StoredLeave extends CountedLeave {
  status: string;
}

/** Working days of ACCEPTED and of PENDING leaves inside a period. */
export function periodUsage(stored: readonly StoredLeave[], period: Period, workingDays: readonly string[]) {
  let used = 0;
  let pending = 0;
  for (const leave of stored) {
    const days = daysInPeriod(leave, period, workingDays);
    if (leave.status === 'ACCEPTED') used += days;
    else if (leave.status === 'PENDING') pending += days;
  }
  return { used, pending };
}

/**
 * A user's balance of one activated type in one period (server-rules §5): the policy's amount,
 * prorated in the period they joined, less the ACCEPTED (used) and PENDING days of `stored` (their
 * leaves of that type) inside the period. The one place a balance is computed: GET balance, the
 * check, the review context and the create rule all read it.
 */
export function periodBalance(
  activatedType: ActivatedType,
  period: Period,
  joinedAt: string,
  stored: readonly StoredLeave[],
  workingDays: readonly string[],
): Balance {
  const { used, pending } = periodUsage(stored, period, workingDays);
  const allowance =
    activatedType.cycle === 'UNLIMITED' ? null : proratedAmount(activatedType.amount, period, joinedAt);
  return {
    activatedType,
    totalAmount: allowance,
    allowanceAmount: allowance,
    usedAmount: used,
    pendingAmount: pending,
    remainingAmount: allowance == null ? null : allowance - used - pending,
    periodStart: period.start,
    periodEnd: period.end,
    startedAt: startedAt(period, joinedAt),
  };
}

/** The balance of a type for the period a date falls in (UNLIMITED types: its calendar year). */
export function balanceOn(
  date: string,
  activatedType: ActivatedType,
  joinedAt: string,
  stored: readonly StoredLeave[],
  workingDays: readonly string[],
): Balance {
  return periodBalance(activatedType, periodOf(date, activatedType.cycle), joinedAt, stored, workingDays);
}

export interface RequestBalancesInput {
  activatedType: ActivatedType;
  joinedAt: string;
  /** The request: its range and working dates (fixed at creation for a stored leave). */
  request: CountedLeave;
  /** The requester's PENDING and ACCEPTED leaves of the same type, the request itself left out. */
  others: readonly StoredLeave[];
  workingDays: readonly string[];
}

/**
 * A request's weight on each cycle period it touches, in order: the balance there without it, its
 * working days there, and what remains once it counts.
 */
export function requestBalances(input: RequestBalancesInput): LeavePeriodBalance[] {
  const { activatedType, request } = input;
  return splitIntoPeriods(request.startAt, request.endAt, activatedType.cycle).map((part) => {
    const period = { start: part.start, end: part.end };
    const balance = periodBalance(activatedType, period, input.joinedAt, input.others, input.workingDays);
    const requested = daysInPeriod(request, period, input.workingDays);
    return {
      balance,
      requestedAmount: requested,
      remainingAfterAmount: balance.remainingAmount == null ? null : balance.remainingAmount - requested,
    };
  });
}

/**
 * The first period a new request does not fit in, with what is left there; null when it fits in
 * every period it touches (always for UNLIMITED types).
 */
export function findShortfall(
  periods: readonly LeavePeriodBalance[],
): { period: Period; remaining: number } | null {
  for (const { balance, requestedAmount } of periods) {
    if (requestedAmount === 0 || balance.remainingAmount == null) continue;
    if (requestedAmount > balance.remainingAmount)
      return {
        period: { start: balance.periodStart, end: balance.periodEnd },
        remaining: Math.max(0, balance.remainingAmount),
      };
  }
  return null;
}
