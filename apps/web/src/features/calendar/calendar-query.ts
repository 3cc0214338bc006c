import type { CalendarGrid, CalendarLeave } from '@leavedesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

export interface GridRequest {
  /** `YYYY-MM`. */
  month: string;
  teamId?: number;
}

export interface DayRequest {
  date: string;
  teamId?: number;
}

/**
 * GET /leaves/calendar/grid: per day of the month's weeks, how many are away and the first three of
 * them (the viewer's team first). Its size does not grow with the organization.
 */
export function calendarGridQueryOptions(request: GridRequest) {
  return queryOptions({
    queryKey: ['leaves', 'calendar', 'grid', request],
    queryFn: ({ signal }) =>
      api.get<CalendarGrid>('/leaves/calendar/grid', {
        signal,
        query: { month: request.month, teamId: request.teamId },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCalendarGrid(request: GridRequest) {
  return useQuery(calendarGridQueryOptions(request));
}

/** GET /leaves/calendar/day: everyone away on one day, in the grid's order. */
export function calendarDayQueryOptions(request: DayRequest) {
  return queryOptions({
    queryKey: ['leaves', 'calendar', 'day', request],
    queryFn: ({ signal }) =>
      api.get<CalendarLeave[]>('/leaves/calendar/day', {
        signal,
        query: { date: request.date, teamId: request.teamId },
      }),
  });
}

export function useCalendarDay(request: DayRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...calendarDayQueryOptions(request), enabled });
}
