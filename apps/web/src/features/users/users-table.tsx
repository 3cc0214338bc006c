import type { User } from '@leavedesk/contracts';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { countryName } from '@/components/country-select';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
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
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Employee</TableHead>
          <TableHead className="hidden lg:table-cell">Country</TableHead>
          <TableHead className="hidden md:table-cell">Team</TableHead>
          <TableHead className="hidden sm:table-cell">Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const name = fullName(user);
          return (
            <TableRow key={user.id}>
              <TableCell className="max-w-44 sm:max-w-72">
                <Link to={`/users/${user.id}`} state={state} className="flex min-w-0 items-center gap-3">
                  <UserAvatar name={name} url={user.avatar?.url} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium hover:underline">{name}</span>
                    <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
                  </span>
                </Link>
              </TableCell>
              <TableCell className="hidden max-w-40 truncate lg:table-cell">
                {countryName(user.country) ?? <span className="text-muted-foreground">N/A</span>}
              </TableCell>
              <TableCell className="hidden max-w-40 md:table-cell">
                {user.team ? (
                  <Badge variant="outline" className="max-w-full">
                    <span className="truncate">{user.team.name}</span>
                  </Badge>
                ) : (
                  <span className="text-muted-foreground">N/A</span>
                )}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <RoleBadge role={user.role} />
              </TableCell>
              <TableCell>
                <StatusBadge status={user.status} />
              </TableCell>
              <TableCell className="px-1 text-right sm:px-3">
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
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
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
