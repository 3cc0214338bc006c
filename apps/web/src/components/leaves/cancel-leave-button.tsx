import { LEAVE_MSG, LEAVE_TEXT, type Leave, type User } from '@leavedesk/contracts';
import { Ban } from 'lucide-react';
import * as React from 'react';
import { leaveDatesText } from '@/components/day-part-mark';
import { ReasonDialogForm } from '@/components/leaves/reason-dialog-form';
import { AlertDialog, AlertDialogContent } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { todayIso } from '@/lib/leave-dates';
import { useCurrentUser } from '@/lib/session';
import { useCancelLeave } from './cancel-leave';

/**
 * How `user` may cancel `leave`: as its requester (an ACCEPTED leave that has not started; a
 * PENDING one is withdrawn instead), as a reviewer of the requester (organization admin, team admin
 * of their team: PENDING or ACCEPTED at any time, with a reason), or not at all.
 */
export function cancelRole(
  leave: Pick<Leave, 'status' | 'startAt' | 'user'>,
  user: Pick<User, 'id' | 'role' | 'team'>,
  today = todayIso(),
): 'requester' | 'reviewer' | undefined {
  if (leave.status !== 'PENDING' && leave.status !== 'ACCEPTED') return undefined;
  if (leave.user.id === user.id)
    return leave.status === 'ACCEPTED' && leave.startAt > today ? 'requester' : undefined;
  const reviews =
    user.role === 'ORGANIZATION_ADMIN' ||
    (user.role === 'TEAM_ADMIN' && user.team != null && user.team.id === leave.user.team?.id);
  return reviews ? 'reviewer' : undefined;
}

/**
 * 'Cancel leave' with its confirmation: the requester confirms; a reviewer gives the reason the
 * requester will read. Shown only where the caller may cancel the leave.
 */
export function CancelLeaveButton({
  leave,
  onCancelled,
  compact = false,
}: {
  leave: Leave;
  onCancelled?: () => void;
  /** Icon only on phones (a table row). */
  compact?: boolean;
}) {
  const user = useCurrentUser();
  const role = cancelRole(leave, user);
  const [open, setOpen] = React.useState(false);
  if (!role) return null;
  const range = leaveDatesText(leave);
  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'outline'}
        size={compact ? 'sm' : 'default'}
        onClick={() => setOpen(true)}
        aria-label={`Cancel leave of ${range}`}
      >
        <Ban />
        <span className={compact ? 'hidden sm:inline' : undefined}>{LEAVE_TEXT.cancelTitle}</span>
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          {open && (
            <CancelForm
              leave={leave}
              range={range}
              needsReason={role === 'reviewer'}
              onDone={() => {
                setOpen(false);
                onCancelled?.();
              }}
            />
          )}
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

function CancelForm({
  leave,
  range,
  needsReason,
  onDone,
}: {
  leave: Leave;
  range: string;
  needsReason: boolean;
  onDone: () => void;
}) {
  const cancel = useCancelLeave();
  const whose = needsReason ? `${leave.user.firstName} ${leave.user.lastName}'s` : 'your';
  return (
    <ReasonDialogForm
      title={LEAVE_TEXT.cancelTitle}
      description={`Are you sure you want to cancel ${whose} leave (${leave.activatedType.name}, ${range})? Its days go back to the balance; the leave stays in the history as cancelled.`}
      reason={
        needsReason
          ? { hint: 'The requester reads it.', required: true, missing: LEAVE_MSG.cancelReasonRequired }
          : undefined
      }
      confirmLabel="Yes, cancel it"
      busy={cancel.isPending}
      onConfirm={(reason) =>
        cancel.mutate(
          { id: leave.id, reason: reason || undefined },
          {
            onSuccess: () => {
              toast({ variant: 'success', title: LEAVE_TEXT.cancelled });
              onDone();
            },
          },
        )
      }
    />
  );
}
