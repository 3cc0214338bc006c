import type { Notification } from '@leavedesk/contracts';
import { Clock, Tag } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SentTime } from './notification-meta';

/** One notification opened from the panel: trigger name, text with its line breaks, when it came. */
export function NotificationDialog({
  notification,
  onOpenChange,
  onCloseAutoFocus,
}: {
  notification: Notification | null;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={notification !== null} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {notification && (
          <>
            <DialogHeader className="pr-6 text-left">
              <DialogTitle className="leading-snug wrap-anywhere">{notification.title}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <span className="inline-flex min-w-0 items-start gap-1.5 font-medium text-foreground">
                  <Tag className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="wrap-anywhere">{notification.trigger.name}</span>
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Clock className="size-3.5 shrink-0" aria-hidden />
                  <SentTime notification={notification} />
                </span>
              </DialogDescription>
            </DialogHeader>
            <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap">
              {notification.textContent}
            </p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
