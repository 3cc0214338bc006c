import type { LeaveType, LeaveTypeBody } from '@leavedesk/contracts';
import type { z } from 'zod';
import { leaveTypes } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError } from '../../http/errors';
import { isUniqueViolation } from './db-errors';
import { activeNameTaken, toLeaveType } from './leave-type-view';

export type LeaveTypeInput = z.output<typeof LeaveTypeBody>;

/** A new ACTIVE leave type; its name is unique among the organization's active types, ignoring case. */
export async function createLeaveType(
  { db, caller }: UseCaseContext,
  input: LeaveTypeInput,
): Promise<LeaveType> {
  if (await activeNameTaken(db, caller.organizationId, input.name)) throw appError('LEAVE_TYPE_NAME_TAKEN');
  try {
    const [row] = await db
      .insert(leaveTypes)
      .values({ ...input, organizationId: caller.organizationId, status: 'ACTIVE' })
      .returning();
    return toLeaveType(row);
  } catch (error) {
    // Two admins creating the same name at once: the partial unique index decides.
    if (isUniqueViolation(error)) throw appError('LEAVE_TYPE_NAME_TAKEN');
    throw error;
  }
}
