import type { LeavePolicy } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { invalidatePolicyData } from './keys';

/** POST /leaves/policies: a new policy is ACTIVE with no types (part 1 §4). */
export function createPolicy({ name }: { name: string }) {
  return api.post<LeavePolicy>('/leaves/policies', { name, status: 'ACTIVE', activatedTypes: [] });
}

export function useCreatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPolicy,
    onSuccess: () => invalidatePolicyData(queryClient),
  });
}
