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

export const LeaveCheckAnswer = z.object({
  duration: z.number().int(),
  totalDays: z.number().int(),
  yourConflicts: z.array(CalendarLeave),
  teamConflicts: z.array(CalendarLeave),
  holidays: z.array(Holiday),
  isAllowed: z.boolean(),
  message: z.string().nullable(),
});
export type LeaveCheckAnswer = z.infer<typeof LeaveCheckAnswer>;

export const ReviewLeaveBody = z.object({
  status: z.enum(['ACCEPTED', 'REJECTED'], { error: 'Status must be ACCEPTED or REJECTED' }),
});

export const Balance = z.object({
  activatedType: ActivatedType,
  totalAmount: z.number().int().nullable(),
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
