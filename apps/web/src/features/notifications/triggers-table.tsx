import {
  EVENT_TYPE_LABELS,
  NOTIFICATION_TEXT,
  type NotificationTrigger,
  RECEPTOR_LABELS,
} from '@leavedesk/contracts';
import { Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { cn } from '@/lib/utils';
import { ChannelBadge, TriggerStatusBadge } from './trigger-labels';

/** 'n deliveries failed: last error' for admins, when the server reports failures. */
export function failureSummary(trigger: Pick<NotificationTrigger, 'failedCount' | 'lastError'>): string {
  const count = `${trigger.failedCount} ${trigger.failedCount === 1 ? 'delivery' : 'deliveries'} failed`;
  return trigger.lastError ? `${count}: ${trigger.lastError}` : count;
}

/**
 * The title as a notification would read, rendered by the server with the event's sample data;
 * a title that cannot be rendered (saved before templates were checked) says so.
 */
function TitleCell({ trigger }: { trigger: NotificationTrigger }) {
  if (trigger.sampleTitle === null)
    return (
      <span className="text-muted-foreground italic">Cannot be shown: fix it on the trigger's form</span>
    );
  return (
    <span className="line-clamp-3 wrap-anywhere whitespace-normal" title={trigger.sampleTitle}>
      {trigger.sampleTitle}
    </span>
  );
}

function NameCell({ trigger }: { trigger: NotificationTrigger }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="line-clamp-2 font-medium wrap-anywhere whitespace-normal" title={trigger.name}>
        {trigger.name}
      </span>
      {trigger.failedCount > 0 && (
        <span
          className="flex min-w-0 items-start gap-1 text-xs text-destructive"
          data-testid="trigger-failures"
          title={trigger.lastError ?? undefined}
        >
          <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          <span className="line-clamp-2 wrap-anywhere whitespace-normal">{failureSummary(trigger)}</span>
        </span>
      )}
    </div>
  );
}

/** The triggers of /notifications/triggers; archived ones are faded and cannot be changed. */
export function TriggersTable({
  triggers,
  onRemove,
}: {
  triggers: NotificationTrigger[];
  onRemove: (trigger: NotificationTrigger) => void;
}) {
  const columns: DataColumn<NotificationTrigger>[] = [
    {
      id: 'event',
      header: 'Event Type',
      headClassName: 'w-44',
      cellClassName: 'whitespace-normal wrap-anywhere',
      cell: (trigger) => EVENT_TYPE_LABELS[trigger.eventType],
    },
    {
      id: 'title',
      header: 'Title',
      cell: (trigger) => <TitleCell trigger={trigger} />,
    },
    { id: 'name', header: 'Name', role: 'title', cell: (trigger) => <NameCell trigger={trigger} /> },
    {
      id: 'receptors',
      header: 'Receptors',
      headClassName: 'w-32',
      cellClassName: 'whitespace-normal',
      cell: (trigger) => RECEPTOR_LABELS[trigger.receptors],
    },
    {
      id: 'channels',
      header: 'Channels',
      headClassName: 'w-28',
      cell: (trigger) => (
        <span className="flex flex-wrap gap-1">
          {trigger.channels.map((channel) => (
            <ChannelBadge key={channel} channel={channel} muted={trigger.status === 'ARCHIVED'} />
          ))}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      headClassName: 'w-28',
      cell: (trigger) => <TriggerStatusBadge status={trigger.status} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      role: 'actions',
      headClassName: 'w-24 text-right',
      cellClassName: 'text-right',
      cell: (trigger) =>
        trigger.status !== 'ARCHIVED' && (
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="icon-sm" asChild>
              <Link
                to={`/notifications/triggers/${trigger.id}`}
                aria-label={`Edit ${trigger.name}`}
                title="Edit"
              >
                <Pencil />
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Remove ${trigger.name}`}
              title="Remove"
              className="text-destructive hover:text-destructive"
              onClick={() => onRemove(trigger)}
            >
              <Trash2 />
            </Button>
          </div>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={triggers}
      rowKey={(trigger) => trigger.id}
      label={NOTIFICATION_TEXT.triggersTitle}
      minTableWidth={880}
      tableClassName="table-fixed"
      rowProps={(trigger) => ({
        'data-testid': 'trigger-row',
        'data-status': trigger.status,
        // Faded by colour rather than opacity, so its text keeps a readable contrast.
        className: cn(trigger.status === 'ARCHIVED' && 'text-muted-foreground'),
      })}
    />
  );
}
