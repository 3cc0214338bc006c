import { z } from 'zod';
import { CalendarDate, PageQuery, paged } from './common';

import { LEAVE_STATUSES } from './enum-values';
import { EndDayPart, LeaveStatus, LeaveUnit, StartDayPart } from './enums';

import { Holiday } from './holidays';
import {
  DATE_MAX_YEAR,
  DATE_MIN_YEAR,
  DateInput,
  DateOrTimestamp,
  ID_MAX,
  Id,
  id,
  MonthInput,
  multilineText,
  text,
} from './input';
import { LEAVE_REASON_MAX, REVIEW_REASON_MAX } from './limits';
import { INPUT_MSG, LEAVE_MSG, MSG } from './messages';
import { ActivatedType } from './policies';
import { User } from './users';

/**
 * A number of days in an answer: working days of a leave, or an amount of a balance. Half days
 * make it a multiple of 0.5 (2.5), sent as a plain JSON number.
 */
export const DayAmount = z.number();

/** A time of day on a quarter hour, "HH:mm" from "00:00" to "24:00" (issue 29: a one-day HOURS leave). */
export const QuarterTime = z
  .string({ error: LEAVE_MSG.timeFormat })
  .regex(/^(?:[01]\d|2[0-3]):(?:00|15|30|45)$|^24:00$/, LEAVE_MSG.timeFormat);

/** A person named in an answer: who reviewed, cancelled or adjusted. */
export const PersonRef = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
export type PersonRef = z.infer<typeof PersonRef>;

/** A decision taken at one approval step of a leave (issue 28). */
export const LeaveDecision = z.object({
  step: z.number().int(),
  status: z.enum(['ACCEPTED', 'REJECTED']),
  reason: z.string().nullable(),
  reviewer: PersonRef,
  decidedAt: z.string(),
});
export type LeaveDecision = z.infer<typeof LeaveDecision>;

/**
 * Where a leave is in its approval steps (fixed when it was asked for): the current `step` of
 * `steps` (the step reached, once decided), who may decide it now (`waitingFor`, empty unless
 * PENDING) and the decisions taken so far, in step order.
 */
/**
 * One person who may decide a leave's current step. `asSubstituteFor`: they decide it only because
 * they cover for that approver, who is on leave today (issue 28, substitutes).
 */
export const WaitingApprover = PersonRef.extend({ asSubstituteFor: PersonRef.optional() });
export type WaitingApprover = z.infer<typeof WaitingApprover>;

export const LeaveApproval = z.object({
  step: z.number().int(),
  steps: z.number().int(),
  waitingFor: z.array(WaitingApprover),
  decisions: z.array(LeaveDecision),
});
export type LeaveApproval = z.infer<typeof LeaveApproval>;

/**
 * `duration` counts working days, a half of one as 0.5 (`startDayPart` AFTERNOON: the first day
 * from noon; `endDayPart` MORNING: the last day until noon). A CANCELLED leave says when, by whom
 * and (`cancelReason`, shown like `reason` to the requester and their reviewers only) why.
 */
