import { NOTIFICATIONS_POLL_MS, type NotificationCount } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { inboxKeys } from './notification-keys';

/** GET /v1/notifications/count. */
export function fetchNotificationCount(signal?: AbortSignal): Promise<NotificationCount> {
  return api.get<NotificationCount>('/v1/notifications/count', { signal });
}

/**
 * The bell's count: on load, then every 30 s while the tab is visible (TanStack Query skips the
 * interval while the document is hidden), and at once when the tab shows again.
 */
export function notificationCountQueryOptions() {
  return queryOptions({
    queryKey: inboxKeys.count(),
    queryFn: ({ signal }) => fetchNotificationCount(signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    // A poll that fails (offline, a restart) must not raise an 'Error' toast every 30 s.
    meta: { silentError: true },
  });
}

export function useNotificationCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationCountQueryOptions(), enabled });
}
