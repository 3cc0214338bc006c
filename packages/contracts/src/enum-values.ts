/*
 * The values of the enums and their labels, without zod: what only shows them (the shell, a badge)
 * loads no schema library. enums.ts builds the zod enums and their types from these.
 */

export const ROLES = ['ORGANIZATION_ADMIN', 'TEAM_ADMIN', 'EMPLOYEE'] as const;
export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING'] as const;
/** The files GET /leaves/export and GET /leaves/balances/export write. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/**
 * CANCELLED: withdrawn by the requester while PENDING, or cancelled later (POST /leaves/{id}/cancel).
 * Kept in the history; never counted, shown in the calendar or checked for overlap.
 */
export const LEAVE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
/** The statuses that count in a balance and take part in overlaps and the calendar. */
export const COUNTED_LEAVE_STATUSES = [
  'PENDING',
  'ACCEPTED',
] as const satisfies readonly (typeof LEAVE_STATUSES)[number][];
/**
 * Half days: a leave may start at noon of its first day (AFTERNOON) and end at noon of its last
 * day (MORNING). A one-day leave is a morning (`endDayPart: MORNING`) or an afternoon
 * (`startDayPart: AFTERNOON`), never both.
 */
export const START_DAY_PARTS = ['FULL', 'AFTERNOON'] as const;
export const END_DAY_PARTS = ['FULL', 'MORNING'] as const;
export const LEAVE_CYCLES = ['UNLIMITED', 'PER_MONTH', 'PER_YEAR'] as const;
/** The unit of an activated type's allowance, balances and leave durations (issue 29). */
export const LEAVE_UNITS = ['DAYS', 'HOURS'] as const;
/**
 * STANDARD: an allowance per cycle period. TIME_OFF_IN_LIEU (issue 29): a balance earned by overtime
 * entries (POST /overtime), not bound to a year, each entry expiring after the activated type's
 * `expiresAfterMonths`.
 */
export const LEAVE_TYPE_KINDS = ['STANDARD', 'TIME_OFF_IN_LIEU'] as const;
/** An overtime entry's status: as a leave's, without the half-day rules. */
export const OVERTIME_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
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
  'LEAVE_REVIEW_REMINDER',
  'LEAVE_SUBSTITUTE_ASSIGNED',
] as const;
export const ASSET_BUCKETS = ['PROFILE_IMAGE'] as const;
/**
 * How screens name each event and receptor: in words, never the API's value (which stays the
 * enum's). Every place that shows one reads these maps.
 */
export const EVENT_TYPE_LABELS: Record<(typeof EVENT_TYPES)[number], string> = {
  ORGANIZATION_CREATED: 'An organization signs up',
  USER_CREATED: 'A person is added',
  LEAVE_CREATED: 'A leave is requested',
  LEAVE_STATUS_UPDATED: 'A leave is accepted, rejected or cancelled',
  TEAM_CREATED: 'A team is created',
  NOTIFICATION_CREATED: 'Another trigger sends notifications',
  LEAVE_REVIEW_REMINDER: 'A leave request is still waiting for a decision',
  LEAVE_SUBSTITUTE_ASSIGNED: 'Someone is named to cover during a leave',
};
export const RECEPTOR_LABELS: Record<(typeof RECEPTORS)[number], string> = {
  USER: 'The person it is about',
  TEAM_ADMIN: "Their team's admins",
  ORGANIZATION_ADMIN: 'All organization admins',
  ALL_TEAM_MEMBERS: 'Everyone in their team',
  REVIEWERS: "The request's reviewers",
};
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
/**
 * When a leave starts and ends, as a person reads it (exports): from the morning or the afternoon
 * of its first day, until the morning or the end of the afternoon of its last.
 */
export const START_DAY_PART_LABELS: Record<(typeof START_DAY_PARTS)[number], string> = {
  FULL: 'Morning',
  AFTERNOON: 'Afternoon',
};
export const END_DAY_PART_LABELS: Record<(typeof END_DAY_PARTS)[number], string> = {
  FULL: 'Afternoon',
  MORNING: 'Morning',
};

// The audit trail (audit.ts): its kinds, how the audit page names them, what entries are about.
export const AUDIT_KINDS = [
  'USER_CREATED',
  'USER_UPDATED',
  'USER_DELETED',
  'TEAM_CREATED',
  'TEAM_UPDATED',
  'TEAM_DELETED',
  'ORGANIZATION_UPDATED',
  'LEAVE_TYPE_CREATED',
  'LEAVE_TYPE_UPDATED',
  'LEAVE_TYPE_ARCHIVED',
  'LEAVE_TYPE_DELETED',
  'POLICY_CREATED',
  'POLICY_UPDATED',
  'POLICY_DELETED',
  'HOLIDAYS_IMPORTED',
  'HOLIDAY_DELETED',
  'LEAVE_REVIEWED',
  'LEAVE_WITHDRAWN',
  'LEAVE_CANCELLED',
  'BALANCE_ADJUSTED',
  'OVERTIME_RECORDED',
  'OVERTIME_REVIEWED',
  'OVERTIME_WITHDRAWN',
  'TRIGGER_CREATED',
  'TRIGGER_UPDATED',
  'TRIGGER_ARCHIVED',
  'TRIGGER_DELETED',
] as const;

/** How the audit page names each kind. */
export const AUDIT_KIND_LABELS: Record<(typeof AUDIT_KINDS)[number], string> = {
  USER_CREATED: 'User created',
  USER_UPDATED: 'User updated',
  USER_DELETED: 'User removed',
  TEAM_CREATED: 'Team created',
  TEAM_UPDATED: 'Team updated',
  TEAM_DELETED: 'Team removed',
  ORGANIZATION_UPDATED: 'Organization updated',
  LEAVE_TYPE_CREATED: 'Leave type created',
  LEAVE_TYPE_UPDATED: 'Leave type updated',
  LEAVE_TYPE_ARCHIVED: 'Leave type archived',
  LEAVE_TYPE_DELETED: 'Leave type removed',
  POLICY_CREATED: 'Policy created',
  POLICY_UPDATED: 'Policy updated',
  POLICY_DELETED: 'Policy removed',
  HOLIDAYS_IMPORTED: 'Holidays imported',
  HOLIDAY_DELETED: 'Holiday removed',
  LEAVE_REVIEWED: 'Leave reviewed',
  LEAVE_WITHDRAWN: 'Leave withdrawn',
  LEAVE_CANCELLED: 'Leave cancelled',
  BALANCE_ADJUSTED: 'Balance adjusted',
  OVERTIME_RECORDED: 'Overtime recorded',
  OVERTIME_REVIEWED: 'Overtime reviewed',
  OVERTIME_WITHDRAWN: 'Overtime withdrawn',
  TRIGGER_CREATED: 'Trigger created',
  TRIGGER_UPDATED: 'Trigger updated',
  TRIGGER_ARCHIVED: 'Trigger archived',
  TRIGGER_DELETED: 'Trigger removed',
};

export const AUDIT_TARGET_TYPES = [
  'USER',
  'TEAM',
  'ORGANIZATION',
  'LEAVE_TYPE',
  'POLICY',
  'HOLIDAY',
  'LEAVE',
  'TRIGGER',
] as const;

/** What a secret field's value reads as in an entry: that it changed shows, the value never. */
export const AUDIT_HIDDEN = '[hidden]';
