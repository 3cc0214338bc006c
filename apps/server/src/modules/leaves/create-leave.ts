import { DEFAULT_APPROVAL_STEPS, type EndDayPart, type Leave, type StartDayPart } from '@leavedesk/contracts';
import { leaves } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { eventBase, leaveEventParams, recordEvent } from '../notifications/record-event';
import { currentApproverIds, teamStepsOf } from './approval';
import { decideParams } from './decide-links';
import { findLeave } from './get-leave';
import { evaluateLeave, loadRequester } from './leave-rules';
import { loadSubstitute } from './substitutes';

export interface CreateLeaveInput {
  typeId: number;
  start: string;
  end: string;
  startDayPart?: StartDayPart;
  endDayPart?: EndDayPart;
  /** Issue 29: a one-day HOURS request's hours. */
  startTime?: string | null;
  endTime?: string | null;
  reason?: string | null;
  /** Who covers during the leave (issue 28; substitutes.ts). */
  substituteId?: number | null;
}

/**
 * A leave request for oneself (POST /leaves), whole days or starting/ending at noon. The
 * requester's row is locked for the transaction, so concurrent requests of one user (two mornings
 * of one date included) are judged one after another against what the others wrote. A type that
 * needs no approval is accepted at once. A named substitute is checked (substitutes.ts), kept on
 * the leave and notified (LEAVE_SUBSTITUTE_ASSIGNED).
 */
export async function createLeave(ctx: UseCaseContext, input: CreateLeaveInput): Promise<Leave> {
  const id = await ctx.db.transaction(async (tx) => {
    const requester = await loadRequester(tx, ctx.caller, input.typeId, true);
    const substitute =
      input.substituteId != null
        ? await loadSubstitute(tx, requester.organizationId, requester.id, input.substituteId)
        : null;
    const evaluation = await evaluateLeave(tx, requester, input);
    if (evaluation.failure) throw evaluation.failure;
    const activated = requester.activated;
    if (!activated || requester.leavePolicyId == null)
      throw new Error('evaluated leave without an activated type');
    // The team's steps as they are now: a later change of them does not move this request (0033).
    const approvalSteps = activated.requiresApproval
      ? await teamStepsOf(tx, requester.teamId)
      : DEFAULT_APPROVAL_STEPS;
    const [row] = await tx
      .insert(leaves)
      .values({
        organizationId: requester.organizationId,
        userId: requester.id,
        typeId: activated.typeId,
        policyId: requester.leavePolicyId,
        startAt: evaluation.start,
        endAt: evaluation.end,
        startDayPart: evaluation.startDayPart,
        endDayPart: evaluation.endDayPart,
        duration: evaluation.duration,
        unit: activated.unit,
        startTime: evaluation.startTime,
        endTime: evaluation.endTime,
        totalDays: evaluation.totalDays,
        workingDates: evaluation.workingDates,
        workingHours: evaluation.workingHours,
        status: activated.requiresApproval ? 'PENDING' : 'ACCEPTED',
        reason: input.reason?.trim() || null,
        approvalSteps,
        substituteId: substitute?.id ?? null,
      })
      .returning({ id: leaves.id });
    const { userId: _, ...params } = await leaveEventParams(
      tx,
      ctx.services.config,
      requester.organizationId,
      row.id,
    );
    await recordEvent(tx, {
      organizationId: requester.organizationId,
      type: 'LEAVE_CREATED',
      subjectUserId: requester.id,
      params: { ...params, decide: decideParams(ctx.services.config, row.id, 1) },
      approverIds: activated.requiresApproval
        ? await currentApproverIds(tx, requester.organizationId, {
            id: row.id,
            userId: requester.id,
            teamId: requester.teamId,
            approvalSteps,
            approvalStep: 1,
          })
        : undefined,
    });
    if (substitute) {
      // The substitute hears of it (issue 28): the receptor USER of this event is the substitute.
      const person = await eventBase(tx, requester.organizationId, substitute.id);
      await recordEvent(tx, {
        organizationId: requester.organizationId,
        type: 'LEAVE_SUBSTITUTE_ASSIGNED',
        subjectUserId: requester.id,
        userReceptorId: substitute.id,
        params: {
          ...params,
          substitute: {
            id: person.user.id,
            firstName: person.user.firstName,
            lastName: person.user.lastName,
            fullName: person.user.fullName,
            email: person.user.email,
          },
        },
      });
    }
    return row.id;
  });
  return findLeave(ctx, id);
}
