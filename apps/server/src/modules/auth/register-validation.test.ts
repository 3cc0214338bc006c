import { describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail } from '../../../test/harness';

const valid = () => ({
  organizationName: 'Valid Org',
  country: 'NL',
  firstName: 'Vera',
  lastName: 'Valid',
  email: uniqueEmail('valid'),
  password: 'long-enough-1',
});

/** Part 1 §5: each sign-up rule with its exact message, reported in `details` for its field. */
describe('sign-up validation messages', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [
      'a password under 8 characters',
      { password: 'short7!' },
      'password',
      'Password must be at least 8 characters',
    ],
    ['a one-letter first name', { firstName: 'V' }, 'firstName', 'First name must be at least 2 characters'],
    ['a one-letter last name', { lastName: 'V' }, 'lastName', 'Last name must be at least 2 characters'],
    [
      'a one-letter organization name',
      { organizationName: 'O' },
      'organizationName',
      'Organization name must be at least 2 characters',
    ],
    ['no country', { country: undefined }, 'country', 'Please select your country'],
    ['an empty country', { country: '' }, 'country', 'Please select your country'],
    ['an unknown country code', { country: 'QQ' }, 'country', 'Please select your country'],
  ];

  it.each(cases)('refuses %s with its message', async (_what, change, field, message) => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/auth/register', { body: { ...valid(), ...change } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message });
    expect(body.details).toContainEqual({ field, message });
  });

  it('counts names after trimming spaces', async () => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/auth/register', { body: { ...valid(), firstName: '  V  ' } });
    expect(res.json().details).toContainEqual({
      field: 'firstName',
      message: 'First name must be at least 2 characters',
    });
  });

  it('reports every invalid field at once', async () => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/auth/register', {
      body: { email: 'x', password: 'x', firstName: 'x', lastName: 'x', organizationName: 'x', country: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['country', 'email', 'firstName', 'lastName', 'organizationName', 'password']);
  });

  it('accepts a sign-up without a phone', async () => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/auth/register', { body: valid() });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBeNull();
  });
});
