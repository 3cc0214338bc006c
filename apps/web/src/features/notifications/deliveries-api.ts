import type { DeliveryIssue, Paged } from '@leavedesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { INBOX_KEY } from './notification-keys';

/** Query keys of the organization's deliveries waiting or failed (organization admins). */
export const deliveryKeys = {
  all: ['notifications', 'deliveries'] as const,
  page: (page: number) => ['notifications', 'deliveries', page] as const,
};

export const DELIVERY_ISSUES_PAGE_SIZE = 5;

/** GET /v1/notifications/deliveries: e-mails and Slack posts waiting after a failure, or failed. */
export function fetchDeliveryIssues(page: number, signal?: AbortSignal) {
  return api.get<Paged<DeliveryIssue>>('/v1/notifications/deliveries', {
    query: { page, size: DELIVERY_ISSUES_PAGE_SIZE },
    signal,
  });
}

export function useDeliveryIssues(page: number) {
  return useQuery({
    queryKey: deliveryKeys.page(page),
    queryFn: ({ signal }) => fetchDeliveryIssues(page, signal),
    staleTime: 0,
    // Waiting ones are tried again by themselves: what the page shows follows them.
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** POST /v1/notifications/deliveries/{id}/retry: a FAILED delivery queued again. */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<DeliveryIssue>(`/v1/notifications/deliveries/${id}/retry`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
        queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
      ]),
  });
}
