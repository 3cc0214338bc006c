import type { CalendarLeave } from '@leavedesk/contracts';
import dayjs from 'dayjs';
import { HalfDayMark } from '@/components/day-part-mark';
import { UserAvatar } from '@/components/ui/avatar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatDate, fullName } from '@/lib/format';
import { limitChips } from '@/lib/leave-dates';
import { cn } from '@/lib/utils';

/** At most this many chips per day (part 1 §9); the rest behind '+N more...'. */
export const CHIPS_PER_DAY = 3;

const CHIP_COLORS: Record<CalendarLeave['status'], string> = {
  ACCEPTED: 'bg-success-soft text-success-soft-foreground',
  PENDING: 'bg-info-soft text-info-soft-foreground',
  REJECTED: 'bg-danger-soft text-danger-soft-foreground',
  CANCELLED: 'bg-secondary text-secondary-foreground',
};

/** Avatar, first name and type symbol (🌴 by default), coloured by status. */
export function LeaveChip({
  leave,
  className,
  full = false,
  date,
}: {
  leave: CalendarLeave;
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
        CHIP_COLORS[leave.status],
        className,
      )}
    >
      <UserAvatar name={name} url={leave.user.avatar?.url} size="xs" />
      <span className="min-w-0 flex-1 truncate">{full ? name : leave.user.firstName}</span>
      {date && <HalfDayMark leave={leave} date={date} />}
      <span aria-hidden className="shrink-0">
        {leave.activatedType.symbol || '🌴'}
      </span>
    </div>
  );
}

/** A day's chips: the first three, then '+N more...' opening every leave of the day. */
export function DayChips({ date, leaves }: { date: string; leaves: CalendarLeave[] }) {
  const { shown, hidden } = limitChips(leaves, CHIPS_PER_DAY);
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      {shown.map((leave) => (
        <LeaveChip key={leave.id} leave={leave} date={date} />
      ))}
      {hidden > 0 && (
        <Popover>
          <PopoverTrigger asChild>
            <button
              type="button"
              onClick={(e) => e.stopPropagation()}
              className="w-fit rounded px-1 text-left text-[11px] font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              +{hidden} more...
            </button>
          </PopoverTrigger>
          <PopoverContent className="w-64 p-0" onClick={(e) => e.stopPropagation()}>
            <div className="border-b px-3 py-2">
              <div className="text-sm font-semibold">{formatDate(date)}</div>
              <div className="text-xs text-muted-foreground">{leaves.length} leaves</div>
            </div>
            <ScrollRegion
              label={`Leaves on ${formatDate(date)}`}
              className="max-h-[280px] space-y-1 p-2"
              data-testid="more-leaves"
            >
              {leaves.map((leave) => (
                <LeaveChip key={leave.id} leave={leave} date={date} full className="py-1 text-xs" />
              ))}
            </ScrollRegion>
          </PopoverContent>
        </Popover>
      )}
    </div>
  );
}

/** The leaves of a day: those whose range covers it, rejected ones left out, earliest start first. */
export function leavesOn(date: string, leaves: readonly CalendarLeave[]): CalendarLeave[] {
  return leaves.filter((l) => l.status !== 'REJECTED' && l.startAt <= date && date <= l.endAt);
}

export function dayNumber(date: string): number {
  return dayjs(date).date();
}
