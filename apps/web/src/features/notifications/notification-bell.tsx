import { type Leave, type Notification, unreadBadge } from '@leavedesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { RejectLeaveDialog } from '@/features/leaves/reject-leave-dialog';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { useNotificationCount } from './notification-count-api';
import { NotificationDialog } from './notification-dialog';
import { inboxKeys } from './notification-keys';
import { isUnread } from './notification-meta';
import { NotificationsPanel } from './notifications-panel';
import { useMarkNotificationRead } from './read-notifications-api';

/**
 * The bell of the sidebar (and of the phone's top bar): the unread count, '9+' above 9, polled
 * every 30 s; it opens the panel, and an entry of the panel opens its dialog and is marked read.
 * A request entry's Reject asks for the reason here, once the panel has closed.
 */
export function NotificationBell({ align = 'start' }: { align?: 'start' | 'end' }) {
  const queryClient = useQueryClient();
  // Asked for once the screen has first painted (lib/first-paint.ts): the bell is not its point.
  const ready = useAfterFirstPaint();
  const count = useNotificationCount({ enabled: ready });
  const markRead = useMarkNotificationRead();
  const [panelOpen, setPanelOpen] = React.useState(false);
  const [opened, setOpened] = React.useState<Notification | null>(null);
  // Reject on a request entry: its reason dialog outlives the panel, which closes.
  const [rejecting, setRejecting] = React.useState<Leave | null>(null);
  const bellRef = React.useRef<HTMLButtonElement>(null);

  const unread = count.data?.unreadCount ?? 0;
  const badge = unreadBadge(unread);

  // A different count means notifications came or went: the panel's list is out of date.
  const figures = count.data ? `${count.data.unreadCount}/${count.data.totalCount}` : undefined;
  React.useEffect(() => {
    if (figures) void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
  }, [figures, queryClient]);

  const open = (notification: Notification) => {
    setPanelOpen(false);
    setOpened(notification);
    // Whatever its e-mail or Slack post is doing (they go on; the history shows them).
    if (isUnread(notification)) markRead.mutate(notification.id);
  };

  return (
    <>
      <Popover open={panelOpen} onOpenChange={setPanelOpen}>
        <PopoverTrigger asChild>
          <Button
            ref={bellRef}
            variant="ghost"
            size="icon"
            className="relative shrink-0"
            aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
          >
            <Bell className="size-5" />
            {badge && (
              <span
                data-testid="unread-badge"
                aria-hidden
                className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground ring-2 ring-background tabular-nums"
              >
                {badge}
              </span>
            )}
          </Button>
        </PopoverTrigger>
        <PopoverContent
          align={align}
          collisionPadding={8}
          className="w-[min(24rem,calc(100vw-1rem))] p-0"
          aria-label="Notifications"
        >
          <NotificationsPanel
            onOpenNotification={open}
            onClose={() => setPanelOpen(false)}
            onReject={(leave) => {
              setPanelOpen(false);
              setRejecting(leave);
            }}
          />
        </PopoverContent>
      </Popover>
      <NotificationDialog
        notification={opened}
        onOpenChange={(isOpen) => !isOpen && setOpened(null)}
        onCloseAutoFocus={(event) => {
          // The entry that opened it is gone with the panel: give focus back to the bell.
          event.preventDefault();
          bellRef.current?.focus();
        }}
      />
      {rejecting && (
        <RejectLeaveDialog
          leave={rejecting}
          open
          onOpenChange={(isOpen) => !isOpen && setRejecting(null)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            bellRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
