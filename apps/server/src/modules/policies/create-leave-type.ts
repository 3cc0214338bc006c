import type { LeaveType, LeaveTypeBody } from '@leavedesk/contracts';
import type { z } from 'zod';
import { leaveTypes } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { isUniqueViolation } from './db-errors';
import { activeNameTaken, leaveTypeAuditFields, toLeaveType } from './leave-type-view';

export type LeaveTypeInput = z.output<typeof LeaveTypeBody>;

/** A new ACTIVE leave type; its name is unique among the organization's active types, ignoring case. */
export async function createLeaveType(ctx: UseCaseContext, input: LeaveTypeInput): Promise<LeaveType> {
  const { db, caller } = ctx;
  if (await activeNameTaken(db, caller.organizationId, input.name)) throw appError('LEAVE_TYPE_NAME_TAKEN');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leaveTypes)
        .values({ ...input, organizationId: caller.organizationId, status: 'ACTIVE' })
        .returning();
      const type = toLeaveType(row);
      await recordAudit(tx, ctx, {
        kind: 'LEAVE_TYPE_CREATED',
        target: { type: 'LEAVE_TYPE', id: type.id, label: type.name },
        after: leaveTypeAuditFields(type),
      });
      return type;
    });
  } catch (error) {
    // Two admins creating the same name at once: the partial unique index decides.
    if (isUniqueViolation(error)) throw appError('LEAVE_TYPE_NAME_TAKEN');
    throw error;
  }
}
