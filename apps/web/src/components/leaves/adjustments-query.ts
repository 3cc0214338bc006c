import type { LeaveAdjustment, LeaveAdjustmentBody } from '@leavedesk/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

/** GET /leaves/{userId|mine}/adjustments: one type's adjustments in the period containing `date`. */
export function adjustmentsQueryOptions(userId: number | 'mine', date: string, typeId: number) {
  return queryOptions({
    queryKey: ['leaves', 'adjustments', userId, { date, typeId }],
    queryFn: ({ signal }) =>
      api.get<LeaveAdjustment[]>(`/leaves/${userId}/adjustments`, { signal, query: { date, typeId } }),
  });
}

export function useAdjustments(userId: number | 'mine', date: string, typeId: number) {
  return useQuery(adjustmentsQueryOptions(userId, date, typeId));
}

/** POST /leaves/{userId}/adjustments: adds (or removes) days of one type in one period, with a note. */
export function useAddAdjustment(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveAdjustmentBody) =>
      api.post<LeaveAdjustment>(`/leaves/${userId}/adjustments`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['leaves'] }),
  });
}
