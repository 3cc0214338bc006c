import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-0123456789');
const claims = { userId: 7, organizationId: 3, role: 'EMPLOYEE', tokenVersion: 2 };

describe('token service', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again and again', async () => {
    const tokens = createTokenService(secret, '1h');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token signed with another secret, and a tampered one', async () => {
    const tokens = createTokenService(secret, '1h');
    const other = createTokenService(
      new TextEncoder().encode('another-secret-another-secret-0123456789'),
      '1h',
    );
    expect(await tokens.verify(await other.sign(claims))).toBeUndefined();
    const [header, , signature] = (await tokens.sign(claims)).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: '1', org: 3, role: 'ORGANIZATION_ADMIN', ver: 2 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeUndefined();
    expect(await tokens.verify('not-a-token')).toBeUndefined();
  });

  it('refuses a token once it has expired, even one verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const tokens = createTokenService(secret, '1h');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-22T11:00:01Z'));
    expect(await tokens.verify(token)).toBeUndefined();
    expect(await tokens.verify(token)).toBeUndefined();
  });
});
