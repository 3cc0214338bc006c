import type { Balance, LeaveUnit } from '@leavedesk/contracts';

/** Slice colours, readable on light and dark cards: Used green, Pending amber, Remaining blue. */
export const USED = '#16a34a';
export const PENDING = '#f59e0b';
export const REMAINING = '#3b82f6';
export const EMPTY = '#94a3b84d';

/** What is left of a balance for the doughnut: never below zero. */
export function remainingOf(balance: Balance): number {
  return Math.max(0, (balance.totalAmount ?? 0) - balance.usedAmount - balance.pendingAmount);
}

/** 'N left' in the middle of the ring ('N h left' for hours). */
export function RemainingLabel({ remaining, unit = 'DAYS' }: { remaining: number; unit?: LeaveUnit }) {
  return (
    <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
      <span className="text-xl font-semibold leading-none tabular-nums">{remaining}</span>
      <span className="text-[10px] text-muted-foreground">{unit === 'HOURS' ? 'h left' : 'left'}</span>
    </div>
  );
}
