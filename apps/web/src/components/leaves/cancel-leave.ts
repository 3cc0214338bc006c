import type { Leave } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

/** POST /leaves/{id}/cancel {reason?}: the leave becomes CANCELLED (kept in the history). */
export function useCancelLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      api.post<Leave>(`/leaves/${id}/cancel`, reason ? { reason } : {}),
    onSuccess: (leave) => queryClient.setQueryData(['leaves', 'detail', leave.id], leave),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['leaves'] }),
  });
}
