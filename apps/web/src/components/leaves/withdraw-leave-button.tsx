import { LEAVE_TEXT, type Leave } from '@leavedesk/contracts';
import { Undo2 } from 'lucide-react';
import * as React from 'react';
import { leaveDatesText } from '@/components/day-part-mark';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { useWithdrawLeave } from './withdraw-leave';

/** Withdraws one's own PENDING request after a confirmation. */
export function WithdrawLeaveButton({
  leave,
  onWithdrawn,
  variant = 'ghost',
  wide = false,
}: {
  leave: Leave;
  onWithdrawn?: () => void;
  variant?: 'ghost' | 'outline';
  /** Says 'Withdraw' on phones too (a table row keeps only the icon there). */
  wide?: boolean;
}) {
  const [open, setOpen] = React.useState(false);
  const withdraw = useWithdrawLeave();
  const range = leaveDatesText(leave);
  return (
    <>
      <Button
        variant={variant}
        size={wide ? 'default' : 'sm'}
        onClick={() => setOpen(true)}
        aria-label={`Withdraw request of ${range}`}
      >
        <Undo2 />
        <span className={wide ? undefined : 'hidden sm:inline'}>Withdraw</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive
        title={LEAVE_TEXT.withdrawTitle}
        description={`Are you sure you want to withdraw your ${leave.activatedType.name} request for ${range}?`}
        busy={withdraw.isPending}
        onConfirm={async () => {
          await withdraw.mutateAsync(leave.id);
          toast({ variant: 'success', title: LEAVE_TEXT.withdrawn });
          onWithdrawn?.();
        }}
      />
    </>
  );
}
