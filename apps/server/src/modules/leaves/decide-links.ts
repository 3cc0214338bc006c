import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DECIDE_LINK_TTL_DAYS, type DecideAction, ID_MAX } from '@leavedesk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { leaves, users } from '../../db/schema';
import { appLink } from '../notifications/record-event';
import { activeApprovers, approversOfStep, stepsOf } from './approval';

/**
 * Decide links of the reviewers' e-mail (issue 28, decision 0035).
 *
 * A token is `{leave}.{approver}.{step}.{a|r}.{expiry}.{verifier}`: the expiry in seconds since
 * 1970, the verifier HMAC-SHA256 of the rest under a key of its own derived from the server's
 * secret (as feed tokens and device cookies are), in base64url. Nothing of it is stored: it works
 * once because it decides its step, and a step is decided once; it dies when its step is decided,
 * when it expires, or when its approver may no longer decide the step (both read at use).
 *
 * Templates are rendered once per trigger and event, for every recipient at once (decision 0022),
 * so the event's `decide` params are placeholders, `…/leaves/{id}/decide?token=ld-decide.{nonce}.{step}.accept`,
 * the nonce random per event; the delivery worker puts the recipient's own token in the place of
 * each placeholder of that event when it sends the e-mail, or leaves the request's address when
 * the recipient may not decide the step. The nonce is unknown until the event is recorded, so a
 * requester who writes a placeholder into their reason gets nobody's token.
 */
export interface DecideClaims {
  leaveId: number;
  userId: number;
  step: number;
  action: DecideAction;
  /** Seconds since 1970. */
  expiresAt: number;
}

export interface DecideTokens {
  sign(claims: Omit<DecideClaims, 'expiresAt'>, now?: Date): string;
  /** The claims of a well-formed token with a valid verifier (expired or not); undefined otherwise. */
  verify(token: string): DecideClaims | undefined;
}

const TOKEN = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9])\.([ar])\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;
const TTL_S = DECIDE_LINK_TTL_DAYS * 24 * 3600;

export function createDecideTokens(secret: Uint8Array): DecideTokens {
  // A key of its own: a decide token can never be mistaken for, or help forge, another token.
  const key = createHmac('sha256', secret).update('leavedesk decide link key').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(c, now = new Date()) {
      const expiresAt = Math.floor(now.getTime() / 1000) + TTL_S;
      const payload = `${c.leaveId}.${c.userId}.${c.step}.${c.action === 'ACCEPTED' ? 'a' : 'r'}.${expiresAt}`;
      return `${payload}.${mac(payload)}`;
    },
    verify(token) {
      const m = TOKEN.exec(token);
      if (!m) return undefined;
      const payload = token.slice(0, token.lastIndexOf('.'));
      // Compared as text: decoding first would let the spare bits of the last character vary.
      const given = Buffer.from(m[6]!, 'ascii');
      const expected = Buffer.from(mac(payload), 'ascii');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const [leaveId, userId] = [Number(m[1]), Number(m[2])];
      if (leaveId > ID_MAX || userId > ID_MAX) return undefined;
      return {
        leaveId,
        userId,
        step: Number(m[3]),
        action: m[4] === 'a' ? 'ACCEPTED' : 'REJECTED',
        expiresAt: Number(m[5]),
      };
    },
  };
}

// ─── Placeholders ────────────────────────────────────────────────────────────────────────────────

