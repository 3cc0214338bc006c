import { FileQuestion } from 'lucide-react';
import { useLocation, useParams } from 'react-router';
import { ApiError } from '@/api/client';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/session';
import { LeaveDetails, ReviewActions } from './leave-details';
import { useLeave } from './leave-query';
import { ReviewContext } from './review-context';

/** /leaves/{id}: one request (where 'Review Leave Request' in a notification lands), reviewable. */
export function Component() {
  const { id } = useParams();
  const location = useLocation();
  const user = useCurrentUser();
  const leave = useLeave(Number(id));
  const notFound = leave.error instanceof ApiError && leave.error.status === 404;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Leave Request" back={user.role === 'EMPLOYEE' ? '/' : '/leaves'} />
      {leave.data ? (
        <div className="space-y-4 rounded-xl border bg-card p-5 shadow-xs">
          <LeaveDetails leave={leave.data} from={location.pathname} />
          <ReviewContext leave={leave.data} />
          <ReviewActions leave={leave.data} />
        </div>
      ) : leave.isLoading ? (
        <Skeleton className="h-80 w-full rounded-xl" />
      ) : (
        <EmptyState
          icon={FileQuestion}
          title={notFound ? 'This leave request does not exist.' : 'The leave request could not be loaded.'}
          action={
            !notFound && (
              <Button variant="outline" onClick={() => leave.refetch()}>
                Try again
              </Button>
            )
          }
        />
      )}
    </div>
  );
}
