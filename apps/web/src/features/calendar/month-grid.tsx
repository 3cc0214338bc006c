import type { CalendarLeave, Weekday } from '@leavedesk/contracts';
import dayjs from 'dayjs';
import { isWeekend, todayIso, WEEKDAY_SHORT_NAMES } from '@/lib/leave-dates';
import { cn } from '@/lib/utils';
import { DayChips, leavesOn } from './day-chips';

const DOT: Record<CalendarLeave['status'], string> = {
  ACCEPTED: 'bg-success',
  PENDING: 'bg-info',
  REJECTED: 'bg-destructive',
};

export interface MonthGridProps {
  /** Any date of the month shown. */
  month: string;
  days: string[];
  selected: string;
  onSelect: (date: string) => void;
  leaves: readonly CalendarLeave[];
  workingDays: readonly Weekday[];
  holidayNames: ReadonlyMap<string, string>;
}

/**
 * The month, Sunday first: day numbers, today and the selected day highlighted, holidays and
 * weekend days tinted, and each working day's leaves as chips (dots on narrow screens).
 */
export function MonthGrid({
  month,
  days,
  selected,
  onSelect,
  leaves,
  workingDays,
  holidayNames,
}: MonthGridProps) {
  const today = todayIso();
  const current = dayjs(month).month();
  return (
    <section
      aria-label={dayjs(month).format('MMMM YYYY')}
      className="overflow-hidden rounded-xl border bg-card"
    >
      <div aria-hidden className="grid grid-cols-7 border-b bg-muted/50">
        {WEEKDAY_SHORT_NAMES.map((name) => (
          <div
            key={name}
            className="px-2 py-2 text-center text-xs font-medium tracking-wide text-muted-foreground uppercase"
          >
            {name}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {days.map((date, index) => {
          const weekend = isWeekend(date, workingDays);
          const holiday = holidayNames.get(date);
          const dayLeaves = weekend ? [] : leavesOn(date, leaves);
          const inMonth = dayjs(date).month() === current;
          const isToday = date === today;
          const isSelected = date === selected;
          const label = `${dayjs(date).format('dddd D MMMM YYYY')}${holiday ? `, ${holiday}` : ''}${dayLeaves.length ? `, ${dayLeaves.length} on leave` : ''}`;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the day-number button is the keyboard way to select
            // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere in the cell selects the day
            <div
              key={date}
              data-date={date}
              data-holiday={holiday ? 'true' : undefined}
              data-weekend={weekend ? 'true' : undefined}
              onClick={() => onSelect(date)}
              className={cn(
                'relative flex min-h-16 min-w-0 cursor-pointer flex-col gap-1 border-b border-r p-1 text-left transition-colors outline-none sm:min-h-28 sm:p-1.5',
                index % 7 === 6 && 'border-r-0',
                index >= days.length - 7 && 'border-b-0',
                weekend && 'bg-muted/60 dark:bg-muted/50',
                holiday && 'bg-red-50 dark:bg-red-950/30',
                'hover:bg-accent/50',
                isSelected && 'ring-2 ring-primary ring-inset',
              )}
            >
              <div className="flex items-center justify-between gap-1">
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-label={label}
                  onClick={(e) => {
                    e.stopPropagation();
                    onSelect(date);
                  }}
                  className={cn(
                    'flex size-6 items-center justify-center rounded-full text-xs tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    // Days of the next and previous month: a quieter number, chips as readable as any.
                    !inMonth && !isToday && 'text-muted-foreground',
                    isToday && 'bg-primary font-semibold text-primary-foreground',
                    holiday && !isToday && 'font-semibold text-red-600 dark:text-red-400',
                  )}
                >
                  {dayjs(date).date()}
                </button>
                {holiday && (
                  <span
                    className="hidden truncate text-[10px] text-red-600 lg:block dark:text-red-400"
                    title={holiday}
                  >
                    {holiday}
                  </span>
                )}
              </div>
              <div className="hidden sm:block">
                <DayChips date={date} leaves={dayLeaves} />
              </div>
              {dayLeaves.length > 0 && (
                <div className="flex flex-wrap gap-0.5 sm:hidden" aria-hidden>
                  {dayLeaves.slice(0, 6).map((l) => (
                    <span key={l.id} className={cn('size-1.5 rounded-full', DOT[l.status])} />
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
