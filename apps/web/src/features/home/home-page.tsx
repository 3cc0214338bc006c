import { LEAVE_TEXT, PLAN_TEXT, TEXT } from '@leavedesk/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { CalendarPlus, CalendarSearch } from 'lucide-react';
import * as React from 'react';
import { Link, useLocation } from 'react-router';
import { balanceQueryOptions, useBalances } from '@/components/leaves/balance-query';
import { CancelLeaveButton } from '@/components/leaves/cancel-leave-button';
import { LeaveBalanceCards } from '@/components/leaves/leave-balance-cards';
import { LeaveSection } from '@/components/leaves/leave-section';
import { type LeaveFilters, leavesQueryOptions, useLeaves } from '@/components/leaves/leaves-query';
import { LeavesTable, LeavesTableSkeleton } from '@/components/leaves/leaves-table';
import { LoadError } from '@/components/leaves/load-error';
import { WithdrawLeaveButton } from '@/components/leaves/withdraw-leave-button';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/use-toast';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { OvertimeSection } from './overtime-section';
import { WaitingForYou } from './waiting-for-you';
import { WhosOut } from './whos-out';

/**
 * The user's own requests in every status, one page: a refused or cancelled request stays in the
 * list, with the reviewer's reason, rather than vanishing.
 */
const myLeaves = (pageNumber: number): LeaveFilters => ({ userId: 'mine', pageNumber });

/** Asked for while the route is entered (app/routes.tsx): the balance and the first page of leaves. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(balanceQueryOptions('mine'));
  void queryClient.prefetchQuery(leavesQueryOptions(myLeaves(0), { silentError: true }));
}

function MyLeaves() {
  const [pageNumber, setPageNumber] = React.useState(0);
  // Not the screen's point: its loading state while Home first paints (lib/first-paint.ts).
  const ready = useAfterFirstPaint();
  const leaves = useLeaves(myLeaves(pageNumber), { silentError: true, enabled: ready });

  React.useEffect(() => {
    if (leaves.isError)
      toast({ variant: 'destructive', title: TEXT.errorTitle, description: TEXT.failedUserLeaves });
  }, [leaves.isError]);

  const page = ready ? leaves.data : undefined;
  return (
    <LeaveSection title={LEAVE_TEXT.myLeavesTitle} description={LEAVE_TEXT.myLeavesDescription}>
      {!page ? (
        leaves.isError ? (
          <LoadError title={TEXT.failedUserLeaves} onRetry={() => leaves.refetch()} />
        ) : (
          <LeavesTableSkeleton />
        )
      ) : page.contents.length === 0 ? (
        <EmptyState title={LEAVE_TEXT.myLeavesEmpty} />
      ) : (
        <>
          <LeavesTable
            leaves={page.contents}
            action={(leave) =>
              leave.status === 'PENDING' ? (
                <WithdrawLeaveButton leave={leave} />
              ) : (
                <CancelLeaveButton leave={leave} compact />
              )
            }
          />
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
 * Home (/): the signed-in user's balance by leave type, their overtime (with a time off in lieu
 * type), the requests waiting for their decision (approvers only), who is out this week, and their
 * requests.
 */
export function Component() {
  const location = useLocation();
  const balances = useBalances('mine');
  return (
    <div className="space-y-10">
      <PageHeader
        title="Home"
        actions={
          <Button asChild>
            <Link to="/leaves/create" state={{ origin: location.pathname }}>
              <CalendarPlus />
              {LEAVE_TEXT.requestLeave}
            </Link>
          </Button>
        }
      />
      <LeaveSection
        title={LEAVE_TEXT.balanceTitle}
        description={LEAVE_TEXT.balanceDescription}
        actions={
          balances.data && balances.data.length > 0 ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/leaves/plan">
                <CalendarSearch />
                {PLAN_TEXT.homeLink}
              </Link>
            </Button>
          ) : undefined
        }
      >
        <LeaveBalanceCards
          balances={balances.data}
          isLoading={balances.isLoading}
          onRetry={balances.isError ? () => balances.refetch() : undefined}
          userId="mine"
        />
      </LeaveSection>
      <OvertimeSection balances={balances.data} />
      <WaitingForYou />
      <WhosOut />
      <MyLeaves />
    </div>
  );
}
