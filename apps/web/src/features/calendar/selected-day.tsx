import type { CalendarLeave, Weekday } from '@leavedesk/contracts';
import dayjs from 'dayjs';
import { PartyPopper } from 'lucide-react';
import { LeaveDates } from '@/components/day-part-mark';
import { LeaveStatusBadge } from '@/components/leaves/leave-status-badge';
import { UserAvatar } from '@/components/ui/avatar';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Skeleton } from '@/components/ui/skeleton';
import { fullName } from '@/lib/format';
import { isWeekend } from '@/lib/leave-dates';
import { leavesOn } from './day-chips';

/** The selected day: its holiday, whether it is a working day, and everyone away on it. */
export function SelectedDay({
  date,
  holiday,
  leaves,
  workingDays,
  loading,
}: {
  date: string;
  holiday: string | undefined;
  leaves: readonly CalendarLeave[];
  workingDays: readonly Weekday[];
  loading: boolean;
}) {
  const weekend = isWeekend(date, workingDays);
  const away = weekend ? [] : leavesOn(date, leaves);
  return (
    <aside aria-label="Selected day" className="h-fit rounded-xl border bg-card p-4 shadow-xs">
      <h3 className="font-semibold">{dayjs(date).format('dddd, D MMM YYYY')}</h3>
      {holiday && (
        <p className="mt-2 flex items-center gap-2 rounded-md bg-red-50 px-2 py-1.5 text-sm text-red-700 dark:bg-red-950/30 dark:text-red-300">
          <PartyPopper className="size-4 shrink-0" />
          <span>{holiday}</span>
        </p>
      )}
      {weekend && <p className="mt-2 text-sm text-muted-foreground">Non-working day</p>}
      {!weekend &&
        (loading ? (
          <div className="mt-3" aria-busy="true">
            <p className="sr-only">Loading who is away</p>
            <Skeleton className="mb-2 h-4 w-24" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : (
          <div className="mt-3">
            <p className="mb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {away.length === 0 ? 'Nobody is away' : `${away.length} away`}
            </p>
            <ScrollRegion label="Away on this day" className="max-h-96">
              <ul className="space-y-2">
                {away.map((leave) => {
                  const name = fullName(leave.user);
                  return (
                    <li key={leave.id} className="flex items-center gap-2 text-sm">
                      <UserAvatar name={name} url={leave.user.avatar?.url} size="sm" />
                      <div className="min-w-0 flex-1">
                        <div className="truncate font-medium" title={name}>
                          {name}
                        </div>
                        <div className="truncate text-xs text-muted-foreground">
                          {leave.activatedType.symbol || '🌴'} {leave.activatedType.name}
                        </div>
                        <div className="text-xs text-muted-foreground">
                          <LeaveDates leave={leave} />
                        </div>
                      </div>
                      <LeaveStatusBadge status={leave.status} />
                    </li>
                  );
                })}
              </ul>
            </ScrollRegion>
          </div>
        ))}
    </aside>
  );
}
