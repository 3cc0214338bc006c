import { z } from 'zod';
import { LeaveCycle, LeaveTypeKind, LeaveUnit, RecordStatus } from './enums';
import { id, text } from './input';
import { POLICY_NAME_MAX } from './limits';
import { ACCRUAL_MSG, CARRY_OVER_MSG, MSG, UNIT_MSG } from './messages';

/** The most days a policy grants, carries over or adjusts at once: a leave spans at most 366 days. */
export const MAX_DAYS_AMOUNT = 366;
/** The most hours a policy grants, carries over or adjusts at once: 366 days of 24 hours (issue 29). */
export const MAX_HOURS_AMOUNT = 366 * 24;

/** How a PER_YEAR type's allowance is earned (issue 29): all on the period's first day, or a twelfth a month. */
export const ACCRUALS = ['UPFRONT', 'MONTHLY'] as const;
export const Accrual = z.enum(ACCRUALS, { error: ACCRUAL_MSG.accrualValue });
export type Accrual = z.infer<typeof Accrual>;

export const ActivatedType = z.object({
  policyId: z.number().int(),
  typeId: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  cycle: LeaveCycle,
  amount: z.number().int(),
  requiresApproval: z.boolean(),
  /** The leave type's status: an ARCHIVED type may stay in a policy it was in, never be added. */
  status: RecordStatus,
  /**
   * PER_YEAR types: at most this many whole days of what remains of a year carry into the next
   * (0 = none). Always 0 for other cycles, and for a type shown after it left the policy.
   */
  carryOverLimit: z.number().int(),
  /** Carried-over days expire at the end of this month of the year (1–12); null = never. */
  carryOverExpiresAfterMonths: z.number().int().nullable(),
  /**
   * PER_YEAR types (issue 29): UPFRONT, the whole allowance on the period's first day (as before);
   * MONTHLY, a twelfth of it on the first day of each month. Always UPFRONT for other cycles.
   */
  accrual: Accrual,
  /**
   * MONTHLY types: how many days (halves allowed) a request may take ahead of what will have been
   * earned by its dates; never beyond the period's whole allowance. 0 for every other type.
   */
  borrowLimit: z.number(),
  /**
   * The unit of the type in this policy (issue 29): DAYS (half days allowed) or HOURS (quarter
   * hours). Every amount of the type (allowance, balances, leave durations, adjustments, carry-over,
   * borrowing) is in it. DAYS for a type shown after it left its policy.
   */
  unit: LeaveUnit,
  /**
   * Issue 29: the allowance is multiplied by the person's scheduled hours per week ÷ the
   * organization's full week, each schedule weighted by the calendar days it covers in the period.
   */
  prorateBySchedule: z.boolean(),
  /**
   * TIME_OFF_IN_LIEU types (issue 29): an overtime entry expires this many months after its date
   * (on the same day of the month); null = never. Always null for STANDARD types.
   */
  expiresAfterMonths: z.number().int().nullable(),
  /** The leave type's kind (issue 29): STANDARD, or TIME_OFF_IN_LIEU (no fixed amount: `amount` is 0). */
  kind: LeaveTypeKind,
});
export type ActivatedType = z.infer<typeof ActivatedType>;

export const LeavePolicy = z.object({
  id: z.number().int(),
  name: z.string(),
  status: RecordStatus,
  isDefault: z.boolean(),
  activatedTypes: z.array(ActivatedType),
});
export type LeavePolicy = z.infer<typeof LeavePolicy>;

/**
 * One type in a policy; `cycle` defaults to the type's own cycle. The carry-over settings apply to
 * PER_YEAR types only (anything else with a limit above 0 or an expiry is refused); absent, they
 * stay as the policy had them for that type (a newly added type: 0 and never). So do `accrual` and
 * `borrowLimit` (issue 29): MONTHLY applies to PER_YEAR types only, a borrow limit above 0 to
 * MONTHLY ones only (a newly added type: UPFRONT, 0).
 */
