import { type OvertimeEntry, REVIEW_REASON_MAX } from '@leavedesk/contracts';
import { Check, X } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { LeaveSection } from '@/components/leaves/leave-section';
import { LoadError } from '@/components/leaves/load-error';
import { ReasonDialogForm } from '@/components/leaves/reason-dialog-form';
import { useOvertime, useReviewOvertime } from '@/components/overtime/overtime-api';
import { OvertimeFacts } from '@/components/overtime/overtime-facts';
import { OVERTIME_TEXT, overtimeReviewedToast } from '@/components/overtime/overtime-text';
import { AlertDialog, AlertDialogContent } from '@/components/ui/alert-dialog';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatDate, fullName } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { REJECT_TEXT, useRejectionReasonRequired } from './reject-leave-dialog';

const PAGE_SIZE = 10;

/**
 * "Overtime to review" on /leaves (issue 29): the PENDING overtime entries the reviewer may see
 * (their team's for a team admin, everyone's for an organization admin), each with Accept and
 * Reject (the rejection's reason asked as a request's is). Hidden while nothing waits. One's own
 * entry is listed without the decisions: another reviewer decides it.
 */
export function OvertimeReview() {
  const [pageNumber, setPageNumber] = React.useState(0);
  const list = useOvertime({ status: 'PENDING', pageNumber, pageSize: PAGE_SIZE });
  const page = list.data;
  if (!page && !list.isError) return null;
  if (page && page.totalContents === 0) return null;
  return (
    <LeaveSection
      title={page ? `${OVERTIME_TEXT.reviewTitle} (${page.totalContents})` : OVERTIME_TEXT.reviewTitle}
      description={OVERTIME_TEXT.reviewDescription}
    >
      {!page ? (
        <LoadError title={OVERTIME_TEXT.reviewLoadFailed} onRetry={() => list.refetch()} />
      ) : (
        <>
          <ul aria-label={OVERTIME_TEXT.reviewTitle} className="divide-y rounded-xl border bg-card shadow-xs">
            {page.contents.map((entry) => (
              <li key={entry.id} data-testid="overtime-to-review">
                <OvertimeToReview entry={entry} />
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

function OvertimeToReview({ entry }: { entry: OvertimeEntry }) {
  const me = useCurrentUser();
  const review = useReviewOvertime();
  const [rejecting, setRejecting] = React.useState(false);
  const name = fullName(entry.user);
  const busy = review.isPending;
  const accept = () =>
    review.mutate(
      { id: entry.id, status: 'ACCEPTED' },
      { onSuccess: () => toast({ variant: 'success', title: overtimeReviewedToast('ACCEPTED') }) },
    );
  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <UserAvatar name={name} size="sm" />
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <Link
            to={`/users/${entry.user.id}/`}
            state={{ origin: '/leaves' }}
            className="block font-medium wrap-anywhere hover:underline"
          >
            {name}
          </Link>
          <div className="text-muted-foreground">
            <OvertimeFacts entry={entry} />
          </div>
          {entry.note && (
            <p className="line-clamp-3 wrap-anywhere whitespace-pre-line" title={entry.note}>
              {entry.note}
            </p>
          )}
        </div>
      </div>
      {entry.user.id === me.id ? (
        <p className="text-xs text-muted-foreground sm:max-w-40">Yours: another reviewer decides it.</p>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: the entry's two decisions, named for screen readers
        <div role="group" aria-label={`Decide ${name}’s overtime`} className="flex gap-2 sm:shrink-0">
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
            onClick={accept}
          >
            {busy ? <Spinner /> : <Check />}
            Accept
          </Button>
        </div>
      )}
      <AlertDialog open={rejecting} onOpenChange={setRejecting}>
        <AlertDialogContent>
          {rejecting && <RejectOvertimeForm entry={entry} onDone={() => setRejecting(false)} />}
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/** Reject's confirmation, with the reason the person reads (required when the organization says so). */
function RejectOvertimeForm({ entry, onDone }: { entry: OvertimeEntry; onDone: () => void }) {
  const review = useReviewOvertime();
  const required = useRejectionReasonRequired();
  return (
    <ReasonDialogForm
      title={OVERTIME_TEXT.rejectTitle}
      description={`Reject ${fullName(entry.user)}’s overtime (${entry.type.name}, ${formatDate(entry.date)})? ${entry.user.firstName} reads your reason with the decision.`}
      reason={{
        hint: required ? 'Required.' : 'Optional.',
        required,
        missing: REJECT_TEXT.reasonRequired,
        max: REVIEW_REASON_MAX,
      }}
      confirmLabel={REJECT_TEXT.confirm}
      busy={review.isPending}
      onConfirm={(reason) =>
        review.mutate(
          { id: entry.id, status: 'REJECTED', reason },
          {
            onSuccess: () => {
              toast({ variant: 'success', title: overtimeReviewedToast('REJECTED') });
              onDone();
            },
            onError: onDone,
          },
        )
      }
    />
  );
}
