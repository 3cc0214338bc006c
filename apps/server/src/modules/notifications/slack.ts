import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { SLACK_WEBHOOK_HTTPS } from '@leavedesk/contracts';

/**
 * Slack incoming webhooks: https only, and never to loopback, private, link-local or other
 * internal addresses (a webhook URL is typed by an admin; it must not become a way to reach the
 * server's own network). `allowPrivate` lifts both rules for tests and local set-ups.
 */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

function isInternal(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1], 'ipv4');
  return internal.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Why a post failed: the address is not allowed (`url`), or Slack did not take it (`answer`).
 * `transient` when trying again later may succeed: Slack or its host unreachable, a time-out, HTTP
 * 429 or 5xx (decision 0029).
 */
export class SlackError extends Error {
  constructor(
    message: string,
    readonly reason: 'url' | 'answer',
    readonly transient = false,
  ) {
    super(message);
  }
}

const PRIVATE_ADDRESS = 'The Slack webhook URL points to a private or local address, which is not allowed.';

/** `localhost`, `a.localhost` and `localhost.` name this machine without asking DNS (RFC 6761). */
const isLocalName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

/**
 * Why a webhook URL may not be used, judged from the URL alone: https, no credentials, not an
 * internal address written as such. Saving the organization applies it (without asking DNS, which a
 * settings page must not depend on); every post applies it again and then resolves the host.
 */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The Slack webhook URL is not a valid URL.';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return SLACK_WEBHOOK_HTTPS;
  if (url.username || url.password) return 'The Slack webhook URL must not contain credentials.';
  if (allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isLocalName(host) || (isIP(host) && isInternal(host))) return PRIVATE_ADDRESS;
  return undefined;
}

/** Throws a SlackError with a sentence when the URL may not be posted to. */
export async function assertWebhookUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  const problem = webhookUrlProblem(raw, allowPrivate);
  if (problem) throw new SlackError(problem, 'url');
  const url = new URL(raw);
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return url;
  let addresses: string[];
  try {
    addresses = (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw new SlackError(`The Slack webhook host ${host} could not be found.`, 'url', true);
  }
  if (addresses.length === 0 || addresses.some(isInternal)) throw new SlackError(PRIVATE_ADDRESS, 'url');
  return url;
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
  const url = await assertWebhookUrl(rawUrl, allowPrivate);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        text: `*${escapeMrkdwn(message.title)}*\n${escapeMrkdwn(message.text)}`,
      }),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? 'no answer within 10 seconds' : 'connection failed';
    throw new SlackError(`Slack could not be reached (${reason}).`, 'answer', true);
  }
  const body = (await res.text().catch(() => '')).slice(0, 200);
  if (res.status < 200 || res.status >= 300)
    throw new SlackError(
      `Slack refused the message (HTTP ${res.status}${body ? `: ${body}` : ''}).`,
      'answer',
      res.status === 429 || res.status >= 500,
    );
}
