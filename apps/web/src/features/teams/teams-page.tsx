import { TEXT, type Team, type TeamSummary } from '@leavedesk/contracts';
import { Pencil, Plus, Trash2, UsersRound } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { Button } from '@/components/ui/button';
import { RemoveConfirmDialog } from '@/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { fullName } from '@/lib/format';
import { useTeams } from '@/lib/teams';
import { approvalStepsSentence, stepsOf, useActivePeople } from './approval-steps';
import { TeamDialog } from './team-dialog';
import { useDeleteTeam, useRefreshTeams } from './team-mutations';

function TeamsTable({
  teams,
  onEdit,
  onRemove,
}: {
  teams: TeamSummary[];
  onEdit: (t: Team) => void;
  onRemove: (t: Team) => void;
}) {
  const named = teams.some((t) => stepsOf(t).some((step) => step.approvers === 'USERS'));
  const people = useActivePeople(named);
  const names = new Map((people.data ?? []).map((p) => [p.id, fullName(p)]));
  const columns: DataColumn<TeamSummary>[] = [
    {
      id: 'name',
      header: 'Name',
      role: 'title',
      cellClassName: 'font-medium',
      cell: (team) => (
        <span className="flex min-w-0 items-center gap-2">
          <UsersRound className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0">{team.name}</span>
        </span>
      ),
    },
    {
      id: 'members',
      header: 'Members',
      headClassName: 'w-28',
      cellClassName: 'tabular-nums',
      cell: (team) => team.memberCount,
    },
    {
      id: 'admins',
      header: 'Team admins',
      cell: (team) =>
        team.admins.length === 0 ? (
          <span className="text-muted-foreground">None</span>
        ) : (
          <ul className="grid gap-0.5">
            {team.admins.map((admin) => (
              <li key={admin.id}>{fullName(admin)}</li>
            ))}
          </ul>
        ),
    },
    {
      id: 'approval',
      header: 'Approval',
      cell: (team) => {
        const steps = stepsOf(team);
        if (people.isPending && steps.some((step) => step.approvers === 'USERS'))
          return <Skeleton className="h-4 w-32" />;
        return approvalStepsSentence(steps, (id) => names.get(id));
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      role: 'actions',
      headClassName: 'w-28 text-right',
      cellClassName: 'text-right',
      cell: (team) => (
        <>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Update ${team.name}`}
            onClick={() => onEdit(team)}
          >
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove ${team.name}`}
            className="text-destructive hover:text-destructive"
            onClick={() => onRemove(team)}
          >
            <Trash2 />
          </Button>
        </>
      ),
    },
  ];
  // Narrower than this, each team is a card with its members and admins under the name.
  return (
    <DataTable
      columns={columns}
      rows={teams}
      rowKey={(team) => team.id}
      label="Teams"
      minTableWidth={720}
      tableClassName="table-fixed"
    />
  );
}

function TeamsSkeleton() {
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-3">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}

function TeamsScreen() {
  const teams = useTeams();
  const remove = useDeleteTeam();
  const refresh = useRefreshTeams();
  const [dialog, setDialog] = React.useState<{ open: boolean; team?: Team }>({ open: false });
  // The team stays set while the dialog closes, so its text does not change during the animation.
  const [removing, setRemoving] = React.useState<{ open: boolean; team?: Team }>({ open: false });

  const confirmRemove = async () => {
    if (!removing.team) return;
    try {
      await remove.mutateAsync(removing.team.id);
      toast({ variant: 'success', title: TEXT.teamRemoved });
      void refresh();
    } catch {
      // The error toast is shown by the query client; the dialog closes either way.
    }
  };

  return (
    <>
      <PageHeader
        title="Teams"
        description="Group people into teams; team admins review their own team's requests."
        actions={
          <Button onClick={() => setDialog({ open: true })}>
            <Plus />
            Create
          </Button>
        }
      />
      {teams.isPending ? (
        <TeamsSkeleton />
      ) : teams.isError ? (
        <EmptyState
          icon={UsersRound}
          title="The teams could not be loaded."
          action={
            <Button variant="outline" onClick={() => void teams.refetch()}>
              Try again
            </Button>
          }
        />
      ) : teams.data.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title="No teams yet"
          description="Create the first team to group your people."
          action={
            <Button asChild>
              <Link to="/team/create">Create team</Link>
            </Button>
          }
        />
      ) : (
        <TeamsTable
          teams={teams.data}
          onEdit={(team) => setDialog({ open: true, team })}
          onRemove={(team) => setRemoving({ open: true, team })}
        />
      )}
      <TeamDialog
        open={dialog.open}
        team={dialog.team}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      <RemoveConfirmDialog
        open={removing.open}
        onOpenChange={(open) => setRemoving((r) => ({ ...r, open }))}
        thing="Team"
        label={`the ${removing.team?.name ?? ''} team`}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}

/** /teams (organization admins). */
export function Component() {
  return (
    <RoleGate roles={['ORGANIZATION_ADMIN']} title="Teams">
      <TeamsScreen />
    </RoleGate>
  );
}
