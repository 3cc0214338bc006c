import type { Leave } from '@leavedesk/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LeaveDetails, ReviewActions } from './leave-details';
import { ReviewContext } from './review-context';

/** The review modal of /leaves: a request's details with Reject and Accept when it is pending. */
export function LeaveDetailsDialog({ leave, onClose }: { leave: Leave | undefined; onClose: () => void }) {
  return (
    <Dialog open={Boolean(leave)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-xl"
        // Focus the dialog itself, not Reject: Enter must not decide a request by accident.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Leave Request</DialogTitle>
          <DialogDescription>Review the request and accept or reject it.</DialogDescription>
        </DialogHeader>
        {leave && (
          <>
            <LeaveDetails leave={leave} from="/leaves" />
            <ReviewContext leave={leave} />
            <DialogFooter>
              <ReviewActions leave={leave} onReviewed={onClose} />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
