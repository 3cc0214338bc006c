import type { CreateLeaveBody, Leave } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

/** POST /leaves: requests a leave for oneself. */
export function useCreateLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLeaveBody) => api.post<Leave>('/leaves', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leaves'] }),
  });
}
