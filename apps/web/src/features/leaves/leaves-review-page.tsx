import { LEAVE_TEXT, type Leave, type LeaveSort } from '@leavedesk/contracts';
import { Inbox } from 'lucide-react';
import * as React from 'react';
import { decidesNow } from '@/components/leaves/approval-text';
import { useLeaves } from '@/components/leaves/leaves-query';
import { LeavesTableSkeleton } from '@/components/leaves/leaves-table';
import { LoadError } from '@/components/leaves/load-error';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useCurrentUser } from '@/lib/session';
import { BulkAccept } from './bulk-accept';
import { LeaveDetailsDialog } from './leave-details-dialog';
import { LeavesExportDialog } from './leaves-export-dialog';
import { OvertimeReview } from './overtime-review';
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
  // The queue of pending requests comes soonest start first (started ones first); other lists
  // newest start first, as GET /leaves answers without a sort. A column's head changes it.
  const [chosenSort, setChosenSort] = React.useState<LeaveSort>();
  const sort = chosenSort ?? (applied.status === 'PENDING' ? 'startAt:asc' : 'startAt:desc');
  const [selected, setSelected] = React.useState<Set<number>>(() => new Set());
  const leaves = useLeaves({
    status: statusesOf(applied.status),
    teamId: applied.teamId,
    userId: applied.userId,
    pageNumber,
    sort,
  });
  const page = leaves.data;
  const open: Leave | undefined = page?.contents.find((l) => l.id === openId);
  // Only requests at a step the user decides (never their own): the others are refused.
  const selectable = (leave: Leave) => decidesNow(leave, user.id);
  const chosen = page?.contents.filter((l) => selected.has(l.id) && selectable(l)) ?? [];
  const clearSelection = () => setSelected(new Set());

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
          clearSelection();
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
            {page.contents.some(selectable) && (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/40 px-3 py-2">
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {chosen.length === 0
                    ? 'Select pending requests to accept several at once.'
                    : `${chosen.length} selected`}
                </p>
                <div className="flex flex-wrap gap-2">
                  {chosen.length > 0 && (
                    <Button variant="ghost" onClick={clearSelection}>
                      Clear selection
                    </Button>
                  )}
                  <BulkAccept chosen={chosen} onDone={clearSelection} />
                </div>
              </div>
            )}
            <ReviewTable
              leaves={page.contents}
              onOpen={(leave) => setOpenId(leave.id)}
              sort={sort}
              onSort={(next) => {
                setChosenSort(next);
                setPageNumber(0);
                clearSelection();
              }}
              selection={{ selectable, selected, onSelectedChange: setSelected }}
            />
            <Pagination
              pageNumber={page.pageNumber}
              totalPages={page.totalPages}
              onPageChange={(n) => {
                setPageNumber(n);
                clearSelection();
              }}
            />
          </>
        )}
      </div>
      <div className="mt-10">
        <OvertimeReview />
      </div>
      <LeaveDetailsDialog leave={open} onClose={() => setOpenId(undefined)} />
    </>
  );
}

/**
 * /leaves (team admins and organization admins): filter, open and review leave requests; below
 * them, the overtime waiting for a decision (issue 29).
 */
export function Component() {
  return (
    <RoleGate roles={REVIEWERS} title="Leaves">
      <LeavesReview />
    </RoleGate>
  );
}
