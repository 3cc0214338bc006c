import type { User } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { SESSION_USER_KEY } from '@/lib/session';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
}

/** Every cached user answer (the session's own, lists, details) may show the changed name. */
export async function refreshUser(queryClient: ReturnType<typeof useQueryClient>, user: User) {
  queryClient.setQueryData(SESSION_USER_KEY, user);
  await queryClient.invalidateQueries({ queryKey: ['users'] });
}

/** PATCH /users/mine with the names (part 2 §4). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileChanges) => api.patch<User>('/users/mine', body),
    onSuccess: (user) => refreshUser(queryClient, user),
  });
}
