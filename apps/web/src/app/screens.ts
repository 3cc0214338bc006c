import type { QueryClient } from '@tanstack/react-query';
import type * as React from 'react';

/*
 * Every signed-in screen's module, by name. The router (routes.tsx) loads a screen through this
 * module, which is part of the signed-in app: the bundler then knows that whatever the signed-in
 * app holds is in the browser already when a screen loads, and leaves it out of the screen's files
 * (one file for the shell and its libraries instead of dozens shared in every pattern).
 */
export const SCREENS = {
  home: () => import('@/features/home/home-page'),
  calendar: () => import('@/features/calendar/calendar-page'),
  leavesReview: () => import('@/features/leaves/leaves-review-page'),
  createLeave: () => import('@/features/leaves/create-leave-page'),
  leavePending: () => import('@/features/leaves/leave-pending-page'),
  leave: () => import('@/features/leaves/leave-page'),
  leavePlan: () => import('@/features/leaves/plan-page'),
  policies: () => import('@/features/policies/policies-page'),
  policy: () => import('@/features/policies/policy-page'),
  organization: () => import('@/features/organization/organization-page'),
  audit: () => import('@/features/audit/audit-page'),
  teams: () => import('@/features/teams/teams-page'),
  teamCreate: () => import('@/features/teams/team-create-page'),
  users: () => import('@/features/users/users-page'),
  userCreate: () => import('@/features/users/user-create-page'),
  userDetails: () => import('@/features/users/user-details-page'),
  userUpdate: () => import('@/features/users/user-update-page'),
  settings: () => import('@/features/settings/settings-page'),
  changePassword: () => import('@/features/settings/change-password-page'),
  officialHolidays: () => import('@/features/holidays/official-holidays-page'),
  importHolidays: () => import('@/features/holidays/import-page'),
  notifications: () => import('@/features/notifications/notifications-page'),
  triggers: () => import('@/features/notifications/triggers-page'),
  triggerForm: () => import('@/features/notifications/trigger-form-page'),
  guide: () => import('@/features/guide/guide-page'),
  profile: () => import('@/features/profile/profile-page'),
};

export type ScreenName = keyof typeof SCREENS;

/** What a screen module exports: the screen, and optionally what to ask for before it renders. */
export interface ScreenModule {
  Component: React.ComponentType;
  prefetch?: (queryClient: QueryClient) => void;
}
