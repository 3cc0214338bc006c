import { alreadyReviewedMessage } from '@leavedesk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { leaves } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';

/**
 * The requester withdraws their own PENDING leave (DELETE /leaves/{id}). The row is kept as a
 * record with `cancelled_at` set, and from then on is never listed, counted or shown.
 */
export async function withdrawLeave({ db, caller }: UseCaseContext, id: number): Promise<void> {
  const own = and(
    eq(leaves.id, id),
    eq(leaves.organizationId, caller.organizationId),
    eq(leaves.userId, caller.userId),
    isNull(leaves.cancelledAt),
  );
  const now = new Date();
  const done = await db
    .update(leaves)
    .set({ cancelledAt: now, updatedAt: now })
    .where(and(own, eq(leaves.status, 'PENDING')))
    .returning({ id: leaves.id });
  if (done.length > 0) return;
  const [leave] = await db.select({ status: leaves.status }).from(leaves).where(own).limit(1);
  if (!leave) throw notFound('Leave');
  throw appError('LEAVE_ALREADY_REVIEWED', alreadyReviewedMessage(leave.status));
}
