import { type Leave, requestReviewedToast } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { toast } from '@/components/ui/use-toast';

/**
 * The spec's 'Request accepted successfully.'; an accept that passed a step of several says where
 * the request went (issue 28): it is still PENDING.
 */
export function reviewedToast(leave: Pick<Leave, 'status' | 'approval'>): string {
  if (leave.status !== 'PENDING') return requestReviewedToast(leave.status);
  const { step, steps } = leave.approval;
  return `Accepted. The request now waits for step ${step} of ${steps}.`;
}

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
      toast({ variant: 'success', title: reviewedToast(leave) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['leaves'] }),
  });
}
