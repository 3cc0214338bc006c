import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Channel,
  type EventSchema,
  type EventType,
  type NotificationTrigger,
  type Receptor,
  TriggerBody,
} from '@leavedesk/contracts';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/api/client';

/**
 * The form's values: the body's fields, with the two selects empty ('') until chosen. The body's
 * own schema checks them, so an empty select gets the spec's message ('Event type is required',
 * 'Receptor is required'), the same rule the server applies.
 */
export interface TriggerFormValues {
  name: string;
  title: string;
  eventType: EventType | '';
  receptors: Receptor | '';
  channels: Channel[];
  textTemplate: string;
  htmlTemplate: string;
  status?: 'ENABLED' | 'DISABLED';
}

export type TriggerFormOutput = z.output<typeof TriggerBody>;

export const triggerFormResolver = zodResolver(TriggerBody) as unknown as Resolver<
  TriggerFormValues,
  unknown,
  TriggerFormOutput
>;

/** The three templated fields, in the order the form shows them. */
export const TEMPLATE_FIELDS = ['title', 'textTemplate', 'htmlTemplate'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

export const TEMPLATE_FIELD_LABELS: Record<TemplateField, string> = {
  title: 'Title',
  textTemplate: 'Text Template',
  htmlTemplate: 'HTML Template',
};

const FORM_FIELDS = new Set<string>([
  'name',
  'title',
  'eventType',
  'receptors',
  'channels',
  'textTemplate',
  'htmlTemplate',
  'status',
]);

export function emptyTriggerValues(): TriggerFormValues {
  return {
    name: '',
    title: '',
    eventType: '',
    receptors: '',
    channels: [],
    textTemplate: '',
    htmlTemplate: '',
  };
}

export function triggerValues(trigger: NotificationTrigger): TriggerFormValues {
  return {
    name: trigger.name,
    title: trigger.title,
    eventType: trigger.eventType,
    receptors: trigger.receptors,
    channels: [...trigger.channels],
    textTemplate: trigger.textTemplate,
    htmlTemplate: trigger.htmlTemplate,
    ...(trigger.status === 'ARCHIVED' ? {} : { status: trigger.status }),
  };
}

/** The receptor stays only if the newly chosen event allows it. */
export function receptorFor(schema: EventSchema | undefined, receptor: Receptor | ''): Receptor | '' {
  return receptor && schema?.receptors.includes(receptor) ? receptor : '';
}

/** The server's per-field problems (a 400's `details`) that belong to a field of this form. */
export function serverFieldErrors(
  error: unknown,
): { field: keyof TriggerFormValues & string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.details) return [];
  return error.details
    .filter((d) => FORM_FIELDS.has(d.field))
    .map((d) => ({ field: d.field as keyof TriggerFormValues & string, message: d.message }));
}
