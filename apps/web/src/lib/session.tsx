import type { Organization, User } from '@leavedesk/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { api } from '@/api/client';
import { endSession, startSession, takeArrived, takePrefetched, useToken } from './session-token';

// A failure to load the user or the organization shows the 'Error' toast through the query
// client's global error handler (providers.tsx), like every other failed call.

/** Query keys of the session's data; invalidate them after changing the current user or organization. */
export const SESSION_USER_KEY = ['users', 'mine'] as const;
export const SESSION_ORGANIZATION_KEY = ['organizations', 'default'] as const;

export interface Session {
  token: string | null;
  /** The current user (GET /users/mine); undefined while loading or signed out. */
  user: User | undefined;
  organization: Organization | undefined;
  userError: unknown;
  retry: () => void;
  /** Stores the token of a successful sign-in or sign-up. */
  signIn: (accessToken: string) => void;
  /** Clears the token, the user and the organization. The caller navigates. */
  signOut: () => void;
}

const SessionContext = React.createContext<Session | null>(null);

/** The signed-in app's session: the token (session-token.ts), its user and its organization. */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const token = useToken();
  const queryClient = useQueryClient();

  const userQuery = useQuery({
    queryKey: SESSION_USER_KEY,
    queryFn: ({ signal }) => takePrefetched('user', token) ?? api.get<User>('/users/mine', { signal }),
    initialData: () => takeArrived('user', token),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });
  const organizationQuery = useQuery({
    queryKey: SESSION_ORGANIZATION_KEY,
    queryFn: ({ signal }) =>
      takePrefetched('organization', token) ?? api.get<Organization>('/organizations/default', { signal }),
    initialData: () => takeArrived('organization', token),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });

  // Whatever ends the session (sign out, a 401 anywhere, another tab) drops every cached answer.
  React.useEffect(() => {
    if (!token) queryClient.clear();
  }, [token, queryClient]);

  const value = React.useMemo<Session>(
    () => ({
      token,
      user: token ? userQuery.data : undefined,
      organization: token ? organizationQuery.data : undefined,
      userError: userQuery.error,
      retry: () => {
        void userQuery.refetch();
        void organizationQuery.refetch();
      },
      signIn: (accessToken) => {
        queryClient.clear();
        startSession(accessToken);
      },
      signOut: () => {
        endSession();
        queryClient.clear();
      },
    }),
    [
      token,
      userQuery.data,
      userQuery.error,
      organizationQuery.data,
      queryClient,
      userQuery.refetch,
      organizationQuery.refetch,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = React.useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user; only call it below the protected-route guard. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user (use it inside protected routes)');
  return user;
}
