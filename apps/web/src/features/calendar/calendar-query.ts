import type { CalendarLeave } from '@leavedesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/** GET /leaves/calendar: PENDING and ACCEPTED leaves overlapping a range of at most 100 days. */
export function useCalendarLeaves(
  range: { from: string; to: string; teamId?: number },
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    enabled,
    queryKey: ['leaves', 'calendar', range],
    queryFn: ({ signal }) =>
      api.get<CalendarLeave[]>('/leaves/calendar', {
        signal,
        query: { from: range.from, to: range.to, teamId: range.teamId },
      }),
    placeholderData: keepPreviousData,
  });
}
