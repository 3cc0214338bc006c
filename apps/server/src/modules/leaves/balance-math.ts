import type { LeaveCycle } from '@leavedesk/contracts';
import {
  type CountedLeave,
  daysInPeriod,
  type Period,
  proratedAmount,
  splitIntoPeriods,
} from '../../lib/leave-periods';
import { dayNumber } from '../../lib/working-days';

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

export interface ShortfallInput {
  amount: number;
  cycle: LeaveCycle;
  joinedAt: string;
  start: string;
  end: string;
  /** The working dates of the new leave. */
  workingDates: readonly string[];
  /** The requester's PENDING and ACCEPTED leaves of the same type around the range. */
  stored: readonly StoredLeave[];
  workingDays: readonly string[];
}

/**
 * The first period the new leave does not fit in, with what is left there; null when it fits in
 * every period it touches (always for UNLIMITED types).
 */
export function findShortfall(input: ShortfallInput): { period: Period; remaining: number } | null {
  if (input.cycle === 'UNLIMITED') return null;
  for (const part of splitIntoPeriods(input.start, input.end, input.cycle)) {
    const from = dayNumber(part.from);
    const to = dayNumber(part.to);
    const asked = input.workingDates.filter((d) => dayNumber(d) >= from && dayNumber(d) <= to).length;
    if (asked === 0) continue;
    const total = proratedAmount(input.amount, part, input.joinedAt);
    const { used, pending } = periodUsage(input.stored, part, input.workingDays);
    const remaining = total - used - pending;
    if (asked > remaining)
      return { period: { start: part.start, end: part.end }, remaining: Math.max(0, remaining) };
  }
  return null;
}
