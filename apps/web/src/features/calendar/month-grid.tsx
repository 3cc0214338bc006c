import type { CalendarGridDay, CalendarLeave, Weekday } from '@leavedesk/contracts';
import dayjs from 'dayjs';
import * as React from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { isWeekend, todayIso, WEEKDAY_SHORT_NAMES } from '@/lib/leave-dates';
import { cn } from '@/lib/utils';
import { DayChips } from './day-chips';

const DOT: Record<CalendarLeave['status'], string> = {
  ACCEPTED: 'bg-success',
  PENDING: 'bg-info',
  REJECTED: 'bg-destructive',
  CANCELLED: 'bg-muted-foreground',
};

export interface MonthGridProps {
  /** Any date of the month shown. */
  month: string;
  days: string[];
  selected: string;
  onSelect: (date: string) => void;
  /** The grid's days (GET /leaves/calendar/grid) by date: count and first chips. */
  gridDays: ReadonlyMap<string, CalendarGridDay>;
  /** The team filter, for the day lists '+N more...' loads. */
  teamId?: number;
  workingDays: readonly Weekday[];
  /**
   * The days the signed-in person does not work, by their own schedule (issue 29): these are
   * tinted. Defaults to the organization's weekend. Chips follow the organization's working days.
   */
  isDayOff?: (date: string) => boolean;
  holidayNames: ReadonlyMap<string, string>;
  /**
   * False while the month first paints (lib/first-paint.ts): '+N more...' is plain text until the
   * render right after, which gives it its popover. Defaults to true.
   */
  interactive?: boolean;
}

/**
 * The month, Sunday first: day numbers, today and the selected day highlighted, holidays and
 * weekend days tinted, and each working day's first leaves as chips (dots on narrow screens) with
 * '+N more...' for the rest.
 */
export function MonthGrid({
  month,
  days,
  selected,
  onSelect,
  gridDays,
  teamId,
  workingDays,
  isDayOff = (date) => isWeekend(date, workingDays),
  holidayNames,
  interactive = true,
}: MonthGridProps) {
  const today = todayIso();
  const current = dayjs(month).month();
  // Touch has no hover: a tap on a holiday opens its name's tooltip (counted, so a second tap on the
  // same day opens it again).
  const pointer = React.useRef('mouse');
  const [tap, setTap] = React.useState<{ date: string; count: number }>();
  return (
    <TooltipProvider delayDuration={300}>
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
            const weekend = isDayOff(date);
            const holiday = holidayNames.get(date);
            const gridDay = isWeekend(date, workingDays) ? undefined : gridDays.get(date);
            const chips = gridDay?.chips ?? [];
            const count = gridDay?.count ?? 0;
            const inMonth = dayjs(date).month() === current;
            const isToday = date === today;
            const isSelected = date === selected;
            const label = `${dayjs(date).format('dddd D MMMM YYYY')}${holiday ? `, ${holiday}` : ''}${count ? `, ${count} on leave` : ''}`;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the day-number button is the keyboard way to select
              // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere in the cell selects the day
              <div
                key={date}
                data-date={date}
                data-holiday={holiday ? 'true' : undefined}
                data-weekend={weekend ? 'true' : undefined}
                onPointerDown={(e) => {
                  pointer.current = e.pointerType;
                }}
                onClick={() => {
                  onSelect(date);
                  if (pointer.current === 'touch') setTap((t) => ({ date, count: (t?.count ?? 0) + 1 }));
                }}
                className={cn(
                  'relative flex min-h-16 min-w-0 cursor-pointer flex-col gap-1 border-b border-r p-1 text-left transition-colors outline-none sm:min-h-28 sm:p-1.5',
                  index % 7 === 6 && 'border-r-0',
                  index >= days.length - 7 && 'border-b-0',
                  weekend && 'bg-weekend',
                  holiday && 'bg-red-50 dark:bg-red-950/30',
                  'hover:bg-accent/50',
                  isSelected && 'ring-2 ring-primary ring-inset',
                )}
              >
                <div className="flex items-center justify-between gap-1">
                  <DayButton
                    date={date}
                    label={label}
                    holiday={holiday}
                    isToday={isToday}
                    inMonth={inMonth}
                    isSelected={isSelected}
                    tapped={tap?.date === date ? tap.count : undefined}
                  />
                  {holiday && (
                    // Cut on narrow cells: the day button's tooltip and the side panel show it whole.
                    <span
                      aria-hidden
                      className="hidden truncate text-[10px] text-red-700 lg:block dark:text-red-400"
                    >
                      {holiday}
                    </span>
                  )}
                </div>
                <div className="hidden sm:block">
                  <DayChips
                    date={date}
                    chips={chips}
                    count={count}
                    teamId={teamId}
                    interactive={interactive}
                  />
                </div>
                {count > 0 && (
                  <div className="flex flex-wrap items-center gap-0.5 sm:hidden" aria-hidden>
                    {chips.map((l) => (
                      <span key={l.id} className={cn('size-1.5 rounded-full', DOT[l.status])} />
                    ))}
                    {count > chips.length && (
                      <span className="text-[9px] leading-none text-muted-foreground">
                        +{count - chips.length}
                      </span>
                    )}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </section>
    </TooltipProvider>
  );
}

/**
 * The day number, the keyboard's way to select a day. On a holiday it carries the holiday's name in
 * a tooltip: on hover, on keyboard focus, and on a tap (touch has no hover), until the next tap
 * elsewhere.
 */
function DayButton({
  date,
  label,
  holiday,
  isToday,
  inMonth,
  isSelected,
  tapped,
}: {
  date: string;
  label: string;
  holiday: string | undefined;
  isToday: boolean;
  /** Days of the previous and next month at the grid's edges have a muted number (still readable). */
  inMonth: boolean;
  isSelected: boolean;
  /** Changes with each tap on this day's cell. */
  tapped: number | undefined;
}) {
  const [open, setOpen] = React.useState(false);
  React.useEffect(() => {
    if (tapped !== undefined && holiday) setOpen(true);
  }, [tapped, holiday]);
  // Its click reaches the cell, which selects the day.
  const button = (
    <button
      type="button"
      aria-pressed={isSelected}
      aria-label={label}
      className={cn(
        'flex size-6 shrink-0 items-center justify-center rounded-full text-xs tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring',
        !inMonth && !isToday && 'text-muted-foreground',
        isToday && 'bg-primary font-semibold text-primary-foreground',
        holiday && !isToday && 'font-semibold text-red-700 dark:text-red-400',
      )}
    >
      {dayjs(date).date()}
    </button>
  );
  if (!holiday) return button;
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="top" data-testid="holiday-tooltip">
        {holiday}
      </TooltipContent>
    </Tooltip>
  );
}
