import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ID_MAX } from '@leavedesk/contracts';

/**
 * The secret part of a calendar feed URL: `{feed id}.{verifier}`, the verifier being
 * HMAC-SHA256(feed key, "{id}:{nonce}") in base64url (43 characters, 256 bits). The database keeps
 * the random nonce, never the token: someone holding a copy of the database cannot open a feed,
 * while the server can show the user their URLs again at any time. A new nonce (regenerate) gives
 * a new verifier and the old URL stops working. The feed key is derived from the JWT secret, so
 * changing JWT_SECRET changes every feed URL (the old ones stop working; the profile shows the new).
 */
export interface FeedTokens {
  /** A fresh random nonce for a feed row. */
  newNonce(): string;
  /** The token of a feed row. */
  tokenOf(feedId: number, nonce: string): string;
  /** The feed id a token names, when it is shaped like one; the verifier is checked by `verify`. */
  parse(token: string): { feedId: number; verifier: string } | undefined;
  /** Whether the verifier is the feed's, compared in constant time. */
  verify(feedId: number, nonce: string, verifier: string): boolean;
}

const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export function createFeedTokens(secret: Uint8Array): FeedTokens {
  // A key of its own: a feed verifier can never be mistaken for, or help forge, a session token.
  const key = createHmac('sha256', secret).update('leavedesk calendar feed key').digest();
  const mac = (feedId: number, nonce: string) =>
    createHmac('sha256', key).update(`${feedId}:${nonce}`).digest();
  return {
    newNonce: () => randomBytes(16).toString('base64url'),
    tokenOf: (feedId, nonce) => `${feedId}.${mac(feedId, nonce).toString('base64url')}`,
    parse(token) {
      const match = TOKEN.exec(token);
      if (!match) return undefined;
      const feedId = Number(match[1]);
      if (feedId > ID_MAX) return undefined;
      return { feedId, verifier: match[2]! };
    },
    verify(feedId, nonce, verifier) {
      // Compared as text: decoding first would let the 2 spare bits of the last character vary,
      // so several spellings of a token would open the same feed.
      const given = Buffer.from(verifier, 'ascii');
      const expected = Buffer.from(mac(feedId, nonce).toString('base64url'), 'ascii');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
