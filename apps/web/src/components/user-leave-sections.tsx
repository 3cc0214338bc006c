import { TEXT, type User } from '@leavedesk/contracts';
import { SlidersHorizontal } from 'lucide-react';
import * as React from 'react';
import { useBalances } from '@/components/leaves/balance-query';
import { LeaveBalanceCards } from '@/components/leaves/leave-balance-cards';
import { LeaveSection } from '@/components/leaves/leave-section';
import { useLeaves } from '@/components/leaves/leaves-query';
import { LeavesTable, LeavesTableSkeleton } from '@/components/leaves/leaves-table';
import { LoadError } from '@/components/leaves/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/use-toast';
import { fullName } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';

// The adjustment form (its schema, the date picker) arrives when an admin first opens it.
const AdjustBalanceDialog = React.lazy(() =>
  import('@/components/leaves/adjust-balance-dialog').then((module) => ({
    default: module.AdjustBalanceDialog,
  })),
);

function UserLeaves({ userId }: { userId: number }) {
  const [pageNumber, setPageNumber] = React.useState(0);
  const leaves = useLeaves({ userId, pageNumber }, { silentError: true });
  React.useEffect(() => {
    if (leaves.isError)
      toast({ variant: 'destructive', title: TEXT.errorTitle, description: TEXT.failedUserLeaves });
  }, [leaves.isError]);
  const page = leaves.data;
  return (
    <LeaveSection title="Leaves" description="The user's leave requests, newest first.">
      {!page ? (
        leaves.isError ? (
          <LoadError title={TEXT.failedUserLeaves} onRetry={() => leaves.refetch()} />
        ) : (
          <LeavesTableSkeleton />
        )
      ) : page.contents.length === 0 ? (
        <EmptyState title="No leave requests yet" />
      ) : (
        <>
          <LeavesTable leaves={page.contents} />
          <Pagination
            pageNumber={page.pageNumber}
            totalPages={page.totalPages}
            onPageChange={setPageNumber}
          />
        </>
      )}
    </LeaveSection>
  );
}

/**
 * The Leave Balance and Leaves sections of /users/{id}/ (part 2 §2), below the profile card: one
 * balance card per leave type of the user's policy, then every request of the user with paging.
 */
export function UserLeaveSections({ user }: { user: User }) {
  const userId = user.id;
  const balances = useBalances(userId);
  const me = useCurrentUser();
  const [adjusting, setAdjusting] = React.useState<{ typeId?: number; date?: string }>();
  // Organization admins, and team admins for their own team; nobody adjusts their own balance.
  const canAdjust =
    user.id !== me.id &&
    (me.role === 'ORGANIZATION_ADMIN' ||
      (me.role === 'TEAM_ADMIN' && me.team != null && me.team.id === user.team?.id));
  return (
    <div className="min-w-0 space-y-10">
      <LeaveSection
        title="Leave Balance"
        description="Balance by leave type for the current period: total allocation, used days and remaining days. Open a card for its breakdown."
        actions={
          canAdjust &&
          balances.data &&
          balances.data.length > 0 && (
            <Button variant="outline" onClick={() => setAdjusting({})}>
              <SlidersHorizontal />
              Adjust balance
            </Button>
          )
        }
      >
        <LeaveBalanceCards
          balances={balances.data}
          isLoading={balances.isLoading}
          onRetry={balances.isError ? () => balances.refetch() : undefined}
          whose={userId === me.id ? 'your' : 'their'}
          userId={userId}
          onAdjust={canAdjust ? (typeId, date) => setAdjusting({ typeId, date }) : undefined}
        />
      </LeaveSection>
      {canAdjust && balances.data && adjusting !== undefined && (
        <React.Suspense fallback={null}>
          <AdjustBalanceDialog
            userId={userId}
            name={fullName(user)}
            balances={balances.data}
            open={adjusting !== undefined}
            onOpenChange={(open) => !open && setAdjusting(undefined)}
            initial={adjusting}
          />
        </React.Suspense>
      )}
      <UserLeaves userId={userId} />
    </div>
  );
}
