import type { LeaveType } from '@leavedesk/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { activatedTypes, leaveTypes } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import type { LeaveTypeInput } from './create-leave-type';
import { isUniqueViolation } from './db-errors';
import { activeNameTaken, findLeaveType, leaveTypeAuditFields, toLeaveType } from './leave-type-view';

/**
 * Replaces a type's name, symbol, cycle, amount and approval rule. The policies that activated it
 * keep their own amount, cycle and approval rule; they show the new name and symbol. An archived
 * type is kept as it was, for the leaves that still point at it. `kind` left out keeps the type's;
 * changing it is refused once a leave or an overtime entry uses the type (decision 0040), and resets
 * what the policies hold for it: no amount, carry-over, accrual or borrowing for time off in lieu;
 * the type's amount and no expiry for a standard type.
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
      if (input.kind !== undefined && input.kind !== current.kind) await changeKind(tx, id, input);
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

/** Refuses a change of kind once the type is used, else resets the policies' settings of the type. */
async function changeKind(tx: Tx, id: number, input: LeaveTypeInput): Promise<void> {
  const row = await firstRow<{ used: boolean }>(
    tx,
    sql`select exists (select 1 from leaves where type_id = ${id})
      or exists (select 1 from overtime_entries where type_id = ${id}) as used`,
  );
  if (row?.used) throw appError('LEAVE_TYPE_KIND_IN_USE');
  await tx
    .update(activatedTypes)
    .set(
      input.kind === 'TIME_OFF_IN_LIEU'
        ? {
            amount: 0,
            carryOverLimit: 0,
            carryOverExpiresAfterMonths: null,
            accrual: 'UPFRONT',
            borrowLimit: 0,
          }
        : { amount: input.amount, expiresAfterMonths: null },
    )
    .where(eq(activatedTypes.typeId, id));
}
