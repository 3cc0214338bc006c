import type { CalendarFeeds } from '@leavedesk/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

export const FEEDS_KEY = ['feeds', 'mine'] as const;

/** GET /feeds/mine: the signed-in user's calendar feed URLs. */
export function feedsQueryOptions() {
  return queryOptions({
    queryKey: FEEDS_KEY,
    queryFn: ({ signal }) => api.get<CalendarFeeds>('/feeds/mine', { signal }),
  });
}

export function useFeeds() {
  return useQuery(feedsQueryOptions());
}

/** POST /feeds/mine/regenerate: new URLs; the old ones stop working. */
export function useRegenerateFeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeeds>('/feeds/mine/regenerate'),
    onSuccess: (feeds) => queryClient.setQueryData(FEEDS_KEY, feeds),
  });
}
