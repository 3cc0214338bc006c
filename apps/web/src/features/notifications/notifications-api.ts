import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationStatus,
  type Paged,
} from '@leavedesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { inboxKeys } from './notification-keys';

export interface NotificationListQuery {
  /** One-based, as this API alone takes it. */
  page: number;
  size?: number;
  status?: NotificationStatus;
  /** Only those not READ: what the bell counts as unread. */
  unread?: boolean;
}

/** GET /v1/notifications: the caller's notifications, newest first. */
export function fetchNotifications(
  { page, size = NOTIFICATIONS_PAGE_SIZE, status, unread }: NotificationListQuery,
  signal?: AbortSignal,
): Promise<Paged<Notification>> {
  return api.get<Paged<Notification>>('/v1/notifications', {
    query: { page, size, status, unread },
    signal,
  });
}

export function notificationsQueryOptions(query: NotificationListQuery) {
  const key = { page: query.page, size: query.size ?? NOTIFICATIONS_PAGE_SIZE, status: query.status };
  return queryOptions({
    queryKey: inboxKeys.list(key),
    queryFn: ({ signal }) => fetchNotifications(key, signal),
    // Opening the panel or the history always asks again: a notification may have arrived since.
    staleTime: 0,
  });
}

export function useNotifications(query: NotificationListQuery) {
  return useQuery({ ...notificationsQueryOptions(query), placeholderData: keepPreviousData });
}
