import { policiesSearchSource } from '@/features/policies/search-source';
import { usersSearchSource } from '@/features/users/search-source';
import type { SearchSource } from '@/lib/search';
import { PAGES } from './pages';

export type { SearchItem, SearchSource } from '@/lib/search';

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
