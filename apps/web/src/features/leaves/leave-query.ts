import type { Leave } from '@leavedesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/**
 * GET /leaves/{id}: one request, as the caller may see it (404 otherwise). `fresh`: asked again
 * whenever the caller mounts (the bell's request entries: someone may have decided since).
 */
export function useLeave(id: number, options: { fresh?: boolean; silentError?: boolean } = {}) {
  return useQuery({
    queryKey: ['leaves', 'detail', id],
    queryFn: ({ signal }) => api.get<Leave>(`/leaves/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
    meta: { silentError: options.silentError },
  });
}
