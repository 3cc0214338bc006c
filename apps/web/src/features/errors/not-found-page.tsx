import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useToken } from '@/lib/session-token';

/** Any unknown path: inside the shell when signed in, in the public frame otherwise. */
export function Component() {
  const token = useToken();
  const { pathname } = useLocation();
  const description = (
    <>
      There is nothing at <span className="font-mono break-all text-foreground">{pathname}</span>. The link
      may be old or mistyped.
    </>
  );

  if (!token) {
    document.title = 'Page not found · LeaveDesk';
    return (
      <div className="grid gap-6 text-center">
        <p className="text-6xl font-semibold tracking-tight text-primary">404</p>
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Button asChild className="justify-self-center">
          <Link to="/signin">Go to sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        icon={Compass}
        title="404 · This page does not exist"
        description={description}
        action={
          <Button asChild>
            <Link to="/">Go to Home</Link>
          </Button>
        }
      />
    </>
  );
}
