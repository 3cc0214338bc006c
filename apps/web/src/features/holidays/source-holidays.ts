import type { FetchedHoliday } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

export interface HolidaySourceQuery {
  year: number;
  countryCode: string;
}

/**
 * GET /holidays/fetch?year&countryCode: what the holiday source offers for import. Kept apart from
 * the stored holidays' key so an import does not ask the source again.
 */
export function sourceHolidaysQueryOptions({ year, countryCode }: HolidaySourceQuery) {
  return queryOptions({
    queryKey: ['holiday-source', countryCode, year],
    queryFn: ({ signal }) =>
      api.get<FetchedHoliday[]>('/holidays/fetch', { query: { year, countryCode }, signal }),
    // The source's answer for a past or coming year does not change while the screen is open.
    staleTime: 10 * 60_000,
    retry: false,
    // The screen shows its own 'Failed to fetch holidays' toast.
    meta: { silentError: true },
  });
}

export function useSourceHolidays(query: HolidaySourceQuery | undefined) {
  return useQuery({
    ...sourceHolidaysQueryOptions(query ?? { year: 0, countryCode: '' }),
    enabled: Boolean(query),
  });
}
