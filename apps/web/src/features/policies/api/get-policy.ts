import type { LeavePolicy } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { policyKeys } from './keys';

/** GET /leaves/policies/{id} */
export function getPolicy(id: number, signal?: AbortSignal) {
  return api.get<LeavePolicy>(`/leaves/policies/${id}`, { signal });
}

export const policyQuery = (id: number) =>
  queryOptions({ queryKey: policyKeys.one(id), queryFn: ({ signal }) => getPolicy(id, signal) });

export function usePolicy(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...policyQuery(id), enabled: options.enabled ?? true });
}
