import '@/lib/class-merge';
import type { QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useSession } from '@/lib/session';
import { tokenStore } from '@/lib/storage';
import { AppShell } from './layout/app-shell';
import { LoadingScreen, SessionErrorScreen } from './layout/loading-screen';
import { createQueryClient, SignedInProviders } from './providers';

export { ScreenError } from './screen-error';
export { SCREENS } from './screens';

let shared: { client: QueryClient; token: string | null; mounted: boolean } | undefined;

/**
 * The query client of the signed-in app, also for a screen to ask for its data while its route is
 * being entered (routes.tsx): one per session, so nothing cached outlives it. One that no signed-in
 * app has taken yet is for the token it was made with only.
 */
export function sharedQueryClient(): QueryClient {
  const token = tokenStore.get();
  if (!shared || (!shared.mounted && shared.token !== token))
    shared = { client: createQueryClient(), token, mounted: false };
  return shared.client;
}

/**
 * Everything only a signed-in user needs, loaded once there is a token: the query client, the
 * session's user and organization, and the shell.
 */
export default function SignedInApp() {
  const [queryClient] = React.useState(sharedQueryClient);
  React.useEffect(() => {
    shared = { client: queryClient, token: tokenStore.get(), mounted: true };
    // Signed out: the next session starts with a new client.
    return () => {
      if (shared?.client === queryClient) shared = undefined;
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
