import type { LeavePolicy } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { policyKeys } from './keys';

/** GET /leaves/policies (team and organization admins): active first, then archived, by name. */
export function getPolicies(signal?: AbortSignal) {
  return api.get<LeavePolicy[]>('/leaves/policies', { signal });
}

export const policiesQuery = () =>
  queryOptions({ queryKey: policyKeys.all, queryFn: ({ signal }) => getPolicies(signal) });

export function usePolicies(options: { enabled?: boolean; silentError?: boolean } = {}) {
  return useQuery({
    ...policiesQuery(),
    enabled: options.enabled ?? true,
    meta: options.silentError ? { silentError: true } : undefined,
  });
}
