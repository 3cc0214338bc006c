import type { LeavePolicy, LeavePolicyUpdateBody } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { invalidatePolicyData, policyKeys } from './keys';

/** PUT /leaves/policies/{id}: `activatedTypes` replaces the policy's types. */
export function updatePolicy({ id, body }: { id: number; body: LeavePolicyUpdateBody }) {
  return api.put<LeavePolicy>(`/leaves/policies/${id}`, body);
}

export function useUpdatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicy,
    onSuccess: (policy) => {
      queryClient.setQueryData(policyKeys.one(policy.id), policy);
      return invalidatePolicyData(queryClient);
    },
  });
}
