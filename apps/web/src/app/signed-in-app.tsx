import '@/lib/class-merge';
import type { QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useSession } from '@/lib/session';
import { AppShell } from './layout/app-shell';
import { LoadingScreen, SessionErrorScreen } from './layout/loading-screen';
import { createQueryClient, SignedInProviders } from './providers';

export { SCREENS } from './screens';

let shared: QueryClient | undefined;

/**
 * The query client of the signed-in app, also for a screen to ask for its data while its route is
 * being entered (routes.tsx): one per session (a new one after sign-out), so nothing cached
 * outlives it.
 */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

/**
 * Everything only a signed-in user needs, loaded once there is a token: the query client, the
 * session's user and organization, and the shell.
 */
export default function SignedInApp() {
  const [queryClient] = React.useState(sharedQueryClient);
  React.useEffect(() => {
    shared = queryClient;
    return () => {
      if (shared === queryClient) shared = undefined;
    };
  }, [queryClient]);
  return (
    <SignedInProviders queryClient={queryClient}>
      <SignedInFrame />
    </SignedInProviders>
  );
}

/** Until the user is known, the loading screen (part 1 §2 "Protected routes"); then the shell. */
function SignedInFrame() {
  const { user, userError, retry, signOut } = useSession();
  if (!user) {
    if (userError) return <SessionErrorScreen onRetry={retry} onSignOut={signOut} />;
    return <LoadingScreen />;
  }
  return <AppShell />;
}
