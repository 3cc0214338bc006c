import type { Balance } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/**
 * GET /leaves/{userId|mine}/balance: one item per activated type of the user's policy, for the
 * period of each type containing `date` (`YYYY-MM-DD`; today when left out).
 */
export function balanceQueryOptions(userId: number | 'mine', date?: string) {
  return queryOptions({
    queryKey: date ? ['leaves', 'balance', userId, date] : ['leaves', 'balance', userId],
    queryFn: ({ signal }) =>
      api.get<Balance[]>(`/leaves/${userId}/balance${date ? `?date=${date}` : ''}`, { signal }),
  });
}

export function useBalances(userId: number | 'mine', date?: string) {
  return useQuery(balanceQueryOptions(userId, date));
}
