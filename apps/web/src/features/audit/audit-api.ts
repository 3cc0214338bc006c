import type { AuditEntry, AuditKind, Paged, User } from '@leavedesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilters {
  pageNumber: number;
  actorId?: number;
  kind?: AuditKind;
  from?: string;
  to?: string;
}

/** GET /organization/audit: one page of the audit trail, newest first (organization admins). */
export function useAuditEntries(filters: AuditFilters) {
  const query = { pageSize: AUDIT_PAGE_SIZE, ...filters };
  return useQuery({
    queryKey: ['audit', query],
    queryFn: ({ signal }) =>
      api.get<Paged<AuditEntry>>('/organization/audit', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /users?pageSize=100: the people the person filter offers (the spec's filter list size). */
export function usePeople() {
  return useQuery({
    queryKey: ['users', 'list', { pageSize: 100, pageNumber: 0 }],
    queryFn: ({ signal }) =>
      api.get<Paged<User>>('/users', { signal, query: { pageNumber: 0, pageSize: 100 } }),
    select: (page) => page.contents,
  });
}
