import { render } from '@testing-library/react';
import type * as React from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, SignedInProviders } from '@/app/providers';
import { Toaster } from '@/components/ui/toaster';

/**
 * Renders one screen at `path` inside the real providers (query client, session) and the toasts and a
 * memory router; other paths render a marker so a test can see where the app navigated.
 */
export function renderScreen(
  element: React.ReactNode,
  {
    path = '/',
    url = path,
    state,
  }: { path?: string; url?: string /** The navigation's state (location.state). */; state?: unknown } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [state === undefined ? url : { pathname: url, state }] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <SignedInProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </SignedInProviders>,
  );
  return { ...view, router, queryClient };
}
