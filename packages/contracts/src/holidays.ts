import { z } from 'zod';
import { CalendarDate } from './common';
import { COUNTRY_CODES } from './countries';
import { MSG } from './messages';

export const Holiday = z.object({
  id: z.number().int(),
  date: CalendarDate,
  description: z.string(),
  country: z.string(),
});
export type Holiday = z.infer<typeof Holiday>;

export const HolidayOverview = z.object({
  countryCode: z.string(),
  year: z.number().int(),
  count: z.number().int(),
});
export type HolidayOverview = z.infer<typeof HolidayOverview>;

export const HolidayCountry = z
  .string({ error: MSG.holidayCountryRequired })
  .trim()
  .toUpperCase()
  .min(1, MSG.holidayCountryRequired)
  .refine((c) => COUNTRY_CODES.has(c), 'Unknown country code');

export const HolidayYear = z.coerce
  .number({ error: 'Year must be a number' })
  .int()
  .min(1900, 'Year must be between 1900 and 2200')
  .max(2200, 'Year must be between 1900 and 2200');

export const HolidayListParams = z.object({ countryCode: HolidayCountry, year: HolidayYear });
export const HolidayFetchQuery = z.object({ countryCode: HolidayCountry, year: HolidayYear });

export const FetchedHoliday = z.object({ date: CalendarDate, name: z.string(), type: z.string() });
export type FetchedHoliday = z.infer<typeof FetchedHoliday>;

export const HolidayBatchBody = z
  .array(
    z.object({
      date: CalendarDate,
      description: z.string().trim().min(1, MSG.required).max(200),
      country: HolidayCountry,
    }),
  )
  .min(1, MSG.holidaySelectDescription)
  .max(1000);
export type HolidayBatchBody = z.input<typeof HolidayBatchBody>;

export const HolidayBatchAnswer = z.object({ imported: z.number().int(), skipped: z.number().int() });
