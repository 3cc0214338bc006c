import { LEAVE_REASON_MAX, LEAVE_TEXT } from '@leavedesk/contracts';
import * as React from 'react';
import {
  AlertDialogCancel,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

/**
 * The body of a destructive confirmation that asks the reason the requester reads (cancel a leave,
 * reject a request): title, description, the Reason field (when `reason` is given), No and the
 * red Yes. Yes with a required reason left blank shows `reason.missing` and sends nothing.
 */
export function ReasonDialogForm({
  title,
  description,
  reason,
  confirmLabel,
  busy,
  onConfirm,
}: {
  title: string;
  description: React.ReactNode;
  /** `max`: the longest reason the route takes (a cancellation's 1,000, a review's 500). */
  reason?: { hint: string; required: boolean; missing: string; initial?: string; max?: number };
  confirmLabel: string;
  busy: boolean;
  /** The trimmed reason ('' when none). */
  onConfirm: (reason: string) => void;
}) {
  const [text, setText] = React.useState(reason?.initial ?? '');
  const [error, setError] = React.useState<string>();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        if (reason?.required && !trimmed) {
          setError(reason.missing);
          return;
        }
        onConfirm(trimmed);
      }}
    >
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription className="wrap-anywhere">{description}</AlertDialogDescription>
      </AlertDialogHeader>
      {reason && (
        <FormField label="Reason" error={error} hint={reason.hint}>
          {(field) => (
            <Textarea
              {...field}
              rows={3}
              maxLength={reason.max ?? LEAVE_REASON_MAX}
              value={text}
              disabled={busy}
              required={reason.required}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(undefined);
              }}
            />
          )}
        </FormField>
      )}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={busy}>No</AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy && <Spinner />}
          {busy ? LEAVE_TEXT.processing : confirmLabel}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
