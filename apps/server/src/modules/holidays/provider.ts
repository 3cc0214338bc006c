import { CalendarDate, type FetchedHoliday, TEXT } from '@leavedesk/contracts';
import Holidays from 'date-holidays';
import { z } from 'zod';
import { appError } from '../../http/errors';
import { type OutgoingAnswer, OutgoingError, outgoingRequest } from '../../lib/outgoing/request';

/**
 * Where public holidays come from. The calendar and leave arithmetic read only stored holidays;
 * a provider is asked when an admin fetches holidays to import, and at sign-up.
 */
export interface HolidayProvider {
  /**
   * The public holidays of a country in a year: one entry per date (names of holidays falling on
   * the same date joined with " / "), sorted by date, dates as YYYY-MM-DD inside that year.
   * Throws 400 `UNKNOWN_COUNTRY` for a country the source does not know, 502 when the source fails.
   */
  publicHolidays(countryCode: string, year: number): Promise<FetchedHoliday[]>;
}

const unknownCountry = (code: string) =>
  appError('UNKNOWN_COUNTRY', `Public holidays are not available for country code ${code}.`);
const sourceFailed = () => appError('UPSTREAM_FAILED', TEXT.failedFetchHolidays);

/** A stored description is at most this long (the batch import's limit). */
const MAX_NAME = 200;

/**
 * Folds holidays into one entry per date of `year`, names joined, sorted by date. A name longer
 * than a description may be is shortened, so whatever the source offers can be imported.
 */
export function onePerDate(
  entries: Iterable<{ date: string; name: string }>,
  year: number,
): FetchedHoliday[] {
  const byDate = new Map<string, string[]>();
  for (const { date, name } of entries) {
    if (!date.startsWith(`${year}-`)) continue;
    const names = byDate.get(date) ?? [];
    if (!names.includes(name)) names.push(name);
    byDate.set(date, names);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, names]) => {
      const name = names.join(' / ');
      return {
        date,
        name: name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name,
        type: 'public',
      };
    });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The offline `date-holidays` data: no network needed.
 *
 * The library describes a holiday as an interval in the country's wall-clock time: Islamic days
 * begin at sunset the evening before ("2027-03-09 00:00:00 -0600"), some holidays last several
 * days (Eid in the UAE, Korean New Year, Russia's New Year holidays), a few last only an afternoon
 * (Christmas Eve from 13:00 in Iceland). Read in UTC, wall-clock time is free of DST and of the
 * server's own zone; a calendar day counts as a holiday when the holiday covers more than half of
 * it. So a multi-day holiday gives each of its days, the eve of an Islamic holiday does not count,
 * and half-day holidays are left out (a day with a working morning is not a day off). Substitute
 * days (Japan, the US, the UK) are days off and are included. Days of a holiday that began in the
 * previous year (Incwala in Eswatini, 28 Dec – 2 Jan) count in the year they fall in.
 */
export function createDateHolidaysProvider(): HolidayProvider {
  const supported = new Set(Object.keys(new Holidays().getCountries('en')));

  function daysOf(code: string, year: number): { date: string; name: string }[] {
    const days: { date: string; name: string }[] = [];
    const source = new Holidays(code, { languages: ['en'], types: ['public'], timezone: 'UTC' });
    for (const y of [year - 1, year]) {
      for (const h of source.getHolidays(y, 'en')) {
        if (h.type !== 'public') continue;
        const start = h.start.getTime();
        const end = h.end.getTime();
        for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < end; day += DAY_MS) {
          const covered = Math.min(end, day + DAY_MS) - Math.max(start, day);
          if (covered * 2 > DAY_MS)
            days.push({ date: new Date(day).toISOString().slice(0, 10), name: h.name });
        }
      }
    }
    return days;
  }

  return {
    async publicHolidays(countryCode, year) {
      const code = countryCode.trim().toUpperCase();
      if (!supported.has(code)) throw unknownCountry(code);
      try {
        return onePerDate(daysOf(code, year), year);
      } catch {
        throw sourceFailed();
      }
    },
  };
}

/** An entry of the HTTP source; the Nager.Date shape, or any list of `{date, name}`. */
const HttpHoliday = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  name: z.string().trim().min(1).optional(),
  localName: z.string().trim().min(1).optional(),
  type: z.string().optional(),
  types: z.array(z.string()).optional(),
  global: z.boolean().optional(),
});
const HttpAnswer = z.array(HttpHoliday).max(5000);

/**
 * An HTTP source (`HOLIDAYS_URL`): GET `{url}/{year}/{countryCode}` answering
 * `[{date, name|localName, type?|types?, global?}]` (the Nager.Date shape,
 * e.g. `HOLIDAYS_URL=https://date.nager.at/api/v3/PublicHolidays`).
 * Only country-wide public holidays are kept (`global: false` and non-public `types` are
 * regional or bank holidays); `name` (English in Nager.Date) is preferred over `localName`.
 * 404 or 400 from the source: the country is unknown (400). Anything else that is not a valid
 * list, a network failure, no answer within the timeout, a redirect to another host or an answer
 * over 1 MB (cut off while it streams; a year of holidays is a few kilobytes): 502
 * `Failed to fetch holidays`. The operator set this address, so any address may be connected to.
 */
export function createHttpHolidaysProvider(
  baseUrl: string,
  opts: { timeoutMs?: number } = {},
): HolidayProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return {
    async publicHolidays(countryCode, year) {
      const code = countryCode.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(code)) throw unknownCountry(code);
      let res: OutgoingAnswer;
      try {
        res = await outgoingRequest(new URL(`${base}/${year}/${code}`), {
          headers: { accept: 'application/json' },
          timeoutMs,
        });
      } catch (error) {
        if (error instanceof OutgoingError) throw sourceFailed();
        throw error;
      }
      if (res.status === 404 || res.status === 400) throw unknownCountry(code);
      if (res.status === 204) return [];
      if (res.status < 200 || res.status >= 300) throw sourceFailed();
      const text = res.body.toString('utf8');
      let parsed: z.infer<typeof HttpAnswer>;
      try {
        parsed = HttpAnswer.parse(JSON.parse(text));
      } catch {
        throw sourceFailed();
      }
      const entries: { date: string; name: string }[] = [];
      for (const h of parsed) {
        const date = h.date.slice(0, 10);
        const name = h.name ?? h.localName;
        if (!CalendarDate.safeParse(date).success || !name) throw sourceFailed();
        if (h.global === false) continue;
        if (h.types && !h.types.some((t) => t.toLowerCase() === 'public')) continue;
        if (!h.types && h.type && h.type.toLowerCase() !== 'public') continue;
        entries.push({ date, name });
      }
      return onePerDate(entries, year);
    },
  };
}
