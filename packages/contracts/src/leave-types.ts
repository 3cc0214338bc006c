import { z } from 'zod';
import { LEAVE_CYCLES } from './enum-values';
import { LeaveCycle, LeaveTypeKind, RecordStatus } from './enums';
import { text } from './input';
import { LEAVE_TYPE_NAME_MAX } from './limits';
import { MSG } from './messages';

export const LeaveType = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  cycle: LeaveCycle,
  amount: z.number().int(),
  requiresApproval: z.boolean(),
  status: RecordStatus,
  /** Issue 29: STANDARD, or TIME_OFF_IN_LIEU (its balance is earned by overtime entries). */
  kind: LeaveTypeKind,
});
export type LeaveType = z.infer<typeof LeaveType>;

/** One emoji (with its modifiers and joiners), or nothing. */
const EMOJI =
  /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\uFE0F|\u200D|\u20E3)*$/u;
export const LeaveSymbol = z
  .string({ error: MSG.leaveSymbolEmoji })
  .trim()
  .max(16, MSG.leaveSymbolEmoji)
  .refine((s) => s === '' || EMOJI.test(s), MSG.leaveSymbolEmoji);

/** Defaults of the type dialog (part 1 §5). */
export const LEAVE_TYPE_DEFAULTS = {
  amount: 1,
  cycle: 'PER_YEAR',
  requiresApproval: true,
  symbol: '',
} as const;

/** POST /leaves/types and PUT /leaves/types/{id}: the whole type. */
export const LeaveTypeBody = z.object({
  name: text(MSG.leaveTypeNameMin)
    .min(2, MSG.leaveTypeNameMin)
    .max(LEAVE_TYPE_NAME_MAX, MSG.leaveTypeNameMax),
  symbol: LeaveSymbol.optional().default(''),
  cycle: z.enum(LEAVE_CYCLES, { error: MSG.cycleRequired }),
  amount: z
    .number({ error: MSG.amountPositive })
    .int(MSG.leaveTypeAmountWhole)
    .min(1, MSG.amountPositive)
    .max(366),
  requiresApproval: z.boolean(),
  /** Issue 29; default STANDARD. */
  kind: LeaveTypeKind.optional(),
});
export type LeaveTypeBody = z.input<typeof LeaveTypeBody>;
