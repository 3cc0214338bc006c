import { z } from 'zod';
import { PAGE_NUMBER_MAX } from './common';
import { Channel, EventType } from './enums';

/**
 * How a notification's e-mail or Slack post is getting on (decision 0029). PENDING: on its way,
 * retried while its failures may pass (`lastError` then says the last one, `nextAttemptAt` when it
 * is tried again); DONE: delivered; FAILED: given up, or refused for good; SKIPPED: a Slack post
 * left out because the organization has no webhook URL (`lastError` is the warning).
 */
export const DELIVERY_STATES = ['PENDING', 'DONE', 'FAILED', 'SKIPPED'] as const;
export const DeliveryState = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof DeliveryState>;

/** One channel of one notification, as its recipient sees it beside the entry. */
export const ChannelDelivery = z.object({
  channel: Channel,
  status: DeliveryState,
  /** Attempts made so far. */
  attempts: z.number().int(),
  /** The last failure while PENDING or FAILED, the warning when SKIPPED; a sentence. */
  lastError: z.string().nullable(),
  /** When it is tried again (PENDING only). */
  nextAttemptAt: z.string().nullable(),
});
export type ChannelDelivery = z.infer<typeof ChannelDelivery>;

/**
 * A delivery of the organization that waits after a failure or has failed, as its admins see it
 * on /notifications (`GET /v1/notifications/deliveries`). An e-mail has its recipient; a Slack
 * post (one per event and trigger) has none.
 */
export const DeliveryIssue = ChannelDelivery.extend({
  id: z.number().int(),
  status: z.enum(['PENDING', 'FAILED']),
  title: z.string(),
  event: EventType,
  trigger: z.object({ id: z.number().int(), name: z.string() }),
  recipient: z
    .object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  createdAt: z.string(),
});
export type DeliveryIssue = z.infer<typeof DeliveryIssue>;

export const DeliveryIssueQuery = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(['PENDING', 'FAILED']).optional(),
});
export type DeliveryIssueQuery = z.input<typeof DeliveryIssueQuery>;

/** The sentences of deliveries (server and web). */
export const DELIVERY_TEXT = {
  slackWithoutWebhook:
    'Slack needs a webhook URL: set it on the Organization page first, or choose e-mail only.',
  notRetryable: 'Only a failed delivery can be tried again.',
  notRenderable: "This delivery cannot be tried again: its trigger's templates could not be rendered.",
  issuesTitle: 'Deliveries waiting or failed',
  issuesDescription:
    'E-mails and Slack posts of your organization that could not be delivered yet. Those waiting are tried again by themselves; a failed one is tried again when you say so.',
  retry: 'Try again',
  retried: 'The delivery is queued again.',
} as const;
