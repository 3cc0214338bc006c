import type { LeaveType, LeaveTypeBody } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { invalidatePolicyData } from './keys';

/** PUT /leaves/types/{id}: the whole type. */
export function updateLeaveType({ id, body }: { id: number; body: LeaveTypeBody }) {
  return api.put<LeaveType>(`/leaves/types/${id}`, body);
}

export function useUpdateLeaveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeaveType,
    onSuccess: () => invalidatePolicyData(queryClient),
  });
}
