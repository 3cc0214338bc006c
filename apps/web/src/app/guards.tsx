import * as React from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useToken, wasSignedOutByUser } from '@/lib/session-token';
import { LoadingScreen } from './layout/loading-screen';
import { PublicLayout } from './layout/public-layout';
import { RouteError } from './route-error';

/** Route id of the catch-all 404, which signed-out visitors see too (in the public frame). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

// The signed-in app (query client, session, shell) is its own chunk: the sign-in page never loads it.
type SignedInApp = React.ComponentType;
let signedInApp: SignedInApp | undefined;
let signedInScreenError: React.ComponentType | undefined;
let loading: Promise<SignedInApp> | undefined;
function loadSignedInApp(): Promise<SignedInApp> {
  loading ??= import('./signed-in-app').then((module) => {
    signedInApp = module.default;
    signedInScreenError = module.ScreenError;
    return module.default;
  });
  return loading;
}

/**
 * The error element of every route below the shell: the signed-in app's ScreenError, in place of
 * the screen (its code is there whenever the shell is; the sign-in page does not carry it). Before
 * the signed-in app is there (the 404 of a signed-out visitor), the whole-page error.
 */
export function ScreenErrorSlot() {
  const ScreenError = signedInScreenError;
  return ScreenError ? <ScreenError /> : <RouteError />;
}

/** For a visitor who already holds a token: fetch the signed-in app as the page starts. */
export function preloadSignedInApp() {
  void loadSignedInApp();
}

/**
 * The signed-in app once its code is there, the loading screen until then. Not React.lazy: a
 * Suspense boundary that showed its fallback holds the content back for 300 ms more.
 */
function SignedIn() {
  const [App, setApp] = React.useState<SignedInApp | undefined>(() => signedInApp);
  React.useEffect(() => {
    if (!App) void loadSignedInApp().then((loaded) => setApp(() => loaded));
  }, [App]);
  return App ? <App /> : <LoadingScreen />;
}

export function signInPath(location: { pathname: string; search: string }): string {
  return `/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/**
 * Every protected route sits below this: no token → /signin?redirect=<path+query> (an unknown
 * address outside `areas` shows the 404 in the public frame instead); a token → the signed-in app,
 * which shows the loading screen until the user is there, then the shell.
 */
export function ProtectedLayout({ areas }: { areas: readonly string[] }) {
  const token = useToken();
  const location = useLocation();
  const matches = useMatches();

  if (!token) {
    const inArea = areas.some((a) => location.pathname === a || location.pathname.startsWith(`${a}/`));
    if (matches.some((m) => m.id === NOT_FOUND_ROUTE_ID) && !inArea) {
      return (
        <PublicLayout>
          <Outlet />
        </PublicLayout>
      );
    }
    return <Navigate to={wasSignedOutByUser() ? '/signin' : signInPath(location)} replace />;
  }
  return <SignedIn />;
}

/** Sign-in, sign-up and forgotten password: a signed-in visitor goes to the redirect target or /. */
export function PublicOnlyLayout() {
  const token = useToken();
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
