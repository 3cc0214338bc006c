import type { Role } from '@leavedesk/contracts';
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { policiesSearchSource } from '@/features/policies/search-source';
import { usersSearchSource } from '@/features/users/search-source';
import { PAGES } from './pages';

export interface SearchItem {
  /** Unique inside its source. */
  id: string;
  label: string;
  description?: string;
  /** Where choosing the item navigates. */
  to: string;
  icon?: LucideIcon;
  /** Rendered instead of `icon` (a user's avatar, a policy symbol). */
  leading?: React.ReactNode;
}

/**
 * One group of the global Search. `useItems` is a hook called only while the dialog is open
 * (data loads when it opens); it returns the first few items without a query and every match with
 * one. A load failure is only logged (`meta: { silentError: true }` on its query).
 */
export interface SearchSource {
  id: string;
  heading: string;
  roles: readonly Role[];
  useItems: (query: string, role: Role) => SearchItem[];
}

const PAGES_WITHOUT_QUERY = 5;

export const pagesSearchSource: SearchSource = {
  id: 'pages',
  heading: 'Pages',
  roles: ['ORGANIZATION_ADMIN', 'TEAM_ADMIN', 'EMPLOYEE'],
  useItems: (query, role) => {
    const q = query.trim().toLowerCase();
    const pages = PAGES.filter((p) => p.roles.includes(role));
    const matches = q
      ? pages.filter((p) => p.title.toLowerCase().includes(q) || p.description.toLowerCase().includes(q))
      : pages.slice(0, PAGES_WITHOUT_QUERY);
    return matches.map((p) => ({
      id: p.path,
      label: p.title,
      description: p.description,
      to: p.path,
      icon: p.icon,
    }));
  },
};

/*
 * ─── Search groups, in display order ───────────────────────────────────────────────────────────
 * A feature adds its group with one line, e.g.
 *   import { usersSearchSource } from '@/features/users/search-source';
 * and `usersSearchSource,` in the list below.
 */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  pagesSearchSource,
  usersSearchSource,
  policiesSearchSource,
];
