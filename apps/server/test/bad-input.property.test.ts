import type { LeaveType } from '@leavedesk/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization } from '../src/modules/users/people.fixture';
import { type BadRequest, badRequests, Raw } from './bad-input';
import { organizationFingerprint, signUpTraces } from './fingerprint';
import { createTestApp } from './harness';
import { type Fixture, type Operation, operationsOf, urlOf } from './openapi-operations';

/**
 * Issue 11: bad input never answers 5xx. Every route of the OpenAPI document the app serves is
 * sent generated bad requests (wrong types, missing fields, huge ids, NUL and other control
 * characters, impossible dates, deep or large metadata, oversize text, bad bodies, bad path ids and
 * query values, unknown fields) by each role, and each answer must be below 500; when it is not a
 * 2xx it has the error shape with a readable message, and nothing of the organization changed.
 * A request made bad in a way no route may accept must not succeed.
 *
 * Replay a failure with the seed it prints: FC_SEED=<seed> npx vitest run --project server-pglite
 * apps/server/test/bad-input.property.test.ts. FC_RUNS raises the runs per route and role.
 */

const t = await createTestApp();
const operations = operationsOf((await t.call('GET', '/api/openapi.json')).json());
const seed = Number(process.env.FC_SEED) || Math.floor(Math.random() * 2 ** 31);
const runs = Number(process.env.FC_RUNS) || 1;

type Role = 'organization admin' | 'team admin' | 'employee' | 'no token';
/** Runs per route: most for the organization admin, whom no role check stops before validation. */
const RUNS: Record<Role, number> = { 'organization admin': 12, 'team admin': 6, employee: 6, 'no token': 3 };

let tokens: Record<Role, string | undefined>;
let fixture: Fixture;
let organizationId: number;

beforeAll(async () => {
  const org = await buildOrganization(t, 'Fuzzed Org');
  organizationId = org.admin.user.organization.id;
  tokens = {
    'organization admin': org.admin.accessToken,
    'team admin': org.teamAdminA.token,
    employee: org.employeeA.token,
    'no token': undefined,
  };
  const types = (
    await t.call('GET', '/api/leaves/types', { token: org.admin.accessToken })
  ).json() as LeaveType[];
  fixture = { teamId: org.teamA, policyId: org.policyId, typeId: types[0]!.id };
});

/** The body as JSON text, with Raw values written as they are. */
function payloadOf(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) => {
    if (!(value instanceof Raw)) return value;
    raws.push(value.json);
    return `__raw_${raws.length - 1}__`;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_m, i: string) => raws[Number(i)]!);
}

function send(op: Operation, role: Role, bad: BadRequest): Promise<LightMyRequestResponse> {
  const token = tokens[role];
  const payload = payloadOf(bad.body);
  return t.app.inject({
    method: op.method,
    url: urlOf(op, bad.params, bad.query),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload !== undefined ? { 'content-type': bad.contentType ?? 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** A sentence: it may start in lower case (the spec's "team selection is required"), never run on. */
const READABLE = /^\p{L}\P{Cc}{4,400}$/u;
const INTERNALS = /postgres|pglite|drizzle|node_modules|stack|sql|\bat \S+:\d+/i;

function expectErrorShape(res: LightMyRequestResponse, context: string) {
  expect(res.headers['content-type'], context).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body).sort(), context).toEqual(
    ['code', 'error', 'message', 'statusCode', ...(body.details ? ['details'] : [])].sort(),
  );
  expect(body.statusCode, context).toBe(res.statusCode);
  expect(body.error, context).toMatch(/^[A-Z][A-Za-z ]+$/);
  expect(body.code, context).toMatch(/^[A-Z][A-Z0-9_]+$/);
  expect(body.message, context).toMatch(READABLE);
  expect(body.message, context).not.toMatch(INTERNALS);
  for (const detail of body.details ?? []) {
    expect(detail, context).toEqual({ field: expect.any(String), message: expect.stringMatching(READABLE) });
  }
}

/** What the request could have written: the organization, and a sign-up's own organization and user. */
async function traces(signUp: { email: string; organizationName: string } | undefined) {
  const db = t.app.services.db;
  const organization = await organizationFingerprint(db, organizationId);
  return signUp
    ? `${organization}\n${await signUpTraces(db, signUp.email, signUp.organizationName)}`
    : organization;
}

describe('every route of the OpenAPI document, sent bad input by every role', () => {
  it('finds the routes in the document the app serves', () => {
    expect(operations.length).toBeGreaterThanOrEqual(52);
    expect(operations.filter((op) => op.body).length).toBeGreaterThanOrEqual(20);
  });

  it.each(operations.map((op, index) => [op.method, op.path, op, index] as const))(
    '%s %s: never 5xx, the error shape, nothing written',
    async (_method, _path, op, index) => {
      // A public route (sign-up, sign-in) does not look at tokens: it is called without one.
      const roles = op.isPublic ? [['no token', RUNS['organization admin']] as const] : Object.entries(RUNS);
      for (const [turn, [role, count]] of (roles as [Role, number][]).entries()) {
        const property = fc.asyncProperty(badRequests(op, fixture), async (bad) => {
          // A sign-up writes outside the fixture's organization: look for its address and name.
          const valid = (bad.validBody ?? {}) as Record<string, unknown>;
          const signUp =
            typeof valid.email === 'string' && typeof valid.organizationName === 'string'
              ? { email: valid.email, organizationName: valid.organizationName }
              : undefined;
          const before = await traces(signUp);
          const res = await send(op, role, bad);
          const context = `${op.method} ${op.path} as ${role}, ${bad.what}: ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, context).toBeLessThan(500);
          if (bad.mustRefuse) expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
          if (res.statusCode >= 300) {
            expectErrorShape(res, context);
            expect(await traces(signUp), `${context}: something was written`).toBe(before);
          }
        });
        try {
          await fc.assert(property, { numRuns: count * runs, seed: seed + index * 4 + turn });
        } catch (error) {
          throw new Error(`${(error as Error).message}\nReplay with FC_SEED=${seed}`, { cause: error });
        }
      }
    },
  );
});
