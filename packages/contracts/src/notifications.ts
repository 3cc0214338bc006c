import { z } from 'zod';
import { PAGE_NUMBER_MAX } from './common';
import { ChannelDelivery } from './deliveries';

import { CHANNELS, EVENT_TYPES, RECEPTORS } from './enum-values';
import {
  Channel,
  EndDayPart,
  EventType,
  LeaveStatus,
  NotificationStatus,
  Receptor,
  Role,
  StartDayPart,
  TriggerStatus,
} from './enums';

import { id, multilineText, text } from './input';
import { TRIGGER_NAME_MAX } from './limits';
import { EVENT_DEFINITIONS, NOTIFICATION_MSG, TEMPLATE_MAX } from './notification-texts';

/*
 * Notifications: the typed params of every event, the event schemas answered by
 * GET /v1/notifications/events (generated from these same definitions), triggers and sent
 * notifications (spec part 1 §3 and §7, part 2 §2, §3 and §5, api.md, server-rules §6).
 */

// ─── Event params ────────────────────────────────────────────────────────────────────────────────

export const EventOrganization = z
  .object({
    id: z.number().int().describe('Organization id'),
    name: z.string().describe('Organization name'),
    country: z.string().describe('Two-letter country code of the organization'),
    timezone: z.string().describe('IANA time zone of the organization'),
  })
  .describe('The organization');

export const EventTeam = z
  .object({
    id: z.number().int().describe('Team id'),
    name: z.string().describe('Team name'),
  })
  .describe('A team');

export const EventUser = z
  .object({
    id: z.number().int().describe('User id'),
    firstName: z.string().describe('First name'),
    lastName: z.string().describe('Last name'),
    fullName: z.string().describe('First and last name'),
    email: z.string().describe('E-mail address'),
    role: Role.describe('Role in the organization'),
    team: EventTeam.nullable().describe("The user's team"),
  })
  .describe('The person the event is about');

export const EventReviewer = z
  .object({
    id: z.number().int().describe('User id of the reviewer'),
    firstName: z.string().describe('First name of the reviewer'),
    lastName: z.string().describe('Last name of the reviewer'),
    fullName: z.string().describe('First and last name of the reviewer'),
  })
  .describe('Who accepted, rejected or cancelled the request');

export const EventLeave = z
  .object({
    id: z.number().int().describe('Leave id'),
    status: LeaveStatus.describe('Status of the request'),
    startAt: z.string().describe('First day (YYYY-MM-DD); use {{formatDate leave.startAt}}'),
    endAt: z.string().describe('Last day (YYYY-MM-DD); use {{formatDate leave.endAt}}'),
    startDayPart: StartDayPart.describe('FULL, or AFTERNOON when the first day starts at noon'),
    endDayPart: EndDayPart.describe('FULL, or MORNING when the last day ends at noon'),
    duration: z
      .number()
      .describe('Working days counted (a half day counts 0.5), or hours for a leave in hours (see unit)'),
    unit: z.enum(['DAYS', 'HOURS']).describe('DAYS, or HOURS when the duration is in hours'),
    startTime: z.string().nullable().describe('A leave asked for by the hour: its first hour (HH:mm)'),
    endTime: z.string().nullable().describe('A leave asked for by the hour: its end (HH:mm)'),
    totalDays: z.number().int().describe('Calendar days, first and last included'),
    reason: z.string().nullable().describe('Reason given by the requester'),
    cancelReason: z.string().nullable().describe('Reason given when the request was cancelled'),
    reviewReason: z
      .string()
      .nullable()
      .describe('Reason the reviewer gave with their decision (accepted or rejected)'),
    type: z
      .object({
        id: z.number().int().describe('Leave type id'),
        name: z.string().describe('Leave type name'),
        symbol: z.string().describe('Leave type symbol (emoji)'),
      })
      .describe('The leave type'),
  })
  .describe('The leave request');

export const EventNotification = z
  .object({
    title: z.string().describe('Title of the notification that was created'),
    textContent: z.string().describe('Text of the notification that was created'),
    eventType: EventType.describe('Event that caused it'),
    triggerName: z.string().describe('Name of the trigger that created it'),
    recipientCount: z.number().int().describe('How many people received it'),
  })
  .describe('Notifications created by another trigger');

const link = z.string().describe('Address of the screen that acts on the event');

/** Where a request is in its approval steps after a decision (issue 28). */
export const EventApproval = z
  .object({
    step: z.number().int().describe('The step the request now waits at (the last one reached once decided)'),
    steps: z.number().int().describe('How many approval steps the request has'),
    decided: z
      .boolean()
      .describe('Whether the request no longer waits for a step: accepted, rejected or cancelled'),
  })
  .describe('Approval steps: e.g. {{#unless approval.decided}}waits for step {{approval.step}}{{/unless}}');

