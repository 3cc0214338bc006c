import type { Leave, LeaveStatus } from '@leavedesk/contracts';
import { Badge } from '@/components/ui/badge';

const VARIANT = { ACCEPTED: 'success', PENDING: 'info', REJECTED: 'danger', CANCELLED: 'secondary' } as const;

/** The upper-case status badge: green ACCEPTED, blue PENDING, red REJECTED, grey CANCELLED. */
export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return (
    <Badge variant={VARIANT[status]} className="uppercase tracking-wide">
      {status}
    </Badge>
  );
}

/**
 * What the requester is told about a decision, when the reviewer said why: the reason given with
 * an acceptance or a rejection, or a reviewer's reason for cancelling (a requester's own
 * withdrawal gives none).
 */
export function reviewerNote(leave: Pick<Leave, 'status' | 'reviewReason' | 'cancelReason'>): string | null {
  if (leave.status === 'CANCELLED') return leave.cancelReason;
  if (leave.status === 'ACCEPTED' || leave.status === 'REJECTED') return leave.reviewReason;
  return null;
}

/**
 * The badge, and under it the reviewer's reason once there is one: three lines at most in a list
 * (a reason may run to 1,000 characters), the whole of it in `title` and on the leave's page. A
 * column (not a grid, whose implicit column may shrink to nothing) so the table's Status column is
 * never narrower than the badge.
 */
export function LeaveStatusWithNote({
  leave,
}: {
  leave: Pick<Leave, 'status' | 'reviewReason' | 'cancelReason'>;
}) {
  const note = reviewerNote(leave);
  return (
    <span className="flex flex-col items-start gap-1">
      <LeaveStatusBadge status={leave.status} />
      {note && (
        <span
          className="line-clamp-3 max-w-64 text-xs whitespace-pre-line text-muted-foreground"
          title={note}
        >
          {note}
        </span>
      )}
    </span>
  );
}
