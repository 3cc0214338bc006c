import type { Notification, NotificationCount, Paged } from '@leavedesk/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { fetchNotificationCount } from './notification-count-api';
import { inboxKeys } from './notification-keys';
import { isUnread } from './notification-meta';
import { fetchNotifications } from './notifications-api';

/** The route takes at most 100 ids per call. */
const READ_BATCH = 100;
/** Mark all stops after this many batches (10,000 unread) rather than loop on a server that disagrees. */
const MAX_BATCHES = 100;

/** POST /v1/notifications/read with the caller's own ids; answers the new count. */
export function readNotifications(ids: number[]): Promise<NotificationCount> {
  return api.post<NotificationCount>('/v1/notifications/read', ids);
}

/** The list entries in the cache become READ, as the server now has them (part 1 §4). */
function markReadInCache(queryClient: QueryClient, isRead: (n: Notification) => boolean) {
  queryClient.setQueriesData<Paged<Notification>>({ queryKey: inboxKeys.lists() }, (page) =>
    page
      ? {
          ...page,
          contents: page.contents.map((n) =>
            n.status !== 'READ' && isRead(n) ? { ...n, status: 'READ' } : n,
          ),
        }
      : page,
  );
}

/** Opening one entry: it becomes READ and the counter takes the server's new figure (one less). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: inboxKeys.read(),
    mutationFn: (id: number) => readNotifications([id]),
    onSuccess: (count, id) => {
      queryClient.setQueryData(inboxKeys.count(), count);
      markReadInCache(queryClient, (n) => n.id === id);
    },
  });
}

/**
 * 'Mark all as read': every unread notification of the caller (not READ, whatever its e-mail or
 * Slack post is doing), not only the ten the panel shows, in batches the route accepts. The counter
 * then reads the server's figure (0).
 */
async function markAllRead(): Promise<NotificationCount> {
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const unread = await fetchNotifications({ page: 1, size: READ_BATCH, unread: true });
    if (unread.contents.length === 0) break;
    const count = await readNotifications(unread.contents.map((n) => n.id));
    if (count.unreadCount === 0) return count;
  }
  return fetchNotificationCount();
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: inboxKeys.read(),
    mutationFn: markAllRead,
    onSuccess: (count) => {
      queryClient.setQueryData(inboxKeys.count(), count);
      markReadInCache(queryClient, isUnread);
    },
  });
}
