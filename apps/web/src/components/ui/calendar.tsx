import dayjs from 'dayjs';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import * as React from 'react';
import { type DayButtonProps, DayPicker, DayButton as DefaultDayButton } from 'react-day-picker';
import { ISO_DATE } from '@/lib/leave-dates';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';

export interface CalendarProps {
  /** The picked date, 'YYYY-MM-DD'. */
  value?: string;
  onSelect: (date: string) => void;
  /** Days that cannot be picked; they show in red. */
  isDisabled?: (date: string) => boolean;
  /** A title for a day (e.g. a holiday's name), read on hover and by screen readers. */
  dayTitle?: (date: string) => string | undefined;
  /** Month and year selects in the caption, from `fromYear` to `toYear` (e.g. a start date years ago). */
  yearRange?: { fromYear: number; toYear: number };
  className?: string;
}

const toDate = (iso: string) => dayjs(iso).toDate();
const toIso = (date: Date) => dayjs(date).format(ISO_DATE);

// The day titles reach the day buttons through context: a component made inside Calendar would be
// a new type on every render, and React would replace the focused button.
const DayTitleContext = React.createContext<CalendarProps['dayTitle']>(undefined);

function TitledDayButton(props: DayButtonProps) {
  const dayTitle = React.useContext(DayTitleContext);
  const title = dayTitle?.(toIso(props.day.date));
  return (
    <DefaultDayButton
      {...props}
      title={title}
      aria-label={title ? `${props['aria-label']}, ${title}` : props['aria-label']}
    />
  );
}

function Chevron({ orientation, className }: { orientation?: string; className?: string }) {
  const Icon =
    orientation === 'left' ? ChevronLeftIcon : orientation === 'right' ? ChevronRightIcon : ChevronDownIcon;
  return <Icon className={cn('size-4', className)} />;
}

/**
 * A month grid to pick one date, Sunday first (react-day-picker: arrow keys move by day and week,
 * Page Up/Down by month, Home/End to the week's ends, Enter picks). Dates in and out are
 * 'YYYY-MM-DD' strings, like everywhere in the client.
 */
export function Calendar({ value, onSelect, isDisabled, dayTitle, yearRange, className }: CalendarProps) {
  const selected = value ? toDate(value) : undefined;
  return (
    <DayTitleContext.Provider value={dayTitle}>
      <DayPicker
        mode="single"
        required={false}
        autoFocus
        selected={selected}
        defaultMonth={selected}
        onSelect={(date) => date && onSelect(toIso(date))}
        disabled={isDisabled ? (date: Date) => isDisabled(toIso(date)) : undefined}
        weekStartsOn={0}
        showOutsideDays
        captionLayout={yearRange ? 'dropdown' : 'label'}
        startMonth={yearRange ? new Date(yearRange.fromYear, 0) : undefined}
        endMonth={yearRange ? new Date(yearRange.toYear, 11) : undefined}
        labels={{
          labelPrevious: () => 'Previous month',
          labelNext: () => 'Next month',
          // The day's number as shown ('1', not '1st') starts its name, as the rest of the app says dates.
          labelDayButton: (date, modifiers) =>
            `${dayjs(date).format('D MMMM YYYY, dddd')}${modifiers.today ? ', today' : ''}${modifiers.selected ? ', selected' : ''}`,
        }}
        className={cn('w-fit select-none', className)}
        classNames={{
          months: 'relative flex flex-col',
          month: 'flex flex-col gap-3',
          nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
          button_previous: cn(
            buttonVariants({ variant: 'ghost', size: 'icon-sm' }),
            'z-10 aria-disabled:opacity-40',
          ),
          button_next: cn(
            buttonVariants({ variant: 'ghost', size: 'icon-sm' }),
            'z-10 aria-disabled:opacity-40',
          ),
          month_caption: 'flex h-8 items-center justify-center px-10',
          caption_label: yearRange
            ? 'flex h-8 items-center gap-1 rounded-md pr-1 pl-2 text-sm font-medium [&>svg]:size-3.5 [&>svg]:text-muted-foreground'
            : 'text-sm font-medium',
          dropdowns: 'flex items-center gap-1.5',
          dropdown_root:
            'relative rounded-md border border-input bg-card shadow-xs has-focus-visible:ring-[3px] has-focus-visible:ring-ring/40',
          dropdown: 'absolute inset-0 cursor-pointer opacity-0',
          month_grid: 'border-collapse',
          weekdays: 'flex',
          weekday: 'w-9 pb-1 text-center text-[11px] font-medium text-muted-foreground',
          week: 'mt-0.5 flex',
          day: 'size-9 p-0 text-center text-sm',
          day_button:
            'flex size-9 items-center justify-center rounded-md tabular-nums transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:hover:bg-transparent',
          today: '[&>button]:border [&>button]:border-primary/60 [&>button]:font-semibold',
          selected:
            '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground',
          // Quieter by colour, not by opacity (which would take the number under the contrast bar).
          outside: 'text-muted-foreground',
          disabled: 'text-red-600 dark:text-red-400',
          hidden: 'invisible',
        }}
        components={{ Chevron, DayButton: TitledDayButton }}
      />
    </DayTitleContext.Provider>
  );
}
