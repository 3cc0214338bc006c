import { alreadyReviewedMessage } from '@leavedesk/contracts';
import { and, eq } from 'drizzle-orm';
import { leaves } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';
import { alreadyMovedOn, markCancelled } from './cancel-leave';

/**
 * The requester withdraws their own PENDING leave (DELETE /leaves/{id}, 204). It ends as a
 * cancellation does: CANCELLED, kept in the history, never counted or shown in the calendar, and
 * LEAVE_STATUS_UPDATED tells the reviewers' triggers. Anyone else gets the 404 of a missing leave.
 */
export async function withdrawLeave(ctx: UseCaseContext, id: number): Promise<void> {
  const { db, caller } = ctx;
  const [leave] = await db
    .select({ status: leaves.status })
    .from(leaves)
    .where(
      and(
        eq(leaves.id, id),
        eq(leaves.organizationId, caller.organizationId),
        eq(leaves.userId, caller.userId),
      ),
    )
    .limit(1);
  if (!leave) throw notFound('Leave');
  if (leave.status !== 'PENDING')
    throw appError('LEAVE_ALREADY_REVIEWED', alreadyReviewedMessage(leave.status));
  await db.transaction(async (tx) => {
    if (!(await markCancelled(tx, ctx, { id, seen: 'PENDING', reason: null })))
      throw await alreadyMovedOn(tx, id);
  });
}
