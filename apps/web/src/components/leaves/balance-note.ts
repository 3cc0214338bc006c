import type { Balance } from '@leavedesk/contracts';
import { formatDate } from '@/lib/format';

/** Whose balance a card shows, for its sentences: 'your' on one's own, 'their' on someone else's. */
export type Whose = 'your' | 'their';

/**
 * How the total is made when it is not the policy's amount: prorated from the joining date in the
 * period the user joined (or nothing yet when they join after it). Undefined when it is the amount.
 */
export function allowanceNote(balance: Balance, whose: Whose = 'your'): string | undefined {
  const { allowanceAmount, activatedType } = balance;
  if (allowanceAmount == null || allowanceAmount === activatedType.amount) return undefined;
  const share = `${allowanceAmount} of ${activatedType.amount} days`;
  if (balance.startedAt !== balance.periodStart)
    return `Prorated from ${whose} start date, ${formatDate(balance.startedAt)}: ${share}`;
  return `${whose === 'your' ? 'You start' : 'They start'} after this period: ${share}`;
}
