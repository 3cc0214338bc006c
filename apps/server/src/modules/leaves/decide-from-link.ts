import {
  acceptedOutcomeMessage,
  alreadyReviewedMessage,
  DECIDE_LINK_MSG,
  type DecideFromLinkBody,
  type DecisionLink,
  type DecisionOutcome,
} from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import type { Caller, Services, UseCaseContext } from '../../http/context';
import { appError } from '../../http/errors';
import { stepsOf } from './approval';
import { type DecideClaims, mayDecide } from './decide-links';
import { findLeave } from './get-leave';
import { getLeaveContext } from './get-leave-context';
import { decidedAt, reviewLeave } from './review-leave';

/**
 * GET and POST /leaves/decisions (issue 28, decision 0035): the holder of a decide link reads the
 * request, then decides it, with no other credential; the token says the leave, the approver, the
 * step and the action. Checked in this order, each a sentence the page shows:
 * 1. a token that is not one of ours (malformed, tampered, signed with another secret) →
 *    `404 This link is not valid.` (nothing said of the leave);
 * 2. past its expiry → `410 This link has expired. Open the request in LeaveDesk to decide.`;
 * 3. its step already decided (by anyone, the link's own earlier use included), or the request
 *    withdrawn or cancelled → `409` with review-leave's sentence naming who decided;
 * 4. its approver no longer decides the step (demoted, deactivated, removed, no longer named) →
 *    `403 You can no longer decide this request.`
 * The decision itself is PUT /leaves/{id}'s (reviewLeave) with the approver as the caller, held to
 * the link's step: audit, events and the exactly-once update are the same.
 */

/** The approver as a caller, as the auth hook reads a signed-in user; undefined when they are gone. */
async function callerOf(services: Services, claims: DecideClaims): Promise<Caller | undefined> {
  return firstRow<Caller>(
    services.db,
    sql`select u.id as "userId", u.organization_id as "organizationId", u.role,
        u.team_id as "teamId", u.email,
        coalesce(nullif(u.timezone, ''), o.timezone) as timezone,
        coalesce(nullif(u.country, ''), o.country) as country,
        coalesce((select v.data_version from organization_versions v
          where v.organization_id = u.organization_id), 0) as "dataVersion"
      from users u join organizations o on o.id = u.organization_id
      join leaves l on l.id = ${claims.leaveId} and l.organization_id = u.organization_id
      where u.id = ${claims.userId} and u.deleted_at is null and u.status = 'ACTIVE'`,
  );
}

/** The approver's context for the link's token, or the error the link's holder reads. */
async function open(
  services: Services,
  token: string,
  now: Date,
): Promise<{ ctx: UseCaseContext; claims: DecideClaims }> {
  const claims = services.decideTokens.verify(token);
  if (!claims) throw appError('DECIDE_LINK_INVALID');
  if (claims.expiresAt * 1000 <= now.getTime()) throw appError('DECIDE_LINK_EXPIRED');
  const state = await mayDecide(services.db, claims.leaveId, claims.userId, claims.step);
  if (state === 'GONE') {
    const decided = await decidedAt(services, claims.leaveId, claims.step);
    if (decided) throw decided;
    const [leave] = (
      (await services.db.execute(sql`select status from leaves where id = ${claims.leaveId}`)) as unknown as {
        rows: { status: string }[];
      }
    ).rows;
    // A leave that no longer exists, or a step it never reached: the token was made for nothing.
    if (!leave || leave.status === 'PENDING') throw appError('DECIDE_LINK_INVALID');
    throw appError('LEAVE_ALREADY_REVIEWED', alreadyReviewedMessage(leave.status));
  }
  const caller = state === 'YES' ? await callerOf(services, claims) : undefined;
  if (!caller) throw appError('DECIDE_LINK_NOT_ALLOWED');
  return { ctx: { db: services.db, caller, services }, claims };
}

/** GET /leaves/decisions?token=…: what the link decides and the request, as its reviewers read it. Decides nothing. */
export async function readDecisionLink(
  services: Services,
  token: string,
  now = new Date(),
): Promise<DecisionLink> {
  const { ctx, claims } = await open(services, token, now);
  const [leave, context, org] = await Promise.all([
    findLeave(ctx, claims.leaveId),
    getLeaveContext(ctx, claims.leaveId),
    firstRow<{ required: boolean; firstName: string; lastName: string; steps: unknown }>(
      services.db,
      sql`select coalesce((o.metadata->>'rejectionReasonRequired')::boolean, false) as required,
          u.first_name as "firstName", u.last_name as "lastName", l.approval_steps as steps
        from leaves l join organizations o on o.id = l.organization_id
        join users u on u.id = ${claims.userId}
        where l.id = ${claims.leaveId}`,
    ),
  ]);
  return {
    action: claims.action,
    step: claims.step,
    steps: stepsOf({ approvalSteps: (org?.steps ?? null) as never }).length,
    reasonRequired: org?.required === true,
    approver: { id: claims.userId, firstName: org?.firstName ?? '', lastName: org?.lastName ?? '' },
    leave,
    context,
  };
}

/** POST /leaves/decisions: decides the link's step as its approver, once. */
export async function decideFromLink(
  services: Services,
  body: DecideFromLinkBody,
  now = new Date(),
): Promise<DecisionOutcome> {
  const { ctx, claims } = await open(services, body.token, now);
  const leave = await reviewLeave(
    ctx,
    claims.leaveId,
    { status: claims.action, reason: body.reason },
    { atStep: claims.step },
  );
  const requester = `${leave.user.firstName} ${leave.user.lastName}`.trim();
  const message =
    claims.action === 'REJECTED'
      ? DECIDE_LINK_MSG.rejected
      : acceptedOutcomeMessage(
          requester,
          leave.status === 'PENDING' && leave.approval
            ? { step: leave.approval.step, steps: leave.approval.steps }
            : undefined,
        );
  return { message, leave };
}
