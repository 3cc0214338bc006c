import { z } from 'zod';
import { multilineText } from './input';
import { Leave, LeaveContext } from './leaves';
import { REVIEW_REASON_MAX } from './limits';

/**
 * Deciding from the reviewers' e-mail (issue 28, decision 0035). The e-mail carries an Accept and a
 * Reject link, each with a signed token bound to the leave, the approver, the step and the action;
 * the link opens the web page `/leaves/{id}/decide?token=…`, which reads `GET /leaves/decisions`
 * (deciding nothing) and decides only on a button press, `POST /leaves/decisions`.
 */

/** The longest token accepted: a real one is about 70 characters. */
export const DECIDE_TOKEN_MAX = 200;
/** How long a decide link works after its e-mail was sent. */
export const DECIDE_LINK_TTL_DAYS = 7;

const token = z
  .string({ error: 'The link is not valid.' })
  .min(1, 'The link is not valid.')
  .max(DECIDE_TOKEN_MAX, 'The link is not valid.');

/** GET /leaves/decisions?token=… */
export const DecisionLinkQuery = z.object({ token });
export type DecisionLinkQuery = z.infer<typeof DecisionLinkQuery>;

/** POST /leaves/decisions: the token says the leave, the approver, the step and the action. */
export const DecideFromLinkBody = z.object({
  token,
  /** Why, for the requester; required to reject when `metadata.rejectionReasonRequired` is true. */
  reason: multilineText().max(REVIEW_REASON_MAX).optional().nullable(),
});
export type DecideFromLinkBody = z.input<typeof DecideFromLinkBody>;

export const DecideAction = z.enum(['ACCEPTED', 'REJECTED']);
export type DecideAction = z.infer<typeof DecideAction>;

/** What the link's holder reads before pressing the button: the request as its reviewers see it. */
export const DecisionLink = z.object({
  action: DecideAction,
  /** The step the link decides, of how many. */
  step: z.number().int(),
  steps: z.number().int(),
  /** Whether a rejection needs a reason (the organization's `metadata.rejectionReasonRequired`). */
  reasonRequired: z.boolean(),
  /** The approver the link was sent to. */
  approver: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  leave: Leave,
  context: LeaveContext,
});
export type DecisionLink = z.infer<typeof DecisionLink>;

/** The answer of the decision: a sentence saying what happened, and the leave as it now is. */
export const DecisionOutcome = z.object({ message: z.string(), leave: Leave });
export type DecisionOutcome = z.infer<typeof DecisionOutcome>;

export const DECIDE_LINK_MSG = {
  invalid: 'This link is not valid. Open the request in LeaveDesk to decide.',
  expired: 'This link has expired. Open the request in LeaveDesk to decide.',
  notAllowed: 'You can no longer decide this request. Open it in LeaveDesk to see where it stands.',
  rejected: 'Rejected.',
  accepted: 'Accepted.',
} as const;

/** "Accepted. Ana Lima's leave now waits for step 2 of 2." (a step passed) or "Accepted." */
export function acceptedOutcomeMessage(requester: string, waitsAt?: { step: number; steps: number }): string {
  return waitsAt
    ? `Accepted. ${requester}'s leave now waits for step ${waitsAt.step} of ${waitsAt.steps}.`
    : DECIDE_LINK_MSG.accepted;
}
