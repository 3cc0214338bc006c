import type { Paged, User } from '@leavedesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { UserAvatar } from '@/components/ui/avatar';
import { fullName } from '@/lib/format';
import type { SearchSource } from '@/lib/search';
import { USERS_KEY } from './users-api';

const FIRST_WITHOUT_QUERY = 10;
const MAX_MATCHES = 100;

/**
 * The Users group of Search (organization and team admins): the first ten people without a query,
 * every match on full name or e-mail with one (the server matches case-insensitively).
 */
export const usersSearchSource: SearchSource = {
  id: 'users',
  heading: 'Users',
  roles: ['ORGANIZATION_ADMIN', 'TEAM_ADMIN'],
  useItems: (query) => {
    const text = query.trim();
    const users = useQuery({
      queryKey: [...USERS_KEY, 'search', text],
      queryFn: ({ signal }) =>
        api.get<Paged<User>>('/users', {
          query: { pageSize: text ? MAX_MATCHES : FIRST_WITHOUT_QUERY, text: text || undefined },
          signal,
        }),
      meta: { silentError: true },
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    });
    return (users.data?.contents ?? []).map((user) => {
      const name = fullName(user);
      return {
        id: String(user.id),
        label: name,
        description: user.email,
        to: `/users/${user.id}`,
        leading: <UserAvatar name={name} url={user.avatar?.url} size="sm" />,
      };
    });
  },
};
