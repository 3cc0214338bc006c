import * as React from 'react';
import { useToast } from './use-toast';

const Toaster = React.lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the toasts once, at the app's root; their code (Radix Toast) loads with the first toast,
 * not with the first page.
 */
export function ToasterHost() {
  const { toasts } = useToast();
  const [needed, setNeeded] = React.useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  );
}
