/**
 * Query keys of the caller's own notifications (the bell's count, the panel and the history).
 * Every successful mutation anywhere invalidates INBOX_KEY (app/providers.tsx), since the user's
 * own action may have notified them; the read mutations below it update the cache themselves.
 */
export const INBOX_KEY = ['notifications', 'inbox'] as const;

export const inboxKeys = {
  count: () => [...INBOX_KEY, 'count'] as const,
  lists: () => [...INBOX_KEY, 'list'] as const,
  list: (query: { page: number; size: number; status?: string }) => [...INBOX_KEY, 'list', query] as const,
  read: () => [...INBOX_KEY, 'read'] as const,
};
