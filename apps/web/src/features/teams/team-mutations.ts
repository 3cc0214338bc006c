import type { Team, TeamBody } from '@leavedesk/contracts';
import { TEXT } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { ApiError, api } from '@/api/client';
import { toast, toastError } from '@/components/ui/use-toast';
import { TEAMS_KEY, teamsQueryOptions } from '@/lib/teams';

/**
 * The sentence of a refused save the team form shows itself (a 400: the approval steps' "Only
 * active people can approve requests.", a name the server refuses); undefined for the others,
 * which keep the 'Error' toast.
 */
export function teamFormError(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 400 ? error.message : undefined;
}

const inFormOrToast = {
  meta: { silentError: true },
  onError: (error: unknown) => {
    if (!teamFormError(error)) toastError(error);
  },
};

/** POST /teams. */
export function useCreateTeam() {
  return useMutation({ mutationFn: (body: TeamBody) => api.post<Team>('/teams', body), ...inFormOrToast });
}

/** PUT /teams/{id}. */
export function useUpdateTeam() {
  return useMutation({
    mutationFn: ({ id, ...body }: TeamBody & { id: number }) => api.put<Team>(`/teams/${id}`, body),
    ...inFormOrToast,
  });
}

/** DELETE /teams/{id}; a team that still has members answers 409, shown as the error toast. */
export function useDeleteTeam() {
  return useMutation({ mutationFn: (id: number) => api.delete(`/teams/${id}`) });
}

/**
 * Reloads the team list after a change (part 2 §4); a failed reload says so in its own words
 * rather than the server's.
 */
export function useRefreshTeams() {
  const queryClient = useQueryClient();
  return React.useCallback(async () => {
    try {
      await queryClient.fetchQuery({ ...teamsQueryOptions(), staleTime: 0 });
    } catch {
      void queryClient.invalidateQueries({ queryKey: TEAMS_KEY, refetchType: 'none' });
      toast({ variant: 'destructive', title: TEXT.errorTitle, description: TEXT.failedRefreshTeams });
    }
  }, [queryClient]);
}

/** True when another team already carries this name (ignoring case and surrounding blanks). */
export function isTeamNameTaken(
  name: string,
  teams: readonly Team[] | undefined,
  exceptId?: number,
): boolean {
  const wanted = name.trim().toLowerCase();
  return (teams ?? []).some((t) => t.id !== exceptId && t.name.trim().toLowerCase() === wanted);
}
