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

export const OrganizationMetadata = z
  .object({
    // Any web address passes the body: the server applies the https and public-address rules,
    // which SLACK_ALLOW_PRIVATE_URLS lifts for tests and local set-ups (a local http webhook).
    slackWebhookUrl: webhookUrl(/^https?$/),
    /** Everyone, not only organization admins, may subscribe to the whole organization's calendar feed. */
    organizationFeedForEveryone: z.boolean({ error: 'Must be true or false' }).nullable().optional(),
    /** A working day's hours for people without a work schedule (issue 29); default 8. */
    hoursPerDay: HoursPerDay.nullable().optional(),
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
