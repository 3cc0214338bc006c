import type { TeamSummary } from '@leavedesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/**
 * GET /teams: every team of the organization, by name, with its member count and team admins.
 * Pickers and the Teams page share it.
 */
export const TEAMS_KEY = ['teams'] as const;

export function teamsQueryOptions() {
  return queryOptions({
    queryKey: TEAMS_KEY,
    queryFn: ({ signal }) => api.get<TeamSummary[]>('/teams', { signal }),
  });
}

export function useTeams(options: { silentError?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    ...teamsQueryOptions(),
    enabled: options.enabled ?? true,
    meta: { silentError: options.silentError },
  });
}
