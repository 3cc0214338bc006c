import { z } from 'zod';
import { Metadata } from './common';
import { COUNTRY_CODES } from './countries';
import { WEEKDAYS } from './enum-values';
import { Weekday } from './enums';
import { boundMetadata, text } from './input';
import { ORGANIZATION_NAME_MAX } from './limits';
import { MSG } from './messages';
import { HoursPerDay } from './schedules';

export const Organization = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  timezone: z.string(),
  weekFirstDay: Weekday,
  workingDays: z.array(Weekday),
  metadata: Metadata,
});
export type Organization = z.infer<typeof Organization>;

export function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = z.string().max(64).refine(isIanaTimeZone, 'Time zone must be a valid IANA time zone');

export const SLACK_WEBHOOK_HTTPS = 'Slack webhook URL must be an https URL';

const webhookUrl = (protocol: RegExp) =>
  z
    .union([z.literal(''), z.url({ protocol, error: SLACK_WEBHOOK_HTTPS })])
    .nullable()
    .optional();

/** The Organization page's Slack webhook field: https, as every real set-up needs. */
export const SlackWebhookUrl = webhookUrl(/^https$/);

/** The longest wait before approvers are reminded of a request (working days; issue 28). */
export const REMINDER_AFTER_MAX = 30;
/** The longest wait before the organization admins are told too (working days). */
export const ESCALATE_AFTER_MAX = 60;
export const REMINDER_AFTER_DEFAULT = 2;
export const ESCALATE_AFTER_DEFAULT = 5;

export const APPROVAL_SETTINGS_MSG = {
  reminderAfter: `Remind approvers after a whole number of working days from 0 to ${REMINDER_AFTER_MAX} (0 turns reminders off).`,
  escalateAfter: `Tell organization admins after a whole number of working days from 0 to ${ESCALATE_AFTER_MAX} (0 never tells them).`,
  escalateBeforeReminder:
    'Organization admins are told with a reminder: choose at least as many working days as for reminding approvers, or 0 to never tell them.',
  rejectionReasonRequired: 'Whether reasons are required must be true or false.',
} as const;

/** An organization's approval settings (metadata, issue 28), with their defaults. */
export interface ApprovalSettings {
  /** Working days a request waits at a step before its approvers are reminded; 0: never. */
  reminderAfterWorkingDays: number;
  /** Working days before the organization admins are reminded too; 0: never. */
  escalateAfterWorkingDays: number;
  rejectionReasonRequired: boolean;
}

function wholeIn(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

/** The approval settings an organization's metadata says (a missing or unreadable value: its default). */
export function approvalSettingsOf(metadata: Record<string, unknown> | null | undefined): ApprovalSettings {
  const m = metadata ?? {};
  return {
    reminderAfterWorkingDays: wholeIn(m.reminderAfterWorkingDays, REMINDER_AFTER_MAX)
      ? m.reminderAfterWorkingDays
      : REMINDER_AFTER_DEFAULT,
    escalateAfterWorkingDays: wholeIn(m.escalateAfterWorkingDays, ESCALATE_AFTER_MAX)
      ? m.escalateAfterWorkingDays
      : ESCALATE_AFTER_DEFAULT,
    rejectionReasonRequired: m.rejectionReasonRequired === true,
  };
}

/**
 * Escalation rides on a reminder (the organization admins are told with the approvers), so when
 * both are set and not 0 the escalation may not come before the reminder. When the escalation is
 * left at its default and the reminder comes later, the admins are told from the first reminder.
 * Answers the sentence, or undefined.
 */
export function escalationProblem(metadata: Record<string, unknown>): string | undefined {
  const remind = metadata.reminderAfterWorkingDays;
  const escalate = metadata.escalateAfterWorkingDays;
  return typeof remind === 'number' &&
    typeof escalate === 'number' &&
    remind > 0 &&
    escalate > 0 &&
    escalate < remind
    ? APPROVAL_SETTINGS_MSG.escalateBeforeReminder
    : undefined;
}

const workingDaysSetting = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message).nullable().optional();

export const OrganizationMetadata = z
  .object({
    // Any web address passes the body: the server applies the https and public-address rules,
    // which SLACK_ALLOW_PRIVATE_URLS lifts for tests and local set-ups (a local http webhook).
    slackWebhookUrl: webhookUrl(/^https?$/),
    /** Everyone, not only organization admins, may subscribe to the whole organization's calendar feed. */
    organizationFeedForEveryone: z.boolean({ error: 'Must be true or false' }).nullable().optional(),
    /** A working day's hours for people without a work schedule (issue 29); default 8. */
    hoursPerDay: HoursPerDay.nullable().optional(),
    /** Working days a request waits at a step before its approvers are reminded (default 2; 0: never). */
    reminderAfterWorkingDays: workingDaysSetting(REMINDER_AFTER_MAX, APPROVAL_SETTINGS_MSG.reminderAfter),
    /** Working days before the organization admins are reminded too (default 5; 0: never). */
    escalateAfterWorkingDays: workingDaysSetting(ESCALATE_AFTER_MAX, APPROVAL_SETTINGS_MSG.escalateAfter),
    /** A rejection needs a reason (PUT /leaves/{id}). */
    rejectionReasonRequired: z
      .boolean({ error: APPROVAL_SETTINGS_MSG.rejectionReasonRequired })
      .nullable()
      .optional(),
  })
  .catchall(z.unknown())
  .superRefine(boundMetadata);

export const UpdateOrganizationBody = z.object({
  name: text().min(2, MSG.orgNameMin).max(ORGANIZATION_NAME_MAX, MSG.orgNameMax),
  country: z
    .string({ error: MSG.orgCountryRequired })
    .min(1, MSG.orgCountryRequired)
    .refine((c) => COUNTRY_CODES.has(c), MSG.orgCountryRequired),
  timezone: TimeZone,
  weekFirstDay: z.enum(WEEKDAYS, { error: MSG.weekFirstDayRequired }),
  workingDays: z
    .array(Weekday)
    .min(1, MSG.workingDaysRequired)
    .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
  /**
   * Merged into the stored metadata: a key not sent is kept, a key sent as null is removed (and an
   * empty Slack webhook URL too); absent, the stored metadata is kept whole.
   */
  metadata: OrganizationMetadata.optional(),
});
export type UpdateOrganizationBody = z.input<typeof UpdateOrganizationBody>;
