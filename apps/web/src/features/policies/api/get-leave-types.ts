import type { LeaveType } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { leaveTypeKeys } from './keys';

/** GET /leaves/types: active types first, then archived, each by name. */
export function getLeaveTypes(signal?: AbortSignal) {
  return api.get<LeaveType[]>('/leaves/types', { signal });
}

export const leaveTypesQuery = () =>
  queryOptions({ queryKey: leaveTypeKeys.all, queryFn: ({ signal }) => getLeaveTypes(signal) });

export function useLeaveTypes() {
  return useQuery(leaveTypesQuery());
}
