import type { Holiday } from '@leavedesk/contracts';
import { useQueries } from '@tanstack/react-query';
import * as React from 'react';
import { api } from '@/api/client';

/**
 * GET /holidays/{countryCode}/{year} for each year: the holidays of one country, as a map from
 * date to name. Empty while loading or without a country.
 */
export function useHolidays(countryCode: string | null | undefined, years: number[]) {
  const results = useQueries({
    queries: years.map((year) => ({
      queryKey: ['holidays', countryCode, year],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<Holiday[]>(`/holidays/${countryCode}/${year}`, { signal }),
      enabled: Boolean(countryCode),
      staleTime: 10 * 60_000,
    })),
  });
  const isLoading = results.some((r) => r.isLoading);
  const version = `${countryCode}:${results.map((r) => r.dataUpdatedAt).join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes whenever an answer does
  const byDate = React.useMemo(() => {
    const map = new Map<string, string>();
    for (const r of results) for (const h of r.data ?? []) map.set(h.date, h.description);
    return map;
  }, [version]);
  return { byDate, isLoading };
}
