import { NOTIFICATION_TEXT, type Notification } from '@leavedesk/contracts';
import { ArrowRight, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NotificationHtmlFrame } from './notification-html-frame';
import { ChannelDeliveries, DeliveryNotes, NotificationStatusIcon, SentTime } from './notification-meta';

const TABS = [
  ['text', NOTIFICATION_TEXT.textContentTab],
  ['html', NOTIFICATION_TEXT.htmlContentTab],
  ['data', NOTIFICATION_TEXT.dataTab],
] as const;

/** The leave a LEAVE_CREATED notification is about, from its params (`leave.id`). */
export function reviewedLeaveId(notification: Notification): number | undefined {
  if (notification.event !== 'LEAVE_CREATED') return undefined;
  const leave = notification.params.leave as { id?: unknown } | undefined;
  return typeof leave?.id === 'number' ? leave.id : undefined;
}

/**
 * One entry of /notifications: the summary with each channel's delivery beside it, and when expanded
 * why a channel waits, failed or was skipped, then its text, HTML and data.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const leaveId = reviewedLeaveId(notification);
  return (
    <AccordionItem value={String(notification.id)}>
      <AccordionTrigger heading="h2" className="px-3 sm:px-4">
        <NotificationStatusIcon status={notification.status} className="mt-px" />
        <span className="min-w-0 flex-1">
          <span className="block font-medium wrap-anywhere">{notification.title}</span>
          <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
            <span className="inline-flex min-w-0 items-center gap-1">
              <Tag className="size-3.5 shrink-0" aria-hidden />
              <span className="wrap-anywhere">{notification.trigger.name}</span>
            </span>
            <ChannelDeliveries notification={notification} />
            <SentTime notification={notification} />
          </span>
        </span>
      </AccordionTrigger>
      <AccordionContent className="space-y-4 px-3 sm:px-4 sm:pl-12">
        <DeliveryNotes notification={notification} />
        <Tabs defaultValue="text">
          {/* On a phone the three tabs share the width and may wrap, rather than scroll out of sight. */}
          <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-9 sm:w-fit">
            {TABS.map(([value, label]) => (
              <TabsTrigger
                key={value}
                value={value}
                className="px-2 py-1.5 whitespace-normal sm:px-3 sm:py-1 sm:whitespace-nowrap"
              >
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="text">
            <p className="rounded-md border bg-card p-4 leading-relaxed wrap-anywhere whitespace-pre-wrap">
              {notification.textContent}
            </p>
          </TabsContent>
          <TabsContent value="html">
            <NotificationHtmlFrame
              html={notification.htmlContent}
              title={`HTML content of ${notification.title}`}
            />
          </TabsContent>
          <TabsContent value="data">
            <pre className="max-h-80 overflow-auto rounded-md border bg-muted/50 p-4 font-mono text-xs leading-relaxed">
              {JSON.stringify(notification.params, null, 2)}
            </pre>
          </TabsContent>
        </Tabs>
        {leaveId !== undefined && (
          <Button asChild>
            <Link to={`/leaves/${leaveId}`}>
              {NOTIFICATION_TEXT.reviewLeaveRequest}
              <ArrowRight />
            </Link>
          </Button>
        )}
      </AccordionContent>
    </AccordionItem>
  );
}
