import type { WorkSchedule } from '@leavedesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/**
 * The signed-in person's work schedule history (GET /users/mine/schedule; `[]` = the
 * organization's working days), for tinting the days they do not work (issue 29). Under ['users']
 * so that a schedule saved on the user details page refreshes it.
 */
export function useMySchedule(enabled = true) {
  return useQuery({
    queryKey: ['users', 'schedule', 'mine'],
    queryFn: ({ signal }) => api.get<WorkSchedule>('/users/mine/schedule', { signal }),
    enabled,
    staleTime: 5 * 60_000,
    // Not the screen's point: without it the organization's weekends are tinted, as before.
    meta: { silentError: true },
  });
}
