import * as React from 'react';
import { RouterProvider } from 'react-router/dom';
import { ToasterHost } from '@/components/ui/toaster-host';
import { type AppRouter, createAppRouter } from './routes';

/** The app's root: the router and the toasts. Signed-in providers come with the signed-in app. */
export function App({ router: given }: { router?: AppRouter }) {
  const [router] = React.useState(() => given ?? createAppRouter());
  return (
    <>
      <RouterProvider router={router} />
      <ToasterHost />
    </>
  );
}