/**
 * The Accept and Reject links of the reviewers' e-mail (issue 28, decision 0035): each e-mail
 * carries its recipient's own signed link, made when the e-mail is sent; in the app and on Slack
 * they are the request's address.
 */
export const EventDecide = z
  .object({
    acceptLink: z
      .string()
      .describe("The recipient's own link to accept the request (a page that asks to confirm; e-mail only)"),
    rejectLink: z
      .string()
      .describe("The recipient's own link to reject the request (a page that asks to confirm; e-mail only)"),
  })
  .describe('Decide from the e-mail: {{decide.acceptLink}} and {{decide.rejectLink}}');
/** The person named to cover during a leave (issue 28). */
export const EventSubstitute = z
  .object({
    id: z.number().int().describe('User id of the substitute'),
    firstName: z.string().describe('First name of the substitute'),
    lastName: z.string().describe('Last name of the substitute'),
    fullName: z.string().describe('First and last name of the substitute'),
    email: z.string().describe('E-mail address of the substitute'),
  })
  .describe('Who covers during the leave (the USER receptor of this event)');

export const EVENT_PARAMS = {
  ORGANIZATION_CREATED: z.object({ organization: EventOrganization, user: EventUser, link }),
  USER_CREATED: z.object({ organization: EventOrganization, user: EventUser, link }),
  LEAVE_CREATED: z.object({
    organization: EventOrganization,
    user: EventUser,
    leave: EventLeave,
    link,
    decide: EventDecide.optional(),
  }),
  LEAVE_STATUS_UPDATED: z.object({
    organization: EventOrganization,
    user: EventUser,
    leave: EventLeave,
    reviewer: EventReviewer,
    approval: EventApproval,
    link,
  }),
  TEAM_CREATED: z.object({
    organization: EventOrganization,
    user: EventUser.describe('The admin who created the team'),
    team: EventTeam.describe('The new team'),
    link,
  }),
  NOTIFICATION_CREATED: z.object({
    organization: EventOrganization,
    user: EventUser,
    notification: EventNotification,
    link,
  }),
  LEAVE_REVIEW_REMINDER: z.object({
    organization: EventOrganization,
    user: EventUser.describe('The person who asked for the leave'),
    leave: EventLeave,
    approval: EventApproval,
    waitingDays: z
      .number()
      .int()
      .describe('How many working days the request has waited at its current step'),
    escalated: z
      .boolean()
      .describe(
        'Whether the request waited long enough that the organization admins are told too (escalateAfterWorkingDays)',
      ),
    link,
  }),
  LEAVE_SUBSTITUTE_ASSIGNED: z.object({
    organization: EventOrganization,
    user: EventUser.describe('The requester, who will be away'),
    leave: EventLeave,
    substitute: EventSubstitute,
    link,
  }),
} as const satisfies Record<EventType, z.ZodObject>;

export type EventParams = { [K in EventType]: z.infer<(typeof EVENT_PARAMS)[K]> };

/** Params used by the trigger form's live preview and by tests: what a real event looks like. */
export const SAMPLE_PARAMS: EventParams = (() => {
  const organization = { id: 1, name: 'Acme', country: 'DE', timezone: 'Europe/Berlin' };
  const team = { id: 3, name: 'Engineering' };
  const user = {
    id: 7,
    firstName: 'Jane',
    lastName: 'Doe',
    fullName: 'Jane Doe',
    email: 'jane.doe@example.com',
    role: 'EMPLOYEE' as const,
    team,
  };
  const leave = {
    id: 42,
    status: 'PENDING' as const,
    startAt: '2026-12-21',
    endAt: '2026-12-24',
    startDayPart: 'FULL' as const,
    endDayPart: 'FULL' as const,
    duration: 4,
    unit: 'DAYS' as const,
    startTime: null,
    endTime: null,
    totalDays: 4,
    reason: 'Family visit',
    cancelReason: null,
    reviewReason: null,
    type: { id: 1, name: 'Vacation', symbol: '🏖️' },
  };
  const reviewer = { id: 2, firstName: 'Ada', lastName: 'Admin', fullName: 'Ada Admin' };
  return {
    ORGANIZATION_CREATED: { organization, user: { ...user, role: 'ORGANIZATION_ADMIN' }, link: '/' },
    USER_CREATED: { organization, user, link: '/' },
    LEAVE_CREATED: {
      organization,
      user,
      leave,
      link: '/leaves/42',
      decide: {
        acceptLink: '/leaves/42/decide?token=sample-accept-link',
        rejectLink: '/leaves/42/decide?token=sample-reject-link',
      },
    },
    LEAVE_STATUS_UPDATED: {
      organization,
      user,
      leave: { ...leave, status: 'ACCEPTED' },
      reviewer,
      approval: { step: 1, steps: 1, decided: true },
      link: '/leaves/42',
    },
    TEAM_CREATED: { organization, user: { ...user, role: 'ORGANIZATION_ADMIN' }, team, link: '/teams' },
    NOTIFICATION_CREATED: {
      organization,
      user,
      notification: {
        title: 'New leave request',
        textContent: 'Jane Doe asked for Vacation.',
        eventType: 'LEAVE_CREATED',
        triggerName: 'Leave request to reviewers',
        recipientCount: 2,
      },
      link: '/leaves/42',
    },
    LEAVE_REVIEW_REMINDER: {
      organization,
      user,
      leave,
      approval: { step: 1, steps: 1, decided: false },
      waitingDays: 3,
      escalated: false,
      link: '/leaves/42',
    },
    LEAVE_SUBSTITUTE_ASSIGNED: {
      organization,
      user,
      leave,
      substitute: {
        id: 9,
        firstName: 'Sam',
        lastName: 'Stone',
        fullName: 'Sam Stone',
        email: 'sam.stone@example.com',
      },
      link: '/leaves/42',
    },
  };
})();

