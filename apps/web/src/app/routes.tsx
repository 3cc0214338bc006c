import { createBrowserRouter, type RouteObject } from 'react-router';
import { NOT_FOUND_ROUTE_ID, ProtectedLayout, PublicOnlyLayout } from './guards';
import { RouteError } from './route-error';

/** /signup, /signin, /forget-password: only for signed-out visitors. */
const publicRoutes: RouteObject[] = [
  { path: 'signup', lazy: () => import('@/features/auth/sign-up-page') },
  { path: 'signin', lazy: () => import('@/features/auth/sign-in-page') },
  { path: 'forget-password', lazy: () => import('@/features/auth/forget-password-page') },
];

/*
 * ─── Screens inside the signed-in shell: ONE LINE PER SCREEN ──────────────────────────────────
 * Each screen module lives in src/features/<area>/ and exports `Component` (the screen, which
 * starts with <PageHeader>). Keep the list grouped by area; paths are relative (no leading '/').
 */
export const protectedRoutes: RouteObject[] = [
  // home
  { index: true, lazy: () => import('@/features/home/home-page') },
  // calendar
  // leaves
  // policies
  // organization
  // teams
  // users
  // settings, holidays, notifications
  // profile
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { element: <PublicOnlyLayout />, children: publicRoutes },
      {
        element: <ProtectedLayout />,
        children: [
          ...protectedRoutes,
          { id: NOT_FOUND_ROUTE_ID, path: '*', lazy: () => import('@/features/errors/not-found-page') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
