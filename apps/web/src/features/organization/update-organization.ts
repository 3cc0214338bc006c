import type { Organization, UpdateOrganizationBody } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { SESSION_ORGANIZATION_KEY } from '@/lib/session';

/** PUT /organizations/default; the session's copy of the organization takes the answer. */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizationBody) => api.put<Organization>('/organizations/default', body),
    onSuccess: (organization) => queryClient.setQueryData(SESSION_ORGANIZATION_KEY, organization),
  });
}
