import { z } from 'zod';
import { LeaveCycle, RecordStatus } from './enums';
import { id, text } from './input';
import { POLICY_NAME_MAX } from './limits';
import { CARRY_OVER_MSG, MSG } from './messages';

/** The most days a policy grants, carries over or adjusts at once: a leave spans at most 366 days. */
export const MAX_DAYS_AMOUNT = 366;

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
 * stay as the policy had them for that type (a newly added type: 0 and never).
 */
export const ActivatedTypeBody = z.object({
  typeId: id(MSG.activatedTypeRequired),
  amount: z
    .number({ error: MSG.activatedAmountMin })
    .int(MSG.activatedAmountMin)
    .min(1, MSG.activatedAmountMin)
    .max(MAX_DAYS_AMOUNT),
  requiresApproval: z.boolean(),
  cycle: LeaveCycle.optional(),
  carryOverLimit: z
    .number({ error: CARRY_OVER_MSG.limitRange })
    .int(CARRY_OVER_MSG.limitRange)
    .min(0, CARRY_OVER_MSG.limitRange)
    .max(MAX_DAYS_AMOUNT, CARRY_OVER_MSG.limitRange)
    .optional(),
  carryOverExpiresAfterMonths: z
    .number({ error: CARRY_OVER_MSG.expiryRange })
    .int(CARRY_OVER_MSG.expiryRange)
    .min(1, CARRY_OVER_MSG.expiryRange)
    .max(12, CARRY_OVER_MSG.expiryRange)
    .nullable()
    .optional(),
});
export type ActivatedTypeBody = z.input<typeof ActivatedTypeBody>;

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
