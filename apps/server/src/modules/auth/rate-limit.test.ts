import { describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp, uniqueEmail } from '../../../test/harness';
import { countAttempt } from '../../http/rate-limit-store';

const LIMITED = {
  statusCode: 429,
  error: 'Too Many Requests',
  code: 'RATE_LIMITED',
  message: 'Too many attempts. Please try again in a minute.',
};

function attempt(t: TestApp, url: string, email: string, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers,
    payload: url.endsWith('/login') ? { email, password: 'wrong-password' } : { email },
  });
}

describe('rate limits on /auth/*', () => {
  it('answers the 11th request in a minute from one IP with 429', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '10' });
    for (let i = 0; i < 10; i++) {
      const res = await attempt(t, '/api/auth/login', uniqueEmail('ip'), '203.0.113.7');
      expect(res.statusCode).toBe(403);
    }
    const eleventh = await attempt(t, '/api/auth/login', uniqueEmail('ip'), '203.0.113.7');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(LIMITED);
    expect(eleventh.headers['retry-after']).toBeDefined();

    const otherIp = await attempt(t, '/api/auth/login', uniqueEmail('ip'), '203.0.113.8');
    expect(otherIp.statusCode).toBe(403);
  });

  it('counts every /auth route together for one IP', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '10' });
    for (let i = 0; i < 5; i++) await attempt(t, '/api/auth/login', uniqueEmail('mix'), '203.0.113.9');
    for (let i = 0; i < 5; i++)
      await attempt(t, '/api/auth/forget-password', uniqueEmail('mix'), '203.0.113.9');
    const res = await attempt(t, '/api/auth/register', uniqueEmail('mix'), '203.0.113.9');
    expect(res.statusCode).toBe(429);
  });

  it('refuses an e-mail from the address that failed AUTH_RATE_LIMIT times, not from another', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '10' }, { slowDown: async () => {} });
    // Signed up without the limit: other files sharing the database sign up from the same address.
    const owner = await registerOrganization(await createTestApp());
    for (let i = 0; i < 10; i++) {
      const res = await attempt(t, '/api/auth/login', owner.email, '198.51.100.1');
      expect(res.statusCode).toBe(403);
    }
    const rightPasswordFrom = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: owner.email, password: owner.password },
      });
    const sameAddress = await rightPasswordFrom('198.51.100.1');
    expect(sameAddress.statusCode).toBe(429);
    expect(sameAddress.json()).toEqual(LIMITED);
    expect(Number(sameAddress.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sameAddress.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await rightPasswordFrom('198.51.100.2')).statusCode).toBe(200);
  });

  it('does not let a client pick its IP with X-Forwarded-For', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '10' });
    for (let i = 0; i < 10; i++) {
      await attempt(t, '/api/auth/login', uniqueEmail('xff'), '192.0.2.1', {
        'x-forwarded-for': `10.0.0.${i}`,
      });
    }
    const res = await attempt(t, '/api/auth/login', uniqueEmail('xff'), '192.0.2.1', {
      'x-forwarded-for': '10.0.1.1',
    });
    expect(res.statusCode).toBe(429);
  });

  it('uses the forwarded client address behind a trusted proxy', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '10', TRUST_PROXY: '192.0.2.50' });
    for (let i = 0; i < 10; i++) {
      await attempt(t, '/api/auth/login', uniqueEmail('proxy'), '192.0.2.50', {
        'x-forwarded-for': '203.0.113.20',
      });
    }
    const sameClient = await attempt(t, '/api/auth/login', uniqueEmail('proxy'), '192.0.2.50', {
      'x-forwarded-for': '203.0.113.20',
    });
    expect(sameClient.statusCode).toBe(429);
    const otherClient = await attempt(t, '/api/auth/login', uniqueEmail('proxy'), '192.0.2.50', {
      'x-forwarded-for': '203.0.113.21',
    });
    expect(otherClient.statusCode).toBe(403);
  });

  it('shares one count between server processes on the same database', async () => {
    const a = await createTestApp({ AUTH_RATE_LIMIT: '10' });
    const b = await createTestApp({ AUTH_RATE_LIMIT: '10' });
    for (let i = 0; i < 10; i++)
      await attempt(i % 2 ? a : b, '/api/auth/login', uniqueEmail('lb'), '198.18.0.1');
    expect((await attempt(a, '/api/auth/login', uniqueEmail('lb'), '198.18.0.1')).statusCode).toBe(429);
    expect((await attempt(b, '/api/auth/login', uniqueEmail('lb'), '198.18.0.1')).statusCode).toBe(429);
  });

  it('starts a fresh count once the window has passed', async () => {
    const t = await createTestApp();
    const key = `window-test:${uniqueEmail()}`;
    expect(await countAttempt(t.app.services.db, key, 300)).toMatchObject({ current: 1 });
    const second = await countAttempt(t.app.services.db, key, 300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    await new Promise((r) => setTimeout(r, 400));
    expect(await countAttempt(t.app.services.db, key, 300)).toMatchObject({ current: 1 });
  });
});
