import type { Leave } from '@leavedesk/contracts';
import { formatDate, formatDateRange } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The dates and halves of a leave, as every list and detail shows them. */
export type LeaveDays = Pick<Leave, 'startAt' | 'endAt' | 'startDayPart' | 'endDayPart'> & {
  duration?: number;
  /** A one-day HOURS leave asked for by the hour (issue 29). */
  startTime?: string | null;
  endTime?: string | null;
};

/** '09:00–13:00' of a leave asked for by the hour, else undefined. */
export function leaveTimesText(leave: LeaveDays): string | undefined {
  return leave.startTime && leave.endTime ? `${leave.startTime}–${leave.endTime}` : undefined;
}

const HALF = { AM: 'Morning', PM: 'Afternoon' } as const;
type Half = keyof typeof HALF;

/** 'AM' or 'PM' beside a date: the leave takes only that half of the day. */
export function DayPartMark({ half, className }: { half: Half; className?: string }) {
  return (
    <abbr
      title={HALF[half]}
      data-testid="day-part-mark"
      className={cn(
        'inline-flex items-center rounded border px-1 text-[10px] leading-4 font-semibold tracking-wide text-muted-foreground no-underline',
        className,
      )}
    >
      {half}
    </abbr>
  );
}

/** Which half of `date` the leave takes, or undefined when it takes the whole day (or not this day). */
export function halfOn(leave: LeaveDays, date: string): Half | undefined {
  if (date === leave.startAt && leave.startDayPart === 'AFTERNOON') return 'PM';
  if (date === leave.endAt && leave.endDayPart === 'MORNING') return 'AM';
  return undefined;
}

/** '3 Mar 2026 PM - 5 Mar 2026 AM': the dates of a leave as one string (titles, labels, sentences). */
export function leaveDatesText(leave: LeaveDays): string {
  const times = leaveTimesText(leave);
  if (times) return `${formatDate(leave.startAt)} ${times}`;
  const first = halfOn(leave, leave.startAt);
  const last = leave.startAt === leave.endAt ? undefined : halfOn(leave, leave.endAt);
  if (!first && !last) return formatDateRange(leave.startAt, leave.endAt, leave.duration);
  if (leave.startAt === leave.endAt) return `${formatDate(leave.startAt)} ${first}`;
  const start = `${formatDate(leave.startAt)}${first ? ` ${first}` : ''}`;
  return `${start} - ${formatDate(leave.endAt)}${last ? ` ${last}` : ''}`;
}

/** The dates of a leave with 'AM'/'PM' beside a date it takes only half of. */
export function LeaveDates({ leave }: { leave: LeaveDays }) {
  const times = leaveTimesText(leave);
  if (times) return <span className="whitespace-nowrap">{`${formatDate(leave.startAt)} ${times}`}</span>;
  const first = halfOn(leave, leave.startAt);
  const last = leave.startAt === leave.endAt ? undefined : halfOn(leave, leave.endAt);
  if (!first && !last) return <>{formatDateRange(leave.startAt, leave.endAt, leave.duration)}</>;
  if (leave.startAt === leave.endAt)
    return (
      <span className="whitespace-nowrap">
        {formatDate(leave.startAt)}
        {first && (
          <>
            {' '}
            <DayPartMark half={first} />
          </>
        )}
      </span>
    );
  return (
    <span>
      <span className="whitespace-nowrap">
        {formatDate(leave.startAt)}
        {first && (
          <>
            {' '}
            <DayPartMark half={first} />
          </>
        )}
      </span>{' '}
      -{' '}
      <span className="whitespace-nowrap">
        {formatDate(leave.endAt)}
        {last && (
          <>
            {' '}
            <DayPartMark half={last} />
          </>
        )}
      </span>
    </span>
  );
}

/** '½' on a calendar chip when the leave takes only half of that day. */
export function HalfDayMark({
  leave,
  date,
  className,
}: {
  leave: LeaveDays;
  date: string;
  className?: string;
}) {
  const half = halfOn(leave, date);
  if (!half) return null;
  return (
    <span data-testid="half-day-mark" title={HALF[half]} className={cn('shrink-0 font-semibold', className)}>
      ½<span className="sr-only"> {HALF[half].toLowerCase()}</span>
    </span>
  );
}
