import { SlackError } from './slack';

/**
 * Why a delivery failed, and whether trying again later may help (decision 0029).
 *
 * Passing: the mail server or Slack cannot be reached (refused or reset connections, time-outs, DNS
 * failures), or answers "try later" (SMTP 4xx, HTTP 429 and 5xx), or turns the server itself down
 * (a greeting or sign-in refused: that is the set-up, which an operator mends, not the message).
 * Permanent: an answer about this very message (SMTP 5xx to its sender, recipient or content, such
 * as an unknown mailbox), and Slack refusing the webhook or the post (HTTP 4xx but 429, such as
 * 404/410 `no_service`), or a webhook URL the address rules forbid.
 */
export interface DeliveryFailure {
  /** A sentence for people: one line, never a stack. */
  message: string;
  permanent: boolean;
}

/** A failure no retry can mend (the notification an e-mail was for is gone). */
export class PermanentFailure extends Error {}

/** The warning a Slack post left out for want of a webhook URL carries. */
export const NO_SLACK_WEBHOOK =
  'Slack was skipped: the organization has no Slack webhook URL (set it on the Organization page).';

/** SMTP errors whose 5xx reply speaks of this message rather than of the server (nodemailer codes). */
const ABOUT_THE_MESSAGE = new Set(['EENVELOPE', 'EMESSAGE']);

function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error)
    .split('\n')[0]
    .slice(0, 300);
}

function mailIsPermanent(error: unknown): boolean {
  if (error instanceof PermanentFailure) return true;
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (!code || !ABOUT_THE_MESSAGE.has(code)) return false;
  // 503 (bad sequence of commands) is the session's state, not a refusal (RFC 5321, as nodemailer).
  if (typeof responseCode === 'number')
    return responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  // An envelope refused before any reply: no valid recipient or sender at all.
  return code === 'EENVELOPE';
}

export function deliveryFailure(channel: string, error: unknown): DeliveryFailure {
  if (error instanceof SlackError) return { message: error.message, permanent: !error.transient };
  const message = firstLine(error);
  if (channel === 'EMAIL')
    return { message: `The e-mail could not be sent: ${message}`, permanent: mailIsPermanent(error) };
  return { message, permanent: error instanceof PermanentFailure };
}
