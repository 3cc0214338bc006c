import type { NotificationTrigger, TriggerBody } from '@leavedesk/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

/** Query keys of the triggers: every one starts with `notification-triggers`. */
export const triggerKeys = {
  all: ['notification-triggers'] as const,
  one: (id: number) => ['notification-triggers', id] as const,
};

/** GET /v1/notifications/triggers: the organization's triggers, archived last. */
export function getTriggers(signal?: AbortSignal) {
  return api.get<NotificationTrigger[]>('/v1/notifications/triggers', { signal });
}

export const triggersQuery = () =>
  queryOptions({ queryKey: triggerKeys.all, queryFn: ({ signal }) => getTriggers(signal) });

export function useTriggers() {
  return useQuery(triggersQuery());
}

/** GET /v1/notifications/triggers/{id}. */
export function getTrigger(id: number, signal?: AbortSignal) {
  return api.get<NotificationTrigger>(`/v1/notifications/triggers/${id}`, { signal });
}

export const triggerQuery = (id: number) =>
  queryOptions({ queryKey: triggerKeys.one(id), queryFn: ({ signal }) => getTrigger(id, signal) });

export function useTrigger(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...triggerQuery(id), enabled: options.enabled ?? true });
}

/** POST /v1/notifications/triggers: templates are checked against the event (400 with `details`). */
export function createTrigger(body: TriggerBody) {
  return api.post<NotificationTrigger>('/v1/notifications/triggers', body);
}

export function useCreateTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrigger,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: triggerKeys.all }),
  });
}

/** PUT /v1/notifications/triggers/{id}: the whole trigger; an archived one answers 409. */
export function updateTrigger({ id, body }: { id: number; body: TriggerBody }) {
  return api.put<NotificationTrigger>(`/v1/notifications/triggers/${id}`, body);
}

export function useUpdateTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrigger,
    onSuccess: (trigger) => {
      queryClient.setQueryData(triggerKeys.one(trigger.id), trigger);
      return queryClient.invalidateQueries({ queryKey: triggerKeys.all });
    },
  });
}

/** DELETE /v1/notifications/triggers/{id}: one that has sent notifications is archived instead. */
export function deleteTrigger(id: number) {
  return api.delete(`/v1/notifications/triggers/${id}`);
}

export function useDeleteTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrigger,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: triggerKeys.all }),
  });
}
