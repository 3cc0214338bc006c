import { LEAVE_MSG, LEAVE_TEXT, type Leave, REVIEW_REASON_MAX } from '@leavedesk/contracts';
import * as React from 'react';
import { Link } from 'react-router';
import { LeaveDates } from '@/components/day-part-mark';
import { decidesNow, standingText, waitingText } from '@/components/leaves/approval-text';
import { CancelLeaveButton } from '@/components/leaves/cancel-leave-button';
import { LeaveStatusBadge, reviewerNote } from '@/components/leaves/leave-status-badge';
import { LeaveTypeLabel } from '@/components/leaves/leaves-table';
import { WithdrawLeaveButton } from '@/components/leaves/withdraw-leave-button';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, formatDuration, fullName } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { RejectLeaveDialog } from './reject-leave-dialog';
import { useReviewLeave } from './review-leave';
import { asSubstituteForText, coveringFor } from './substitute-text';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] items-start gap-3 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** The facts of one request: user, type, duration, dates, team, reason, status and the reviewer's reason. */
export function LeaveDetails({ leave, from }: { leave: Leave; from: string }) {
  const name = fullName(leave.user);
  const note = reviewerNote(leave);
  const viewer = useCurrentUser();
  const covering = coveringFor(leave, viewer.id);
  return (
    <dl className="divide-y">
      <Row label="User">
        <Link
          to={`/users/${leave.user.id}/`}
          state={{ from }}
          className="inline-flex max-w-full items-center gap-2 font-medium hover:underline"
        >
          <UserAvatar name={name} url={leave.user.avatar?.url} size="sm" />
          <span className="min-w-0">{name}</span>
        </Link>
      </Row>
      <Row label="Type">
        <LeaveTypeLabel type={leave.activatedType} />
      </Row>
      <Row label="Duration">{formatDuration(leave.duration, leave.unit)}</Row>
      <Row label="Date">
        <LeaveDates leave={leave} />
      </Row>
      <Row label="Team">{leave.user.team?.name ?? 'No team'}</Row>
      <Row label="Reason">
        {leave.reason ? (
          <span className="whitespace-pre-line">{leave.reason}</span>
        ) : (
          <span className="text-muted-foreground">No reason given</span>
        )}
      </Row>
      <Row label="Status">
        <span className="flex flex-wrap items-center gap-2">
          <LeaveStatusBadge status={leave.status} />
          {leave.status === 'CANCELLED' && leave.cancelledAt ? (
            <span className="text-xs text-muted-foreground">
              {leave.cancelledBy ? `by ${fullName(leave.cancelledBy)} ` : ''}on{' '}
              {formatDate(leave.cancelledAt)}
            </span>
          ) : null}
          {leave.status !== 'CANCELLED' && leave.reviewer && leave.reviewedAt && (
            <span className="text-xs text-muted-foreground">
              by {fullName(leave.reviewer)} on {formatDate(leave.reviewedAt)}
            </span>
          )}
        </span>
      </Row>
      {note && (
        <Row label="Reviewer's reason">
          <span className="whitespace-pre-line">{note}</span>
        </Row>
      )}
      {leave.approval.steps > 1 && (
        <Row label="Approval">
          <ApprovalSteps leave={leave} />
        </Row>
      )}
      {leave.substitute && <Row label="Substitute">{fullName(leave.substitute)}</Row>}
      {covering && <Row label="You decide">{asSubstituteForText(covering)}</Row>}
    </dl>
  );
}

/**
 * A request of several steps (issue 28): the step it waits at and for whom, then each decision
 * taken so far, with its reason.
 */
function ApprovalSteps({ leave }: { leave: Leave }) {
  const waiting = waitingText(leave);
  return (
    <div className="space-y-2">
      {waiting && <p>{waiting}</p>}
      {leave.approval.decisions.length > 0 && (
        <ol aria-label="Decisions" className="space-y-1.5">
          {leave.approval.decisions.map((d) => (
            <li key={d.step} className="text-sm">
              <span>
                Step {d.step} of {leave.approval.steps}: {d.status === 'ACCEPTED' ? 'accepted' : 'rejected'}{' '}
                by {fullName(d.reviewer)} on {formatDate(d.decidedAt)}
              </span>
              {d.reason && (
                <span className="block whitespace-pre-line text-muted-foreground">“{d.reason}”</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Reject and Accept for a PENDING request; both read 'Processing...' while the call runs. */
export function ReviewActions({ leave, onReviewed }: { leave: Leave; onReviewed?: () => void }) {
  const user = useCurrentUser();
  // An accepted leave can still be cancelled: by its requester before it starts, by a reviewer at any time.
  if (leave.status === 'ACCEPTED')
    return (
      <div className="flex justify-end">
        <CancelLeaveButton leave={leave} onCancelled={onReviewed} />
      </div>
    );
  if (leave.status !== 'PENDING') return null;
  // Nobody reviews their own request (the server refuses it with a 403, which would end the session).
  if (leave.user.id === user.id) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{LEAVE_MSG.ownLeaveReview}</p>
        <WithdrawLeaveButton leave={leave} onWithdrawn={onReviewed} />
      </div>
    );
  }
  // Only the current step's deciders get the buttons (named people and substitutes included); a
  // decision by anyone else is refused, and a 403 would end their session.
  if (!decidesNow(leave, user.id))
    return <p className="text-sm text-muted-foreground">{standingText(leave, user.id)}</p>;
  return <ReviewButtons leave={leave} onReviewed={onReviewed} />;
}

/**
 * The reviewer's optional reason, then Reject and Accept. Accept decides at once (with the reason,
 * if one was typed); Reject always confirms, asking for the reason (see RejectLeaveDialog).
 */
function ReviewButtons({ leave, onReviewed }: { leave: Leave; onReviewed?: () => void }) {
  const review = useReviewLeave();
  const [reason, setReason] = React.useState('');
  const [rejecting, setRejecting] = React.useState(false);
  const busy = review.isPending;
  const accept = () =>
    review.mutate(
      { id: leave.id, status: 'ACCEPTED', reason },
      { onSuccess: () => onReviewed?.(), onError: () => onReviewed?.() },
    );
  return (
    <div className="grid w-full gap-3">
      <FormField label="Your reason" hint={`Optional: ${leave.user.firstName} reads it with your decision.`}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            maxLength={REVIEW_REASON_MAX}
            value={reason}
            disabled={busy}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="destructive" disabled={busy} onClick={() => setRejecting(true)}>
          Reject
        </Button>
        <Button variant="success" disabled={busy} onClick={accept}>
          {busy && <Spinner />}
          {busy ? LEAVE_TEXT.processing : 'Accept'}
        </Button>
      </div>
      <RejectLeaveDialog
        leave={leave}
        open={rejecting}
        onOpenChange={setRejecting}
        initialReason={reason}
        onRejected={onReviewed}
      />
    </div>
  );
}
