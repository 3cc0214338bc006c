/*
 * The values of the enums and their labels, without zod: what only shows them (the shell, a badge)
 * loads no schema library. enums.ts builds the zod enums and their types from these.
 */

export const ROLES = ['ORGANIZATION_ADMIN', 'TEAM_ADMIN', 'EMPLOYEE'] as const;
export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING'] as const;
export const LEAVE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const LEAVE_CYCLES = ['UNLIMITED', 'PER_MONTH', 'PER_YEAR'] as const;
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export const RECORD_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export const NOTIFICATION_STATUSES = ['PENDING', 'SENT', 'FAILED', 'READ'] as const;
export const TRIGGER_STATUSES = ['ENABLED', 'DISABLED', 'ARCHIVED'] as const;
export const CHANNELS = ['EMAIL', 'SLACK'] as const;
export const RECEPTORS = [
  'USER',
  'TEAM_ADMIN',
  'ORGANIZATION_ADMIN',
  'ALL_TEAM_MEMBERS',
  'REVIEWERS',
] as const;
export const EVENT_TYPES = [
  'ORGANIZATION_CREATED',
  'USER_CREATED',
  'LEAVE_CREATED',
  'LEAVE_STATUS_UPDATED',
  'TEAM_CREATED',
  'NOTIFICATION_CREATED',
] as const;
export const ASSET_BUCKETS = ['PROFILE_IMAGE'] as const;
export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  ORGANIZATION_ADMIN: 'Admin',
  TEAM_ADMIN: 'Team Admin',
  EMPLOYEE: 'Employee',
};
export const CYCLE_LABELS: Record<(typeof LEAVE_CYCLES)[number], string> = {
  UNLIMITED: 'Unlimited',
  PER_MONTH: 'Per Month',
  PER_YEAR: 'Per Year',
};
