import type { Role } from '@leavedesk/contracts';
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

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
