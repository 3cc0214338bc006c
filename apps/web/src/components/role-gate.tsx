import type { Role } from '@leavedesk/contracts';
import { ShieldX } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/lib/session';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';

/**
 * Renders a screen only for the roles that may open it. Anyone else reaching it by its address
 * sees a plain refusal instead of calls the server would answer 403 (which ends the session).
 */
export function RoleGate({
  roles,
  title,
  children,
}: {
  roles: readonly Role[];
  /**
   * The screen's title, shown as the refusal's page heading (every page has one, for screen
   * readers' heading navigation); `null` only when the screen's own header sits above the gate.
   */
  title: string | null;
  children: React.ReactNode;
}) {
  const user = useCurrentUser();
  if (roles.includes(user.role)) return children;
  return (
    <>
      {title && <PageHeader title={title} />}
      <EmptyState
        icon={ShieldX}
        title="You do not have access to this page."
        description="Ask an organization admin if you need it."
        action={
          <Button asChild variant="outline">
            <Link to="/">Go to Home</Link>
          </Button>
        }
        className="mt-10"
      />
    </>
  );
}
