import { createBrowserRouter, type RouteObject } from 'react-router';
import { NOT_FOUND_ROUTE_ID, ProtectedLayout, PublicOnlyLayout } from './guards';
import { BootScreen } from './layout/loading-screen';
import { RouteError } from './route-error';

/** /signup, /signin, /forget-password: only for signed-out visitors. */
export const publicRoutes: RouteObject[] = [
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
  { path: 'calendar', lazy: () => import('@/features/calendar/calendar-page') },
  // leaves
  { path: 'leaves', lazy: () => import('@/features/leaves/leaves-review-page') },
  { path: 'leaves/create', lazy: () => import('@/features/leaves/create-leave-page') },
  { path: 'leaves/pending', lazy: () => import('@/features/leaves/leave-pending-page') },
  { path: 'leaves/:id', lazy: () => import('@/features/leaves/leave-page') },
  // policies
  { path: 'leaves/policies', lazy: () => import('@/features/policies/policies-page') },
  { path: 'leaves/policies/:id', lazy: () => import('@/features/policies/policy-page') },
  // organization
  { path: 'organization', lazy: () => import('@/features/organization/organization-page') },
  // teams
  { path: 'teams', lazy: () => import('@/features/teams/teams-page') },
  { path: 'team/create', lazy: () => import('@/features/teams/team-create-page') },
  // users
  { path: 'users', lazy: () => import('@/features/users/users-page') },
  { path: 'users/create', lazy: () => import('@/features/users/user-create-page') },
  { path: 'users/:id', lazy: () => import('@/features/users/user-details-page') },
  { path: 'users/:id/update', lazy: () => import('@/features/users/user-update-page') },
  // settings, holidays, notifications
  { path: 'settings', lazy: () => import('@/features/settings/settings-page') },
  { path: 'settings/change-password', lazy: () => import('@/features/settings/change-password-page') },
  { path: 'settings/official-holidays', lazy: () => import('@/features/holidays/official-holidays-page') },
  { path: 'settings/official-holidays/import', lazy: () => import('@/features/holidays/import-page') },
  { path: 'notifications', lazy: () => import('@/features/notifications/notifications-page') },
  { path: 'notifications/triggers', lazy: () => import('@/features/notifications/triggers-page') },
  { path: 'notifications/triggers/create', lazy: () => import('@/features/notifications/trigger-form-page') },
  { path: 'notifications/triggers/:id', lazy: () => import('@/features/notifications/trigger-form-page') },
  // profile
  { path: 'profile', lazy: () => import('@/features/profile/profile-page') },
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
