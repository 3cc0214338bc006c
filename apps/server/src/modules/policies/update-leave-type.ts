import type { LeaveType } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { leaveTypes } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import type { LeaveTypeInput } from './create-leave-type';
import { isUniqueViolation } from './db-errors';
import { activeNameTaken, findLeaveType, leaveTypeAuditFields, toLeaveType } from './leave-type-view';

/**
 * Replaces a type's name, symbol, cycle, amount and approval rule. The policies that activated it
 * keep their own amount, cycle and approval rule; they show the new name and symbol. An archived
 * type is kept as it was, for the leaves that still point at it.
 */
export async function updateLeaveType(
  ctx: UseCaseContext,
  id: number,
  input: LeaveTypeInput,
): Promise<LeaveType> {
  const { caller } = ctx;
  try {
    return await ctx.db.transaction(async (tx) => {
      const current = await findLeaveType(tx, caller.organizationId, id, true);
      if (!current) throw notFound('Leave type');
      if (current.status !== 'ACTIVE') throw appError('LEAVE_TYPE_ARCHIVED');
      if (await activeNameTaken(tx, caller.organizationId, input.name, id))
        throw appError('LEAVE_TYPE_NAME_TAKEN');
      const [row] = await tx
        .update(leaveTypes)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(leaveTypes.id, id))
        .returning();
      const type = toLeaveType(row);
      await recordAudit(tx, ctx, {
        kind: 'LEAVE_TYPE_UPDATED',
        target: { type: 'LEAVE_TYPE', id, label: type.name },
        before: leaveTypeAuditFields(toLeaveType(current)),
        after: leaveTypeAuditFields(type),
      });
      return type;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('LEAVE_TYPE_NAME_TAKEN');
    throw error;
  }
}
