import { alreadyReviewedMessage } from '@leavedesk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { leaves, leaveTypes, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { leaveLabel } from './leave-audit';

/**
 * The requester withdraws their own PENDING leave (DELETE /leaves/{id}). The row is kept as a
 * record with `cancelled_at` set, and from then on is never listed, counted or shown.
 */
export async function withdrawLeave(ctx: UseCaseContext, id: number): Promise<void> {
  const { caller } = ctx;
  const own = and(
    eq(leaves.id, id),
    eq(leaves.organizationId, caller.organizationId),
    eq(leaves.userId, caller.userId),
    isNull(leaves.cancelledAt),
  );
  const now = new Date();
  const done = await ctx.db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(leaves)
      .set({ cancelledAt: now, updatedAt: now })
      .where(and(own, eq(leaves.status, 'PENDING')))
      .returning({ startAt: leaves.startAt, endAt: leaves.endAt, typeId: leaves.typeId });
    if (!withdrawn) return false;
    const [names] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, typeName: leaveTypes.name })
      .from(users)
      .innerJoin(leaveTypes, eq(leaveTypes.id, withdrawn.typeId))
      .where(eq(users.id, caller.userId));
    await recordAudit(tx, ctx, {
      kind: 'LEAVE_WITHDRAWN',
      target: {
        type: 'LEAVE',
        id,
        label: leaveLabel(
          { ...withdrawn, type: { name: names?.typeName ?? '' } },
          names ?? { firstName: '', lastName: '' },
        ),
      },
      before: { status: 'PENDING', withdrawn: false },
      after: { status: 'PENDING', withdrawn: true },
    });
    return true;
  });
  if (done) return;
  const [leave] = await ctx.db.select({ status: leaves.status }).from(leaves).where(own).limit(1);
  if (!leave) throw notFound('Leave');
  throw appError('LEAVE_ALREADY_REVIEWED', alreadyReviewedMessage(leave.status));
}
