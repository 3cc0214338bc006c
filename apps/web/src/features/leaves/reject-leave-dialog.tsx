import { LEAVE_REASON_MAX, LEAVE_TEXT, type Leave } from '@leavedesk/contracts';
import * as React from 'react';
import { leaveDatesText } from '@/components/day-part-mark';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
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
}: {
  leave: Leave;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the reviewer already typed (the review dialog's "Your reason"). */
  initialReason?: string;
  /** After the call, whatever its outcome. */
  onRejected?: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
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
  const [reason, setReason] = React.useState(initialReason);
  const [error, setError] = React.useState<string>();
  const busy = review.isPending;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (required && !text) {
          setError(REJECT_TEXT.reasonRequired);
          return;
        }
        review.mutate(
          { id: leave.id, status: 'REJECTED', reason: text },
          { onSuccess: onDone, onError: onDone },
        );
      }}
    >
      <AlertDialogHeader>
        <AlertDialogTitle>{REJECT_TEXT.title}</AlertDialogTitle>
        <AlertDialogDescription className="wrap-anywhere">
          Reject {fullName(leave.user)}’s request ({leave.activatedType.name}, {leaveDatesText(leave)})?{' '}
          {leave.user.firstName} reads your reason with the decision.
        </AlertDialogDescription>
      </AlertDialogHeader>
      <FormField label="Reason" error={error} hint={required ? 'Required.' : 'Optional.'}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            maxLength={LEAVE_REASON_MAX}
            value={reason}
            disabled={busy}
            required={required}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(undefined);
            }}
          />
        )}
      </FormField>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={busy}>No</AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy && <Spinner />}
          {busy ? LEAVE_TEXT.processing : REJECT_TEXT.confirm}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