export const ActivatedTypeBody = z.object({
  typeId: id(MSG.activatedTypeRequired),
  /**
   * At least 1 for a STANDARD type (checked by the server, which knows the type's kind: the same
   * sentence); a TIME_OFF_IN_LIEU type (issue 29) has no fixed amount: left out or any, it is 0.
   */
  amount: z
    .number({ error: MSG.activatedAmountMin })
    .int(MSG.activatedAmountMin)
    .min(0, MSG.activatedAmountMin)
    // Days up to 366, hours (issue 29) up to 8784: the server checks the bound of the type's unit
    // and kind (a time off in lieu type has no amount: absent or 0).
    .max(MAX_HOURS_AMOUNT, UNIT_MSG.amountHours)
    .optional(),
  requiresApproval: z.boolean(),
  cycle: LeaveCycle.optional(),
  // Whole days up to 366, or (issue 29) whole hours up to 8784: the server checks the unit's bounds.
  carryOverLimit: z
    .number({ error: CARRY_OVER_MSG.limitRange })
    .min(-MAX_HOURS_AMOUNT, CARRY_OVER_MSG.limitRange)
    .max(MAX_HOURS_AMOUNT, UNIT_MSG.carryOverHours)
    .optional(),
  carryOverExpiresAfterMonths: z
    .number({ error: CARRY_OVER_MSG.expiryRange })
    .int(CARRY_OVER_MSG.expiryRange)
    .min(1, CARRY_OVER_MSG.expiryRange)
    .max(12, CARRY_OVER_MSG.expiryRange)
    .nullable()
    .optional(),
  accrual: Accrual.optional(),
  borrowLimit: z
    .number({ error: ACCRUAL_MSG.borrowRange })
    // Half days up to 366 for DAYS, quarter hours up to 8784 for HOURS: the server checks the unit's.
    .min(-MAX_HOURS_AMOUNT, ACCRUAL_MSG.borrowRange)
    .max(MAX_HOURS_AMOUNT, UNIT_MSG.borrowHours)
    .optional(),
  /** Issue 29. Absent: what the policy held for the type (DAYS, false, null for a newly added type). */
  unit: LeaveUnit.optional(),
  prorateBySchedule: z.boolean({ error: UNIT_MSG.prorateBoolean }).optional(),
  expiresAfterMonths: z
    .number({ error: 'Overtime must expire after 1 to 120 months, or never.' })
    .int('Overtime must expire after 1 to 120 months, or never.')
    .min(1, 'Overtime must expire after 1 to 120 months, or never.')
    .max(120, 'Overtime must expire after 1 to 120 months, or never.')
    .nullable()
    .optional(),
});
export type ActivatedTypeBody = z.input<typeof ActivatedTypeBody>;

/**
 * The refusals of an activated type's amounts in its unit (issue 29), as `{field, message}` with
 * the field inside the activated type: DAYS keep the sentences they had (whole days to 366,
 * carry-over in whole days, borrowing in half days); HOURS are whole hours to 8784, carry-over in
 * whole hours, borrowing in quarter hours. The server judges a policy body by it; forms may too.
 */
export function activatedTypeAmountIssues(t: {
  unit?: LeaveUnit | null;
  amount?: number;
  carryOverLimit?: number | null;
  borrowLimit?: number | null;
}): { field: 'amount' | 'carryOverLimit' | 'borrowLimit'; message: string }[] {
  const out: { field: 'amount' | 'carryOverLimit' | 'borrowLimit'; message: string }[] = [];
  const hours = t.unit === 'HOURS';
  const max = hours ? MAX_HOURS_AMOUNT : MAX_DAYS_AMOUNT;
  if (t.amount != null && t.amount > max)
    out.push({ field: 'amount', message: hours ? UNIT_MSG.amountHours : UNIT_MSG.amountDays });
  const carry = t.carryOverLimit;
  if (carry != null && (!Number.isInteger(carry) || carry < 0 || carry > max))
    out.push({
      field: 'carryOverLimit',
      message: hours ? UNIT_MSG.carryOverHours : CARRY_OVER_MSG.limitRange,
    });
  const borrow = t.borrowLimit;
  if (borrow != null && (!Number.isInteger(borrow * (hours ? 4 : 2)) || borrow < 0 || borrow > max))
    out.push({ field: 'borrowLimit', message: hours ? UNIT_MSG.borrowHours : ACCRUAL_MSG.borrowRange });
  return out;
}

/** The activated types of a policy, in display order; each type at most once. */
export const ActivatedTypeList = z
  .array(ActivatedTypeBody)
  .max(100)
  .superRefine((list, ctx) => {
    const seen = new Set<number>();
    list.forEach((t, index) => {
      if (seen.has(t.typeId)) {
        ctx.addIssue({ code: 'custom', message: MSG.activatedTypeDuplicate, path: [index, 'typeId'] });
      }
      seen.add(t.typeId);
    });
  });

const PolicyName = text(MSG.policyNameMin).min(2, MSG.policyNameMin).max(POLICY_NAME_MAX, MSG.policyNameMax);

/** POST /leaves/policies: a new policy is ACTIVE, not the default, with no types unless given. */
export const LeavePolicyBody = z.object({
  name: PolicyName,
  status: RecordStatus.optional(),
  isDefault: z.boolean().optional(),
  activatedTypes: ActivatedTypeList.default([]),
});
export type LeavePolicyBody = z.input<typeof LeavePolicyBody>;

/**
 * PUT /leaves/policies/{id}: `activatedTypes`, when present, replaces the policy's types; absent
 * `status`, `isDefault` or `activatedTypes` leave them as they are (a rename never drops types).
 */
export const LeavePolicyUpdateBody = z.object({
  name: PolicyName,
  status: RecordStatus.optional(),
  isDefault: z.boolean().optional(),
  activatedTypes: ActivatedTypeList.optional(),
});
export type LeavePolicyUpdateBody = z.input<typeof LeavePolicyUpdateBody>;
