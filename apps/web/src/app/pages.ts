import type { Role } from '@leavedesk/contracts';
import {
  Building2,
  CalendarDays,
  ClipboardCheck,
  House,
  type LucideIcon,
  ScrollText,
  Settings,
  Users,
  UsersRound,
} from 'lucide-react';

export interface AppPage {
  title: string;
  path: string;
  description: string;
  roles: readonly Role[];
  icon: LucideIcon;
}

const ALL: readonly Role[] = ['ORGANIZATION_ADMIN', 'TEAM_ADMIN', 'EMPLOYEE'];
const ADMINS: readonly Role[] = ['ORGANIZATION_ADMIN', 'TEAM_ADMIN'];
const ORG_ADMIN: readonly Role[] = ['ORGANIZATION_ADMIN'];

/** Pages and access (part 1 §2): the sidebar and the Pages group of Search list these, in this order. */
export const PAGES: readonly AppPage[] = [
  {
    title: 'Home',
    path: '/',
    description: 'View your leave balance, and leave history.',
    roles: ALL,
    icon: House,
  },
  {
    title: 'Calendar',
    path: '/calendar',
    description: 'View the organization calendar with pending and approved leaves.',
    roles: ALL,
    icon: CalendarDays,
  },
  {
    title: 'Settings',
    path: '/settings',
    description: 'Manage your account settings, holidays, and notification.',
    roles: ALL,
    icon: Settings,
  },
  {
    title: 'Leaves',
    path: '/leaves',
    description: 'Review and manage leave requests, and access users profile.',
    roles: ADMINS,
    icon: ClipboardCheck,
  },
  {
    title: 'Organization',
    path: '/organization',
    description: 'Configure organization settings like start of the week and working days.',
    roles: ORG_ADMIN,
    icon: Building2,
  },
  {
    title: 'Leave Policy',
    path: '/leaves/policies',
    description: 'Create and manage custom leave types and policies.',
    roles: ORG_ADMIN,
    icon: ScrollText,
  },
  { title: 'Users', path: '/users', description: 'Create and manage users.', roles: ADMINS, icon: Users },
  {
    title: 'Teams',
    path: '/teams',
    description: 'Create and manage teams.',
    roles: ORG_ADMIN,
    icon: UsersRound,
  },
];

export function pagesForRole(role: Role | undefined): AppPage[] {
  if (!role) return [];
  return PAGES.filter((p) => p.roles.includes(role));
}
