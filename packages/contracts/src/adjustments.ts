import { z } from 'zod';
import { CalendarDate } from './common';
import { DateOrTimestamp, Id, id, multilineText } from './input';
import { DayAmount, PersonRef } from './leaves';
import { ADJUSTMENT_MSG, MSG, UNIT_MSG } from './messages';
import { MAX_DAYS_AMOUNT, MAX_HOURS_AMOUNT } from './policies';

/*
 * Balance adjustments (issue 13): an organization admin, or a team admin for their own team, adds
 * or removes days of one type for one person in one period, with a note. They count in that
 * period's `totalAmount` (`Balance.adjustmentAmount`). An opening balance is one of them.
 */

/**
 * Added (positive) or removed (negative), not 0, in the type's unit: days in steps of 0.5 and at
 * most 366 either way, or (issue 29, an HOURS type) quarter hours, at most 8784 either way. The
 * bounds and steps of the unit are checked by the server, which knows the type's unit.
 */
export const AdjustmentAmount = z
  .number({ error: ADJUSTMENT_MSG.amountRequired })
  .min(-MAX_HOURS_AMOUNT, UNIT_MSG.adjustmentRangeHours)
  .max(MAX_HOURS_AMOUNT, UNIT_MSG.adjustmentRangeHours)
  .refine((amount) => amount !== 0, ADJUSTMENT_MSG.amountZero);

/**
 * The refusal of an adjustment's amount in its type's unit (issue 29), if any: days in half days,
 * at most 366 either way (the sentences of issue 13); hours in quarter hours (the body bounds them
 * to 8784 either way). The server judges an adjustment by it; forms may too.
 */
export function adjustmentAmountIssue(amount: number, unit: 'DAYS' | 'HOURS'): string | null {
  if (unit === 'HOURS') return Number.isInteger(amount * 4) ? null : UNIT_MSG.adjustmentStepHours;
  if (Math.abs(amount) > MAX_DAYS_AMOUNT) return ADJUSTMENT_MSG.amountRange;
  return Number.isInteger(amount * 2) ? null : ADJUSTMENT_MSG.amountStep;
}

export const ADJUSTMENT_NOTE_MAX = 500;

/**
 * POST /leaves/{userId}/adjustments. `date` (default today, in the caller's time zone) picks the
 * period: the cycle period of the type, as activated in the person's policy, that contains it.
 */
export const LeaveAdjustmentBody = z.object({
  typeId: id(MSG.leaveTypeRequired),
  amount: AdjustmentAmount,
  date: DateOrTimestamp.optional(),
  note: multilineText(ADJUSTMENT_MSG.noteRequired)
    .min(1, ADJUSTMENT_MSG.noteRequired)
    .max(ADJUSTMENT_NOTE_MAX, ADJUSTMENT_MSG.noteMax),
});
export type LeaveAdjustmentBody = z.input<typeof LeaveAdjustmentBody>;

/**
 * One adjustment: `date` as given (or the day it was made), `periodStart`..`periodEnd` the period it
 * counts in (by the type's cycle in the person's current policy, else the type's own), who made it
 * and when.
 */
export const LeaveAdjustment = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: z.object({ id: z.number().int(), name: z.string(), symbol: z.string() }),
  amount: DayAmount,
  date: CalendarDate,
  periodStart: CalendarDate,
  periodEnd: CalendarDate,
  note: z.string(),
  author: PersonRef.nullable(),
  createdAt: z.string(),
});
export type LeaveAdjustment = z.infer<typeof LeaveAdjustment>;

/**
 * GET /leaves/{userId|mine}/adjustments: the adjustments counted in the periods containing `date`
 * (default today), one period per type as for the balance; `typeId` keeps one type. Oldest first.
 */
export const LeaveAdjustmentQuery = z.object({
  date: DateOrTimestamp.optional(),
  typeId: Id.optional(),
});
export type LeaveAdjustmentQuery = z.input<typeof LeaveAdjustmentQuery>;
