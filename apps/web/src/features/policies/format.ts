import { amountText, CYCLE_LABELS, type LeaveCycle, type LeaveUnit } from '@leavedesk/contracts';

/** 'Unlimited', 'Per Month', 'Per Year'. */
export function cycleLabel(cycle: LeaveCycle): string {
  return CYCLE_LABELS[cycle];
}

/**
 * The amount of an activated type: '15 Days Per Year', '120 h Per Year' (issue 29), or 'Unlimited'
 * (its amount means nothing).
 */
export function activatedAmountLabel(amount: number, cycle: LeaveCycle, unit: LeaveUnit = 'DAYS'): string {
  if (cycle === 'UNLIMITED') return cycleLabel(cycle);
  return `${amountText(amount, unit)} ${cycleLabel(cycle)}`;
}

/** What a time off in lieu type's overtime does: 'Overtime expires after 6 months', or never. */
export function overtimeExpiryLabel(months: number | null): string {
  if (months == null) return 'Overtime never expires';
  return `Overtime expires after ${months} ${months === 1 ? 'month' : 'months'}`;
}

/** 'Standard' or 'Time off in lieu'. */
export function kindLabel(kind: 'STANDARD' | 'TIME_OFF_IN_LIEU'): string {
  return kind === 'TIME_OFF_IN_LIEU' ? 'Time off in lieu' : 'Standard';
}

/** 'Days' or 'Hours'. */
export function unitLabel(unit: LeaveUnit): string {
  return unit === 'HOURS' ? 'Hours' : 'Days';
}
