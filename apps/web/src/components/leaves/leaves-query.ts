import type { Leave, LeaveSort, LeaveStatus } from '@leavedesk/contracts';
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
  /** The order (none: newest start first). */
  sort?: LeaveSort;
  /** `me`: the PENDING requests whose current approval step the caller decides. */
  waitingFor?: 'me';
}

/** GET /leaves: a page of leave requests, newest start first (or `sort`), narrowed by the caller's role. */
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
          sort: filters.sort,
          waitingFor: filters.waitingFor,
        },
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: options.silentError },
  });
}

export function useLeaves(filters: LeaveFilters, options: { silentError?: boolean; enabled?: boolean } = {}) {
  return useQuery({ ...leavesQueryOptions(filters, options), enabled: options.enabled ?? true });
}
