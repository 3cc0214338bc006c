import { NOTIFICATION_TEXT, type NotificationTrigger } from '@leavedesk/contracts';
import { Archive, TriangleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { LoadError } from '@/components/leaves/load-error';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { Skeleton } from '@/components/ui/skeleton';
import { TRIGGERS_PATH, TriggerForm } from './trigger-form';
import { useTrigger } from './triggers-api';
import { failureSummary } from './triggers-table';

function FormSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-3 rounded-xl border p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

/** What an admin should know before changing a trigger: it is archived, or deliveries failed. */
function TriggerNotices({ trigger }: { trigger: NotificationTrigger }) {
  return (
    <>
      {trigger.status === 'ARCHIVED' && (
        <p className="mb-4 flex items-start gap-2 rounded-lg border bg-muted/50 p-3 text-sm" role="status">
          <Archive className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          This trigger is archived: it has sent notifications and was removed, so it can no longer be changed.
        </p>
      )}
      {trigger.failedCount > 0 && (
        <p
          className="mb-4 flex items-start gap-2 rounded-lg border border-danger-soft-foreground/30 bg-danger-soft p-3 text-sm"
          data-testid="trigger-failures"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-danger-soft-foreground" aria-hidden />
          <span className="min-w-0 wrap-anywhere">{failureSummary(trigger)}</span>
        </p>
      )}
    </>
  );
}

function UpdateTrigger({ id }: { id: number }) {
  const trigger = useTrigger(id, { enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0 || (trigger.isError && !trigger.data))
    return (
      <LoadError
        title="The notification trigger could not be loaded."
        onRetry={() => void trigger.refetch()}
      />
    );
  if (!trigger.data) return <FormSkeleton />;
  return (
    <>
      <TriggerNotices trigger={trigger.data} />
      <TriggerForm key={trigger.data.id} trigger={trigger.data} />
    </>
  );
}

function TriggerFormScreen() {
  const { id } = useParams();
  const creating = id === undefined;
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title={creating ? NOTIFICATION_TEXT.createTrigger : 'Update Trigger'}
        description="A notification sent when an event happens, built from its data."
        back={TRIGGERS_PATH}
      />
      {creating ? <TriggerForm /> : <UpdateTrigger id={Number(id)} />}
    </div>
  );
}

/** /notifications/triggers/create and /notifications/triggers/{id} (organization admins). */
export function Component() {
  return (
    <RoleGate roles={['ORGANIZATION_ADMIN']} title="Notification Trigger">
      <TriggerFormScreen />
    </RoleGate>
  );
}
