import { NOTIFICATION_TEXT, type NotificationTrigger, removeTriggerQuestion } from '@leavedesk/contracts';
import { BellRing, Plus } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useDeleteTrigger, useTriggers } from './triggers-api';
import { TriggersErrorBanner } from './triggers-error-banner';
import { TriggersTable } from './triggers-table';

function TriggersSkeleton() {
  return (
    <div className="grid gap-2 rounded-lg border p-3" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-6 w-full" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

function TriggersScreen() {
  const triggers = useTriggers();
  const remove = useDeleteTrigger();
  // The trigger stays set while the dialog closes, so its text does not change during the animation.
  const [removing, setRemoving] = React.useState<{ open: boolean; trigger?: NotificationTrigger }>({
    open: false,
  });

  const confirmRemove = async () => {
    if (!removing.trigger) return;
    try {
      await remove.mutateAsync(removing.trigger.id);
      toast({ variant: 'success', title: NOTIFICATION_TEXT.triggerRemoved });
    } catch {
      // The 'Error' toast is shown by the query client; the dialog closes either way.
    }
  };

  return (
    <>
      <PageHeader
        title={NOTIFICATION_TEXT.triggersTitle}
        description="Which events notify whom, on which channels, with which words. Titles are shown with sample data."
        back="/notifications"
        actions={
          <Button asChild>
            <Link to="/notifications/triggers/create">
              <Plus />
              {NOTIFICATION_TEXT.createTrigger}
            </Link>
          </Button>
        }
      />
      {triggers.isError && (
        <TriggersErrorBanner
          title="The notification triggers could not be loaded."
          error={triggers.error}
          retrying={triggers.isFetching}
          onRetry={() => void triggers.refetch()}
        />
      )}
      {triggers.isPending ? (
        <TriggersSkeleton />
      ) : triggers.data === undefined ? null : triggers.data.length === 0 ? (
        <EmptyState
          icon={BellRing}
          title={NOTIFICATION_TEXT.triggersEmpty}
          description="A trigger turns an event, such as a leave request, into notifications."
        />
      ) : (
        <TriggersTable
          triggers={triggers.data}
          onRemove={(trigger) => setRemoving({ open: true, trigger })}
        />
      )}
      <ConfirmDialog
        open={removing.open}
        onOpenChange={(open) => setRemoving((r) => ({ ...r, open }))}
        destructive
        title="Remove Notification Trigger"
        description={removeTriggerQuestion(removing.trigger?.name ?? '')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}

/** /notifications/triggers (organization admins). */
export function Component() {
  return (
    <RoleGate roles={['ORGANIZATION_ADMIN']} title={NOTIFICATION_TEXT.triggersTitle}>
      <TriggersScreen />
    </RoleGate>
  );
}
