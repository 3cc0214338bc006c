import { z } from 'zod';

export const ROLES = ['ORGANIZATION_ADMIN', 'TEAM_ADMIN', 'EMPLOYEE'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;
export const ROLE_LABELS: Record<Role, string> = {
  ORGANIZATION_ADMIN: 'Admin',
  TEAM_ADMIN: 'Team Admin',
  EMPLOYEE: 'Employee',
};

export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING'] as const;
export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

/**
 * CANCELLED: withdrawn by the requester while PENDING, or cancelled later (POST /leaves/{id}/cancel).
 * Kept in the history; never counted, shown in the calendar or checked for overlap.
 */
export const LEAVE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export const LeaveStatus = z.enum(LEAVE_STATUSES);
export type LeaveStatus = z.infer<typeof LeaveStatus>;
/** The statuses that count in a balance and take part in overlaps and the calendar. */
export const COUNTED_LEAVE_STATUSES = ['PENDING', 'ACCEPTED'] as const satisfies readonly LeaveStatus[];

/**
 * Half days: a leave may start at noon of its first day (AFTERNOON) and end at noon of its last
 * day (MORNING). A one-day leave is a morning (`endDayPart: MORNING`) or an afternoon
 * (`startDayPart: AFTERNOON`), never both.
 */
export const START_DAY_PARTS = ['FULL', 'AFTERNOON'] as const;
export const StartDayPart = z.enum(START_DAY_PARTS, { error: 'Start day part must be FULL or AFTERNOON.' });
export type StartDayPart = z.infer<typeof StartDayPart>;
export const END_DAY_PARTS = ['FULL', 'MORNING'] as const;
export const EndDayPart = z.enum(END_DAY_PARTS, { error: 'End day part must be FULL or MORNING.' });
export type EndDayPart = z.infer<typeof EndDayPart>;

export const LEAVE_CYCLES = ['UNLIMITED', 'PER_MONTH', 'PER_YEAR'] as const;
export const LeaveCycle = z.enum(LEAVE_CYCLES);
export type LeaveCycle = z.infer<typeof LeaveCycle>;
export const CYCLE_LABELS: Record<LeaveCycle, string> = {
  UNLIMITED: 'Unlimited',
  PER_MONTH: 'Per Month',
  PER_YEAR: 'Per Year',
};

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

/** ACTIVE or ARCHIVED, for leave types and leave policies. */
export const RECORD_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export const RecordStatus = z.enum(RECORD_STATUSES);
export type RecordStatus = z.infer<typeof RecordStatus>;

export const NOTIFICATION_STATUSES = ['PENDING', 'SENT', 'FAILED', 'READ'] as const;
export const NotificationStatus = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof NotificationStatus>;

export const TRIGGER_STATUSES = ['ENABLED', 'DISABLED', 'ARCHIVED'] as const;
export const TriggerStatus = z.enum(TRIGGER_STATUSES);
export type TriggerStatus = z.infer<typeof TriggerStatus>;

export const CHANNELS = ['EMAIL', 'SLACK'] as const;
export const Channel = z.enum(CHANNELS);
export type Channel = z.infer<typeof Channel>;

export const RECEPTORS = [
  'USER',
  'TEAM_ADMIN',
  'ORGANIZATION_ADMIN',
  'ALL_TEAM_MEMBERS',
  'REVIEWERS',
] as const;
export const Receptor = z.enum(RECEPTORS);
export type Receptor = z.infer<typeof Receptor>;

export const EVENT_TYPES = [
  'ORGANIZATION_CREATED',
  'USER_CREATED',
  'LEAVE_CREATED',
  'LEAVE_STATUS_UPDATED',
  'TEAM_CREATED',
  'NOTIFICATION_CREATED',
] as const;
export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

export const ASSET_BUCKETS = ['PROFILE_IMAGE'] as const;
export const AssetBucket = z.enum(ASSET_BUCKETS);
export type AssetBucket = z.infer<typeof AssetBucket>;
