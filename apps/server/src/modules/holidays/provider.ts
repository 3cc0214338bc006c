import type { FetchedHoliday } from '@leavedesk/contracts';
import Holidays from 'date-holidays';
import { appError } from '../../http/errors';

/** Where public holidays come from. The calendar and leave arithmetic read only stored holidays. */
export interface HolidayProvider {
  /** Public holidays of a country in a year, one per date, sorted. Throws 400 for an unknown country. */
  publicHolidays(countryCode: string, year: number): Promise<FetchedHoliday[]>;
}

/** The offline `date-holidays` data: no network needed. */
export function createDateHolidaysProvider(): HolidayProvider {
  const supported = new Set(Object.keys(new Holidays().getCountries('en')));
  return {
    async publicHolidays(countryCode, year) {
      const code = countryCode.toUpperCase();
      if (!supported.has(code)) {
        throw appError('UNKNOWN_COUNTRY', `Public holidays are not available for country code ${code}.`);
      }
      const hd = new Holidays(code, { languages: ['en'], types: ['public'] });
      const byDate = new Map<string, FetchedHoliday>();
      for (const h of hd.getHolidays(year, 'en')) {
        if (h.type !== 'public') continue;
        const date = h.date.slice(0, 10);
        if (!date.startsWith(String(year))) continue;
        const existing = byDate.get(date);
        if (existing) existing.name = `${existing.name} / ${h.name}`;
        else byDate.set(date, { date, name: h.name, type: h.type });
      }
      return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}

/**
 * An HTTP source (`HOLIDAYS_URL`): GET `{url}/{year}/{countryCode}` answering
 * `[{date, name|localName, type?}]` (the Nager.Date shape).
 */
export function createHttpHolidaysProvider(baseUrl: string): HolidayProvider {
  return {
    async publicHolidays(countryCode, year) {
      const code = countryCode.toUpperCase();
      let res: Response;
      try {
        res = await fetch(`${baseUrl.replace(/\/$/, '')}/${year}/${code}`, { signal: AbortSignal.timeout(10_000) });
      } catch {
        throw appError('UPSTREAM_FAILED', 'Failed to fetch holidays');
      }
      if (res.status === 404 || res.status === 400) {
        throw appError('UNKNOWN_COUNTRY', `Public holidays are not available for country code ${code}.`);
      }
      if (!res.ok) throw appError('UPSTREAM_FAILED', 'Failed to fetch holidays');
      try {
        const list = (await res.json()) as { date: string; name?: string; localName?: string; type?: string }[];
        return list
          .filter((h) => /^\d{4}-\d{2}-\d{2}/.test(h.date))
          .map((h) => ({ date: h.date.slice(0, 10), name: h.name ?? h.localName ?? '', type: h.type ?? 'public' }));
      } catch {
        throw appError('UPSTREAM_FAILED', 'Failed to fetch holidays');
      }
    },
  };
}
