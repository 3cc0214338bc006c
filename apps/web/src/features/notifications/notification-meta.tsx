import type {
  Channel,
  ChannelDelivery,
  DeliveryState,
  Notification,
  NotificationStatus,
} from '@leavedesk/contracts';
import dayjs from 'dayjs';
import {
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  Hash,
  type LucideIcon,
  Mail,
  MailOpen,
  TriangleAlert,
} from 'lucide-react';
import type * as React from 'react';
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

type BadgeProps = React.ComponentProps<typeof Badge>;

export const CHANNEL: Record<Channel, { label: string; icon: LucideIcon }> = {
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

/**
 * Unread: not READ yet, from the moment it exists. The bell never waits for an e-mail or a Slack
 * post: PENDING and FAILED ones are unread too (decision 0029).
 */
export function isUnread(notification: Pick<Notification, 'status'>): boolean {
  return notification.status !== 'READ';
}

/** 'in 5 minutes', or 'now' once the moment has come. */
export function formatUntil(at: string): string {
  const time = dayjs(at);
  return time.isAfter(dayjs()) ? time.fromNow() : 'now';
}

const DELIVERY: Record<DeliveryState, { label: string; variant: BadgeProps['variant'] }> = {
  PENDING: { label: 'Sending', variant: 'info' },
  DONE: { label: 'Delivered', variant: 'success' },
  FAILED: { label: 'Failed', variant: 'danger' },
  SKIPPED: { label: 'Skipped', variant: 'warning' },
};

const WAITING = { label: 'Waiting', variant: 'warning' } as const;

/** How a delivery shows: 'Waiting' rather than 'Sending' once an attempt failed and another is due. */
function deliveryLook(delivery: Pick<ChannelDelivery, 'status' | 'lastError'>) {
  return delivery.status === 'PENDING' && delivery.lastError ? WAITING : DELIVERY[delivery.status];
}

/** A sentence ends with a full stop, whatever the mail server wrote. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Each channel with how its delivery is getting on ('Email: Delivered', 'Slack: Waiting'). */
export function ChannelDeliveries({ notification }: { notification: Notification }) {
  if (notification.deliveries.length === 0) return <ChannelBadges channels={notification.channels} />;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {notification.deliveries.map((delivery) => {
        const { label: channel, icon: ChannelIcon } = CHANNEL[delivery.channel];
        const { label, variant } = deliveryLook(delivery);
        return (
          <Badge key={delivery.channel} variant={variant}>
            <ChannelIcon aria-hidden />
            <span>{`${channel}: ${label}`}</span>
          </Badge>
        );
      })}
    </span>
  );
}

/** Why a channel waits, failed or was skipped, in the expanded entry. */
export function DeliveryNotes({ notification }: { notification: Notification }) {
  const notes = notification.deliveries.filter((d) => d.lastError);
  // An answer without deliveries (none in this client's tests) still says why it failed.
  if (notes.length === 0 && notification.status === 'FAILED' && notification.error)
    return <DeliveryNote tone="danger" text={notification.error} />;
  return notes.map((d) => {
    const channel = CHANNEL[d.channel].label;
    if (d.status === 'SKIPPED') return <DeliveryNote key={d.channel} tone="warning" text={d.lastError!} />;
    if (d.status === 'FAILED')
      return (
        <DeliveryNote key={d.channel} tone="danger" text={sentence(`${channel} failed: ${d.lastError}`)} />
      );
    const next = d.nextAttemptAt ? ` Next attempt ${formatUntil(d.nextAttemptAt)}.` : '';
    return (
      <DeliveryNote
        key={d.channel}
        tone="waiting"
        text={`${sentence(`${channel} waiting: ${d.lastError}`)}${next}`}
      />
    );
  });
}

const NOTE_TONE = {
  danger: { className: 'bg-danger-soft text-danger-soft-foreground', icon: CircleAlert },
  warning: { className: 'bg-warning-soft text-warning-soft-foreground', icon: TriangleAlert },
  waiting: { className: 'bg-warning-soft text-warning-soft-foreground', icon: Clock },
} as const;

function DeliveryNote({ tone, text }: { tone: keyof typeof NOTE_TONE; text: string }) {
  const { className, icon: Icon } = NOTE_TONE[tone];
  return (
    <p className={cn('flex items-start gap-2 rounded-md px-3 py-2', className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="wrap-anywhere">{text}</span>
    </p>
  );
}
