import type { AuthAnswer, ChangePasswordBody } from '@leavedesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import { useCurrentUser } from '@/lib/session';
import { tokenStore } from '@/lib/storage';

/**
 * PATCH /users/mine/password. The server then revokes every token of the user, this one too, so
 * the user is signed in again with the new password and stays where they are.
 */
export function useChangePassword() {
  const user = useCurrentUser();
  return useMutation({
    mutationFn: async (body: ChangePasswordBody): Promise<void> => {
      await api.patch<void>('/users/mine/password', body);
      const answer = await api.post<AuthAnswer>('/auth/login', {
        email: user.email,
        password: body.newPassword,
      });
      // The same user: keep the cached data, only the token changes; at once, before anything
      // that reacts to the change's success (the bell asks its count again) calls with the old one.
      tokenStore.set(answer.accessToken);
    },
  });
}
