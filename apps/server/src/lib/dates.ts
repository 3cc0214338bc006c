import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a request value is a plain `YYYY-MM-DD` date rather than a timestamp. */
export function isDateOnly(value: string): boolean {
  return DATE_ONLY.test(value);
}

// One formatter per zone: building an Intl.DateTimeFormat is far costlier than using one, and
// "today" is asked on every balance and leave request.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDateIn(zone: string, instant: Date): string {
  const parts = formatterFor(zone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today's calendar date (YYYY-MM-DD) in a time zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return calendarDateIn(zone, now);
}

/** `YYYY-MM-DDT00:00:00.000Z` and its shorter or `+00:00` spellings: midnight UTC, nothing after. */
const MIDNIGHT_UTC = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)$/i;

/**
 * A request date as a calendar date: `YYYY-MM-DD` stays as is; a timestamp is read in the caller's
 * time zone (a leave starting "2027-01-04T23:30:00-05:00" for a New York user starts on the 4th).
 *
 * Except a timestamp at exactly midnight UTC: it is what `new Date('2027-01-04').toISOString()`
 * gives, and it names the 4th. Read in a zone west of UTC it would be the 3rd, and every save by a
 * client that keeps dates that way would move the date back one day. Only zones at UTC+0 have
 * their midnight at that instant, and for them it is the same date.
 */
export function toCalendarDate(value: string, zone: string): string {
  if (isDateOnly(value)) return value;
  const midnightUtc = MIDNIGHT_UTC.exec(value);
  if (midnightUtc) return midnightUtc[1]!;
  return calendarDateIn(zone, new Date(value));
}
