import { TEXT } from '@leavedesk/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, PASSWORD } from '../src/modules/users/people.fixture';
import { oneBadRequestPerPlace, sendBad } from './bad-input';
import { createTestApp } from './harness';
import { type Fixture, operationsOf } from './openapi-operations';

/**
 * Authentication is decided before validation on every route: a request with a revoked or invalid
 * token answers 401, whatever else is wrong with it (a bad path id, query value or body). Driven
 * over every authenticated operation of the OpenAPI document the app serves, so a route added
 * tomorrow is checked too. The same bad requests with a live token are refused (4xx, not 401):
 * each really is invalid.
 */

const t = await createTestApp();
const operations = operationsOf((await t.call('GET', '/api/openapi.json')).json()).filter(
  (op) => !op.isPublic,
);

let live: string;
let revoked: string;
let fixture: Fixture;

beforeAll(async () => {
  const org = await buildOrganization(t, 'Revoked Org');
  live = org.admin.accessToken;
  fixture = { teamId: org.teamA, policyId: org.policyId, typeId: 1 };
  // A password change revokes every token issued before it: the employee's old one is signed,
  // unexpired, and refused.
  revoked = org.employeeA.token;
  const changed = await t.call('PATCH', `/api/users/${org.employeeA.id}/password`, {
    token: revoked,
    body: { currentPassword: PASSWORD, newPassword: 'a-brand-new-pass-1' },
  });
  expect(changed.statusCode, changed.body).toBe(204);
});

function expectUnauthenticated(res: LightMyRequestResponse, context: string) {
  expect({ status: res.statusCode, body: res.json() }, context).toEqual({
    status: 401,
    body: { statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED', message: TEXT.sessionExpired },
  });
}

describe('a revoked or invalid token with invalid input', () => {
  it('finds the authenticated routes of the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'GET /leaves/calendar',
        'GET /leaves/calendar/grid',
        'GET /leaves/calendar/day',
      ]),
    );
  });

  it.each(operations.map((op) => [op.method, op.path, op] as const))(
    '%s %s answers 401 before looking at the input',
    async (_method, _path, op) => {
      const bads = oneBadRequestPerPlace(op, fixture);
      for (const bad of bads) {
        const context = `${op.method} ${op.path}, ${bad.what}`;
        const refused = await sendBad(t.app, op, bad, live);
        expect(refused.statusCode, `${context} with a live token: ${refused.body}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(refused.statusCode, `${context} with a live token: ${refused.body}`).not.toBe(401);
        expectUnauthenticated(await sendBad(t.app, op, bad, revoked), `${context}, revoked token`);
        expectUnauthenticated(await sendBad(t.app, op, bad, 'not-a-token'), `${context}, invalid token`);
      }
    },
  );

  it('answers 401 on the calendar for a revoked token and an invalid query, as the issue found', async () => {
    for (const url of [
      '/api/leaves/calendar?from=2027-13-01&to=2027-03-01',
      '/api/leaves/calendar/grid?month=nope',
      '/api/leaves/calendar/day?date=nope',
    ]) {
      const res = await t.call('GET', url, { token: revoked });
      expectUnauthenticated(res, url);
    }
  });
});