// ─── Event schemas (GET /v1/notifications/events) ────────────────────────────────────────────────

export interface EventField {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  enumValues?: string[];
  properties?: EventField[];
  items?: { type: string; enumValues?: string[]; properties?: EventField[] };
}

export const EventField: z.ZodType<EventField> = z.lazy(() =>
  z.object({
    name: z.string(),
    type: z.string(),
    required: z.boolean(),
    description: z.string().optional(),
    enumValues: z.array(z.string()).optional(),
    properties: z.array(EventField).optional(),
    items: z
      .object({
        type: z.string(),
        enumValues: z.array(z.string()).optional(),
        properties: z.array(EventField).optional(),
      })
      .optional(),
  }),
);

export const EventSchema = z.object({
  name: EventType,
  description: z.string(),
  receptors: z.array(Receptor),
  schema: z.object({ type: z.literal('object'), properties: z.array(EventField) }),
});
export type EventSchema = z.infer<typeof EventSchema>;

type JsonSchema = {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

function fieldsOf(schema: JsonSchema): EventField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => {
    const { nullable, ...field } = fieldOf(prop);
    return { name, ...field, required: required.has(name) && !nullable };
  });
}

function fieldOf(prop: JsonSchema): Omit<EventField, 'name' | 'required'> & { nullable?: boolean } {
  const variants = prop.anyOf ?? prop.oneOf;
  if (variants) {
    const nonNull = variants.filter((v) => v.type !== 'null');
    const inner = fieldOf(nonNull[0] ?? {});
    return {
      ...inner,
      description: prop.description ?? inner.description,
      nullable: nonNull.length < variants.length,
    };
  }
  const type = Array.isArray(prop.type) ? (prop.type.find((t) => t !== 'null') ?? 'string') : prop.type;
  const out: Omit<EventField, 'name' | 'required'> & { nullable?: boolean } = {
    type: type ?? (prop.enum ? 'string' : 'object'),
    ...(prop.description ? { description: prop.description } : {}),
    ...(prop.enum ? { enumValues: prop.enum.map(String) } : {}),
    ...(Array.isArray(prop.type) && prop.type.includes('null') ? { nullable: true } : {}),
  };
  if (out.type === 'object' && prop.properties) out.properties = fieldsOf(prop);
  if (out.type === 'array' && prop.items) {
    const item = fieldOf(prop.items);
    out.items = {
      type: item.type,
      ...(item.enumValues ? { enumValues: item.enumValues } : {}),
      ...(item.properties ? { properties: item.properties } : {}),
    };
  }
  return out;
}

/** The schema of one event's params, as the API describes it: generated from EVENT_PARAMS. */
export function eventSchema(name: EventType): EventSchema {
  const json = z.toJSONSchema(EVENT_PARAMS[name], { unrepresentable: 'any' }) as JsonSchema;
  return {
    name,
    description: EVENT_DEFINITIONS[name].description,
    receptors: [...EVENT_DEFINITIONS[name].receptors],
    schema: { type: 'object', properties: fieldsOf(json) },
  };
}

export function eventSchemas(): EventSchema[] {
  return EVENT_TYPES.map(eventSchema);
}

/** Every variable path of an event ('leave.type.name'), objects included, for the variable list. */
export function variablePaths(fields: EventField[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    const path = `${prefix}${f.name}`;
    return f.properties ? [path, ...variablePaths(f.properties, `${path}.`)] : [path];
  });
}

