import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';

/** Last-resort screen when a route throws while rendering or its chunk cannot be loaded. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <LogoMark className="size-12" />
      <h1 className="text-lg font-semibold">Something went wrong</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        This page could not be displayed{detail ? ` (${detail})` : ''}. Reloading usually helps.
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
