import type { LeaveType, LeaveTypeBody } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { invalidatePolicyData } from './keys';

/** POST /leaves/types */
export function createLeaveType(body: LeaveTypeBody) {
  return api.post<LeaveType>('/leaves/types', body);
}

export function useCreateLeaveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeaveType,
    onSuccess: () => invalidatePolicyData(queryClient),
  });
}
