import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { invalidatePolicyData } from './keys';

/** DELETE /leaves/types/{id}: a type some leave or policy uses is archived instead (204 either way). */
export function deleteLeaveType(id: number) {
  return api.delete(`/leaves/types/${id}`);
}

export function useDeleteLeaveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeaveType,
    onSuccess: () => invalidatePolicyData(queryClient),
  });
}
