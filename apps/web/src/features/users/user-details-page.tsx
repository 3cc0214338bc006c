import { TEXT, type User } from '@leavedesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Globe, Mail, Pencil, Phone, ScrollText, UsersRound, UserX } from 'lucide-react';
import * as React from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { countryName } from '@/components/country-select';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { UserLeaveSections } from '@/components/user-leave-sections';
import { formatDate, fullName } from '@/lib/format';
import { here, originOf } from './origin';
import { RoleBadge, StatusBadge } from './user-badges';
import { userQueryOptions } from './users-api';
import { useUserPermissions } from './users-table';
import { WorkScheduleSection } from './work-schedule-section';

/** One fact of the card: a `dt`/`dd` pair in its own `div` (the only wrapper a `dl` may hold). */
function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Mail;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-3 text-xs text-muted-foreground">
        <Icon className="size-4 shrink-0" aria-hidden />
        {label}
      </dt>
      <dd
        className="truncate pl-7 text-sm font-medium"
        title={typeof children === 'string' ? children : undefined}
      >
        {children}
      </dd>
    </div>
  );
}

/** The profile card of /users/{id}/ (part 2 §2). */
export function UserProfileCard({ user }: { user: User }) {
  const name = fullName(user);
  const country = countryName(user.country);
  return (
    <Card>
      <CardContent className="grid gap-6">
        <div className="flex min-w-0 flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <UserAvatar name={name} url={user.avatar?.url} size="xl" />
          <div className="min-w-0 max-w-full">
            <h2 className="text-xl font-semibold wrap-anywhere">{name}</h2>
            <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
              <RoleBadge role={user.role} />
              <StatusBadge status={user.status} />
            </div>
          </div>
        </div>
        <dl className="grid gap-4 border-t pt-5 sm:grid-cols-2 lg:grid-cols-3">
          <Detail icon={Mail} label="Email">
            {user.email}
          </Detail>
          <Detail icon={Phone} label="Phone">
            {user.phone || 'N/A'}
          </Detail>
          <Detail icon={Globe} label="Country">
            {`${country ?? 'N/A'} (${user.timezone || 'UTC'})`}
          </Detail>
          <Detail icon={UsersRound} label="Team">
            {user.team?.name ?? 'N/A'}
          </Detail>
          <Detail icon={ScrollText} label="Leave Policy">
            {user.leavePolicy?.name ?? 'N/A'}
          </Detail>
          <Detail icon={CalendarDays} label="Start Date">
            {formatDate(user.joinedAt)}
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}

function ProfileCardSkeleton() {
  return (
    <Card>
      <CardContent className="grid gap-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-20 rounded-full" />
          <div className="grid gap-2">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-5 w-32" />
          </div>
        </div>
        <div className="grid gap-4 border-t pt-5 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

function UserDetailsScreen() {
  const { id } = useParams();
  const location = useLocation();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const user = useQuery({ ...userQueryOptions(userId), enabled: valid, meta: { silentError: true } });
  const { canUpdate } = useUserPermissions();

  React.useEffect(() => {
    if (user.isError)
      toast({ variant: 'destructive', title: TEXT.errorTitle, description: TEXT.failedEmployeeDetails });
  }, [user.isError]);

  return (
    <>
      <PageHeader
        title="User Details"
        back={originOf(location, '/leaves')}
        actions={
          user.data &&
          canUpdate(user.data) && (
            <Button asChild>
              <Link to={`/users/${user.data.id}/update`} state={here(location)}>
                <Pencil />
                Update User
              </Link>
            </Button>
          )
        }
      />
      {user.data ? (
        <div className="grid gap-10">
          <UserProfileCard user={user.data} />
          <WorkScheduleSection user={user.data} />
          <UserLeaveSections user={user.data} />
        </div>
      ) : user.isError || !valid ? (
        <EmptyState icon={UserX} title={TEXT.failedEmployeeDetails} />
      ) : (
        <ProfileCardSkeleton />
      )}
    </>
  );
}

/** /users/{id}/: a user's profile card, then their leave balance and leaves. */
export function Component() {
  return (
    <RoleGate roles={['ORGANIZATION_ADMIN', 'TEAM_ADMIN']} title="User Details">
      <UserDetailsScreen />
    </RoleGate>
  );
}
