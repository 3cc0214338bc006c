import type { Leave } from '@leavedesk/contracts';
import { Check, Inbox, X } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { leaveDatesText } from '@/components/day-part-mark';
import { stepText } from '@/components/leaves/approval-text';
import { LeaveSection } from '@/components/leaves/leave-section';
import { useLeaves } from '@/components/leaves/leaves-query';
import { LeaveTypeLabel } from '@/components/leaves/leaves-table';
import { LoadError } from '@/components/leaves/load-error';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { RejectLeaveDialog } from '@/features/leaves/reject-leave-dialog';
import { useReviewLeave } from '@/features/leaves/review-leave';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { formatDuration, fullName } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useTeams } from '@/lib/teams';

export const WAITING_TEXT = {
  title: 'Waiting for you',
  description: 'Requests at a step you decide, oldest first.',
  empty: 'Nothing waits for you.',
} as const;

const PAGE_SIZE = 5;

/**
 * Home's "Waiting for you" (issue 28): the requests whose current step the user decides
 * (GET /leaves?waitingFor=me), oldest request first, each with Accept (one click) and Reject (the
 * reason dialog). Shown to team and organization admins, and to an employee a team's steps name
 * (or one something waits for); never the user's own request, which the server leaves out.
 */
export function WaitingForYou() {
  const user = useCurrentUser();
  const [pageNumber, setPageNumber] = React.useState(0);
  const ready = useAfterFirstPaint();
  const employee = user.role === 'EMPLOYEE';
  const list = useLeaves(
    { waitingFor: 'me', sort: 'createdAt:asc', pageNumber, pageSize: PAGE_SIZE },
    { silentError: true, enabled: ready },
  );
  const teams = useTeams({ silentError: true, enabled: ready && employee });
  const named =
    teams.data?.some((t) =>
      t.approvalSteps?.some((s) => s.approvers === 'USERS' && s.userIds?.includes(user.id)),
    ) ?? false;
  const page = ready ? list.data : undefined;
  if (employee && !named && !(page && page.totalContents > 0)) return null;

  return (
    <LeaveSection title={WAITING_TEXT.title} description={WAITING_TEXT.description}>
      {!page ? (
        list.isError ? (
          <LoadError
            title="The requests waiting for you could not be loaded."
            onRetry={() => list.refetch()}
          />
        ) : (
          <Skeleton className="h-24 w-full rounded-xl" />
        )
      ) : page.contents.length === 0 ? (
        <EmptyState icon={Inbox} title={WAITING_TEXT.empty} />
      ) : (
        <>
          <ul aria-label={WAITING_TEXT.title} className="divide-y rounded-xl border bg-card shadow-xs">
            {page.contents.map((leave) => (
              <li key={leave.id}>
                <WaitingRequest leave={leave} />
              </li>
            ))}
          </ul>
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

function WaitingRequest({ leave }: { leave: Leave }) {
  const review = useReviewLeave();
  const [rejecting, setRejecting] = React.useState(false);
  const name = fullName(leave.user);
  const step = stepText(leave);
  const busy = review.isPending;
  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <UserAvatar name={name} url={leave.user.avatar?.url} size="sm" />
        <div className="min-w-0 flex-1 space-y-1">
          <Link to={`/leaves/${leave.id}`} className="block font-medium wrap-anywhere hover:underline">
            {name}
          </Link>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <LeaveTypeLabel type={leave.activatedType} />
            <span aria-hidden>·</span>
            <span>{leaveDatesText(leave)}</span>
            <span aria-hidden>·</span>
            <span>{formatDuration(leave.duration, leave.unit)}</span>
            {step && <Badge variant="secondary">{step}</Badge>}
          </p>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: the request's two decisions, named for screen readers */}
      <div role="group" aria-label={`Decide ${name}’s request`} className="flex gap-2 sm:shrink-0">
        <Button
          variant="outline"
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={busy}
          onClick={() => setRejecting(true)}
        >
          <X />
          Reject
        </Button>
        <Button
          variant="success"
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={busy}
          onClick={() => review.mutate({ id: leave.id, status: 'ACCEPTED' })}
        >
          {busy ? <Spinner /> : <Check />}
          Accept
        </Button>
      </div>
      <RejectLeaveDialog leave={leave} open={rejecting} onOpenChange={setRejecting} />
    </div>
  );
}
