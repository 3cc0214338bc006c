import { alreadyReviewedMessage, type Leave } from '@leavedesk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { leaves, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, forbidden, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { eventBase, leaveEventParams, recordEvent } from '../notifications/record-event';
import { findLeave } from './get-leave';
import { leaveLabel } from './leave-audit';
import { anotherActiveAdmin } from './reviewers';

export interface ReviewLeaveInput {
  status: 'ACCEPTED' | 'REJECTED';
  reason?: string | null;
}

/**
 * Accept or reject a PENDING leave (PUT /leaves/{id}). Reviewers are the organization admins and
 * the admins of the requester's team; nobody reviews their own leave, except an organization admin
 * with no other active organization admin to ask. The update only applies while the leave is still
 * PENDING, so of two reviewers acting at once (or a reviewer and a cancellation) exactly one wins
 * and the other is told what happened ("This request was already cancelled.").
 */
export async function reviewLeave(ctx: UseCaseContext, id: number, input: ReviewLeaveInput): Promise<Leave> {
  const { db, caller } = ctx;
  if (caller.role === 'EMPLOYEE') throw forbidden();
  const [leave] = await db
    .select({ id: leaves.id, userId: leaves.userId, status: leaves.status })
    .from(leaves)
    .innerJoin(users, eq(users.id, leaves.userId))
    .where(
      and(
        eq(leaves.id, id),
        eq(leaves.organizationId, caller.organizationId),
        isNull(users.deletedAt),
        caller.role === 'TEAM_ADMIN' ? eq(users.teamId, caller.teamId ?? -1) : undefined,
      ),
    )
    .limit(1);
  if (!leave) throw notFound('Leave');
  if (
    leave.userId === caller.userId &&
    (caller.role !== 'ORGANIZATION_ADMIN' || (await anotherActiveAdmin(ctx)))
  ) {
    throw appError('OWN_LEAVE_REVIEW');
  }
  if (leave.status !== 'PENDING')
    throw appError('LEAVE_ALREADY_REVIEWED', alreadyReviewedMessage(leave.status));

  const now = new Date();
  const reviewReason = input.reason?.trim() || null;
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(leaves)
      .set({ status: input.status, reviewerId: caller.userId, reviewedAt: now, reviewReason, updatedAt: now })
      .where(and(eq(leaves.id, id), eq(leaves.status, 'PENDING')))
      .returning({ id: leaves.id });
    if (rows.length === 0) return rows;
    const { userId, ...params } = await leaveEventParams(tx, ctx.services.config, caller.organizationId, id);
    await recordAudit(tx, ctx, {
      kind: 'LEAVE_REVIEWED',
      target: { type: 'LEAVE', id, label: leaveLabel(params.leave, params.user) },
      before: { status: 'PENDING' },
      after: { status: input.status, reviewReason },
    });
    const { user: reviewer } = await eventBase(tx, caller.organizationId, caller.userId);
    await recordEvent(tx, {
      organizationId: caller.organizationId,
      type: 'LEAVE_STATUS_UPDATED',
      subjectUserId: userId,
      params: {
        ...params,
        reviewer: {
          id: reviewer.id,
          firstName: reviewer.firstName,
          lastName: reviewer.lastName,
          fullName: reviewer.fullName,
        },
      },
    });
    return rows;
  });
  if (updated.length === 0) {
    const [current] = await db.select({ status: leaves.status }).from(leaves).where(eq(leaves.id, id));
    if (!current) throw notFound('Leave');
    throw appError('LEAVE_ALREADY_REVIEWED', alreadyReviewedMessage(current.status));
  }
  return findLeave(ctx, id);
}
