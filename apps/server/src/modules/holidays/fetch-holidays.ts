import { COUNTRY_CODES, type FetchedHoliday } from '@leavedesk/contracts';
import type { UseCaseContext } from '../../http/context';
import { appError } from '../../http/errors';

export interface FetchHolidaysInput {
  countryCode: string;
  year: number;
}

/**
 * The public holidays the source offers for a country and year, to choose from before importing.
 * A code the source knows but no holiday could be stored for (not a country of our list) is
 * refused like an unknown one.
 */
export async function fetchHolidays(
  ctx: UseCaseContext,
  input: FetchHolidaysInput,
): Promise<FetchedHoliday[]> {
  if (!COUNTRY_CODES.has(input.countryCode)) {
    throw appError(
      'UNKNOWN_COUNTRY',
      `Public holidays are not available for country code ${input.countryCode}.`,
    );
  }
  return ctx.services.holidays.publicHolidays(input.countryCode, input.year);
}