export const Leave = z.object({
  id: z.number().int(),
  user: User,
  activatedType: ActivatedType,
  policy: z.object({ id: z.number().int() }),
  startAt: CalendarDate,
  endAt: CalendarDate,
  startDayPart: StartDayPart,
  endDayPart: EndDayPart,
  duration: DayAmount,
  /** Issue 29: the unit of `duration` (the type's unit when the leave was asked for). */
  unit: LeaveUnit,
  /** A one-day HOURS leave's hours, when it was asked for by the hour; null otherwise. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  totalDays: z.number().int(),
  status: LeaveStatus,
  reason: z.string().nullable(),
  reviewer: PersonRef.nullable(),
  reviewedAt: z.string().nullable(),
  /** Why the reviewer accepted or rejected it, when they said: read like `reason`. */
  reviewReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: PersonRef.nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  approval: LeaveApproval,
  /** Who covers for the requester during the leave (issue 28), when they named someone. */
  substitute: PersonRef.nullable().optional(),
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
  startDayPart: StartDayPart,
  endDayPart: EndDayPart,
  duration: DayAmount,
  /** Issue 29: the unit of `duration`. */
  unit: LeaveUnit,
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

/**
 * The orders of GET /leaves (`sort`): one column either way, ties broken by the request's id in the
 * same direction. Without one the list is newest start first (api.md). The review queue asks
 * `startAt:asc`: requests whose start has passed first, then the coming ones, soonest first.
 */
export const LEAVE_SORTS = [
  'startAt:asc',
  'startAt:desc',
  'duration:asc',
  'duration:desc',
  'createdAt:asc',
  'createdAt:desc',
] as const;
export const LeaveSort = z.enum(LEAVE_SORTS, {
  error: () => `Sort must be one of ${LEAVE_SORTS.join(', ')}.`,
});
export type LeaveSort = z.infer<typeof LeaveSort>;

export const LeaveListQuery = PageQuery.extend({
  sort: LeaveSort.optional(),
  userId: z.union([z.literal('mine'), Id]).optional(),
  teamId: Id.optional(),
  status: statusList.optional(),
  from: DateInput.optional(),
  to: DateInput.optional(),
  typeId: Id.optional(),
  /**
   * `me`: only the PENDING requests whose current approval step the caller decides (they are in
   * its `approval.waitingFor`), issue 28. Home's "Waiting for you" asks it oldest first.
   */
  waitingFor: z.literal('me', { error: () => 'waitingFor must be me.' }).optional(),
});
export type LeaveListQuery = z.input<typeof LeaveListQuery>;

export const CalendarQuery = z.object({
  from: DateInput,
  to: DateInput,
  teamId: Id.optional(),
});

/** At most this many chips per day in the calendar grid (part 1 §9); the rest behind '+N more...'. */
export const CALENDAR_CHIPS_PER_DAY = 3;

/** GET /leaves/calendar/grid: a month (`YYYY-MM`), the whole organization or one team. */
export const CalendarGridQuery = z.object({
  month: MonthInput,
  teamId: Id.optional(),
});
export type CalendarGridQuery = z.input<typeof CalendarGridQuery>;

/** GET /leaves/calendar/day: one day's full list, the whole organization or one team. */
export const CalendarDayQuery = z.object({
  date: DateInput,
  teamId: Id.optional(),
});
export type CalendarDayQuery = z.input<typeof CalendarDayQuery>;

/**
 * One chip of the calendar grid: what the chip shows (the person's name, initials and avatar
 * colour come from the names, the photo from `avatar`; the type's symbol and name; the status's
 * colour; half-day marks from the day parts) and nothing else. The day list
 * (`GET /leaves/calendar/day`) gives the same leaves as whole `CalendarLeave`s.
 */
export const CalendarChip = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  }),
  activatedType: z.object({ typeId: z.number().int(), name: z.string(), symbol: z.string() }),
  startAt: CalendarDate,
  endAt: CalendarDate,
  startDayPart: StartDayPart,
  endDayPart: EndDayPart,
  status: LeaveStatus,
});
export type CalendarChip = z.infer<typeof CalendarChip>;

/**
 * A day of the grid: how many are away (`count`) and, on the organization's working days, the first
 * of them as chips (at most three; none on other days, where the calendar shows no leaves).
 */
export const CalendarGridDay = z.object({
  date: CalendarDate,
  count: z.number().int(),
  chips: z.array(CalendarChip),
});
export type CalendarGridDay = z.infer<typeof CalendarGridDay>;

/**
 * The calendar grid of a month: every day of the weeks it touches, Sunday first (`from` is the
 * Sunday on or before the 1st, `to` the Saturday on or after the last day), each with its count of
 * PENDING and ACCEPTED leaves and at most CALENDAR_CHIPS_PER_DAY chips: the caller's team first,
 * then the others, latest start first (the order of GET /leaves/calendar/day, whose first ones they
 * are). Its size does not grow with the organization.
 */
export const CalendarGrid = z.object({
  month: z.string(),
  from: CalendarDate,
  to: CalendarDate,
  days: z.array(CalendarGridDay),
});
export type CalendarGrid = z.infer<typeof CalendarGrid>;

/**
 * `startDayPart` / `endDayPart` (default FULL): AFTERNOON starts the leave at noon of its first
 * day, MORNING ends it at noon of its last. A one-day leave with both is refused (400 on create;
 * the check answers it as its `message`, like the other date refusals).
 */
export const LeaveCheckBody = z.object({
  typeId: id(MSG.leaveTypeRequired),
  start: DateOrTimestamp,
  end: DateOrTimestamp,
  startDayPart: StartDayPart.default('FULL'),
  endDayPart: EndDayPart.default('FULL'),
  /**
   * Who covers for the requester during the leave (issue 28): an active person of the organization
   * other than the requester. While the leave is ACCEPTED and under way they also decide the
   * approval steps that wait for the requester.
   */
  substituteId: id().nullable().optional(),
  /**
   * Issue 29, HOURS types only: a one-day request's hours ("HH:mm", quarter hours, `startTime`
   * before `endTime`, both or neither). Without them each date counts its scheduled hours.
   */
  startTime: QuarterTime.nullable().optional(),
  endTime: QuarterTime.nullable().optional(),
});
export type LeaveCheckBody = z.input<typeof LeaveCheckBody>;

