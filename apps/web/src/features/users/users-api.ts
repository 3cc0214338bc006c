import type { CreateUserBody, LeavePolicy, Paged, UpdateUserBody, User } from '@leavedesk/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

/** Every user query sits below this key; a change to any user invalidates them all. */
export const USERS_KEY = ['users'] as const;
export const USERS_PAGE_SIZE = 20;

export interface UserListParams {
  pageNumber: number;
  pageSize?: number;
  text?: string;
  teamId?: number;
}

/** GET /users: the directory, one page. */
export function usersQueryOptions(params: UserListParams) {
  const query = { pageSize: USERS_PAGE_SIZE, ...params };
  return queryOptions({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: ({ signal }) => api.get<Paged<User>>('/users', { query: { ...query }, signal }),
  });
}

export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQueryOptions(params), placeholderData: keepPreviousData });
}

/** GET /users/{id}. */
export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...USERS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<User>(`/users/${id}`, { signal }),
  });
}

/** POST /users. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => api.post<User>('/users', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** PATCH /users/{id}. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.patch<User>(`/users/${id}`, body),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(id).queryKey, user);
      return queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
}

/** DELETE /users/{id}. */
export function useDeleteUser() {
  return useMutation({ mutationFn: (id: number) => api.delete(`/users/${id}`) });
}

/** GET /leaves/policies: the policies a user can be put on (archived ones cannot). */
export function useAssignablePolicies(options: { silentError?: boolean } = {}) {
  return useQuery({
    queryKey: ['leave-policies'],
    queryFn: ({ signal }) => api.get<LeavePolicy[]>('/leaves/policies', { signal }),
    select: (policies) => policies.filter((p) => p.status === 'ACTIVE'),
    meta: { silentError: options.silentError },
  });
}
