import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar date (YYYY-MM-DD) in a time zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return dayjs(now).tz(zone).format('YYYY-MM-DD');
}

/**
 * A request date as a calendar date: `YYYY-MM-DD` stays as is; a timestamp is read in the caller's
 * time zone (a leave starting "2027-01-04T23:30:00-05:00" for a New York user starts on the 4th).
 */
export function toCalendarDate(value: string, zone: string): string {
  if (DATE_ONLY.test(value)) return value;
  return dayjs(value).tz(zone).format('YYYY-MM-DD');
}