const PLACEHOLDER = 'ld-decide';
/** A placeholder where the token goes, as rendered in text (`=`) or escaped in HTML (`&#x3D;`). */
const IN_LINK = /\/decide\?token(=|&#x3D;)ld-decide\.([A-Za-z0-9_-]{22})\.([1-9])\.(accept|reject)/g;

/** The `decide` params of a LEAVE_CREATED event for the leave at `step`: placeholders (see above). */
export function decideParams(
  config: Pick<Config, 'publicUrl'>,
  leaveId: number,
  step: number,
): { acceptLink: string; rejectLink: string } {
  const nonce = randomBytes(16).toString('base64url');
  const link = (action: string) =>
    appLink(config, `/leaves/${leaveId}/decide?token=${PLACEHOLDER}.${nonce}.${step}.${action}`);
  return { acceptLink: link('accept'), rejectLink: link('reject') };
}

/** The nonce of an event's `decide` params. */
function nonceOf(decide: unknown): string | undefined {
  const link = (decide as { acceptLink?: unknown } | null)?.acceptLink;
  if (typeof link !== 'string') return undefined;
  return /ld-decide\.([A-Za-z0-9_-]{22})\./.exec(link)?.[1];
}

/** Text with its decide links made the request's address (the app, Slack, other events' params). */
export function withoutDecideLinks(text: string): string {
  return text.includes(PLACEHOLDER) ? text.replace(IN_LINK, '') : text;
}

/** The SQL regular expression of `withoutDecideLinks`, for texts read by a statement. */
export const DECIDE_LINK_PATTERN =
  '/decide\\?token(=|&#x3D;)ld-decide\\.[A-Za-z0-9_-]{22}\\.[1-9]\\.(accept|reject)';

/**
 * An e-mail's texts with the recipient's own links in place of its event's placeholders: the
 * recipient's signed tokens when they may decide the step (the leave still waits at it), else the
 * request's address.
 */
export async function personalizeDecideLinks(
  db: DbOrTx,
  tokens: DecideTokens | undefined,
  mail: { userId: number; leaveId: number | null; decide: unknown; texts: string[] },
  now = new Date(),
): Promise<string[]> {
  const nonce = nonceOf(mail.decide);
  if (!mail.texts.some((t) => t.includes(PLACEHOLDER))) return mail.texts;
  if (!nonce || mail.leaveId == null || !tokens) return mail.texts.map(withoutDecideLinks);
  const allowed = new Map<number, boolean>();
  const steps = new Set<number>();
  for (const text of mail.texts)
    for (const m of text.matchAll(IN_LINK)) if (m[2] === nonce) steps.add(Number(m[3]));
  for (const step of steps)
    allowed.set(step, (await mayDecide(db, mail.leaveId, mail.userId, step)) === 'YES');
  return mail.texts.map((text) =>
    text.replace(IN_LINK, (whole, eq: string, n: string, step: string, action: string) => {
      if (n !== nonce) return '';
      if (!allowed.get(Number(step))) return '';
      const token = tokens.sign(
        {
          leaveId: mail.leaveId!,
          userId: mail.userId,
          step: Number(step),
          action: action === 'accept' ? 'ACCEPTED' : 'REJECTED',
        },
        now,
      );
      return whole.slice(0, whole.indexOf(eq)) + eq + token;
    }),
  );
}

// ─── Who may still decide ────────────────────────────────────────────────────────────────────────

/**
 * Whether `userId` may decide `step` of the leave now: `GONE` (no such leave, or the step is not
 * the one it waits at), `NOT_ALLOWED` (not an active approver of the step), or `YES`.
 */
export async function mayDecide(
  db: DbOrTx,
  leaveId: number,
  userId: number,
  step: number,
): Promise<'YES' | 'GONE' | 'NOT_ALLOWED'> {
  const [leave] = await db
    .select({
      organizationId: leaves.organizationId,
      userId: leaves.userId,
      status: leaves.status,
      approvalSteps: leaves.approvalSteps,
      approvalStep: leaves.approvalStep,
      teamId: users.teamId,
    })
    .from(leaves)
    .innerJoin(users, and(eq(users.id, leaves.userId), isNull(users.deletedAt)))
    .where(eq(leaves.id, leaveId));
  if (leave?.status !== 'PENDING' || leave.approvalStep !== step) return 'GONE';
  const steps = stepsOf(leave);
  const people = await activeApprovers(db, leave.organizationId, [steps], [leave.teamId]);
  const approvers = approversOfStep(steps[step - 1]!, { id: leave.userId, teamId: leave.teamId }, people);
  return approvers.some((p) => p.id === userId) ? 'YES' : 'NOT_ALLOWED';
}
