import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TEXT } from '@leavedesk/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, tempDir } from './harness';
import { type Fixture, operationsOf, urlOf, validValue } from './openapi-operations';

/**
 * The OpenAPI document lists the API's operations and nothing else: every one of them is a route
 * the server has, and the web app's own routes (its files, `/assets/*`) are not in it. The app is
 * built with a web app to serve, so those routes exist beside the API.
 */

const webDist = tempDir('leavedesk-web-');
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>LeaveDesk</title>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'index-AbCdEf12.js'), 'console.log(1);');
const t = await createTestApp({ WEB_DIST: webDist });
const document = (await t.call('GET', '/api/openapi.json')).json();
const operations = operationsOf(document);
// No record has these ids: a route that matches answers, at worst, that the record is not found.
const fixture: Fixture = { teamId: 2_147_483_647, policyId: 2_147_483_647, typeId: 2_147_483_647 };

describe('the OpenAPI document', () => {
  it('describes the API only, not the web app beside it', async () => {
    expect((await t.call('GET', '/assets/index-AbCdEf12.js')).statusCode).toBe(200);
    expect(operations.length).toBeGreaterThanOrEqual(50);
    expect(Object.keys(document.paths).filter((p) => p.includes('*') || p.startsWith('/api'))).toEqual([]);
  });

  it.each(operations.map((op) => [op.method, op.path, op] as const))(
    '%s %s is a route of the server',
    async (method, documented, op) => {
      // Called as a client reading the document would: a route that exists answers for itself, a
      // missing record included (NOT_FOUND), never the router's ROUTE_NOT_FOUND.
      const params = Object.fromEntries(
        op.params.map((p) => [p.name, encodeURIComponent(String(validValue(p.schema, p.name, fixture)))]),
      );
      const res = await t.app.inject({ method, url: urlOf(op, params, {}) });
      const context = `${method} ${documented}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.json().code, context).not.toBe('ROUTE_NOT_FOUND');
      // Without a token, every route that needs one says so; the public ones answer for themselves.
      if (!op.isPublic)
        expect(res.json(), context).toMatchObject({ code: 'UNAUTHENTICATED', message: TEXT.sessionExpired });
      const route = `/api${documented.replace(/\{(\w+)\}/g, ':$1')}`;
      expect(t.app.hasRoute({ method, url: route }), `${method} ${route}`).toBe(true);
    },
  );
});
