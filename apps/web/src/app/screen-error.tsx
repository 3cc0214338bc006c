import { RotateCw, TriangleAlert, WifiOff } from 'lucide-react';
import * as React from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { isNetworkError } from '@/lib/errors';
import { useOnline } from '@/lib/online';

/**
 * A signed-in screen that could not be shown, in place of the screen: the sidebar, the search and
 * the offline banner stay. Without a connection (its code could not be fetched) it says so and
 * offers to load it again once the connection is back; any other fault asks for a reload.
 */
export function ScreenError() {
  const error = useRouteError();
  const online = useOnline();
  // Judged once: the connection coming back does not make it another kind of failure.
  const [offline] = React.useState(() => isNetworkError(error));
  React.useEffect(() => console.error(error), [error]);
  const reload = () => window.location.reload();
  if (offline) {
    return (
      <EmptyState
        role="alert"
        icon={WifiOff}
        title="This page could not be loaded without a connection."
        description={
          online
            ? 'The connection is back: try again.'
            : 'It loads as soon as you are back online and try again.'
        }
        action={
          <Button variant="outline" onClick={reload} disabled={!online}>
            <RotateCw />
            Try again
          </Button>
        }
      />
    );
  }
  const detail = isRouteErrorResponse(error) ? ` (${error.status} ${error.statusText})` : '';
  return (
    <EmptyState
      role="alert"
      icon={TriangleAlert}
      title="Something went wrong"
      description={`This page could not be displayed${detail}. Reloading usually helps.`}
      action={<Button onClick={reload}>Reload</Button>}
    />
  );
}
