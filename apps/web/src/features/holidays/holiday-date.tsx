import dayjs from 'dayjs';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * A holiday's date written as every other date on screen, with its weekday: '25 Dec 2027 Sat'.
 * YYYY-MM-DD is how a holiday's date is stored and sent, not how a person reads it.
 */
export function HolidayDate({ date, className }: { date: string; className?: string }) {
  const day = dayjs(date);
  return (
    <span className={cn('inline-flex items-baseline gap-2', className)}>
      <time dateTime={date} className="font-medium tabular-nums">
        {formatDate(date)}
      </time>
      <span className="w-8 text-xs text-muted-foreground" title={day.format('dddd')}>
        {day.format('ddd')}
      </span>
    </span>
  );
}
