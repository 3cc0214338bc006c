import { type Leave, REVIEW_REASON_MAX } from '@leavedesk/contracts';
import { leaveDatesText } from '@/components/day-part-mark';
import { ReasonDialogForm } from '@/components/leaves/reason-dialog-form';
import { AlertDialog, AlertDialogContent } from '@/components/ui/alert-dialog';
import { fullName } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useReviewLeave } from './review-leave';

export const REJECT_TEXT = {
  title: 'Reject request',
  confirm: 'Yes, reject it',
  reasonRequired: 'Please give a reason: your organization asks for one with every rejection.',
} as const;

/**
 * Whether a rejection needs a reason: the organization's `metadata.rejectionReasonRequired`
 * (absent or anything but `true`: optional).
 */
export function useRejectionReasonRequired(): boolean {
  return useSession().organization?.metadata?.rejectionReasonRequired === true;
}

/**
 * The confirmation every Reject opens: which request, and the reason the requester reads with the
 * decision (required when the organization says so). Yes sends PUT /leaves/{id} {status:
 * 'REJECTED', reason}; a refusal (409: someone decided first) shows the server's sentence in the
 * Error toast and the dialog closes, as the lists refresh.
 */
export function RejectLeaveDialog({
  leave,
  open,
  onOpenChange,
  initialReason = '',
  onRejected,
  onCloseAutoFocus,
}: {
  leave: Leave;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the reviewer already typed (the review dialog's "Your reason"). */
  initialReason?: string;
  /** After the call, whatever its outcome. */
  onRejected?: () => void;
  /** Where focus goes once it closes (the bell: its opener, the panel, is gone). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {open && (
          <RejectForm
            leave={leave}
            initialReason={initialReason}
            onDone={() => {
              onOpenChange(false);
              onRejected?.();
            }}
          />
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}

function RejectForm({
  leave,
  initialReason,
  onDone,
}: {
  leave: Leave;
  initialReason: string;
  onDone: () => void;
}) {
  const review = useReviewLeave();
  const required = useRejectionReasonRequired();
  return (
    <ReasonDialogForm
      title={REJECT_TEXT.title}
      description={`Reject ${fullName(leave.user)}’s request (${leave.activatedType.name}, ${leaveDatesText(leave)})? ${leave.user.firstName} reads your reason with the decision.`}
      reason={{
        hint: required ? 'Required.' : 'Optional.',
        required,
        missing: REJECT_TEXT.reasonRequired,
        initial: initialReason,
        max: REVIEW_REASON_MAX,
      }}
      confirmLabel={REJECT_TEXT.confirm}
      busy={review.isPending}
      onConfirm={(reason) =>
        review.mutate({ id: leave.id, status: 'REJECTED', reason }, { onSuccess: onDone, onError: onDone })
      }
    />
  );
}
