import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activatedTypes, leaves, leaveTypes } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { findLeaveType, leaveTypeAuditFields, toLeaveType } from './leave-type-view';

/** Whether any leave (cancelled ones too: they are kept as records) or any policy uses the type. */
async function isTypeInUse(db: DbOrTx, typeId: number): Promise<boolean> {
  const [leave] = await db.select({ id: leaves.id }).from(leaves).where(eq(leaves.typeId, typeId)).limit(1);
  if (leave) return true;
  const [activated] = await db
    .select({ policyId: activatedTypes.policyId })
    .from(activatedTypes)
    .where(eq(activatedTypes.typeId, typeId))
    .limit(1);
  return activated !== undefined;
}

/**
 * Removes a leave type. A type that a leave or a policy still uses is archived instead: old leaves
 * keep showing it, and it can no longer be changed or added to a policy. Either way the caller
 * sees it gone from the active list, so both answer 204.
 *
 * The type row is locked first: a leave or policy written at the same time waits for us (its
 * foreign key check needs the row), so the usage check cannot go stale before we delete.
 */
export async function deleteLeaveType(ctx: UseCaseContext, id: number): Promise<'deleted' | 'archived'> {
  const { caller } = ctx;
  return ctx.db.transaction(async (tx) => {
    const type = await findLeaveType(tx, caller.organizationId, id, true);
    if (!type) throw notFound('Leave type');
    const target = { type: 'LEAVE_TYPE' as const, id, label: type.name };
    const before = leaveTypeAuditFields(toLeaveType(type));
    if (await isTypeInUse(tx, id)) {
      if (type.status !== 'ARCHIVED') {
        await tx
          .update(leaveTypes)
          .set({ status: 'ARCHIVED', updatedAt: new Date() })
          .where(eq(leaveTypes.id, id));
        await recordAudit(tx, ctx, {
          kind: 'LEAVE_TYPE_ARCHIVED',
          target,
          before,
          after: { ...before, status: 'ARCHIVED' },
        });
      }
      return 'archived';
    }
    await tx.delete(leaveTypes).where(eq(leaveTypes.id, id));
    await recordAudit(tx, ctx, { kind: 'LEAVE_TYPE_DELETED', target, before });
    return 'deleted';
  });
}
