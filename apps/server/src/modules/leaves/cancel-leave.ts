import { alreadyReviewedMessage, LEAVE_MSG, type Leave, type LeaveStatus } from '@leavedesk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { leaves, organizations, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, badRequest, notFound } from '../../http/errors';
import { todayIn } from '../../lib/dates';
import { recordAudit } from '../audit/record-audit';
import { eventBase, leaveEventParams, recordEvent } from '../notifications/record-event';
import { approvalParamOf } from './approval';
import { findLeave } from './get-leave';
import { leaveLabel } from './leave-audit';
import { isReviewerOf } from './reviewers';

export interface CancelLeaveInput {
  reason?: string | null;
}

/**
 * Makes a leave CANCELLED if it is still `seen`, inside the caller's transaction, and records
 * LEAVE_STATUS_UPDATED (status CANCELLED, `reviewer` = who cancelled) so the triggers tell the
 * other side. Answers false when the leave had moved on meanwhile (a review or another
 * cancellation won): the caller then answers 409. The audit trail records it: a requester's own
 * pending request as withdrawn, anything else as cancelled, with the reason.
 */
export async function markCancelled(
  tx: Tx,
  ctx: UseCaseContext,
  leave: { id: number; seen: LeaveStatus; reason: string | null },
): Promise<boolean> {
  const { caller } = ctx;
  const now = new Date();
  const done = await tx
    .update(leaves)
    .set({
      status: 'CANCELLED',
      cancelledAt: now,
      cancelledBy: caller.userId,
      cancelReason: leave.reason,
      updatedAt: now,
    })
    .where(and(eq(leaves.id, leave.id), eq(leaves.status, leave.seen)))
    .returning({ id: leaves.id });
  if (done.length === 0) return false;
  const { userId, ...params } = await leaveEventParams(
    tx,
    ctx.services.config,
    caller.organizationId,
    leave.id,
  );
  const withdrawn = userId === caller.userId && leave.seen === 'PENDING';
  await recordAudit(tx, ctx, {
    kind: withdrawn ? 'LEAVE_WITHDRAWN' : 'LEAVE_CANCELLED',
    target: { type: 'LEAVE', id: leave.id, label: leaveLabel(params.leave, params.user) },
    before: { status: leave.seen, cancelReason: null },
    after: { status: 'CANCELLED', cancelReason: leave.reason },
  });
  const { user: actor } = await eventBase(tx, caller.organizationId, caller.userId);
  await recordEvent(tx, {
    organizationId: caller.organizationId,
    type: 'LEAVE_STATUS_UPDATED',
    subjectUserId: userId,
    params: {
      ...params,
      reviewer: {
        id: actor.id,
        firstName: actor.firstName,
        lastName: actor.lastName,
        fullName: actor.fullName,
      },
      approval: await approvalParamOf(tx, leave.id),
    },
  });
  return true;
}

/** The 409 of a leave that is no longer `seen`: "This request was already accepted/rejected/cancelled." */
export async function alreadyMovedOn(db: DbOrTx, id: number) {
  const [current] = await db.select({ status: leaves.status }).from(leaves).where(eq(leaves.id, id));
  if (!current) return notFound('Leave');
  return appError('LEAVE_ALREADY_REVIEWED', alreadyReviewedMessage(current.status));
}

/**
 * POST /leaves/{id}/cancel (issue 13). The requester cancels their own PENDING leave, or an
 * ACCEPTED one that has not started (its first day is after today in their time zone), with or
 * without a reason. A reviewer of the requester (an admin of their team, an organization admin;
 * for their own leave only the only active organization admin) cancels a PENDING or ACCEPTED leave
 * at any time, and says why. The leave stays in the history as CANCELLED and no longer counts.
 * Whoever may not see the leave gets the 404 of a missing one. A review or another cancellation
 * at the same moment: exactly one wins, the other gets the 409.
 */
export async function cancelLeave(ctx: UseCaseContext, id: number, input: CancelLeaveInput): Promise<Leave> {
  const { db, caller } = ctx;
  const [leave] = await db
    .select({
      userId: leaves.userId,
      status: leaves.status,
      startAt: leaves.startAt,
      teamId: users.teamId,
      timezone: sql<string>`coalesce(nullif(${users.timezone}, ''), ${organizations.timezone})`,
    })
    .from(leaves)
    .innerJoin(users, eq(users.id, leaves.userId))
    .innerJoin(organizations, eq(organizations.id, leaves.organizationId))
    .where(
      and(
        eq(leaves.id, id),
        eq(leaves.organizationId, caller.organizationId),
        isNull(users.deletedAt),
        // Who may see it: the requester, the admins of their team, the organization admins.
        caller.role === 'ORGANIZATION_ADMIN'
          ? undefined
          : caller.role === 'TEAM_ADMIN'
            ? sql`(${leaves.userId} = ${caller.userId} or ${users.teamId} = ${caller.teamId ?? -1})`
            : eq(leaves.userId, caller.userId),
      ),
    )
    .limit(1);
  if (!leave) throw notFound('Leave');
  const status = leave.status as LeaveStatus;
  if (status !== 'PENDING' && status !== 'ACCEPTED')
    throw appError('LEAVE_ALREADY_REVIEWED', alreadyReviewedMessage(status));

  const reason = input.reason?.trim() || null;
  const asRequester =
    leave.userId === caller.userId && (status === 'PENDING' || leave.startAt > todayIn(leave.timezone));
  if (!asRequester) {
    if (!(await isReviewerOf(ctx, { id: leave.userId, teamId: leave.teamId })))
      throw appError('LEAVE_ALREADY_STARTED');
    if (!reason) throw badRequest(LEAVE_MSG.cancelReasonRequired, 'reason');
  }
  await db.transaction(async (tx) => {
    if (!(await markCancelled(tx, ctx, { id, seen: status, reason }))) throw await alreadyMovedOn(tx, id);
  });
  return findLeave(ctx, id);
}
