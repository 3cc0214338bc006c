import { type LeaveType, TEXT } from '@leavedesk/contracts';
import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RemoveConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useDeleteLeaveType } from './api/delete-leave-type';
import { useLeaveTypes } from './api/get-leave-types';
import { cycleLabel, daysLabel } from './format';
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

  return (
    <section aria-labelledby="leave-types-heading" className="@container grid gap-4">
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
        <Table className="table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead className="w-24 @2xl:w-28">Amount</TableHead>
              <TableHead className="hidden w-28 @2xl:table-cell">Cycle</TableHead>
              <TableHead className="hidden w-40 @2xl:table-cell">Requires Approval</TableHead>
              {canEdit && <TableHead className="w-24 text-right">Actions</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {inDisplayOrder(types.data).map((type) => {
              const archived = type.status === 'ARCHIVED';
              return (
                <TableRow
                  key={type.id}
                  data-testid="leave-type-row"
                  data-status={type.status}
                  className={cn(archived && 'opacity-55')}
                >
                  <TableCell>
                    <LeaveTypeLabel
                      name={type.name}
                      symbol={type.symbol}
                      archived={archived}
                      inTable
                      detail={`${cycleLabel(type.cycle)} · ${type.requiresApproval ? 'Requires approval' : 'No approval'}`}
                    />
                  </TableCell>
                  <TableCell>
                    {type.cycle === 'UNLIMITED' ? (
                      <span className="text-muted-foreground">Unlimited</span>
                    ) : (
                      daysLabel(type.amount)
                    )}
                  </TableCell>
                  <TableCell className="hidden @2xl:table-cell">{cycleLabel(type.cycle)}</TableCell>
                  <TableCell className="hidden @2xl:table-cell">
                    <Badge variant={type.requiresApproval ? 'info' : 'secondary'}>
                      {type.requiresApproval ? 'Yes' : 'No'}
                    </Badge>
                  </TableCell>
                  {canEdit && (
                    <TableCell className="text-right">
                      {!archived && (
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
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
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