export const CreateLeaveBody = LeaveCheckBody.extend({
  reason: multilineText().max(LEAVE_REASON_MAX).optional().nullable(),
});
export type CreateLeaveBody = z.input<typeof CreateLeaveBody>;

/**
 * GET /leaves/substitute-candidates (issue 28): whom the caller may name as substitute, the active
 * people of the organization but themselves, by name (first 50 matching `text`). Names only: the
 * calendar shows them to everyone already.
 */
export const SubstituteCandidatesQuery = z.object({ text: text().max(100).optional() });
export type SubstituteCandidatesQuery = z.input<typeof SubstituteCandidatesQuery>;
export const SUBSTITUTE_CANDIDATES_MAX = 50;

export const ReviewLeaveBody = z.object({
  status: z.enum(['ACCEPTED', 'REJECTED'], { error: 'Status must be ACCEPTED or REJECTED' }),
  /**
   * Optional: why, for the requester (My Leaves shows it under the status); required to reject
   * when the organization's `metadata.rejectionReasonRequired` is true.
   */
  reason: multilineText().max(REVIEW_REASON_MAX).optional().nullable(),
});
export type ReviewLeaveBody = z.input<typeof ReviewLeaveBody>;

/**
 * POST /leaves/{id}/cancel. The requester may cancel their own PENDING leave, or ACCEPTED one that
 * has not started, without a reason; a reviewer of the requester (team admin of their team,
 * organization admin) cancels a PENDING or ACCEPTED leave at any time and must give one.
 */
export const CancelLeaveBody = z.object({
  reason: multilineText().max(LEAVE_REASON_MAX).optional().nullable(),
});
export type CancelLeaveBody = z.input<typeof CancelLeaveBody>;

/**
 * A user's balance of one activated type for one cycle period; every amount in days, in steps of
 * 0.5. `allowanceAmount` is the policy's amount for the period (`activatedType.amount`), prorated
 * in the period the user joined (from `startedAt`). PER_YEAR types with a carry-over limit add
 * `carriedOverAmount` (what remained of the year before, up to the limit), which expires on
 * `carryOverExpiresOn` as far as working days on or before that date have not used it: once that
 * day has passed (in the organization's time zone), the unused part is `expiredAmount`.
 * `adjustmentAmount` is the sum of the admins' adjustments of the period.
 *
 *   totalAmount     = allowanceAmount + carriedOverAmount − expiredAmount + adjustmentAmount
 *   remainingAmount = totalAmount − usedAmount − pendingAmount
 *
 * Null `totalAmount`, `allowanceAmount` and `remainingAmount` for UNLIMITED types.
 */
export const Balance = z.object({
  activatedType: ActivatedType,
  totalAmount: DayAmount.nullable(),
  allowanceAmount: DayAmount.nullable(),
  carriedOverAmount: DayAmount,
  expiredAmount: DayAmount,
  /** The last day carried-over days can be used; null when nothing was carried or it never expires. */
  carryOverExpiresOn: CalendarDate.nullable(),
  adjustmentAmount: DayAmount,
  usedAmount: DayAmount,
  pendingAmount: DayAmount,
  remainingAmount: DayAmount.nullable(),
  periodStart: CalendarDate,
  periodEnd: CalendarDate,
  startedAt: CalendarDate,
  /**
   * What of the allowance has been earned (issue 29): for a MONTHLY type the months earned by today
   * (all of them for a past period, none for a future one); for any other type `allowanceAmount`
   * (null for UNLIMITED).
   */
  earnedAmount: DayAmount.nullable(),
  /**
   * MONTHLY types: each month of the period (`YYYY-MM`, January to December) and what it earns,
   * on its first day (the joining day in the month one joined); they sum to `allowanceAmount`.
   * Empty for every other type.
   */
  accrualSchedule: z.array(z.object({ month: z.string(), amount: DayAmount })),
  /** Issue 29: the unit of every amount here (the activated type's). */
  unit: LeaveUnit,
  /**
   * Issue 29, types with `prorateBySchedule`: the person's scheduled hours per week ÷ the
   * organization's full week over the period, each schedule weighted by the calendar days it
   * covers (1 for a full-timer); null when the type is not prorated by schedule.
   */
  scheduleShare: z.number().nullable(),
  /**
   * Issue 29, TIME_OFF_IN_LIEU types: the person's ACCEPTED overtime entries of the type, oldest
   * first, with what is left of each on the balance's day and when it expires (null = never).
   * Empty for every other type.
   */
  overtime: z.array(
    z.object({
      id: z.number().int(),
      date: CalendarDate,
      amount: DayAmount,
      remainingAmount: DayAmount,
      expiresOn: CalendarDate.nullable(),
    }),
  ),
});
export type Balance = z.infer<typeof Balance>;

