import type { NotificationTrigger } from '@leavedesk/contracts';
import { Pencil, Trash2, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { CHANNEL_LABELS, ChannelBadge, RECEPTOR_LABELS, TriggerStatusBadge } from './trigger-labels';

/** 'n deliveries failed: last error' for admins, when the server reports failures. */
export function failureSummary(trigger: Pick<NotificationTrigger, 'failedCount' | 'lastError'>): string {
  const count = `${trigger.failedCount} ${trigger.failedCount === 1 ? 'delivery' : 'deliveries'} failed`;
  return trigger.lastError ? `${count}: ${trigger.lastError}` : count;
}

/** 'LEAVE_STATUS_UPDATED' that may wrap after its underscores on a narrow screen. */
function EventTypeName({ eventType }: { eventType: string }) {
  const parts = eventType.split('_');
  return parts.map((part, i) => (
    <React.Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </React.Fragment>
  ));
}

function NameCell({ trigger }: { trigger: NotificationTrigger }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="line-clamp-2 font-medium break-words whitespace-normal" title={trigger.name}>
        {trigger.name}
      </span>
      {/* Narrow, the hidden columns come here. */}
      <span className="font-mono text-xs whitespace-normal @4xl:hidden">
        <EventTypeName eventType={trigger.eventType} />
      </span>
      <span className="text-xs whitespace-normal text-muted-foreground @4xl:hidden">
        {RECEPTOR_LABELS[trigger.receptors]} · {trigger.channels.map((c) => CHANNEL_LABELS[c]).join(', ')}
      </span>
      {trigger.failedCount > 0 && (
        <span
          className="flex min-w-0 items-start gap-1 text-xs text-destructive"
          data-testid="trigger-failures"
          title={trigger.lastError ?? undefined}
        >
          <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          <span className="line-clamp-2 break-words whitespace-normal">{failureSummary(trigger)}</span>
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
  return (
    <div className="@container">
      <Table className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="hidden w-44 @4xl:table-cell">Event Type</TableHead>
            <TableHead className="hidden @4xl:table-cell">Title</TableHead>
            <TableHead>Name</TableHead>
            <TableHead className="hidden w-32 @4xl:table-cell">Receptors</TableHead>
            <TableHead className="hidden w-28 @4xl:table-cell">Channels</TableHead>
            <TableHead className="w-28">Status</TableHead>
            <TableHead className="w-24 text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {triggers.map((trigger) => {
            const archived = trigger.status === 'ARCHIVED';
            return (
              <TableRow
                key={trigger.id}
                data-testid="trigger-row"
                data-status={trigger.status}
                // Faded by colour rather than opacity, so its text keeps a readable contrast.
                className={cn(archived && 'text-muted-foreground')}
              >
                <TableCell className="hidden truncate font-mono text-xs @4xl:table-cell">
                  {trigger.eventType}
                </TableCell>
                <TableCell className="hidden @4xl:table-cell">
                  <span className="line-clamp-2 break-words whitespace-normal" title={trigger.title}>
                    {trigger.title}
                  </span>
                </TableCell>
                <TableCell>
                  <NameCell trigger={trigger} />
                </TableCell>
                <TableCell className="hidden whitespace-normal @4xl:table-cell">
                  {RECEPTOR_LABELS[trigger.receptors]}
                </TableCell>
                <TableCell className="hidden @4xl:table-cell">
                  <span className="flex flex-wrap gap-1">
                    {trigger.channels.map((channel) => (
                      <ChannelBadge key={channel} channel={channel} muted={archived} />
                    ))}
                  </span>
                </TableCell>
                <TableCell>
                  <TriggerStatusBadge status={trigger.status} />
                </TableCell>
                <TableCell className="text-right">
                  {!archived && (
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
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
