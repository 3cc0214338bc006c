import '@/lib/class-merge';
import * as React from 'react';
import { useSession } from '@/lib/session';
import { AppShell } from './layout/app-shell';
import { LoadingScreen, SessionErrorScreen } from './layout/loading-screen';
import { createQueryClient, SignedInProviders } from './providers';

export { SCREENS } from './screens';

/**
 * Everything only a signed-in user needs, loaded once there is a token: the query client (a new one
 * per session, so nothing cached outlives it), the session's user and organization, and the shell.
 */
export default function SignedInApp() {
  const [queryClient] = React.useState(createQueryClient);
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
