import type { CreateOvertimeBody, OvertimeEntry, OvertimeStatus } from '@leavedesk/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

/*
 * The overtime calls of issue 29 (time off in lieu), in one place: the list, logging an entry,
 * a reviewer's decision and withdrawing one's own pending entry. Every change refreshes the
 * entries and the balances (an accepted entry adds to its type's balance).
 */

export interface PagedOvertime {
  contents: OvertimeEntry[];
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalContents: number;
}

export interface OvertimeFilters {
  userId?: number;
  status?: OvertimeStatus;
  pageNumber: number;
  pageSize?: number;
}

const OVERTIME_KEY = ['overtime'] as const;

/** GET /overtime: a page of the entries the caller may see (newest date first). */
export function overtimeQueryOptions(filters: OvertimeFilters, options: { silentError?: boolean } = {}) {
  return queryOptions({
    queryKey: [...OVERTIME_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      api.get<PagedOvertime>('/overtime', {
        signal,
        query: {
          userId: filters.userId,
          status: filters.status,
          pageNumber: filters.pageNumber,
          pageSize: filters.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: options.silentError },
  });
}

export function useOvertime(
  filters: OvertimeFilters,
  options: { silentError?: boolean; enabled?: boolean } = {},
) {
  return useQuery({ ...overtimeQueryOptions(filters, options), enabled: options.enabled ?? true });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: OVERTIME_KEY }),
      queryClient.invalidateQueries({ queryKey: ['leaves', 'balance'] }),
    ]);
}

/** POST /overtime: logs an entry (PENDING when the type requires approval, else ACCEPTED). */
export function useLogOvertime() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateOvertimeBody) => api.post<OvertimeEntry>('/overtime', body),
    onSuccess: refresh,
  });
}

export type OvertimeDecision = 'ACCEPTED' | 'REJECTED';

/** PUT /overtime/{id} {status, reason?}: a reviewer accepts or rejects a PENDING entry. */
export function useReviewOvertime() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: OvertimeDecision; reason?: string }) =>
      api.put<OvertimeEntry>(`/overtime/${id}`, { status, reason: reason?.trim() || undefined }),
    onSettled: refresh,
  });
}

/** Withdraws one's own PENDING entry. */
export function useWithdrawOvertime() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/overtime/${id}`),
    onSettled: refresh,
  });
}
