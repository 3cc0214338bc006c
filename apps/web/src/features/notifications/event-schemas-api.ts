import type { EventSchema } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/** GET /v1/notifications/events: each event's params schema and the receptors it allows. */
export function getEventSchemas(signal?: AbortSignal) {
  return api.get<EventSchema[]>('/v1/notifications/events', { signal });
}

/** The schemas never change while the server runs. */
export const eventSchemasQuery = () =>
  queryOptions({
    queryKey: ['notification-events'] as const,
    queryFn: ({ signal }) => getEventSchemas(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Its failure is told in the spec's own words ('Failed to fetch event schemas') by the form. */
export function useEventSchemas() {
  return useQuery({ ...eventSchemasQuery(), meta: { silentError: true } });
}
