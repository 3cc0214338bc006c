import type { HolidayOverview } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/** Every holiday query starts with this key; invalidate it after an import or a removal. */
export const HOLIDAYS_KEY = ['holidays'] as const;

/** GET /holidays: how many holidays are stored per year and country. */
export function holidayOverviewQueryOptions() {
  return queryOptions({
    queryKey: [...HOLIDAYS_KEY, 'overview'],
    queryFn: ({ signal }) => api.get<HolidayOverview[]>('/holidays', { signal }),
  });
}

export function useHolidayOverview() {
  return useQuery(holidayOverviewQueryOptions());
}
