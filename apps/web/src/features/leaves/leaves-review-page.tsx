import { LEAVE_TEXT, type Leave } from '@leavedesk/contracts';
import { Inbox } from 'lucide-react';
import * as React from 'react';
import { useLeaves } from '@/components/leaves/leaves-query';
import { LeavesTableSkeleton } from '@/components/leaves/leaves-table';
import { LoadError } from '@/components/leaves/load-error';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useCurrentUser } from '@/lib/session';
import { LeaveDetailsDialog } from './leave-details-dialog';
import { LeavesExportDialog } from './leaves-export-dialog';
import { type ReviewFilters, ReviewFiltersBar, statusesOf } from './review-filters';
import { ReviewTable } from './review-table';

const REVIEWERS = ['ORGANIZATION_ADMIN', 'TEAM_ADMIN'] as const;

function LeavesReview() {
  const user = useCurrentUser();
  const lockedTeamId = user.role === 'TEAM_ADMIN' ? user.team?.id : undefined;
  const initial: ReviewFilters = { status: 'PENDING', teamId: lockedTeamId, userId: undefined };
  const [applied, setApplied] = React.useState<ReviewFilters>(initial);
  const [pageNumber, setPageNumber] = React.useState(0);
  const [openId, setOpenId] = React.useState<number | undefined>();
  const leaves = useLeaves({
    status: statusesOf(applied.status),
    teamId: applied.teamId,
    userId: applied.userId,
    pageNumber,
  });
  const page = leaves.data;
  const open: Leave | undefined = page?.contents.find((l) => l.id === openId);

  return (
    <>
      <PageHeader
        title="Leaves"
        description="Review the leave requests of your people."
        actions={<LeavesExportDialog applied={applied} lockedTeamId={lockedTeamId} />}
      />
      <ReviewFiltersBar
        initial={initial}
        lockedTeamId={lockedTeamId}
        onSearch={(filters) => {
          setApplied(filters);
          setPageNumber(0);
        }}
      />
      <div className="mt-6 space-y-4">
        {!page ? (
          leaves.isError ? (
            <LoadError title="The leave requests could not be loaded." onRetry={() => leaves.refetch()} />
          ) : (
            <LeavesTableSkeleton rows={6} />
          )
        ) : page.contents.length === 0 ? (
          <EmptyState icon={Inbox} title={LEAVE_TEXT.reviewEmpty} />
        ) : (
          <>
            <ReviewTable leaves={page.contents} onOpen={(leave) => setOpenId(leave.id)} />
            <Pagination
              pageNumber={page.pageNumber}
              totalPages={page.totalPages}
              onPageChange={setPageNumber}
            />
          </>
        )}
      </div>
      <LeaveDetailsDialog leave={open} onClose={() => setOpenId(undefined)} />
    </>
  );
}

/** /leaves (team admins and organization admins): filter, open and review leave requests. */
export function Component() {
  return (
    <RoleGate roles={REVIEWERS} title="Leaves">
      <LeavesReview />
    </RoleGate>
  );
}
