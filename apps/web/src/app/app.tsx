import * as React from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './routes';

export function App() {
  const [queryClient] = React.useState(createQueryClient);
  const [router] = React.useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
