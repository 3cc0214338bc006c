import { daysText, type LeaveType, TEXT } from '@leavedesk/contracts';
import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RemoveConfirmDialog } from '@/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useDeleteLeaveType } from './api/delete-leave-type';
import { useLeaveTypes } from './api/get-leave-types';
import { cycleLabel, kindLabel } from './format';
import { LeaveTypeDialog } from './leave-type-dialog';
import { LeaveTypeLabel } from './leave-type-label';
import { SectionHeading } from './section-heading';
import { TableSkeleton } from './table-skeleton';

/** Active types first, archived after (the server's order already, kept even if it changes). */
function inDisplayOrder(types: LeaveType[]): LeaveType[] {
  return [...types.filter((t) => t.status !== 'ARCHIVED'), ...types.filter((t) => t.status === 'ARCHIVED')];
}

/** The Leave Types table of /leaves/policies with its create, update and delete dialogs. */
export function LeaveTypesSection({ canEdit }: { canEdit: boolean }) {
  const types = useLeaveTypes();
  const remove = useDeleteLeaveType();
  const [editing, setEditing] = React.useState<{ type?: LeaveType } | null>(null);
  const [removing, setRemoving] = React.useState<LeaveType | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast({ variant: 'success', title: TEXT.typeRemoved });
    } catch {
      // The 'Error' toast is already shown (query client); the dialog closes either way.
    }
  };

  const columns: DataColumn<LeaveType>[] = [
    {
      id: 'name',
      header: 'Name',
      role: 'title',
      cell: (type) => (
        <LeaveTypeLabel name={type.name} symbol={type.symbol} archived={type.status === 'ARCHIVED'} />
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      headClassName: 'w-28',
      cell: (type) =>
        // A time off in lieu type has no allowance: it is earned by overtime (issue 29).
        type.kind === 'TIME_OFF_IN_LIEU' ? (
          <span className="text-muted-foreground">{kindLabel(type.kind)}</span>
        ) : type.cycle === 'UNLIMITED' ? (
          <span className="text-muted-foreground">Unlimited</span>
        ) : (
          daysText(type.amount)
        ),
    },
    { id: 'cycle', header: 'Cycle', headClassName: 'w-28', cell: (type) => cycleLabel(type.cycle) },
    {
      id: 'approval',
      header: 'Requires Approval',
      headClassName: 'w-40',
      cell: (type) => (
        <Badge variant={type.requiresApproval ? 'info' : 'secondary'}>
          {type.requiresApproval ? 'Yes' : 'No'}
        </Badge>
      ),
    },
  ];
  if (canEdit)
    columns.push({
      id: 'actions',
      header: 'Actions',
      role: 'actions',
      headClassName: 'w-24 text-right',
      cellClassName: 'text-right',
      cell: (type) =>
        type.status !== 'ARCHIVED' && (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Edit ${type.name}`}
              title="Edit"
              onClick={() => setEditing({ type })}
            >
              <Pencil />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Remove ${type.name}`}
              title="Remove"
              className="text-destructive hover:text-destructive"
              onClick={() => setRemoving(type)}
            >
              <Trash2 />
            </Button>
          </div>
        ),
    });

  return (
    <section aria-labelledby="leave-types-heading" className="grid gap-4">
      <SectionHeading
        id="leave-types-heading"
        title="Leave Types"
        description="The kinds of leave people can request. A policy decides which apply to whom."
        action={
          canEdit && (
            <Button onClick={() => setEditing({})}>
              <Plus />
              Create Type
            </Button>
          )
        }
      />

      {types.isPending ? (
        <TableSkeleton />
      ) : types.isError ? (
        <EmptyState
          icon={Tags}
          title="The leave types could not be loaded."
          action={
            <Button variant="outline" onClick={() => types.refetch()}>
              Try again
            </Button>
          }
        />
      ) : types.data.length === 0 ? (
        <EmptyState
          icon={Tags}
          title="No leave types yet"
          description={canEdit ? "Click 'Create Type' to add the first one." : undefined}
        />
      ) : (
        <DataTable
          columns={columns}
          rows={inDisplayOrder(types.data)}
          rowKey={(type) => type.id}
          label="Leave Types"
          minTableWidth={640}
          tableClassName="table-fixed"
          rowProps={(type) => ({
            'data-testid': 'leave-type-row',
            'data-status': type.status,
            // Faded by colour rather than opacity, so its text keeps a readable contrast.
            className: cn(type.status === 'ARCHIVED' && 'text-muted-foreground'),
          })}
        />
      )}

      <LeaveTypeDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        type={editing?.type}
      />
      <RemoveConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        thing="leave type"
        label={removing?.name ?? ''}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
