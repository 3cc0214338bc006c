import { z } from 'zod';
import { LeaveCycle, RecordStatus } from './enums';
import { MSG } from './messages';

export const ActivatedType = z.object({
  policyId: z.number().int(),
  typeId: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  cycle: LeaveCycle,
  amount: z.number().int(),
  requiresApproval: z.boolean(),
  status: RecordStatus,
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

export const ActivatedTypeBody = z.object({
  typeId: z.number({ error: MSG.activatedTypeRequired }).int().positive(MSG.activatedTypeRequired),
  amount: z.number({ error: MSG.activatedAmountMin }).int().min(1, MSG.activatedAmountMin).max(366),
  requiresApproval: z.boolean(),
  cycle: LeaveCycle.optional(),
});
export type ActivatedTypeBody = z.input<typeof ActivatedTypeBody>;

export const LeavePolicyBody = z.object({
  name: z.string().trim().min(2, MSG.policyNameMin).max(50, MSG.policyNameMax),
  status: RecordStatus.optional(),
  isDefault: z.boolean().optional(),
  activatedTypes: z
    .array(ActivatedTypeBody)
    .max(100)
    .default([])
    .refine((list) => new Set(list.map((t) => t.typeId)).size === list.length, {
      message: 'A leave type can be added to a policy only once.',
    }),
});
export type LeavePolicyBody = z.input<typeof LeavePolicyBody>;
