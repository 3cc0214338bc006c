import { createBrowserRouter, type RouteObject } from 'react-router';
import { NOT_FOUND_ROUTE_ID, ProtectedLayout, PublicOnlyLayout, ScreenErrorSlot } from './guards';
import { BootScreen } from './layout/loading-screen';
import { PublicLayout } from './layout/public-layout';
import { RouteError } from './route-error';
import type { ScreenModule, ScreenName } from './screens';

/**
 * A signed-in screen, loaded through the signed-in app (app/screens.ts says why). A screen that
 * exports `prefetch` asks for its data as its route is entered, not once it has rendered.
 */
function screen(name: ScreenName) {
  return async (): Promise<Pick<RouteObject, 'Component' | 'loader'>> => {
    let app: typeof import('./signed-in-app');
    let module: ScreenModule;
    try {
      app = await import('./signed-in-app');
      module = await app.SCREENS[name]();
    } catch (error) {
      // Its code could not be fetched (offline). A route whose `lazy` fails renders nothing at all,
      // not even its error element: a screen that throws the error shows the route's ScreenError.
      return {
        Component: () => {
          throw error;
        },
      };
    }
    const { prefetch } = module;
    if (!prefetch) return { Component: module.Component };
    return {
      Component: module.Component,
      loader: () => {
        prefetch(app.sharedQueryClient());
        return null;
      },
    };
  };
}

/** /signup, /signin, /forget-password: only for signed-out visitors. */
export const publicRoutes: RouteObject[] = [
  { path: 'signup', lazy: () => import('@/features/auth/sign-up-page') },
  { path: 'signin', lazy: () => import('@/features/auth/sign-in-page') },
  { path: 'forget-password', lazy: () => import('@/features/auth/forget-password-page') },
];

/**
 * Pages for anyone, signed in or not, in the public frame: where the decide links of the
 * reviewers' e-mail lead (decision 0035; the token in the address is the credential).
 */
export const openRoutes: RouteObject[] = [
  { path: 'leaves/:id/decide', lazy: () => import('@/features/decide/decide-page') },
];

/*
 * ─── Screens inside the signed-in shell: ONE LINE PER SCREEN here, and its module in screens.ts ─
 * Each screen module lives in src/features/<area>/ and exports `Component` (the screen, which
 * starts with <PageHeader>). Keep the list grouped by area; paths are relative (no leading '/').
 */
export const protectedRoutes: RouteObject[] = [
  // home
  { index: true, lazy: screen('home') },
  // calendar
  { path: 'calendar', lazy: screen('calendar') },
  // leaves
  { path: 'leaves', lazy: screen('leavesReview') },
  { path: 'leaves/create', lazy: screen('createLeave') },
  { path: 'leaves/pending', lazy: screen('leavePending') },
  { path: 'leaves/plan', lazy: screen('leavePlan') },
  { path: 'leaves/:id', lazy: screen('leave') },
  // policies
  { path: 'leaves/policies', lazy: screen('policies') },
  { path: 'leaves/policies/:id', lazy: screen('policy') },
  // organization
  { path: 'organization', lazy: screen('organization') },
  { path: 'organization/audit', lazy: screen('audit') },
  // teams
  { path: 'teams', lazy: screen('teams') },
  { path: 'team/create', lazy: screen('teamCreate') },
  // users
  { path: 'users', lazy: screen('users') },
  { path: 'users/create', lazy: screen('userCreate') },
  { path: 'users/:id', lazy: screen('userDetails') },
  { path: 'users/:id/update', lazy: screen('userUpdate') },
  // settings, holidays, notifications
  { path: 'settings', lazy: screen('settings') },
  { path: 'settings/change-password', lazy: screen('changePassword') },
  { path: 'settings/official-holidays', lazy: screen('officialHolidays') },
  { path: 'settings/official-holidays/import', lazy: screen('importHolidays') },
  { path: 'notifications', lazy: screen('notifications') },
  { path: 'notifications/triggers', lazy: screen('triggers') },
  { path: 'notifications/triggers/create', lazy: screen('triggerForm') },
  { path: 'notifications/triggers/:id', lazy: screen('triggerForm') },
  // guide
  { path: 'guide', lazy: screen('guide') },
  // profile
  { path: 'profile', lazy: screen('profile') },
];

/** '/calendar', '/leaves', …: a signed-out visit anywhere below these asks for sign-in. */
const SIGNED_IN_AREAS = [
  ...new Set(protectedRoutes.flatMap((r) => (r.path ? [`/${r.path.split('/')[0]}`] : []))),
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <BootScreen />,
    children: [
      { element: <PublicOnlyLayout />, children: publicRoutes },
      {
        element: <ProtectedLayout areas={SIGNED_IN_AREAS} />,
        // A screen that fails (its code unreachable offline, a fault) fails inside the shell.
        children: [
          ...protectedRoutes,
          { id: NOT_FOUND_ROUTE_ID, path: '*', lazy: () => import('@/features/errors/not-found-page') },
        ].map((route) => ({ ...route, errorElement: <ScreenErrorSlot /> })),
      },
      { element: <PublicLayout />, children: openRoutes },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
