import { type Leave, requestReviewedToast } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { toast } from '@/components/ui/use-toast';

export type ReviewStatus = 'ACCEPTED' | 'REJECTED';

/**
 * PUT /leaves/{id} {status, reason}: accepts or rejects a PENDING request. Success toasts 'Request
 * {status lowercased} successfully.'; a refusal (409 when someone was faster) shows the server's
 * sentence in the 'Error' toast and the lists refresh either way.
 */
export function useReviewLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: ReviewStatus; reason?: string }) =>
      api.put<Leave>(`/leaves/${id}`, { status, reason: reason?.trim() || undefined }),
    onSuccess: (leave) => {
      queryClient.setQueryData(['leaves', 'detail', leave.id], leave);
      toast({ variant: 'success', title: requestReviewedToast(leave.status) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['leaves'] }),
  });
}
