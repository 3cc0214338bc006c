import { CYCLE_LABELS, type LeaveCycle } from '@leavedesk/contracts';

/** 'Unlimited', 'Per Month', 'Per Year'. */
export function cycleLabel(cycle: LeaveCycle): string {
  return CYCLE_LABELS[cycle];
}

/** '1 Day', '15 Days'. */
export function daysLabel(amount: number): string {
  return amount === 1 ? '1 Day' : `${amount} Days`;
}

/** The amount of an activated type: '15 Days Per Year', or 'Unlimited' (its amount means nothing). */
export function activatedAmountLabel(amount: number, cycle: LeaveCycle): string {
  if (cycle === 'UNLIMITED') return cycleLabel(cycle);
  return `${daysLabel(amount)} ${cycleLabel(cycle)}`;
}
