import { z } from 'zod';
import { CalendarDate, PageQuery, paged } from './common';
import { COUNTRY_CODES } from './countries';
import { ROLES } from './enum-values';
import { Role, UserStatus } from './enums';
import { DateOrTimestamp, Id, id, newPassword, text } from './input';
import { PERSON_NAME_MAX, PHONE_MAX } from './limits';
import { MSG } from './messages';
import { TimeZone } from './organization';

export const User = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: Role,
  status: UserStatus,
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  leavePolicy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  organization: z.object({ id: z.number().int(), name: z.string() }),
  joinedAt: CalendarDate,
  avatar: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof User>;

export const PagedUsers = paged(User);

export const UserIdParam = z.object({
  id: z.union([z.literal('mine'), Id], { error: 'The id must be a positive number or "mine"' }),
});

export const UserListQuery = PageQuery.extend({
  text: text().max(100).optional(),
  teamId: Id.optional(),
  role: Role.optional(),
  status: UserStatus.optional(),
});
export type UserListQuery = z.input<typeof UserListQuery>;

const country = z
  .string({ error: MSG.userCountryRequired })
  .min(1, MSG.userCountryRequired)
  .refine((c) => COUNTRY_CODES.has(c), MSG.userCountryRequired);

export const CreateUserBody = z.object({
  firstName: text().min(2, MSG.userFirstNameMin).max(PERSON_NAME_MAX, MSG.userFirstNameMax),
  lastName: text().min(2, MSG.userLastNameMin).max(PERSON_NAME_MAX, MSG.userLastNameMax),
  email: z.string().trim().toLowerCase().pipe(z.email(MSG.userEmailInvalid)).pipe(z.string().max(254)),
  password: newPassword().min(8, MSG.userPasswordMin).max(128),
  phone: text()
    .min(10, MSG.phoneMin)
    .max(PHONE_MAX)
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null)),
  country,
  timezone: TimeZone.optional().nullable(),
  teamId: id(MSG.teamRequired),
  leavePolicyId: id(MSG.policyRequired),
  role: z.enum(ROLES, { error: MSG.roleRequired }),
  joinedAt: DateOrTimestamp,
});
export type CreateUserBody = z.input<typeof CreateUserBody>;

/**
 * PATCH /users/{id|mine}. Every field is optional; which ones a caller may change depends on
 * their role (server-rules §3).
 */
export const UpdateUserBody = z.object({
  firstName: text().min(1, MSG.updateFirstNameRequired).max(PERSON_NAME_MAX, MSG.userFirstNameMax).optional(),
  lastName: text().min(1, MSG.updateLastNameRequired).max(PERSON_NAME_MAX, MSG.userLastNameMax).optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(MSG.updateEmailInvalid))
    .pipe(z.string().max(254))
    .optional(),
  phone: text()
    .max(PHONE_MAX)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  avatarAssetId: id().nullable().optional(),
  teamId: id(MSG.updateTeamRequired).optional(),
  leavePolicyId: id(MSG.updatePolicyRequired).optional(),
  role: z.enum(ROLES, { error: MSG.roleRequired }).optional(),
  joinedAt: DateOrTimestamp.optional(),
  status: UserStatus.optional(),
  country: country.nullable().optional(),
  timezone: TimeZone.nullable().optional(),
});
export type UpdateUserBody = z.input<typeof UpdateUserBody>;

export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1, MSG.required).max(128),
  newPassword: newPassword().min(8, MSG.newPasswordMin).max(128),
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/**
 * The admin's Update User form (part 2 §5): the body's fields, each one the form shows required.
 * Status is only offered to organization admins.
 */
export const UpdateUserForm = UpdateUserBody.pick({ phone: true, status: true }).extend({
  firstName: UpdateUserBody.shape.firstName.unwrap(),
  lastName: UpdateUserBody.shape.lastName.unwrap(),
  email: UpdateUserBody.shape.email.unwrap(),
  teamId: UpdateUserBody.shape.teamId.unwrap(),
  leavePolicyId: UpdateUserBody.shape.leavePolicyId.unwrap(),
  role: UpdateUserBody.shape.role.unwrap(),
  joinedAt: z.iso.date(MSG.startDateRequired),
});
export type UpdateUserForm = z.input<typeof UpdateUserForm>;

/** The Change Password form: the body plus the confirmation, which must equal the new password. */
export const ChangePasswordForm = z
  .object({
    currentPassword: z.string().min(8, MSG.currentPasswordMin).max(128),
    newPassword: newPassword().min(8, MSG.newPasswordMin).max(128),
    confirmPassword: z.string().min(8, MSG.newPasswordMin).max(128),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

/** The Create Employee form: the body, with the start date picked as a calendar date. */
export const CreateUserForm = CreateUserBody.extend({ joinedAt: z.iso.date(MSG.startDateRequired) });
export type CreateUserForm = z.input<typeof CreateUserForm>;
