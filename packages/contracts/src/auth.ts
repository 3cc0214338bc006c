import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { newPassword, text } from './input';
import { ORGANIZATION_NAME_MAX, PERSON_NAME_MAX, PHONE_MAX } from './limits';
import { MSG } from './messages';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './sign-in';
import { User } from './users';

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(MSG.emailInvalid))
  .pipe(z.string().max(EMAIL_MAX_LENGTH));
export const Password = newPassword()
  .min(PASSWORD_MIN_LENGTH, MSG.passwordMin)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordMax);
/** One message whether the country is missing, empty or unknown. */
export const CountryCode = z
  .string({ error: MSG.countryRequired })
  .refine((c) => COUNTRY_CODES.has(c), MSG.countryRequired);

export const RegisterBody = z.object({
  organizationName: text()
    .min(2, MSG.organizationNameMin)
    .max(ORGANIZATION_NAME_MAX, MSG.organizationNameMax),
  country: CountryCode,
  firstName: text().min(2, MSG.firstNameMin).max(PERSON_NAME_MAX, MSG.firstNameMax),
  lastName: text().min(2, MSG.lastNameMin).max(PERSON_NAME_MAX, MSG.lastNameMax),
  phone: text()
    .max(PHONE_MAX)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
  email: Email,
  password: Password,
  /** The browser's zone; one the server does not know falls back to UTC (register-organization). */
  timezone: text().max(64).optional(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const LoginBody = z.object({
  email: Email,
  password: z.string().min(PASSWORD_MIN_LENGTH, MSG.passwordMin).max(PASSWORD_MAX_LENGTH, MSG.passwordMax),
});
export type LoginBody = z.input<typeof LoginBody>;

export const ForgetPasswordBody = z.object({ email: Email });
export type ForgetPasswordBody = z.input<typeof ForgetPasswordBody>;

export const AuthAnswer = z.object({ accessToken: z.string(), user: User });
export type AuthAnswer = z.infer<typeof AuthAnswer>;
