import { CALENDAR_CHIPS_PER_DAY, type CalendarChip, type CalendarLeave } from '@leavedesk/contracts';
import dayjs from 'dayjs';
import * as React from 'react';
import { HalfDayMark } from '@/components/day-part-mark';
import { UserAvatar } from '@/components/ui/avatar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, fullName } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useCalendarDay } from './calendar-query';

/** At most this many chips per day (part 1 §9); the rest behind '+N more...'. */
export const CHIPS_PER_DAY = CALENDAR_CHIPS_PER_DAY;

/** What a chip shows: a grid chip (`CalendarChip`) or a whole `CalendarLeave` of a day's list. */
export type ChipLeave = Pick<
  CalendarChip,
  'id' | 'status' | 'startAt' | 'endAt' | 'startDayPart' | 'endDayPart'
> & {
  user: Pick<CalendarChip['user'], 'firstName' | 'lastName' | 'avatar'>;
  activatedType: Pick<CalendarChip['activatedType'], 'name' | 'symbol'>;
};

/**
 * Each status by its colour and by its border, so it reads without colour too (and in dark mode,
 * where the soft colours are close): accepted solid, pending dashed. The legend shows the same.
 */
export const CHIP_STYLES: Record<CalendarLeave['status'], string> = {
  ACCEPTED: 'border border-success-soft-foreground/50 bg-success-soft text-success-soft-foreground',
  PENDING: 'border border-dashed border-info-soft-foreground bg-info-soft text-info-soft-foreground',
  REJECTED: 'border border-danger-soft-foreground/50 bg-danger-soft text-danger-soft-foreground',
  CANCELLED: 'border bg-secondary text-secondary-foreground',
};

/** Avatar, first name and type symbol (🌴 by default), coloured by status. */
export function LeaveChip({
  leave,
  className,
  full = false,
  date,
}: {
  leave: ChipLeave;
  className?: string;
  /** Full name and type name (the '+N more...' list has the room). */
  full?: boolean;
  /** The day the chip stands on: a '½' when the leave takes only half of it. */
  date?: string;
}) {
  const name = fullName(leave.user);
  return (
    <div
      data-testid="leave-chip"
      data-status={leave.status}
      title={`${name} · ${leave.activatedType.name} · ${leave.status.toLowerCase()}`}
      className={cn(
        'flex min-w-0 items-center gap-1 rounded-full py-0.5 pr-1.5 pl-0.5 text-[11px] leading-tight font-medium',
        CHIP_STYLES[leave.status],
        className,
      )}
    >
      <UserAvatar name={name} url={leave.user.avatar?.url} size="xs" />
      <span className="min-w-0 flex-1 truncate">{full ? name : leave.user.firstName}</span>
      {/* Beside the name, not over the avatar's initials. */}
      {date && <HalfDayMark leave={leave} date={date} className="text-[10px] leading-none" />}
      <span aria-hidden className="shrink-0">
        {leave.activatedType.symbol || '🌴'}
      </span>
    </div>
  );
}

const MORE = 'w-fit rounded px-1 text-left text-[11px] font-medium text-muted-foreground';

/**
 * A day's chips as the grid answers them (at most three), then '+N more...' (`count` is everyone
 * away that day) opening the day's full list, loaded when it opens.
 */
export function DayChips({
  date,
  chips,
  count,
  teamId,
  interactive = true,
}: {
  date: string;
  chips: readonly ChipLeave[];
  count: number;
  teamId?: number;
  /** False while the month first paints: '+N more...' without its popover (about ten components a day). */
  interactive?: boolean;
}) {
  const [open, setOpen] = React.useState(false);
  const hidden = Math.max(0, count - chips.length);
  const more = `+${hidden} more...`;
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      {chips.map((leave) => (
        <LeaveChip key={leave.id} leave={leave} date={date} />
      ))}
      {hidden > 0 && !interactive && <span className={MORE}>{more}</span>}
      {hidden > 0 && interactive && (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <button
              type="button"
              onClick={(e) => e.stopPropagation()}
              className={cn(MORE, 'hover:bg-muted hover:text-foreground')}
            >
              {more}
            </button>
          </PopoverTrigger>
          <PopoverContent className="w-64 p-0" onClick={(e) => e.stopPropagation()}>
            <div className="border-b px-3 py-2">
              <div className="text-sm font-semibold">{formatDate(date)}</div>
              <div className="text-xs text-muted-foreground">{count} leaves</div>
            </div>
            {open && <DayList date={date} teamId={teamId} />}
          </PopoverContent>
        </Popover>
      )}
    </div>
  );
}

/** Every leave of a day, loaded when '+N more...' opens. */
function DayList({ date, teamId }: { date: string; teamId?: number }) {
  const day = useCalendarDay({ date, teamId });
  return (
    <ScrollRegion
      label={`Leaves on ${formatDate(date)}`}
      className="max-h-[280px] space-y-1 p-2"
      data-testid="more-leaves"
    >
      {day.data ? (
        leavesOn(date, day.data).map((leave) => (
          <LeaveChip key={leave.id} leave={leave} date={date} full className="py-1 text-xs" />
        ))
      ) : day.isError ? (
        <p className="p-1 text-xs text-muted-foreground">The leaves of this day could not be loaded.</p>
      ) : (
        <div aria-busy="true" className="space-y-1">
          <span className="sr-only">Loading the leaves of this day</span>
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-full" />
        </div>
      )}
    </ScrollRegion>
  );
}

/** The leaves of a day: those whose range covers it, rejected ones left out, in the order given. */
export function leavesOn(date: string, leaves: readonly CalendarLeave[]): CalendarLeave[] {
  return leaves.filter((l) => l.status !== 'REJECTED' && l.startAt <= date && date <= l.endAt);
}

export function dayNumber(date: string): number {
  return dayjs(date).date();
}
