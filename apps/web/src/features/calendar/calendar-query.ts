import type { CalendarLeave } from '@leavedesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

export interface CalendarRange {
  from: string;
  to: string;
  teamId?: number;
}

/** GET /leaves/calendar: PENDING and ACCEPTED leaves overlapping a range of at most 100 days. */
export function calendarLeavesQueryOptions(range: CalendarRange) {
  return queryOptions({
    queryKey: ['leaves', 'calendar', range],
    queryFn: ({ signal }) =>
      api.get<CalendarLeave[]>('/leaves/calendar', {
        signal,
        query: { from: range.from, to: range.to, teamId: range.teamId },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCalendarLeaves(range: CalendarRange, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...calendarLeavesQueryOptions(range), enabled });
}
