import { z } from 'zod';
import { CalendarDate, PageQuery, paged } from './common';
import { LEAVE_STATUSES } from './enum-values';
import { LeaveStatus } from './enums';
import { Holiday } from './holidays';
import { DateInput, DateOrTimestamp, Id, id, multilineText } from './input';
import { MSG } from './messages';
import { ActivatedType } from './policies';
import { User } from './users';

export const Leave = z.object({
  id: z.number().int(),
  user: User,
  activatedType: ActivatedType,
  policy: z.object({ id: z.number().int() }),
  startAt: CalendarDate,
  endAt: CalendarDate,
  duration: z.number().int(),
  totalDays: z.number().int(),
  status: LeaveStatus,
  reason: z.string().nullable(),
  reviewer: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Leave = z.infer<typeof Leave>;

/**
 * A calendar entry (GET /leaves/calendar, and the conflicts of POST /leaves/check): what a chip or a
 * conflict line shows, for anyone in the organization to read. Compact on purpose: no reason, no
 * e-mail or phone of the requester, no review details.
 */
export const CalendarLeave = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.object({ id: z.number().int(), url: z.string() }).nullable(),
    team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  activatedType: ActivatedType,
  startAt: CalendarDate,
  endAt: CalendarDate,
  duration: z.number().int(),
  totalDays: z.number().int(),
  status: LeaveStatus,
});
export type CalendarLeave = z.infer<typeof CalendarLeave>;

const statusList = z.union([LeaveStatus, z.array(LeaveStatus), z.string()]).transform((v, ctx) => {
  const parts = (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);
  for (const p of parts) {
    if (!(LEAVE_STATUSES as readonly string[]).includes(p)) {
      // The sentence names the statuses, never echoes what was sent (it may be long, or hold a NUL).
      ctx.addIssue({ code: 'custom', message: `Status must be one of ${LEAVE_STATUSES.join(', ')}.` });
      return z.NEVER;
    }
  }
  return parts as LeaveStatus[];
});

export const LeaveListQuery = PageQuery.extend({
  userId: z.union([z.literal('mine'), Id]).optional(),
  teamId: Id.optional(),
  status: statusList.optional(),
  from: DateInput.optional(),
  to: DateInput.optional(),
});
export type LeaveListQuery = z.input<typeof LeaveListQuery>;

export const CalendarQuery = z.object({
  from: DateInput,
  to: DateInput,
  teamId: Id.optional(),
});

export const LeaveCheckBody = z.object({
  typeId: id(MSG.leaveTypeRequired),
  start: DateOrTimestamp,
  end: DateOrTimestamp,
});
export type LeaveCheckBody = z.input<typeof LeaveCheckBody>;

export const CreateLeaveBody = LeaveCheckBody.extend({
  reason: multilineText().max(1000).optional().nullable(),
});
export type CreateLeaveBody = z.input<typeof CreateLeaveBody>;

export const ReviewLeaveBody = z.object({
  status: z.enum(['ACCEPTED', 'REJECTED'], { error: 'Status must be ACCEPTED or REJECTED' }),
});

/**
 * A user's balance of one activated type for one cycle period. `allowanceAmount` is the policy's
 * amount for the period (`activatedType.amount`), prorated in the period the user joined (from
 * `startedAt`); today `totalAmount` equals it, and it is where additions such as a carried-over
 * amount will show the difference. Null amounts for UNLIMITED types.
 */
export const Balance = z.object({
  activatedType: ActivatedType,
  totalAmount: z.number().int().nullable(),
  allowanceAmount: z.number().int().nullable(),
  usedAmount: z.number().int(),
  pendingAmount: z.number().int(),
  remainingAmount: z.number().int().nullable(),
  periodStart: CalendarDate,
  periodEnd: CalendarDate,
  startedAt: CalendarDate,
});
export type Balance = z.infer<typeof Balance>;

export const PagedLeaves = paged(Leave);

/** `/leaves/{userId|mine}/balance` */
export const LeaveUserParam = z.object({
  userId: z.union([z.literal('mine'), Id], { error: 'The user id must be a positive number or "mine"' }),
});

/**
 * A request's weight on one cycle period it touches (POST /leaves/check, GET /leaves/{id}/context):
 * `balance` is the requester's balance of the type in that period without this request;
 * `requestedAmount` its working days in the period; `remainingAfterAmount` what is left once it
 * counts (null for UNLIMITED types).
 */
export const LeavePeriodBalance = z.object({
  balance: Balance,
  requestedAmount: z.number().int(),
  remainingAfterAmount: z.number().int().nullable(),
});
export type LeavePeriodBalance = z.infer<typeof LeavePeriodBalance>;

/**
 * The duration preview. `balances` (one entry per cycle period the dates touch, empty when the
 * type is not in the caller's policy or the dates are not a range) is an addition to api.md.
 */
export const LeaveCheckAnswer = z.object({
  duration: z.number().int(),
  totalDays: z.number().int(),
  yourConflicts: z.array(CalendarLeave),
  teamConflicts: z.array(CalendarLeave),
  holidays: z.array(Holiday),
  balances: z.array(LeavePeriodBalance),
  isAllowed: z.boolean(),
  message: z.string().nullable(),
});
export type LeaveCheckAnswer = z.infer<typeof LeaveCheckAnswer>;

/**
 * GET /leaves/{id}/context: what a reviewer weighs besides the request itself. The requester's
 * balance of the type per period the leave touches, before and after it (empty when the type is
 * no longer in their policy); the other members of their team away on any of its days (PENDING
 * and ACCEPTED); the holidays of the requester's country in its range.
 */
export const LeaveContext = z.object({
  balances: z.array(LeavePeriodBalance),
  teamConflicts: z.array(CalendarLeave),
  holidays: z.array(Holiday),
});
export type LeaveContext = z.infer<typeof LeaveContext>;
