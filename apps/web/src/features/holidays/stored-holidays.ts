import type { Holiday } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { HOLIDAYS_KEY } from './holiday-overview';

/**
 * GET /holidays/{countryCode}/{year}: the stored holidays of a country in a year, by date. The key
 * is the one the calendar's holiday query uses, so both share one cache entry.
 */
export function storedHolidaysQueryOptions(countryCode: string, year: number) {
  return queryOptions({
    queryKey: [...HOLIDAYS_KEY, countryCode, year],
    queryFn: ({ signal }) => api.get<Holiday[]>(`/holidays/${countryCode}/${year}`, { signal }),
  });
}

export function useStoredHolidays(selection: { countryCode: string; year: number } | undefined) {
  return useQuery({
    ...storedHolidaysQueryOptions(selection?.countryCode ?? '', selection?.year ?? 0),
    enabled: Boolean(selection),
  });
}
