import type { LeaveSuggestion } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/** GET /leaves/mine/plan: the planner's suggestions for a year and a leave type (issue 29). */
export function planQueryOptions(year: number, typeId: number) {
  return queryOptions({
    queryKey: ['leaves', 'plan', year, typeId],
    queryFn: ({ signal }) =>
      api.get<LeaveSuggestion[]>(`/leaves/mine/plan?year=${year}&typeId=${typeId}`, { signal }),
  });
}

export function usePlan(year: number, typeId: number | undefined) {
  return useQuery({ ...planQueryOptions(year, typeId ?? 0), enabled: typeId !== undefined });
}
