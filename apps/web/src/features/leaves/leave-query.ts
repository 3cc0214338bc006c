import type { Leave } from '@leavedesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/** GET /leaves/{id}: one request, as the caller may see it (404 otherwise). */
export function useLeave(id: number) {
  return useQuery({
    queryKey: ['leaves', 'detail', id],
    queryFn: ({ signal }) => api.get<Leave>(`/leaves/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
