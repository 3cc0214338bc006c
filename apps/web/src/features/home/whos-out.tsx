import type { CalendarLeave } from '@leavedesk/contracts';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { CalendarCheck2 } from 'lucide-react';
import { api } from '@/api/client';
import { LeaveSection } from '@/components/leaves/leave-section';
import { LoadError } from '@/components/leaves/load-error';
import { UserAvatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { formatDuration, fullName } from '@/lib/format';
import { addDaysIso, todayIso } from '@/lib/leave-dates';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { type DayOut, type PersonOut, WHOS_OUT_DAYS, whosOutDays } from './whos-out-days';

export const WHOS_OUT_TITLE = "Who's out";
export const WHOS_OUT_EMPTY = 'Nobody is out today or in the next 7 days.';

const HALF_LABELS = { MORNING: 'Morning', AFTERNOON: 'Afternoon' } as const;

/** GET /leaves/calendar for today and the next 7 days: a team's, or the whole organization's. */
function useWeekOut(today: string, teamId: number | undefined, enabled: boolean) {
  const range = { from: today, to: addDaysIso(today, WHOS_OUT_DAYS - 1), teamId };
  return useQuery({
    enabled,
    // The calendar page's key: the same range read there and here is one request.
    queryKey: ['leaves', 'calendar', range],
    queryFn: ({ signal }) => api.get<CalendarLeave[]>('/leaves/calendar', { signal, query: range }),
    meta: { silentError: true },
  });
}

function dayTitle(date: string, today: string): string {
  if (date === today) return `Today · ${dayjs(date).format('ddd D MMM')}`;
  if (date === addDaysIso(today, 1)) return `Tomorrow · ${dayjs(date).format('ddd D MMM')}`;
  return dayjs(date).format('dddd D MMM');
}

function Person({ person }: { person: PersonOut }) {
  const { leave, half } = person;
  const name = fullName(leave.user);
  const pending = leave.status === 'PENDING';
  // A one-day leave in hours says how many: '2 h' away is not the whole day.
  const hours =
    leave.unit === 'HOURS' && leave.startAt === leave.endAt
      ? formatDuration(leave.duration, 'HOURS')
      : undefined;
  return (
    <li
      data-testid="person-out"
      className={cn(
        'flex min-w-0 max-w-full items-center gap-2 rounded-full border bg-card py-1 pr-3 pl-1 text-sm',
        pending && 'border-dashed',
      )}
      title={`${name} · ${leave.activatedType.name}${half ? ` · ${HALF_LABELS[half].toLowerCase()} only` : ''}${hours ? ` · ${hours}` : ''}${pending ? ' · pending' : ''}`}
    >
      <UserAvatar name={name} url={leave.user.avatar?.url} size="sm" />
      <span className="min-w-0 truncate font-medium">{name}</span>
      <span aria-hidden className="shrink-0">
        {leave.activatedType.symbol || '🌴'}
      </span>
      <span className="sr-only">{leave.activatedType.name}</span>
      {half && (
        <span className="shrink-0 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning-soft-foreground">
          {HALF_LABELS[half]}
        </span>
      )}
      {hours && (
        <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-medium tabular-nums">
          {hours}
        </span>
      )}
      {pending && <span className="shrink-0 text-xs text-muted-foreground">Pending</span>}
    </li>
  );
}

function Day({ day, today, teamName }: { day: DayOut; today: string; teamName: string | undefined }) {
  const titleId = `whos-out-${day.date}`;
  const groupTitle = (key: DayOut['groups'][number]['key']) =>
    key === 'team' ? (teamName ?? 'Your team') : key === 'others' ? 'Rest of the organization' : undefined;
  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[12rem_1fr] sm:gap-4"
    >
      <h3 id={titleId} className="text-sm font-semibold">
        {dayTitle(day.date, today)}
      </h3>
      <div className="grid min-w-0 gap-2">
        {day.groups.map((group) => (
          <div key={group.key} className="grid min-w-0 gap-1.5">
            {groupTitle(group.key) && (
              <p className="text-xs font-medium text-muted-foreground">
                {groupTitle(group.key)} · {group.people.length}
              </p>
            )}
            <ul className="flex min-w-0 flex-wrap gap-1.5">
              {group.people.map((p) => (
                <Person key={p.leave.id} person={p} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}

/**
 * Home's "Who's out": who is away today and in the next 7 days (working days), from the calendar's
 * compact data. Everyone sees their team; organization admins see their team first, then the rest
 * of the organization; someone without a team sees everyone. Half days say which half.
 */
export function WhosOut() {
  const { user, organization } = useSession();
  const today = todayIso();
  const isAdmin = user?.role === 'ORGANIZATION_ADMIN';
  const teamId = user?.team?.id ?? null;
  // Not the screen's point: its loading state while Home first paints (lib/first-paint.ts).
  const ready = useAfterFirstPaint();
  const week = useWeekOut(today, isAdmin || teamId == null ? undefined : teamId, ready);
  const days =
    ready && week.data
      ? whosOutDays(week.data, {
          today,
          teamId,
          withOthers: isAdmin,
          workingDays: organization?.workingDays ?? null,
        })
      : undefined;
  const description =
    isAdmin && teamId != null
      ? 'Today and the next 7 days: your team first, then the rest of the organization.'
      : teamId != null
        ? 'Today and the next 7 days in your team.'
        : 'Today and the next 7 days.';
  return (
    <LeaveSection title={WHOS_OUT_TITLE} description={description}>
      {days?.length === 0 ? (
        <EmptyState icon={CalendarCheck2} title={WHOS_OUT_EMPTY} className="py-8" />
      ) : (
        <div className="rounded-xl border bg-card p-4 shadow-xs">
          {!days ? (
            week.isError ? (
              <LoadError title="Who's out could not be loaded." onRetry={() => week.refetch()} />
            ) : (
              <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading who's out">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="flex items-center gap-4">
                    <Skeleton className="h-4 w-28" />
                    <Skeleton className="h-8 w-40 rounded-full" />
                    <Skeleton className="hidden h-8 w-32 rounded-full sm:block" />
                  </div>
                ))}
              </div>
            )
          ) : (
            <ul className="divide-y">
              {days.map((day) => (
                <Day key={day.date} day={day} today={today} teamName={user?.team?.name} />
              ))}
            </ul>
          )}
        </div>
      )}
    </LeaveSection>
  );
}
