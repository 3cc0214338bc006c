import { ScrollText, ShieldAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/api/client';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/session';
import { usePolicy } from './api/get-policy';
import { PolicyEditor } from './policy-editor';

const LIST = '/leaves/policies';

/**
 * /leaves/policies/:id. Organization admins edit; team admins see it read-only (only organization
 * admins change policies); an employee may open only their own policy, read-only.
 */
export function Component() {
  const { id: rawId } = useParams();
  const user = useCurrentUser();
  const id = Number(rawId);
  const validId = Number.isInteger(id) && id > 0;
  // Another policy's 403 would sign an employee out, so only their own is asked for.
  const allowed = user.role !== 'EMPLOYEE' || user.leavePolicy?.id === id;
  const policy = usePolicy(id, { enabled: validId && allowed });
  const readOnly = user.role !== 'ORGANIZATION_ADMIN';
  const back = user.role === 'EMPLOYEE' ? true : LIST;
  const title = readOnly ? 'Leave Policy' : 'Update Leave Policy';

  if (!validId || !allowed || (policy.error instanceof ApiError && policy.error.status === 404)) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <EmptyState
          icon={allowed ? ScrollText : ShieldAlert}
          title={allowed ? 'This leave policy does not exist.' : 'You can only see your own leave policy.'}
          description={allowed ? 'It may have been removed.' : undefined}
          action={
            <Button asChild variant="outline">
              {user.role === 'EMPLOYEE' ? (
                <Link to="/">Go to Home</Link>
              ) : (
                <Link to={LIST}>Back to leave policies</Link>
              )}
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} back={back} />
      {policy.isPending ? (
        <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-40 w-full rounded-lg" />
        </div>
      ) : policy.isError ? (
        <EmptyState
          icon={ScrollText}
          title="The leave policy could not be loaded."
          action={
            <Button variant="outline" onClick={() => policy.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <PolicyEditor key={policy.data.id} policy={policy.data} readOnly={readOnly} />
      )}
    </>
  );
}
