import type { Channel, Notification, NotificationStatus } from '@leavedesk/contracts';
import { CircleCheck, CircleX, Clock, Hash, type LucideIcon, Mail, MailOpen } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, formatRelative } from '@/lib/format';
import { cn } from '@/lib/utils';

const STATUS: Record<NotificationStatus, { label: string; icon: LucideIcon; className: string }> = {
  SENT: { label: 'Sent', icon: CircleCheck, className: 'text-success' },
  READ: { label: 'Read', icon: MailOpen, className: 'text-muted-foreground' },
  PENDING: { label: 'Pending', icon: Clock, className: 'text-info' },
  FAILED: { label: 'Failed', icon: CircleX, className: 'text-destructive' },
};

/** The delivery status as an icon that says its name to assistive technology (part 2 §3). */
export function NotificationStatusIcon({
  status,
  className,
}: {
  status: NotificationStatus;
  className?: string;
}) {
  const { label, icon: Icon, className: tone } = STATUS[status];
  return (
    <span role="img" aria-label={label} title={label} className={cn('inline-flex shrink-0', tone, className)}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}

const CHANNEL: Record<Channel, { label: string; icon: LucideIcon }> = {
  EMAIL: { label: 'Email', icon: Mail },
  SLACK: { label: 'Slack', icon: Hash },
};

export function ChannelBadges({ channels }: { channels: Channel[] }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {channels.map((channel) => {
        const { label, icon: Icon } = CHANNEL[channel];
        return (
          <Badge key={channel} variant="secondary">
            <Icon aria-hidden />
            {label}
          </Badge>
        );
      })}
    </span>
  );
}

/** When it was sent ('5 minutes ago'), or created while it is still on its way; exact time on hover. */
export function SentTime({ notification, className }: { notification: Notification; className?: string }) {
  const at = notification.sentAt ?? notification.createdAt;
  return (
    <time dateTime={at} title={formatDateTime(at)} className={cn('whitespace-nowrap', className)}>
      {formatRelative(at)}
    </time>
  );
}