/** GET /leaves/{userId|mine}/balance: `date` (default today) picks the period of each type. */
export const BalanceQuery = z.object({
  date: DateOrTimestamp.optional(),
});
export type BalanceQuery = z.input<typeof BalanceQuery>;

export const PagedLeaves = paged(Leave);

/** `/leaves/{userId|mine}/balance` */
export const LeaveUserParam = z.object({
  userId: z.union([z.literal('mine'), Id], { error: 'The user id must be a positive number or "mine"' }),
});

/**
 * A request's weight on one cycle period it touches (POST /leaves/check, GET /leaves/{id}/context):
 * `balance` is the requester's balance of the type in that period without this request;
 * `requestedAmount` its working days in the period; `remainingAfterAmount` the balance's
 * `remainingAmount` once it counts. `availableAmount` is the most a request on these dates can
 * take in the period: the remaining amount, less carried-over days it cannot use because its days
 * fall after they expire (equal to `remainingAmount` whenever no carried-over days are at stake).
 * A request is refused when `requestedAmount` exceeds `availableAmount` in any period. Null
 * amounts for UNLIMITED types.
 */
export const LeavePeriodBalance = z.object({
  balance: Balance,
  requestedAmount: DayAmount,
  remainingAfterAmount: DayAmount.nullable(),
  availableAmount: DayAmount.nullable(),
});
export type LeavePeriodBalance = z.infer<typeof LeavePeriodBalance>;

/**
 * The duration preview. `balances` (one entry per cycle period the dates touch, empty when the
 * type is not in the caller's policy or the dates are not a range) is an addition to api.md.
 */
export const LeaveCheckAnswer = z.object({
  duration: DayAmount,
  /** Issue 29: the unit of `duration` and of the balances (the type's; DAYS when it is not in the policy). */
  unit: LeaveUnit,
  totalDays: z.number().int(),
  yourConflicts: z.array(CalendarLeave),
  teamConflicts: z.array(CalendarLeave),
  holidays: z.array(Holiday),
  balances: z.array(LeavePeriodBalance),
  isAllowed: z.boolean(),
  message: z.string().nullable(),
  /**
   * The substitute's own PENDING and ACCEPTED leaves that share a half day with the request (issue
   * 28): they would be away too. Empty without a substitute. A warning only: it never refuses.
   */
  substituteAway: z.array(CalendarLeave),
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

/**
 * GET /leaves/mine/plan (issue 29): a year (the server plans from the caller's current year less
 * one to the current year plus two, a 400 with a sentence otherwise; a past year answers nothing)
 * and a leave type of the caller's policy.
 */
export const LeavePlanQuery = z.object({
  year: z.coerce
    .number({ error: LEAVE_MSG.planYearNumber })
    .int(LEAVE_MSG.planYearNumber)
    .min(DATE_MIN_YEAR, MSG.holidayYearRange)
    .max(DATE_MAX_YEAR, MSG.holidayYearRange),
  typeId: z.coerce
    .number({ error: MSG.leaveTypeRequired })
    .int(MSG.leaveTypeRequired)
    .min(1, MSG.leaveTypeRequired)
    .max(ID_MAX, INPUT_MSG.idTooLarge),
});
export type LeavePlanQuery = z.input<typeof LeavePlanQuery>;

/**
 * A stretch the planner suggests: from `start` to `end` (both days off: a weekend, a holiday or a
 * day without scheduled hours), `leaveAmount` the leave it needs (its working days), `daysOff` its
 * calendar days.
 */
export const LeaveSuggestion = z.object({
  start: CalendarDate,
  end: CalendarDate,
  leaveAmount: DayAmount,
  /** Issue 29: the unit of `leaveAmount` (the type's). */
  unit: LeaveUnit,
  daysOff: z.number().int(),
});
export type LeaveSuggestion = z.infer<typeof LeaveSuggestion>;
