import { writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ConnectionOptions } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, tempDir } from '../../test/harness';

describe('hardening and public endpoints', () => {
  it('sends the security headers on API answers, errors included', async () => {
    const t = await createTestApp();
    for (const url of ['/api/health', '/api/users/mine', '/api/nowhere']) {
      const res = await t.call('GET', url);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('asks browsers to upgrade to HTTPS only when the public URL is HTTPS', async () => {
    const plain = await createTestApp();
    expect((await plain.call('GET', '/api/health')).headers['content-security-policy']).not.toContain(
      'upgrade-insecure-requests',
    );
    const secure = await createTestApp({ PUBLIC_URL: 'https://leave.example.com' });
    expect((await secure.call('GET', '/api/health')).headers['content-security-policy']).toContain(
      'upgrade-insecure-requests',
    );
  });

  describe('Strict-Transport-Security', () => {
    const HSTS = 'max-age=31536000; includeSubDomains';
    const hstsOf = (res: { headers: Record<string, unknown> }) => res.headers['strict-transport-security'];

    it('is not sent over plain HTTP, even when the public URL is HTTPS', async () => {
      const t = await createTestApp({ PUBLIC_URL: 'https://leave.example.com' });
      for (const url of ['/api/health', '/api/users/mine', '/api/nowhere'])
        expect(hstsOf(await t.call('GET', url)), url).toBeUndefined();
    });

    it('is sent when a trusted proxy says the request came over HTTPS, and only then', async () => {
      const t = await createTestApp({ TRUST_PROXY: '192.0.2.50' });
      const via = (remoteAddress: string, proto?: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress,
          headers: proto ? { 'x-forwarded-proto': proto } : {},
        });
      expect(hstsOf(await via('192.0.2.50', 'https'))).toBe(HSTS);
      expect(hstsOf(await via('192.0.2.50', 'http'))).toBeUndefined();
      expect(hstsOf(await via('192.0.2.50'))).toBeUndefined();
      // Anyone else may write the header: it is not believed.
      expect(hstsOf(await via('198.51.100.7', 'https'))).toBeUndefined();
      const untrusting = await createTestApp();
      expect(
        hstsOf(
          await untrusting.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } }),
        ),
      ).toBeUndefined();
    });

    it('is sent on answers over a TLS connection to the server itself', async () => {
      const t = await createTestApp();
      // TLS with a pre-shared key: a real encrypted socket without a certificate to ship.
      const psk = Buffer.alloc(32, 7);
      const tls = { ciphers: 'PSK-AES128-GCM-SHA256', maxVersion: 'TLSv1.2' as const };
      const server = https.createServer({ ...tls, pskCallback: () => psk }, (req, res) =>
        t.app.routing(req, res),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const options: https.RequestOptions & ConnectionOptions = {
          ...tls,
          host: '127.0.0.1',
          port,
          path: '/api/health',
          pskCallback: () => ({ psk, identity: 'test' }),
          checkServerIdentity: () => undefined,
        };
        const res = await new Promise<{ statusCode?: number; headers: Record<string, unknown> }>(
          (resolve, reject) =>
            https
              .get(options, (answer) => answer.resume().on('end', () => resolve(answer)))
              .on('error', reject),
        );
        expect(res.statusCode).toBe(200);
        expect(hstsOf(res)).toBe(HSTS);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  it('keeps API answers out of caches', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: admin.email, password: admin.password },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    expect(
      (await t.call('GET', '/api/users/mine', { token: admin.accessToken })).headers['cache-control'],
    ).toBe('no-store');
  });

  it('answers GET /api/health without a token', async () => {
    const t = await createTestApp();
    const res = await t.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document of the contract without a token', async () => {
    const t = await createTestApp();
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    for (const p of ['/auth/register', '/auth/login', '/auth/forget-password', '/health', '/users/{id}']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const register = doc.paths['/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'organizationName',
    );
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '429']));
    // Public routes say so; everything else needs the bearer token.
    expect(register.security).toEqual([]);
    expect(doc.paths['/health'].get.security).toEqual([]);
    expect(doc.paths['/users/{id}'].get.security).toBeUndefined();
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('serves the browsable API docs as HTML without a token', async () => {
    const t = await createTestApp();
    let res = await t.call('GET', '/api/docs');
    if (res.statusCode === 302) res = await t.call('GET', res.headers.location as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });

  it('serves the web app with a fallback to index.html for page URLs, and 404 for unknown API routes', async () => {
    const webDist = tempDir('leavedesk-web-');
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>LeaveDesk</title>');
    const t = await createTestApp({ WEB_DIST: webDist });
    const page = await t.call('GET', '/leaves/policies/3?tab=types');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>LeaveDesk</title>');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const api = await t.call('GET', '/api/nowhere');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
    expect((await t.call('GET', '/missing.js')).statusCode).toBe(404);
  });
});
