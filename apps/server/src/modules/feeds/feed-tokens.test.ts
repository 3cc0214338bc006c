import { describe, expect, it } from 'vitest';
import { createFeedTokens } from './feed-tokens';

const tokens = createFeedTokens(new TextEncoder().encode('feed-token-test-secret-0123456789abcdef'));
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('feed tokens', () => {
  it('are the feed id and a 43-character verifier that only the right nonce and key give', () => {
    const nonce = tokens.newNonce();
    const token = tokens.tokenOf(12, nonce);
    expect(token).toMatch(/^12\.[A-Za-z0-9_-]{43}$/);
    const parsed = tokens.parse(token)!;
    expect(parsed.feedId).toBe(12);
    expect(tokens.verify(12, nonce, parsed.verifier)).toBe(true);
    expect(tokens.verify(13, nonce, parsed.verifier)).toBe(false);
    expect(tokens.verify(12, tokens.newNonce(), parsed.verifier)).toBe(false);
    const otherKey = createFeedTokens(new TextEncoder().encode('another-secret-another-secret-0123456'));
    expect(otherKey.verify(12, nonce, parsed.verifier)).toBe(false);
  });

  it('have one spelling: no other last character opens the feed', () => {
    const nonce = tokens.newNonce();
    const { verifier } = tokens.parse(tokens.tokenOf(7, nonce))!;
    const others = [...BASE64URL].filter((c) => c !== verifier.at(-1)).map((c) => verifier.slice(0, -1) + c);
    expect(others.filter((v) => tokens.verify(7, nonce, v))).toEqual([]);
  });

  it('refuse what is not shaped like one', () => {
    for (const bad of [
      '',
      'mine',
      '12',
      '12.',
      `0.${'A'.repeat(43)}`,
      `2147483648.${'A'.repeat(43)}`,
      `12.${'A'.repeat(42)}`,
      `12.${'A'.repeat(44)}`,
      `12.${'A'.repeat(42)}=`,
    ])
      expect(tokens.parse(bad), bad).toBeUndefined();
  });
});
