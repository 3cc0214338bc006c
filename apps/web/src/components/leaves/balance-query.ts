import type { Balance } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/** GET /leaves/{userId|mine}/balance: one item per activated type of the user's policy. */
export function balanceQueryOptions(userId: number | 'mine') {
  return queryOptions({
    queryKey: ['leaves', 'balance', userId],
    queryFn: ({ signal }) => api.get<Balance[]>(`/leaves/${userId}/balance`, { signal }),
  });
}

export function useBalances(userId: number | 'mine') {
  return useQuery(balanceQueryOptions(userId));
}
