import { TEXT, type User } from '@leavedesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Users } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { ExportDialog } from '@/components/export/export-dialog';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { Button } from '@/components/ui/button';
import { RemoveConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/session';
import { USERS_KEY, useDeleteUser, useUsers } from './users-api';
import { UsersFilter } from './users-filter';
import { UsersTable, UsersTableSkeleton } from './users-table';

/** Filters and page live in the address, so Back from a user returns to the same list. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const text = params.get('text') ?? '';
  const teamId = Number(params.get('teamId')) || undefined;
  const pageNumber = Math.max(0, (Number(params.get('page')) || 1) - 1);
  const set = (changes: { text?: string; teamId?: number | null; pageNumber?: number }) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (changes.text !== undefined) next.set('text', changes.text);
        if (changes.teamId !== undefined) next.set('teamId', changes.teamId ? String(changes.teamId) : '');
        // Any filter change starts again at the first page.
        next.set('page', changes.pageNumber ? String(changes.pageNumber + 1) : '');
        for (const key of [...next.keys()]) if (!next.get(key)) next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { text, teamId, pageNumber, set };
}

function UsersScreen() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const { text, teamId, pageNumber, set } = useListParams();
  const teamAdmin = me.role === 'TEAM_ADMIN';
  const users = useUsers({ pageNumber, text: text || undefined, teamId: teamAdmin ? me.team?.id : teamId });
  const remove = useDeleteUser();
  const [removing, setRemoving] = React.useState<{ open: boolean; user?: User }>({ open: false });

  const page = users.data;
  // Removing the last row of the last page: show the page before it.
  const pastTheEnd =
    page &&
    !users.isPlaceholderData &&
    page.contents.length === 0 &&
    page.pageNumber > 0 &&
    page.totalPages > 0;
  React.useEffect(() => {
    if (pastTheEnd && page) set({ pageNumber: page.totalPages - 1 });
  });

  const confirmRemove = async () => {
    if (!removing.user) return;
    try {
      await remove.mutateAsync(removing.user.id);
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      toast({ variant: 'success', title: TEXT.employeeRemoved });
    } catch {
      // The query client already showed the error toast; the dialog closes either way.
    }
  };

  return (
    <>
      <PageHeader
        title={page ? `Users (${page.totalContents})` : 'Users'}
        documentTitle="Users"
        actions={
          <>
            <ExportDialog
              kind="balances"
              filters={{ teamId: teamAdmin ? undefined : teamId }}
              scope={`The balance of ${teamAdmin || teamId ? 'everyone in the team' : 'everyone'} for each leave type of their policy: allowance, carried over, expired, adjustments, used, pending and remaining.`}
            />
            <Button asChild>
              <Link to="/users/create">
                <Plus />
                Create
              </Link>
            </Button>
          </>
        }
      />
      <UsersFilter
        text={text}
        onTextChange={(value) => set({ text: value })}
        teamId={teamId}
        onTeamChange={(value) => set({ teamId: value ?? null })}
        lockedTeam={teamAdmin ? me.team : undefined}
      />
      {!page ? (
        users.isError ? (
          <EmptyState
            icon={Users}
            title="The users could not be loaded."
            action={
              <Button variant="outline" onClick={() => void users.refetch()}>
                Try again
              </Button>
            }
          />
        ) : (
          <UsersTableSkeleton />
        )
      ) : page.contents.length === 0 ? (
        <EmptyState icon={Users} title={TEXT.noEmployeesFound} />
      ) : (
        <div className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <UsersTable users={page.contents} onRemove={(user) => setRemoving({ open: true, user })} />
          <Pagination
            className="mt-4"
            pageNumber={page.pageNumber}
            totalPages={page.totalPages}
            onPageChange={(n) => set({ pageNumber: n })}
          />
        </div>
      )}
      <RemoveConfirmDialog
        open={removing.open}
        onOpenChange={(open) => setRemoving((r) => ({ ...r, open }))}
        thing="Employee"
        label={`${removing.user?.firstName ?? ''} ${removing.user?.lastName ?? ''}`.trim()}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}

/** /users: the employee directory (organization admins; team admins see their own team). */
export function Component() {
  return (
    <RoleGate roles={['ORGANIZATION_ADMIN', 'TEAM_ADMIN']} title="Users">
      <UsersScreen />
    </RoleGate>
  );
}
