import type { User } from '@leavedesk/contracts';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { countryName } from '@/components/country-select';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { fullName } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { here } from './origin';
import { RoleBadge, StatusBadge } from './user-badges';

/** What the signed-in user may do with a row (server-rules §3). */
export function useUserPermissions() {
  const me = useCurrentUser();
  return {
    canUpdate: (user: User) => me.role === 'ORGANIZATION_ADMIN' || user.role !== 'ORGANIZATION_ADMIN',
    canRemove: (user: User) =>
      user.id !== me.id && (me.role === 'ORGANIZATION_ADMIN' || user.role === 'EMPLOYEE'),
  };
}

export function UsersTable({ users, onRemove }: { users: User[]; onRemove: (user: User) => void }) {
  const location = useLocation();
  const { canUpdate, canRemove } = useUserPermissions();
  const state = here(location);
  const columns: DataColumn<User>[] = [
    {
      id: 'employee',
      header: 'Employee',
      role: 'title',
      cell: (user) => {
        const name = fullName(user);
        return (
          <Link to={`/users/${user.id}`} state={state} className="flex min-w-0 items-center gap-3">
            <UserAvatar name={name} url={user.avatar?.url} />
            <span className="min-w-0">
              <span className="block font-medium hover:underline">{name}</span>
              <span className="block text-xs font-normal text-muted-foreground">{user.email}</span>
            </span>
          </Link>
        );
      },
    },
    {
      id: 'country',
      header: 'Country',
      cell: (user) => countryName(user.country) ?? <span className="text-muted-foreground">N/A</span>,
    },
    {
      id: 'team',
      header: 'Team',
      cell: (user) =>
        user.team ? (
          <Badge variant="outline" className="max-w-full whitespace-normal">
            {user.team.name}
          </Badge>
        ) : (
          <span className="text-muted-foreground">N/A</span>
        ),
    },
    { id: 'role', header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
    { id: 'status', header: 'Status', cell: (user) => <StatusBadge status={user.status} /> },
    {
      id: 'actions',
      header: 'Actions',
      role: 'actions',
      headClassName: 'text-right',
      cellClassName: 'px-1 text-right sm:px-3',
      cell: (user) => {
        const name = fullName(user);
        return (
          <>
            <Button asChild variant="ghost" size="icon-sm" aria-label={`View ${name}`}>
              <Link to={`/users/${user.id}`} state={state}>
                <Eye />
              </Link>
            </Button>
            {canUpdate(user) && (
              <Button asChild variant="ghost" size="icon-sm" aria-label={`Update ${name}`}>
                <Link to={`/users/${user.id}/update`} state={state}>
                  <Pencil />
                </Link>
              </Button>
            )}
            {canRemove(user) && (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${name}`}
                className="text-destructive hover:text-destructive"
                onClick={() => onRemove(user)}
              >
                <Trash2 />
              </Button>
            )}
          </>
        );
      },
    },
  ];
  return (
    <DataTable columns={columns} rows={users} rowKey={(user) => user.id} label="Users" minTableWidth={780} />
  );
}

export function UsersTableSkeleton() {
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-3">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="hidden h-5 w-20 sm:block" />
          <Skeleton className="hidden h-5 w-16 sm:block" />
        </div>
      ))}
    </div>
  );
}
