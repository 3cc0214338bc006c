import { z } from 'zod';
import { CalendarDate } from './common';
import { COUNTRY_CODES } from './countries';
import { DATE_MAX_YEAR, DATE_MIN_YEAR, DateOrTimestamp, text } from './input';
import { HOLIDAY_DESCRIPTION_MAX } from './limits';
import { MSG } from './messages';

export const Holiday = z.object({
  id: z.number().int(),
  date: CalendarDate,
  description: z.string(),
  country: z.string(),
});
export type Holiday = z.infer<typeof Holiday>;

/** One line of `GET /holidays`: how many holidays are stored for a country in a year. */
export const HolidayOverview = z.object({
  countryCode: z.string(),
  year: z.number().int(),
  count: z.number().int(),
});
export type HolidayOverview = z.infer<typeof HolidayOverview>;

/** A two-letter code, upper-cased; any code may be asked of the holiday source. */
export const HolidayCountryCode = z
  .string({ error: MSG.holidayCountryRequired })
  .trim()
  .toUpperCase()
  .min(1, MSG.holidayCountryRequired)
  .regex(/^[A-Z]{2}$/, MSG.holidayCountryCode);

/** A country a holiday can be stored for: a known ISO 3166-1 alpha-2 code (or XK). */
export const HolidayCountry = HolidayCountryCode.refine(
  (c) => COUNTRY_CODES.has(c),
  MSG.holidayCountryUnknown,
);

export const HolidayYear = z.coerce
  .number({ error: MSG.holidayYearNumber })
  .int(MSG.holidayYearNumber)
  .min(DATE_MIN_YEAR, MSG.holidayYearRange)
  .max(DATE_MAX_YEAR, MSG.holidayYearRange);

export const HolidayListParams = z.object({ countryCode: HolidayCountry, year: HolidayYear });
/** The source says which codes it knows: an unknown one is a 400 `UNKNOWN_COUNTRY` from the server. */
export const HolidayFetchQuery = z.object({ countryCode: HolidayCountryCode, year: HolidayYear });

/** A holiday as the source answers it: one per date, `type` is `public`. */
export const FetchedHoliday = z.object({ date: CalendarDate, name: z.string(), type: z.string() });
export type FetchedHoliday = z.infer<typeof FetchedHoliday>;

export const HOLIDAY_BATCH_MAX = 1000;

export const HolidayBatchItem = z.object({
  /** `YYYY-MM-DD`, or a timestamp read in the caller's time zone. */
  date: DateOrTimestamp,
  description: text(MSG.required)
    .min(1, MSG.required)
    .max(HOLIDAY_DESCRIPTION_MAX, MSG.holidayDescriptionMax),
  country: HolidayCountry,
});

export const HolidayBatchBody = z
  .array(HolidayBatchItem, { error: MSG.holidaySelectDescription })
  .min(1, MSG.holidaySelectDescription)
  .max(HOLIDAY_BATCH_MAX, MSG.holidayBatchMax);
export type HolidayBatchBody = z.input<typeof HolidayBatchBody>;

/**
 * `imported`: newly stored; `skipped`: already stored for that country and date. A country and
 * date sent twice in one batch counts once.
 */
export const HolidayBatchAnswer = z.object({ imported: z.number().int(), skipped: z.number().int() });
export type HolidayBatchAnswer = z.infer<typeof HolidayBatchAnswer>;
