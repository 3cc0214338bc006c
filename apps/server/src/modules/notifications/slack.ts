import { SLACK_WEBHOOK_HTTPS } from '@leavedesk/contracts';
import { hostIsInternal, isGlobalUnicast } from '../../lib/outgoing/addresses';
import { OutgoingError, outgoingRequest } from '../../lib/outgoing/request';

/** Why a post failed: the address is not allowed (`url`), or Slack did not take it (`answer`). */
export class SlackError extends Error {
  constructor(
    message: string,
    readonly reason: 'url' | 'answer',
  ) {
    super(message);
  }
}

const PRIVATE_ADDRESS = 'The Slack webhook URL points to a private or local address, which is not allowed.';

/**
 * Why a webhook URL may not be used, judged from the URL alone: https, no credentials, not a name
 * of this machine nor an address that is not global unicast (the address policy of
 * `lib/outgoing`). Saving the organization applies it (without asking DNS, which a settings page
 * must not depend on); every post applies it again, and the post itself connects only to global
 * unicast addresses the host resolved to (`SLACK_ALLOW_PRIVATE_URLS=true` lifts both: `allowPrivate`).
 */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | undefined {
  if (!URL.canParse(raw)) return 'The Slack webhook URL is not a valid URL.';
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return SLACK_WEBHOOK_HTTPS;
  if (url.username || url.password) return 'The Slack webhook URL must not contain credentials.';
  if (!allowPrivate && hostIsInternal(url)) return PRIVATE_ADDRESS;
  return undefined;
}

/** Slack's mrkdwn needs &, < and > escaped. */
function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Posts one message; throws a SlackError with a readable sentence when Slack does not take it. */
export async function postToSlack(
  rawUrl: string,
  message: { title: string; text: string },
  allowPrivate: boolean,
): Promise<void> {
  const problem = webhookUrlProblem(rawUrl, allowPrivate);
  if (problem) throw new SlackError(problem, 'url');
  const url = new URL(rawUrl);
  let res: { status: number; body: Buffer };
  try {
    res = await outgoingRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        text: `*${escapeMrkdwn(message.title)}*\n${escapeMrkdwn(message.text)}`,
      }),
      timeoutMs: 10_000,
      allowAddress: allowPrivate ? undefined : isGlobalUnicast,
    });
  } catch (error) {
    if (!(error instanceof OutgoingError)) throw error;
    throw slackFailure(error, url);
  }
  const body = res.body.toString('utf8').slice(0, 200);
  if (res.status < 200 || res.status >= 300)
    throw new SlackError(
      `Slack refused the message (HTTP ${res.status}${body ? `: ${body}` : ''}).`,
      'answer',
    );
}

function slackFailure(error: OutgoingError, url: URL): SlackError {
  switch (error.failure) {
    case 'address':
      return new SlackError(PRIVATE_ADDRESS, 'url');
    case 'not-found':
      return new SlackError(`The Slack webhook host ${url.hostname} could not be found.`, 'url');
    case 'timeout':
      return new SlackError('Slack could not be reached (no answer within 10 seconds).', 'answer');
    case 'too-large':
      return new SlackError('Slack answered with more than 1 MB.', 'answer');
    default:
      return new SlackError('Slack could not be reached (connection failed).', 'answer');
  }
}
