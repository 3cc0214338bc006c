import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

/** DELETE /leaves/{id}: withdraws one's own PENDING request. */
export function useWithdrawLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/leaves/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['leaves'] }),
  });
}
