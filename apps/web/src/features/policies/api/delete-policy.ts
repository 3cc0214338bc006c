import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { invalidatePolicyData } from './keys';

/**
 * DELETE /leaves/policies/{id}: 409 while users are assigned to it or while it is the default;
 * otherwise it is gone from the list and from every picker (old leaves keep pointing at it).
 */
export function deletePolicy(id: number) {
  return api.delete(`/leaves/policies/${id}`);
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePolicy,
    onSuccess: () => invalidatePolicyData(queryClient),
  });
}
