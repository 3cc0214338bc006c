import { type LeavePolicy, TEXT } from '@leavedesk/contracts';
import { Eye, Pencil, Plus, ScrollText, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RemoveConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
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
          className={cn('max-w-44 font-normal', t.status === 'ARCHIVED' && 'opacity-60')}
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

  return (
    <section aria-labelledby="leave-policies-heading" className="@container grid gap-4">
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
        <Table className="table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead className="@2xl:w-[32%]">Name</TableHead>
              <TableHead className="hidden @2xl:table-cell">Types</TableHead>
              <TableHead className="w-24 text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {policies.data.map((policy) => {
              const archived = policy.status === 'ARCHIVED';
              return (
                <TableRow key={policy.id} data-testid="policy-row" className={cn(archived && 'opacity-55')}>
                  <TableCell>
                    <div className="flex min-w-0 items-center gap-2">
                      <Link
                        to={`/leaves/policies/${policy.id}`}
                        className="line-clamp-2 min-w-0 font-medium whitespace-normal break-words hover:underline"
                        title={policy.name}
                      >
                        {policy.name}
                      </Link>
                      {policy.isDefault && <Badge variant="info">Default</Badge>}
                      {archived && (
                        <Badge variant="outline" className="text-muted-foreground">
                          Archived
                        </Badge>
                      )}
                    </div>
                    <div className="mt-1.5 whitespace-normal @2xl:hidden">
                      <PolicyTypes policy={policy} />
                    </div>
                  </TableCell>
                  <TableCell className="hidden whitespace-normal @2xl:table-cell">
                    <PolicyTypes policy={policy} />
                  </TableCell>
                  <TableCell className="text-right">
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
                      {canEdit && !archived && (
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
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
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
