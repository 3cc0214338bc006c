import type { QueryClient } from '@tanstack/react-query';

/** Query keys of this area: every policy key starts with `leave-policies`, every type key with `leave-types`. */
export const policyKeys = {
  all: ['leave-policies'] as const,
  one: (id: number) => ['leave-policies', id] as const,
};
export const leaveTypeKeys = {
  all: ['leave-types'] as const,
};

/**
 * After any write: policies show their types' names and symbols, and users show their policy's
 * name, so all three are refetched.
 */
export function invalidatePolicyData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: policyKeys.all }),
    queryClient.invalidateQueries({ queryKey: leaveTypeKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
  ]);
}
