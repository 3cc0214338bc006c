import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie's name; it is sent only to `/api/auth/*`. */
export const DEVICE_COOKIE = 'leavedesk_device';
/** How long a browser stays known after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account gets `{nonce}.{verifier}`, the verifier being HMAC-SHA256(device key,
 * "{e-mail}:{nonce}") in base64url. It names the account without showing it, cannot be made for
 * another account, and the nonce is the device's own name for counting its failures. The device
 * key is derived from the JWT secret, so changing JWT_SECRET makes every browser a stranger again.
 */
export interface DeviceCookies {
  /** A new cookie value for a browser that has just signed in as `email` (trimmed, lower-case). */
  issue(email: string): string;
  /** The device's nonce when `value` is a cookie this server issued for `email`; else undefined. */
  deviceOf(value: string | undefined, email: string): string | undefined;
}

const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function createDeviceCookies(secret: Uint8Array): DeviceCookies {
  // A key of its own: a device cookie can never be mistaken for, or help forge, any other token.
  const key = createHmac('sha256', secret).update('leavedesk device cookie key').digest();
  const verifier = (email: string, nonce: string) =>
    createHmac('sha256', key).update(`${email}:${nonce}`).digest('base64url');
  return {
    issue(email) {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${verifier(email, nonce)}`;
    },
    deviceOf(value, email) {
      const match = value ? VALUE.exec(value) : null;
      if (!match) return undefined;
      const nonce = match[1]!;
      // Compared as text, in constant time (see feed-tokens.ts for why not decoded first).
      const given = Buffer.from(match[2]!, 'ascii');
      const expected = Buffer.from(verifier(email, nonce), 'ascii');
      return timingSafeEqual(given, expected) ? nonce : undefined;
    },
  };
}
