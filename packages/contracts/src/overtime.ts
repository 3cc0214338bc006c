import { z } from 'zod';
import { CalendarDate, PageQuery, paged } from './common';
import { LeaveUnit, OvertimeStatus } from './enums';
import { DateInput, Id, id, multilineText } from './input';
import { PersonRef } from './leaves';
import { REVIEW_REASON_MAX } from './limits';
import { MSG } from './messages';
import { MAX_HOURS_AMOUNT } from './policies';

/*
 * Time off in lieu (issue 29): overtime entries, earned by working beyond one's schedule and taken
 * back as leave of a TIME_OFF_IN_LIEU type. An ACCEPTED entry adds `amount` (in the type's unit)
 * from its `date`; it expires `expiresAfterMonths` (the activated type's) after its date, on the
 * same day of the month; leave of the type uses the oldest unexpired entries first.
 */

/** The longest note of an overtime entry. */
export const OVERTIME_NOTE_MAX = 500;

/** Time off in lieu's sentences (decision 0040). */
export const OVERTIME_MSG = {
  amountNumber: 'Amount must be a number.',
  amountPositive: 'Amount must be greater than 0.',
  amountMax: `Amount must be at most ${MAX_HOURS_AMOUNT}.`,
  amountHalfDays: 'Overtime in days must be in half days, e.g. 0.5 or 1.5, and at most 366 days.',
  amountQuarterHours: 'Overtime in hours must be in quarter hours, e.g. 1.25 or 2.5.',
  dateInFuture: 'Overtime can be recorded for today or an earlier date only.',
  typeNotToil: "This leave type is not a time off in lieu type of this person's leave policy.",
  ownReview: 'You cannot review your own overtime.',
  notOwn: 'Only the person who worked the overtime can withdraw it.',
  kindInUse:
    'The kind of a leave type cannot change once leaves or overtime entries use it: create another type instead.',
  expiryToilOnly: 'Overtime expiry applies to time off in lieu types only.',
  toilNoCarryOver:
    'Time off in lieu has no carry-over, monthly accrual or borrowing: its balance is the overtime earned.',
  adjustToil: 'This leave type is time off in lieu: record overtime instead of adjusting the balance.',
} as const;

/** 'This overtime entry was already accepted.' (also rejected, cancelled). */
export function overtimeAlreadyDecidedMessage(status: string): string {
  return `This overtime entry was already ${status.toLowerCase()}.`;
}

/**
 * A refused request of a time off in lieu type: only what was earned on or before each of its dates
 * and had not expired on it may be used.
 */
export function toilShortfallMessage(available: number, unit: 'DAYS' | 'HOURS', typeName: string): string {
  const amount = unit === 'HOURS' ? `${available} hour(s)` : `${available} day(s)`;
  return `Not enough balance: only ${amount} of ${typeName} earned by these dates and not expired on them can be used.`;
}

export const OvertimeEntry = z.object({
  id: z.number().int(),
  user: PersonRef,
  type: z.object({ id: z.number().int(), name: z.string(), symbol: z.string() }),
  date: CalendarDate,
  /** In `unit`: days in halves, or hours in quarter hours. */
  amount: z.number(),
  unit: LeaveUnit,
  note: z.string(),
  status: OvertimeStatus,
  /** The last day what is left of it may be used; null = never. */
  expiresOn: CalendarDate.nullable(),
  createdBy: PersonRef.nullable(),
  reviewer: PersonRef.nullable(),
  reviewedAt: z.string().nullable(),
  reviewReason: z.string().nullable(),
  createdAt: z.string(),
});
export type OvertimeEntry = z.infer<typeof OvertimeEntry>;

/**
 * POST /overtime: the person for themselves (any date up to today), or an admin for one of their
 * people with `userId`. PENDING when the type requires approval in the person's policy, else ACCEPTED.
 */
export const CreateOvertimeBody = z.object({
  date: DateInput,
  /** In the type's unit: half days for DAYS, quarter hours for HOURS (checked by the server). */
  amount: z
    .number({ error: 'Amount must be a number.' })
    .positive('Amount must be greater than 0.')
    .max(MAX_HOURS_AMOUNT, `Amount must be at most ${MAX_HOURS_AMOUNT}.`),
  typeId: id(MSG.leaveTypeRequired),
  note: multilineText().max(OVERTIME_NOTE_MAX).optional().default(''),
  userId: id().optional(),
});
export type CreateOvertimeBody = z.input<typeof CreateOvertimeBody>;

/** PUT /overtime/{id}: a reviewer's decision on a PENDING entry (the leave's reviewers). */
export const ReviewOvertimeBody = z.object({
  status: z.enum(['ACCEPTED', 'REJECTED'], { error: 'Status must be ACCEPTED or REJECTED.' }),
  reason: multilineText().max(REVIEW_REASON_MAX).optional().nullable(),
});
export type ReviewOvertimeBody = z.input<typeof ReviewOvertimeBody>;

/**
 * GET /overtime: `userId` (a person the caller may see: themselves, their team's for a team
 * admin, anyone for an organization admin); without it, every entry the caller may see. Newest
 * date first.
 */
export const OvertimeListQuery = PageQuery.extend({
  userId: Id.optional(),
  status: OvertimeStatus.optional(),
});
export type OvertimeListQuery = z.input<typeof OvertimeListQuery>;

export const PagedOvertime = paged(OvertimeEntry);
