import type { Balance } from '@leavedesk/contracts';
import { formatDate } from '@/lib/format';

/** Whose balance a card shows, for its sentences: 'your' on one's own, 'their' on someone else's. */
export type Whose = 'your' | 'their';

/** A share as a percentage, to a tenth: 0.8 → '80 %', 0.625 → '62.5 %'. */
export function percentText(share: number): string {
  return `${Math.round(share * 1000) / 10} %`;
}

/**
 * For a type prorated by the work schedule (issue 29): how much of a full week the allowance is
 * prorated to. Undefined when the type is not prorated by schedule.
 */
export function scheduleShareNote(balance: Pick<Balance, 'scheduleShare'>): string | undefined {
  if (balance.scheduleShare == null) return undefined;
  return `Allowance prorated to ${percentText(balance.scheduleShare)} of a full week by the work schedule`;
}

/**
 * How the total is made when it is not the policy's amount: prorated from the joining date in the
 * period the user joined (or nothing yet when they join after it), and by a part-timer's work
 * schedule. Undefined when it is the amount, and for time off in lieu, which has no allowance.
 */
export function allowanceNote(balance: Balance, whose: Whose = 'your'): string | undefined {
  const { allowanceAmount, activatedType } = balance;
  if (activatedType.kind === 'TIME_OFF_IN_LIEU') return undefined;
  if (allowanceAmount == null || allowanceAmount === activatedType.amount) return undefined;
  const of = balance.unit === 'HOURS' ? `${activatedType.amount} h` : `${activatedType.amount} days`;
  const share = `${allowanceAmount} of ${of}`;
  const bySchedule = balance.scheduleShare != null && balance.scheduleShare !== 1;
  if (balance.startedAt !== balance.periodStart)
    return `Prorated from ${whose} start date, ${formatDate(balance.startedAt)}${bySchedule ? `, and by ${whose} work schedule` : ''}: ${share}`;
  if (bySchedule) return `Prorated by ${whose} work schedule: ${share}`;
  return `${whose === 'your' ? 'You start' : 'They start'} after this period: ${share}`;
}
