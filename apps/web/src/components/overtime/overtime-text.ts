import type { Balance, LeaveUnit, OvertimeStatus } from '@leavedesk/contracts';
import { formatDate } from '@/lib/format';

/** The words of the overtime screens (issue 29: time off in lieu), once. */
export const OVERTIME_TEXT = {
  title: 'Overtime',
  description: 'Time you worked beyond your schedule, taken back as time off.',
  log: 'Log overtime',
  logDescription: 'The time you worked beyond your schedule on one day.',
  empty: 'No overtime logged yet',
  emptyDescription: 'Worked extra? Log it, and once accepted it adds to your balance.',
  loadFailed: 'The overtime could not be loaded.',
  logged: 'Overtime logged.',
  loggedPending: 'Overtime logged. It waits for a reviewer.',
  withdrawTitle: 'Withdraw overtime',
  withdrawn: 'Overtime withdrawn.',
  neverExpires: 'Never expires',
  reviewTitle: 'Overtime to review',
  reviewDescription: 'Overtime logged by the people you review, waiting for a decision.',
  reviewLoadFailed: 'The overtime to review could not be loaded.',
  rejectTitle: 'Reject overtime',
  dateAfterToday: 'Overtime can be logged for today or an earlier day.',
  dateRequired: 'Please pick the day you worked.',
} as const;

/** 'Overtime accepted successfully.', as a request's review says 'Request accepted successfully.'. */
export function overtimeReviewedToast(status: OvertimeStatus): string {
  return `Overtime ${status.toLowerCase()} successfully.`;
}

/** The step an amount of this unit is counted in: half days, or quarter hours. */
export function amountStep(unit: LeaveUnit): number {
  return unit === 'HOURS' ? 0.25 : 0.5;
}

/** The amount field's hint and its refusal, in the type's unit. */
export function amountRule(unit: LeaveUnit): { hint: string; refused: string } {
  return unit === 'HOURS'
    ? {
        hint: 'Hours, in quarter hours (1.75 is 1 h 45 min)',
        refused: 'Enter the hours worked, above 0, in quarter hours (0.25).',
      }
    : { hint: 'Days, in half days', refused: 'Enter the days worked, above 0, in half days (0.5).' };
}

/**
 * 'Expires 3 Mar 2027', 'Expired 3 Mar 2026' once the day has passed, 'Never expires' for a type
 * whose entries do not expire.
 */
export function expiryText(expiresOn: string | null, today: string): string {
  if (!expiresOn) return OVERTIME_TEXT.neverExpires;
  return `${expiresOn < today ? 'Expired' : 'Expires'} ${formatDate(expiresOn)}`;
}

/** The time off in lieu types among a person's balances (where overtime can be logged). */
export function inLieuBalances(balances: readonly Balance[] | undefined): Balance[] {
  return (balances ?? []).filter(
    (b) => b.activatedType.kind === 'TIME_OFF_IN_LIEU' && b.activatedType.status === 'ACTIVE',
  );
}
