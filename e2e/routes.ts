/**
 * Every path of the web app's router (apps/web/src/app/routes.tsx), as written there. The web test
 * `apps/web/src/app/routes.test.ts` fails when the router gains or loses a path that is not in
 * these lists, so the accessibility sweep (axe-routes.e2e.ts) always visits every screen.
 */

/** Only for signed-out visitors. */
export const PUBLIC_PATHS = ['signup', 'signin', 'forget-password'] as const;

/** For anyone, signed in or not, in the public frame (decision 0035: the decide links' page). */
export const OPEN_PATHS = ['leaves/:id/decide'] as const;

/** Inside the signed-in shell; '' is the index (Home) and '*' the page for unknown addresses. */
export const SIGNED_IN_PATHS = [
  '',
  'calendar',
  'leaves',
  'leaves/create',
  'leaves/pending',
  'leaves/plan',
  'leaves/:id',
  'leaves/policies',
  'leaves/policies/:id',
  'organization',
  'organization/audit',
  'teams',
  'team/create',
  'users',
  'users/create',
  'users/:id',
  'users/:id/update',
  'settings',
  'settings/change-password',
  'settings/official-holidays',
  'settings/official-holidays/import',
  'notifications',
  'notifications/triggers',
  'notifications/triggers/create',
  'notifications/triggers/:id',
  'guide',
  'profile',
  '*',
] as const;

/** The ids a sweep puts in place of `:id`, per kind of record. */
export interface SampleIds {
  leave: number;
  policy: number;
  user: number;
  trigger: number;
}

/** The address a browser opens for a router path (`:id` filled in from the samples). */
export function urlFor(routePath: string, ids: SampleIds): string {
  if (routePath === '*') return '/no-such-page';
  const id = routePath.startsWith('leaves/policies/')
    ? ids.policy
    : routePath.startsWith('leaves/')
      ? ids.leave
      : routePath.startsWith('users/')
        ? ids.user
        : ids.trigger;
  return `/${routePath.replace(':id', String(id))}`;
}