// ─── Triggers ───────────────────────────────────────────────────────────────────────────────────

const requiredLine = (message: string, max: number, maxMessage: string) =>
  text(message).min(1, message).max(max, maxMessage);
const requiredText = (message: string, max: number, maxMessage: string) =>
  multilineText(message).min(1, message).max(max, maxMessage);

export const TriggerBody = z
  .object({
    name: requiredLine(NOTIFICATION_MSG.nameRequired, TRIGGER_NAME_MAX, NOTIFICATION_MSG.nameMax),
    title: requiredLine(NOTIFICATION_MSG.titleRequired, 200, NOTIFICATION_MSG.titleMax),
    eventType: z.enum(EVENT_TYPES, { error: NOTIFICATION_MSG.eventTypeRequired }),
    receptors: z.enum(RECEPTORS, { error: NOTIFICATION_MSG.receptorRequired }),
    channels: z
      .array(z.enum(CHANNELS), { error: NOTIFICATION_MSG.channelRequired })
      .min(1, NOTIFICATION_MSG.channelRequired)
      .transform((list) => CHANNELS.filter((c) => list.includes(c))),
    textTemplate: requiredText(
      NOTIFICATION_MSG.textTemplateRequired,
      TEMPLATE_MAX,
      NOTIFICATION_MSG.templateMax,
    ),
    /** Optional: when empty, the e-mail's HTML is made from the rendered text (templates.ts). */
    htmlTemplate: multilineText().max(TEMPLATE_MAX, NOTIFICATION_MSG.templateMax).default(''),
    status: z.enum(['ENABLED', 'DISABLED']).optional(),
  })
  .superRefine((body, ctx) => {
    if (!EVENT_DEFINITIONS[body.eventType].receptors.includes(body.receptors))
      ctx.addIssue({ code: 'custom', path: ['receptors'], message: NOTIFICATION_MSG.receptorNotAllowed });
  });
export type TriggerBody = z.input<typeof TriggerBody>;

export const NotificationTrigger = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  eventType: EventType,
  receptors: Receptor,
  channels: z.array(Channel),
  status: TriggerStatus,
  textTemplate: z.string(),
  /** '' when the HTML is made from the text. */
  htmlTemplate: z.string(),
  /** The title rendered with the event's sample params (as the list shows it), null if it cannot be. */
  sampleTitle: z.string().nullable(),
  /** Notifications of this trigger that could not be delivered, and the last delivery error. */
  failedCount: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotificationTrigger = z.infer<typeof NotificationTrigger>;

/** POST /v1/notifications/triggers/preview: the templates rendered with SAMPLE_PARAMS. */
export const TriggerPreviewBody = z.object({
  eventType: z.enum(EVENT_TYPES, { error: NOTIFICATION_MSG.eventTypeRequired }),
  title: text().max(200).default(''),
  textTemplate: multilineText().max(TEMPLATE_MAX).default(''),
  htmlTemplate: multilineText().max(TEMPLATE_MAX).default(''),
});
export const TriggerPreview = z.object({
  title: z.string().nullable(),
  textContent: z.string().nullable(),
  htmlContent: z.string().nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type TriggerPreview = z.infer<typeof TriggerPreview>;

// ─── Sent notifications ─────────────────────────────────────────────────────────────────────────

export const Notification = z.object({
  id: z.number().int(),
  title: z.string(),
  status: NotificationStatus,
  event: EventType,
  trigger: z.object({ id: z.number().int(), name: z.string() }),
  channels: z.array(Channel),
  textContent: z.string(),
  htmlContent: z.string(),
  params: z.record(z.string(), z.unknown()),
  sentAt: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** Why delivery failed (FAILED only): a sentence, never a stack trace. */
  error: z.string().nullable(),
  /** Each channel's delivery (e-mail, Slack), whatever the notification's own status. */
  deliveries: z.array(ChannelDelivery),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationQuery = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  eventType: EventType.optional(),
  status: NotificationStatus.optional(),
  /** `true`: only those not READ (what the bell counts as unread); `false`: only READ ones. */
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false.' })
    .transform((v) => v === 'true')
    .optional(),
});
export type NotificationQuery = z.input<typeof NotificationQuery>;

export const NotificationCount = z.object({
  /** Notifications not READ, whatever their e-mail or Slack delivery is doing. */
  unreadCount: z.number().int(),
  totalCount: z.number().int(),
});
export type NotificationCount = z.infer<typeof NotificationCount>;

export const ReadNotificationsBody = z.array(id()).min(1).max(100);

/** Slack webhook test (Organization page). */
export const SlackTestBody = z.object({ url: text().min(1).max(2000) });
