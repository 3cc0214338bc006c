import type { EventType, TriggerPreview } from '@leavedesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

export interface TriggerPreviewInput {
  eventType: EventType;
  title: string;
  textTemplate: string;
  htmlTemplate: string;
}

/**
 * POST /v1/notifications/triggers/preview: the templates rendered with the event's sample params
 * by the server (the page's CSP forbids the `eval` that compiled Handlebars needs).
 */
export function previewTrigger(body: TriggerPreviewInput, signal?: AbortSignal) {
  return api.post<TriggerPreview>('/v1/notifications/triggers/preview', body, { signal });
}

export const triggerPreviewQuery = (body: TriggerPreviewInput) =>
  queryOptions({
    queryKey: ['notification-trigger-preview', body] as const,
    queryFn: ({ signal }) => previewTrigger(body, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The last preview stays on screen while the next one renders; a failure only shows in the panel. */
export function useTriggerPreview(body: TriggerPreviewInput | undefined) {
  return useQuery({
    ...triggerPreviewQuery(body as TriggerPreviewInput),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
