import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ForgetPasswordBody, LoginBody } from './auth';
import { forgetPasswordProblems, loginProblems } from './sign-in';

/** The first message per field of a zod answer, as a form shows them. */
function zodProblems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const problems: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

const local = fc.stringMatching(/^[A-Za-z0-9_'+.-]{0,70}$/);
const domain = fc.stringMatching(/^[A-Za-z0-9.-]{0,40}\.[A-Za-z]{0,5}$/);
/** Addresses near the rules' edges: valid ones, broken ones, padded, over-long, and any text. */
const emails = fc.oneof(
  fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`),
  fc
    .tuple(local, domain, fc.constantFrom(' ', '  ', '\t', ''))
    .map(([l, d, pad]) => `${pad}${l.toUpperCase()}@${d}${pad}`),
  fc.stringMatching(/^[a-z]{230,260}$/).map((l) => `${l}@example.com`),
  fc.string({ maxLength: 40 }),
);
const passwords = fc.oneof(
  fc.string({ minLength: 0, maxLength: 10 }),
  fc.string({ minLength: 120, maxLength: 140 }),
);

describe('the sign-in rules of the browser and of the server', () => {
  it('find the same problems in a sign-in, field by field, with the same messages', () => {
    fc.assert(
      fc.property(emails, passwords, (email, password) => {
        expect(loginProblems({ email, password })).toEqual(
          zodProblems(LoginBody.safeParse({ email, password })),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('find the same problems in a forgotten-password request', () => {
    fc.assert(
      fc.property(emails, (email) => {
        expect(forgetPasswordProblems({ email })).toEqual(
          zodProblems(ForgetPasswordBody.safeParse({ email })),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('accept a plain address and an 8-character password, and refuse the edges', () => {
    expect(loginProblems({ email: ' Ada@Example.com ', password: '12345678' })).toEqual({});
    expect(loginProblems({ email: 'ada@example', password: '1234567' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(loginProblems({ email: `${'a'.repeat(250)}@example.com`, password: 'x'.repeat(129) })).toEqual({
      email: 'Too big: expected string to have <=254 characters',
      password: 'Password must be at most 128 characters',
    });
  });
});
