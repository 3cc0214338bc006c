import { type Leave, NOTIFICATION_TEXT, type Notification } from '@leavedesk/contracts';
import { BellOff, CheckCheck, RotateCw, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { LeaveRequestActions } from './leave-request-actions';
import { reviewedLeaveId } from './notification-item';
import { isUnread, SentTime } from './notification-meta';
import { useNotifications } from './notifications-api';
import { useMarkAllNotificationsRead } from './read-notifications-api';

/** The panel asks page 1, size 10 (part 1 §7). */
const PANEL_QUERY = { page: 1, size: 10 } as const;

/** The bell's panel: the latest ten, unread ones (not READ, delivered or not) bold with a dot. */
export function NotificationsPanel({
  onOpenNotification,
  onClose,
  onReject,
}: {
  onOpenNotification: (notification: Notification) => void;
  onClose: () => void;
  /** Reject on a request entry: the bell asks for the reason (the panel closes). */
  onReject: (leave: Leave) => void;
}) {
  const list = useNotifications(PANEL_QUERY);
  const markAll = useMarkAllNotificationsRead();
  const notifications = list.data?.contents;
  const anyUnread = notifications?.some(isUnread) ?? false;

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <h2 className="flex-1 text-base font-semibold">{NOTIFICATION_TEXT.panelTitle}</h2>
        {anyUnread && (
          <Button
            variant="ghost"
            size="sm"
            className="text-primary hover:text-primary"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck />
            {NOTIFICATION_TEXT.markAllRead}
          </Button>
        )}
        <Button variant="ghost" size="icon-sm" aria-label="Close" onClick={onClose}>
          <XIcon />
        </Button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto">
        {!notifications ? (
          list.isError ? (
            <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
              <p className="text-sm font-medium">{NOTIFICATION_TEXT.errorLoading}</p>
              <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                <RotateCw />
                Try again
              </Button>
            </div>
          ) : (
            <PanelSkeleton />
          )
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center gap-1.5 px-6 py-10 text-center">
            <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <BellOff className="size-5" aria-hidden />
            </span>
            <p className="text-sm font-medium">{NOTIFICATION_TEXT.emptyTitle}</p>
            <p className="text-sm text-muted-foreground">{NOTIFICATION_TEXT.emptyHint}</p>
          </div>
        ) : (
          <ul aria-label={NOTIFICATION_TEXT.panelTitle} className="divide-y">
            {notifications.map((n) => {
              const leaveId = reviewedLeaveId(n);
              return (
                <li key={n.id}>
                  <PanelEntry notification={n} onOpen={() => onOpenNotification(n)} />
                  {leaveId !== undefined && (
                    <LeaveRequestActions leaveId={leaveId} onReject={onReject} onOpen={onClose} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div className="border-t p-1.5">
        <Button asChild variant="ghost" size="sm" className="w-full text-muted-foreground">
          <Link to="/notifications" onClick={onClose}>
            See all notifications
          </Link>
        </Button>
      </div>
    </div>
  );
}

function PanelEntry({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const unread = isUnread(notification);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-unread={unread || undefined}
      className="flex w-full items-start gap-3 px-4 py-3 text-left outline-none transition-colors hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:ring-inset"
    >
      <span
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
        aria-hidden
      />
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'line-clamp-2 text-sm wrap-anywhere',
            unread ? 'font-semibold text-foreground' : 'font-normal text-foreground/85',
          )}
        >
          {unread && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        <span className="mt-0.5 line-clamp-1 text-xs wrap-anywhere text-muted-foreground">
          {notification.textContent}
        </span>
        <span className="mt-1 flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <span className="truncate">{notification.trigger.name}</span>
          <span aria-hidden>·</span>
          <SentTime notification={notification} />
        </span>
      </span>
    </button>
  );
}

function PanelSkeleton() {
  return (
    <div className="divide-y" role="status">
      <span className="sr-only">Loading notifications</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 px-4 py-3">
          <Skeleton className="mt-1.5 size-2 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
