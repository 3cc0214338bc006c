import type { Channel, Receptor, TriggerStatus } from '@leavedesk/contracts';
import { Hash, type LucideIcon, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/**
 * Who each receptor reaches (decision 0010), shown under the choice in the form; the choice itself
 * reads RECEPTOR_LABELS of the contracts.
 */
export const RECEPTOR_HINTS: Record<Receptor, string> = {
  USER: 'The person the event is about.',
  TEAM_ADMIN: "The team admins of that person's team.",
  ORGANIZATION_ADMIN: 'Every organization admin.',
  ALL_TEAM_MEMBERS: "Everyone in that person's team, the person included.",
  REVIEWERS: "Those who may review that person's leaves.",
};

export const CHANNEL_LABELS: Record<Channel, string> = { EMAIL: 'Email', SLACK: 'Slack' };
export const CHANNEL_ICONS: Record<Channel, LucideIcon> = { EMAIL: Mail, SLACK: Hash };

/** `muted` for an archived trigger's row, faded with the rest of it. */
export function ChannelBadge({ channel, muted = false }: { channel: Channel; muted?: boolean }) {
  const Icon = CHANNEL_ICONS[channel];
  return (
    <Badge variant={muted ? 'outline' : 'secondary'} className={muted ? 'text-muted-foreground' : undefined}>
      <Icon aria-hidden />
      {CHANNEL_LABELS[channel]}
    </Badge>
  );
}

/** ENABLED green, DISABLED yellow (part 2 §3); ARCHIVED plain, its row is faded. */
export function TriggerStatusBadge({ status }: { status: TriggerStatus }) {
  const variant = status === 'ENABLED' ? 'success' : status === 'DISABLED' ? 'warning' : 'outline';
  return (
    <Badge variant={variant} className={status === 'ARCHIVED' ? 'text-muted-foreground' : undefined}>
      {status}
    </Badge>
  );
}
