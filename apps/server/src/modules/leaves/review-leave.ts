import {
  alreadyDecidedAtStepMessage,
  alreadyReviewedMessage,
  LEAVE_MSG,
  type Leave,
  waitsForStepMessage,
} from '@leavedesk/contracts';
import { and, eq } from 'drizzle-orm';
import { leaveDecisions, leaves, organizations, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, badRequest, forbidden, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { eventBase, leaveEventParams, recordEvent } from '../notifications/record-event';
import {
  activeApprovers,
  approvalParamOf,
  approversOfStep,
  isDefaultSteps,
  namedApproversOfStep,
  stepsOf,
} from './approval';
import { decideParams } from './decide-links';
import { findLeave } from './get-leave';
import { leaveLabel } from './leave-audit';

export interface ReviewLeaveInput {
  status: 'ACCEPTED' | 'REJECTED';
  reason?: string | null;
}

/**
 * Accept or reject a PENDING leave at its current approval step (PUT /leaves/{id}; issue 28,
 * decision 0033). The approvers of the step decide (approval.ts); nobody decides a step of their
 * own request, except an organization admin with no other active organization admin to ask. An
 * ACCEPT passes the step (the leave stays PENDING and waits for the next one, whose approvers are
 * notified) or, at the last step, accepts the leave; a REJECT at any step rejects it.
 *
 * The update only applies while the leave is still PENDING at the same step, and each step holds
 * one decision (unique leave and step), so of two approvers acting at once exactly one decides
 * and the other is told what happened ("This request was already accepted at this step by Ana
 * Lima.", or with one step "This request was already accepted.").
 */
export async function reviewLeave(
  ctx: UseCaseContext,
  id: number,
  input: ReviewLeaveInput,
  opts: { atStep?: number } = {},
): Promise<Leave> {
  const { db, caller } = ctx;
  const [leave] = await db
    .select({
      id: leaves.id,
      userId: leaves.userId,
      status: leaves.status,
      approvalSteps: leaves.approvalSteps,
      approvalStep: leaves.approvalStep,
      teamId: users.teamId,
      deletedAt: users.deletedAt,
      orgMetadata: organizations.metadata,
    })
    .from(leaves)
    .innerJoin(users, eq(users.id, leaves.userId))
    .innerJoin(organizations, eq(organizations.id, leaves.organizationId))
    .where(and(eq(leaves.id, id), eq(leaves.organizationId, caller.organizationId)))
    .limit(1);
  const steps = leave ? stepsOf(leave) : [];
  const named = steps.some((s) => s.userIds?.includes(caller.userId));
  const reviews =
    caller.role === 'ORGANIZATION_ADMIN' ||
    (caller.role === 'TEAM_ADMIN' && caller.teamId != null && caller.teamId === leave?.teamId);
  // The people the caller is the substitute of (issue 28), on ACCEPTED leaves of any dates: before
  // and after covering they are told they do not decide this step, not that the request is unknown.
  const covered = leave != null && !reviews && !named ? await coveredBy(ctx) : new Set<number>();
  // Who may see the request (decision 0006), the people its steps name and their substitutes.
  if (caller.role === 'EMPLOYEE' && !named && covered.size === 0) throw forbidden();
  if (!leave || leave.deletedAt != null || !(reviews || named || covered.size > 0)) throw notFound('Leave');

  const requester = { id: leave.userId, teamId: leave.teamId };
  const people = await activeApprovers(db, caller.organizationId, [steps], [leave.teamId]);
  const covers = steps.some((step) =>
    namedApproversOfStep(step, requester, people).some((p) => covered.has(p.id)),
  );
  if (!reviews && !named && !covers) throw caller.role === 'EMPLOYEE' ? forbidden() : notFound('Leave');

  const deciderAt = (step: number) =>
    approversOfStep(steps[step - 1], requester, people).find((p) => p.id === caller.userId);
  const approverOf = (step: number) => deciderAt(step) != null;
  const current = leave.approvalStep;
  // A decide link (decision 0035) decides the step it was sent for, never a later one.
  if (opts.atStep !== undefined && (leave.status !== 'PENDING' || current !== opts.atStep))
    throw (
      (await decidedAt(ctx, id, opts.atStep)) ??
      appError('LEAVE_ALREADY_REVIEWED', alreadyReviewedMessage(leave.status))
    );
  if (leave.userId === caller.userId && !approverOf(current)) throw appError('OWN_LEAVE_REVIEW');
  if (leave.status !== 'PENDING')
    throw appError('LEAVE_ALREADY_REVIEWED', alreadyReviewedMessage(leave.status));
  if (!approverOf(current)) throw await notAtThisStep(ctx, id, current, steps.length, approverOf);

  const metadata = leave.orgMetadata ?? {};
  const reviewReason = input.reason?.trim() || null;
  if (input.status === 'REJECTED' && metadata.rejectionReasonRequired === true && reviewReason == null)
    throw badRequest(LEAVE_MSG.rejectionReasonRequired, 'reason');

  const last = current === steps.length;
  const decides = input.status === 'REJECTED' || last;
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(leaves)
      .set(
        decides
          ? { status: input.status, reviewerId: caller.userId, reviewedAt: now, reviewReason, updatedAt: now }
          : { approvalStep: current + 1, updatedAt: now },
      )
      .where(and(eq(leaves.id, id), eq(leaves.status, 'PENDING'), eq(leaves.approvalStep, current)))
      .returning({ id: leaves.id });
    if (rows.length === 0) return rows;
    await tx.insert(leaveDecisions).values({
      leaveId: id,
      step: current,
      status: input.status,
      reason: reviewReason,
      reviewerId: caller.userId,
      decidedAt: now,
    });
    const { userId, ...params } = await leaveEventParams(tx, ctx.services.config, caller.organizationId, id);
    const oneStep = steps.length === 1;
    // A decision taken as substitute says for whom (issue 28).
    const coverFor = deciderAt(current)?.asSubstituteFor;
    const asSubstitute = coverFor
      ? { asSubstituteFor: `${coverFor.firstName} ${coverFor.lastName}`.trim() }
      : {};
    await recordAudit(tx, ctx, {
      kind: 'LEAVE_REVIEWED',
      target: { type: 'LEAVE', id, label: leaveLabel(params.leave, params.user) },
      before: oneStep ? { status: 'PENDING' } : { status: 'PENDING', approvalStep: current },
      after: oneStep
        ? { status: input.status, reviewReason, ...asSubstitute }
        : {
            status: decides ? input.status : 'PENDING',
            approvalStep: decides ? current : current + 1,
            decision: `${input.status} at step ${current} of ${steps.length}`,
            reviewReason,
            ...asSubstitute,
          },
    });
    const nextStep = decides ? current : current + 1;
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
        approval: await approvalParamOf(tx, id),
      },
    });
    if (!decides) {
      // The step passed: the next step's approvers hear of the request as reviewers do of a new one.
      await recordEvent(tx, {
        organizationId: caller.organizationId,
        type: 'LEAVE_CREATED',
        subjectUserId: userId,
        params: { ...params, decide: decideParams(ctx.services.config, id, nextStep) },
        reviewersOnly: true,
        approverIds: approversOfStep(steps[nextStep - 1], requester, people).map((p) => p.id),
      });
    }
    return rows;
  });
  if (updated.length === 0) {
    const [now] = await db.select({ status: leaves.status }).from(leaves).where(eq(leaves.id, id));
    if (!now) throw notFound('Leave');
    const decided =
      isDefaultSteps(steps) && opts.atStep === undefined ? undefined : await decidedAt(ctx, id, current);
    throw decided ?? appError('LEAVE_ALREADY_REVIEWED', alreadyReviewedMessage(now.status));
  }
  return findLeave(ctx, id);
}

