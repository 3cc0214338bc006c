import '@/lib/class-merge';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { ApiError } from '@/api/client';
import { toastError } from '@/components/ui/use-toast';
import { INBOX_KEY } from '@/features/notifications/notification-keys';
import { SessionProvider } from '@/lib/session';
import { tokenStore } from '@/lib/storage';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { silentError: true }` for calls whose failure is only logged (e.g. Search). */
    queryMeta: { silentError?: boolean };
    mutationMeta: { silentError?: boolean };
  }
}

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Any failed call shows the destructive 'Error' toast (part 1 §8), unless the call opts out with
 * `meta.silentError`; a call that already ended the session (401) stays quiet.
 */
function reportError(error: unknown, silent: boolean | undefined) {
  if (silent) {
    console.warn(error);
    return;
  }
  if (error instanceof ApiError && error.status === 401 && !tokenStore.get()) return;
  toastError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta?.silentError) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => reportError(error, mutation.meta?.silentError),
      // Whatever the user just did (a leave request, a review, a new colleague) may have notified
      // them: the bell asks again now rather than at its next 30 s poll. Marking read is the one
      // change that updates the inbox itself.
      onSuccess: (_data, _vars, _ctx, mutation, { client }) => {
        const key = mutation.options.mutationKey;
        if (key?.[0] === INBOX_KEY[0] && key[1] === INBOX_KEY[1]) return;
        void client.invalidateQueries({ queryKey: INBOX_KEY });
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isClientError(error) && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The signed-in app's providers: the query client and the session (user, organization). */
export function SignedInProviders({
  children,
  queryClient,
}: {
  children: React.ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
