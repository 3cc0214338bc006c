import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useSession, wasSignedOutByUser } from '@/lib/session';
import { AppShell } from './layout/app-shell';
import { LoadingScreen, SessionErrorScreen } from './layout/loading-screen';
import { PublicLayout } from './layout/public-layout';
import { PAGES } from './pages';

/** Route id of the catch-all 404, which signed-out visitors see too (in the public frame). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** Paths of the signed-in app, even those whose screen is not built yet: they ask for sign-in. */
const PROTECTED_AREAS = [...PAGES.map((p) => p.path).filter((p) => p !== '/'), '/profile'];

function isKnownArea(pathname: string): boolean {
  return PROTECTED_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

export function signInPath(location: { pathname: string; search: string }): string {
  return `/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/**
 * Every protected route sits below this: no token → /signin?redirect=<path+query>; token but no
 * user yet → the loading screen; then the shell.
 */
export function ProtectedLayout() {
  const { token, user, userError, retry, signOut } = useSession();
  const location = useLocation();
  const matches = useMatches();

  if (!token) {
    if (matches.some((m) => m.id === NOT_FOUND_ROUTE_ID) && !isKnownArea(location.pathname)) {
      return (
        <PublicLayout>
          <Outlet />
        </PublicLayout>
      );
    }
    return <Navigate to={wasSignedOutByUser() ? '/signin' : signInPath(location)} replace />;
  }
  if (!user) {
    if (userError) return <SessionErrorScreen onRetry={retry} onSignOut={signOut} />;
    return <LoadingScreen />;
  }
  return <AppShell />;
}

/** Sign-in, sign-up and forgotten password: a signed-in visitor goes to the redirect target or /. */
export function PublicOnlyLayout() {
  const { token } = useSession();
  const location = useLocation();
  if (token)
    return <Navigate to={safeRedirect(new URLSearchParams(location.search).get('redirect'))} replace />;
  return <PublicLayout />;
}

/** Only same-site paths are followed, so a crafted link cannot send a user elsewhere. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