/**
 * Why the caller cannot decide the step the leave waits at: the last step they could decide was
 * already decided (409 naming how and by whom), theirs is not reached yet (409), or they decide
 * none of its steps (403).
 */
async function notAtThisStep(
  ctx: UseCaseContext,
  id: number,
  current: number,
  steps: number,
  approverOf: (step: number) => boolean,
) {
  for (let step = current - 1; step >= 1; step--) {
    if (approverOf(step)) {
      const decided = await decidedAt(ctx, id, step);
      if (decided) return decided;
    }
  }
  for (let step = current + 1; step <= steps; step++) {
    if (approverOf(step)) return appError('LEAVE_STEP_NOT_REACHED', waitsForStepMessage(current, steps));
  }
  return forbidden(LEAVE_MSG.notYourStep);
}

/** Whose ACCEPTED leaves name the caller as substitute, whatever their dates (index on `substitute_id`). */
async function coveredBy({ db, caller }: UseCaseContext): Promise<Set<number>> {
  const rows = await db
    .select({ userId: leaves.userId })
    .from(leaves)
    .where(
      and(
        eq(leaves.substituteId, caller.userId),
        eq(leaves.organizationId, caller.organizationId),
        eq(leaves.status, 'ACCEPTED'),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** The 409 for a step already decided: "This request was already accepted at this step by Ana Lima." */
export async function decidedAt({ db }: Pick<UseCaseContext, 'db'>, id: number, step: number) {
  const [decision] = await db
    .select({ status: leaveDecisions.status, firstName: users.firstName, lastName: users.lastName })
    .from(leaveDecisions)
    .innerJoin(users, eq(users.id, leaveDecisions.reviewerId))
    .where(and(eq(leaveDecisions.leaveId, id), eq(leaveDecisions.step, step)));
  return decision
    ? appError(
        'LEAVE_ALREADY_REVIEWED',
        alreadyDecidedAtStepMessage(decision.status, `${decision.firstName} ${decision.lastName}`.trim()),
      )
    : undefined;
}
