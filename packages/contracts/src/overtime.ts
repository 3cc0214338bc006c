import { z } from 'zod';
import { CalendarDate, PageQuery, paged } from './common';
import { LeaveUnit, OvertimeStatus } from './enums';
import { DateInput, Id, id, multilineText } from './input';
import { PersonRef } from './leaves';
import { REVIEW_REASON_MAX } from './limits';
import { MSG } from './messages';

/*
 * Time off in lieu (issue 29): overtime entries, earned by working beyond one's schedule and taken
 * back as leave of a TIME_OFF_IN_LIEU type. An ACCEPTED entry adds `amount` (in the type's unit)
 * from its `date`; it expires `expiresAfterMonths` (the activated type's) after its date, on the
 * same day of the month; leave of the type uses the oldest unexpired entries first.
 */

/** The longest note of an overtime entry. */
export const OVERTIME_NOTE_MAX = 500;

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
  amount: z.number({ error: 'Amount must be a number.' }),
  typeId: id(MSG.leaveTypeRequired),
  note: multilineText().max(OVERTIME_NOTE_MAX).optional().default(''),
  userId: id().optional(),
});
export type CreateOvertimeBody = z.input<typeof CreateOvertimeBody>;

/** PUT /overtime/{id}: a reviewer's decision on a PENDING entry (the leave's reviewers). */
export const ReviewOvertimeBody = z.object({
  status: z.enum(['ACCEPTED', 'REJECTED'], { error: 'Status must be ACCEPTED or REJECTED' }),
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
