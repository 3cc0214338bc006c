import type { User } from '@leavedesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

interface PagedUsers {
  contents: User[];
  totalContents: number;
}

/** GET /users?pageSize=100[&teamId=]: the people the review's user filter offers. */
export function useTeamUsers(teamId: number | undefined) {
  return useQuery({
    queryKey: ['users', 'list', { pageSize: 100, pageNumber: 0, teamId }],
    queryFn: ({ signal }) =>
      api.get<PagedUsers>('/users', { signal, query: { pageNumber: 0, pageSize: 100, teamId } }),
    select: (page) => page.contents,
  });
}
