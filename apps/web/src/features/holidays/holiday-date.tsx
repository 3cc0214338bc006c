import dayjs from 'dayjs';
import { cn } from '@/lib/utils';

/** A holiday's date as the spec writes it (YYYY-MM-DD) with its weekday, e.g. '2027-12-25 Sat'. */
export function HolidayDate({ date, className }: { date: string; className?: string }) {
  const day = dayjs(date);
  return (
    <span className={cn('inline-flex items-baseline gap-2', className)}>
      <time dateTime={date} className="font-medium tabular-nums">
        {date}
      </time>
      <span className="w-8 text-xs text-muted-foreground" title={day.format('dddd')}>
        {day.format('ddd')}
      </span>
    </span>
  );
}
