import * as React from 'react';
import { useToast } from './use-toast';

type ToasterComponent = React.ComponentType;
let loading: Promise<ToasterComponent> | undefined;
const loadToaster = () => {
  loading ??= import('./toaster').then((module) => module.Toaster);
  return loading;
};

/**
 * Mounts the toasts once, at the app's root; their code (Radix Toast) loads with the first toast,
 * not with the first page. (Not React.lazy: a Suspense boundary holds new content back 300 ms.)
 */
export function ToasterHost() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = React.useState<ToasterComponent>();
  const needed = toasts.length > 0;
  React.useEffect(() => {
    if (needed && !Toaster) void loadToaster().then((loaded) => setToaster(() => loaded));
  }, [needed, Toaster]);
  return Toaster ? <Toaster /> : null;
}
