import { ScrollText } from 'lucide-react';
import type { SearchItem, SearchSource } from '@/lib/search';
import { usePolicies } from './api/get-policies';

const POLICIES_WITHOUT_QUERY = 10;

function typesDescription(count: number): string {
  if (count === 0) return 'No leave types yet';
  return count === 1 ? '1 leave type' : `${count} leave types`;
}

/** Search's Leave Policies group (organization and team admins): the first 10, or every name match. */
export const policiesSearchSource: SearchSource = {
  id: 'leave-policies',
  heading: 'Leave Policies',
  roles: ['ORGANIZATION_ADMIN', 'TEAM_ADMIN'],
  useItems: (query, role) => {
    const policies = usePolicies({ enabled: role !== 'EMPLOYEE', silentError: true });
    const q = query.trim().toLowerCase();
    const all = policies.data ?? [];
    const matches = q
      ? all.filter((p) => p.name.toLowerCase().includes(q))
      : all.slice(0, POLICIES_WITHOUT_QUERY);
    return matches.map(
      (p): SearchItem => ({
        id: String(p.id),
        label: p.name,
        description: [
          p.isDefault ? 'Default' : undefined,
          p.status === 'ARCHIVED' ? 'Archived' : undefined,
          typesDescription(p.activatedTypes.length),
        ]
          .filter(Boolean)
          .join(' · '),
        to: `/leaves/policies/${p.id}`,
        icon: ScrollText,
      }),
    );
  },
};
