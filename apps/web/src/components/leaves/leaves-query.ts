import type { Leave, LeaveStatus } from '@leavedesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

export interface PagedLeaves {
  contents: Leave[];
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalContents: number;
}

export interface LeaveFilters {
  userId?: number | 'mine';
  teamId?: number;
  status?: LeaveStatus[];
  pageNumber: number;
  pageSize?: number;
  /** Leaves touching `from`..`to` (`YYYY-MM-DD`). */
  from?: string;
  to?: string;
}

/** GET /leaves: a page of leave requests, newest start first, narrowed by the caller's role. */
export function leavesQueryOptions(filters: LeaveFilters, options: { silentError?: boolean } = {}) {
  return queryOptions({
    queryKey: ['leaves', 'list', filters],
    queryFn: ({ signal }) =>
      api.get<PagedLeaves>('/leaves', {
        signal,
        query: {
          userId: filters.userId,
          teamId: filters.teamId,
          status: filters.status,
          pageNumber: filters.pageNumber,
          pageSize: filters.pageSize,
          from: filters.from,
          to: filters.to,
        },
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: options.silentError },
  });
}

export function useLeaves(filters: LeaveFilters, options: { silentError?: boolean; enabled?: boolean } = {}) {
  return useQuery({ ...leavesQueryOptions(filters, options), enabled: options.enabled ?? true });
}
