import dayjs from 'dayjs';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import * as React from 'react';
import { monthGridDays, todayIso, WEEKDAY_SHORT_NAMES } from '@/lib/leave-dates';
import { cn } from '@/lib/utils';
import { Button } from './button';

export interface DatePickerCalendarProps {
  /** The picked date, 'YYYY-MM-DD'. */
  value?: string;
  onSelect: (date: string) => void;
  /** Days that cannot be picked; they show in red. */
  isDisabled?: (date: string) => boolean;
  /** A title for a day (e.g. a holiday's name). */
  dayTitle?: (date: string) => string | undefined;
  className?: string;
}

/** A small Sunday-first month grid to pick one date, with previous / next month buttons. */
export function DatePickerCalendar({
  value,
  onSelect,
  isDisabled,
  dayTitle,
  className,
}: DatePickerCalendarProps) {
  const [month, setMonth] = React.useState(() => dayjs(value ?? todayIso()).startOf('month'));
  const days = monthGridDays(month.format('YYYY-MM-DD'));
  const today = todayIso();
  return (
    <div className={cn('w-[17rem] select-none', className)}>
      <div className="mb-2 flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Previous month"
          onClick={() => setMonth((m) => m.subtract(1, 'month'))}
        >
          <ChevronLeftIcon />
        </Button>
        <div className="text-sm font-medium" aria-live="polite">
          {month.format('MMMM YYYY')}
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Next month"
          onClick={() => setMonth((m) => m.add(1, 'month'))}
        >
          <ChevronRightIcon />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-0.5 text-center">
        {WEEKDAY_SHORT_NAMES.map((d) => (
          <div key={d} aria-hidden className="pb-1 text-[11px] font-medium text-muted-foreground">
            {d.slice(0, 2)}
          </div>
        ))}
        {days.map((date) => {
          const inMonth = dayjs(date).month() === month.month();
          const disabled = isDisabled?.(date) ?? false;
          const selected = date === value;
          const title = dayTitle?.(date);
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              aria-pressed={selected}
              aria-label={dayjs(date).format('D MMMM YYYY')}
              title={title}
              disabled={disabled}
              onClick={() => onSelect(date)}
              className={cn(
                'flex h-8 items-center justify-center rounded-md text-sm tabular-nums transition-colors',
                'hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                !inMonth && 'opacity-40',
                date === today && !selected && 'border border-primary/60 font-semibold',
                disabled && 'cursor-not-allowed text-red-600 hover:bg-transparent dark:text-red-400',
                selected &&
                  'bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground',
              )}
            >
              {dayjs(date).date()}
            </button>
          );
        })}
      </div>
    </div>
  );
}
