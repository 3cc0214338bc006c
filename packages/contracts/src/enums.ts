import { z } from 'zod';
import {
  ASSET_BUCKETS,
  CHANNELS,
  END_DAY_PARTS,
  EVENT_TYPES,
  LEAVE_CYCLES,
  LEAVE_STATUSES,
  LEAVE_TYPE_KINDS,
  LEAVE_UNITS,
  NOTIFICATION_STATUSES,
  OVERTIME_STATUSES,
  RECEPTORS,
  RECORD_STATUSES,
  ROLES,
  START_DAY_PARTS,
  TRIGGER_STATUSES,
  USER_STATUSES,
  WEEKDAYS,
} from './enum-values';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

export const LeaveStatus = z.enum(LEAVE_STATUSES);
export type LeaveStatus = z.infer<typeof LeaveStatus>;
export { COUNTED_LEAVE_STATUSES } from './enum-values';

export const StartDayPart = z.enum(START_DAY_PARTS, { error: 'Start day part must be FULL or AFTERNOON.' });
export type StartDayPart = z.infer<typeof StartDayPart>;
export const EndDayPart = z.enum(END_DAY_PARTS, { error: 'End day part must be FULL or MORNING.' });
export type EndDayPart = z.infer<typeof EndDayPart>;

export const LeaveCycle = z.enum(LEAVE_CYCLES);
export type LeaveCycle = z.infer<typeof LeaveCycle>;

export const LeaveUnit = z.enum(LEAVE_UNITS, { error: 'Unit must be DAYS or HOURS.' });
export type LeaveUnit = z.infer<typeof LeaveUnit>;

export const LeaveTypeKind = z.enum(LEAVE_TYPE_KINDS, {
  error: 'Kind must be STANDARD or TIME_OFF_IN_LIEU.',
});
export type LeaveTypeKind = z.infer<typeof LeaveTypeKind>;

export const OvertimeStatus = z.enum(OVERTIME_STATUSES);
export type OvertimeStatus = z.infer<typeof OvertimeStatus>;

export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

/** ACTIVE or ARCHIVED, for leave types and leave policies. */
export const RecordStatus = z.enum(RECORD_STATUSES);
export type RecordStatus = z.infer<typeof RecordStatus>;

export const NotificationStatus = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof NotificationStatus>;

export const TriggerStatus = z.enum(TRIGGER_STATUSES);
export type TriggerStatus = z.infer<typeof TriggerStatus>;

export const Channel = z.enum(CHANNELS);
export type Channel = z.infer<typeof Channel>;

export const Receptor = z.enum(RECEPTORS);
export type Receptor = z.infer<typeof Receptor>;

export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

export const AssetBucket = z.enum(ASSET_BUCKETS);
export type AssetBucket = z.infer<typeof AssetBucket>;
