import type { Leave } from '@leavedesk/contracts';
import { ArrowRight, Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { decidesNow, standingText } from '@/components/leaves/approval-text';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useLeave } from '@/features/leaves/leave-query';
import { useReviewLeave } from '@/features/leaves/review-leave';
import { useCurrentUser } from '@/lib/session';

/**
 * Under a request entry of the bell (LEAVE_CREATED): the request as it stands now, read again each
 * time the panel opens. Its current step's approvers get Accept (one click), Reject (the reason
 * dialog, see NotificationBell) and Open; anyone else, and an approver once someone decided
 * first (a 409 refreshes it), reads where it stands ("Accepted by Ana Lima", "Waits for step 2
 * of 2") and Open.
 */
export function LeaveRequestActions({
  leaveId,
  onReject,
  onOpen,
}: {
  leaveId: number;
  onReject: (leave: Leave) => void;
  /** The request's page opens: the panel closes. */
  onOpen: () => void;
}) {
  const user = useCurrentUser();
  const query = useLeave(leaveId, { fresh: true, silentError: true });
  const review = useReviewLeave();
  const leave = query.data;
  if (!leave) {
    // Gone, or no longer the caller's to see: the entry is plain text, as before.
    return query.isLoading ? (
      <div className="px-4 pb-3 pl-9" role="status">
        <span className="sr-only">Loading the request</span>
        <Skeleton className="h-7 w-48" />
      </div>
    ) : null;
  }
  const who = `${leave.user.firstName} ${leave.user.lastName}`;
  const open = (
    <Button asChild variant="ghost" size="sm">
      <Link to={`/leaves/${leave.id}`} onClick={onOpen} aria-label={`Open ${who}’s request`}>
        Open
        <ArrowRight />
      </Link>
    </Button>
  );
  if (!decidesNow(leave, user.id)) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-4 pb-3 pl-9">
        <p className="min-w-0 text-xs wrap-anywhere text-muted-foreground" data-testid="request-standing">
          {standingText(leave, user.id)}
        </p>
        {open}
      </div>
    );
  }
  const busy = review.isPending;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of the request's three actions, named for screen readers
    <div
      role="group"
      aria-label={`Decide ${who}’s request`}
      className="flex flex-wrap items-center gap-2 px-4 pb-3 pl-9"
    >
      <Button
        variant="success"
        size="sm"
        disabled={busy}
        onClick={() => review.mutate({ id: leave.id, status: 'ACCEPTED' })}
      >
        {busy ? <Spinner /> : <Check />}
        Accept
      </Button>
      <Button variant="outline" size="sm" disabled={busy} onClick={() => onReject(leave)}>
        <X />
        Reject
      </Button>
      {open}
    </div>
  );
}
