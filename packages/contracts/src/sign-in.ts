import { regexes } from 'zod/v4/core';
import { MSG } from './messages';

/*
 * The rules of the sign-in and forgotten-password forms, as plain functions: the first page a
 * visitor loads checks them without zod (its 15 KB would be an eighth of the page). The server's
 * schemas (`LoginBody`, `ForgetPasswordBody` in auth.ts) are built on the same bounds and the same
 * e-mail pattern, and a test holds both to the same answers.
 */

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What is wrong with each field, by field name; empty when the body is valid. */
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

/** zod's e-mail check (`z.email()`) after trimming and lower-casing, as `Email` does. */
export function emailProblem(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  if (!regexes.email.test(email)) return MSG.emailInvalid;
  if (email.length > EMAIL_MAX_LENGTH)
    return `Too big: expected string to have <=${EMAIL_MAX_LENGTH} characters`;
  return undefined;
}

export function loginProblems(body: {
  email: string;
  password: string;
}): FieldProblems<'email' | 'password'> {
  const problems: FieldProblems<'email' | 'password'> = {};
  const email = emailProblem(body.email);
  if (email) problems.email = email;
  if (body.password.length < PASSWORD_MIN_LENGTH) problems.password = MSG.passwordMin;
  else if (body.password.length > PASSWORD_MAX_LENGTH) problems.password = MSG.passwordMax;
  return problems;
}

export function forgetPasswordProblems(body: { email: string }): FieldProblems<'email'> {
  const email = emailProblem(body.email);
  return email ? { email } : {};
}
