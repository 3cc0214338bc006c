import { type LeavePolicy, TEXT } from '@leavedesk/contracts';
import { Eye, Pencil, Plus, ScrollText, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RemoveConfirmDialog } from '@/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useDeletePolicy } from './api/delete-policy';
import { usePolicies } from './api/get-policies';
import { CreatePolicyDialog } from './create-policy-dialog';
import { SectionHeading } from './section-heading';
import { TableSkeleton } from './table-skeleton';

const TYPES_SHOWN = 4;

/** The policy's activated types as chips (symbol and name); '+N' past the first few. */
function PolicyTypes({ policy }: { policy: LeavePolicy }) {
  const types = policy.activatedTypes;
  if (types.length === 0) return <span className="text-sm text-muted-foreground">No types yet</span>;
  const hidden = types.length - TYPES_SHOWN;
  return (
    <div className="flex flex-wrap gap-1.5">
      {types.slice(0, TYPES_SHOWN).map((t) => (
        <Badge
          key={t.typeId}
          variant="secondary"
          className={cn('max-w-44 font-normal', t.status === 'ARCHIVED' && 'text-muted-foreground')}
          title={t.name}
        >
          {t.symbol && <span aria-hidden>{t.symbol}</span>}
          <span className="truncate">{t.name}</span>
        </Badge>
      ))}
      {hidden > 0 && (
        <Badge
          variant="outline"
          title={types
            .slice(TYPES_SHOWN)
            .map((t) => t.name)
            .join(', ')}
        >
          +{hidden}
        </Badge>
      )}
    </div>
  );
}

/** The Leave Policies list of /leaves/policies: create, open, remove. */
export function PoliciesSection({ canEdit }: { canEdit: boolean }) {
  const policies = usePolicies();
  const remove = useDeletePolicy();
  const [creating, setCreating] = React.useState(false);
  const [removing, setRemoving] = React.useState<LeavePolicy | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast({ variant: 'success', title: TEXT.policyRemoved });
    } catch {
      // The 'Error' toast (e.g. still assigned to users) is already shown; the dialog closes.
    }
  };

  const columns: DataColumn<LeavePolicy>[] = [
    {
      id: 'name',
      header: 'Name',
      role: 'title',
      headClassName: 'w-[32%]',
      cell: (policy) => (
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to={`/leaves/policies/${policy.id}`}
            className="line-clamp-2 min-w-0 font-medium whitespace-normal wrap-anywhere hover:underline"
            title={policy.name}
          >
            {policy.name}
          </Link>
          {policy.isDefault && <Badge variant="info">Default</Badge>}
          {policy.status === 'ARCHIVED' && (
            <Badge variant="outline" className="text-muted-foreground">
              Archived
            </Badge>
          )}
        </div>
      ),
    },
    {
      id: 'types',
      header: 'Types',
      cellClassName: 'whitespace-normal',
      cell: (policy) => <PolicyTypes policy={policy} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      role: 'actions',
      headClassName: 'w-24 text-right',
      cellClassName: 'text-right',
      cell: (policy) => (
        <div className="flex justify-end gap-1">
          <Button
            asChild
            variant="ghost"
            size="icon-sm"
            aria-label={`${canEdit ? 'Edit' : 'View'} ${policy.name}`}
            title={canEdit ? 'Edit' : 'View'}
          >
            <Link to={`/leaves/policies/${policy.id}`}>{canEdit ? <Pencil /> : <Eye />}</Link>
          </Button>
          {canEdit && policy.status !== 'ARCHIVED' && (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Remove ${policy.name}`}
              title="Remove"
              className="text-destructive hover:text-destructive"
              onClick={() => setRemoving(policy)}
            >
              <Trash2 />
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="leave-policies-heading" className="grid gap-4">
      <SectionHeading
        id="leave-policies-heading"
        title="Leave Policies"
        description="Which leave types each person gets, and how many days."
        action={
          canEdit && (
            <Button onClick={() => setCreating(true)}>
              <Plus />
              Create Policy
            </Button>
          )
        }
      />

      {policies.isPending ? (
        <TableSkeleton rows={2} />
      ) : policies.isError ? (
        <EmptyState
          icon={ScrollText}
          title="The leave policies could not be loaded."
          action={
            <Button variant="outline" onClick={() => policies.refetch()}>
              Try again
            </Button>
          }
        />
      ) : policies.data.length === 0 ? (
        <EmptyState icon={ScrollText} title="No leave policies yet" />
      ) : (
        <DataTable
          columns={columns}
          rows={policies.data}
          rowKey={(policy) => policy.id}
          label="Leave Policies"
          minTableWidth={640}
          tableClassName="table-fixed"
          rowProps={(policy) => ({
            'data-testid': 'policy-row',
            // Faded by colour rather than opacity, so its text keeps a readable contrast.
            className: cn(policy.status === 'ARCHIVED' && 'text-muted-foreground'),
          })}
        />
      )}

      <CreatePolicyDialog open={creating} onOpenChange={setCreating} />
      <RemoveConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        thing="leave policy"
        label={removing?.name ?? ''}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
