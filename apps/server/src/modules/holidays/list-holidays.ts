import type { Holiday } from '@leavedesk/contracts';
import { and, asc, between, eq } from 'drizzle-orm';
import { holidays } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';

export interface ListHolidaysInput {
  countryCode: string;
  year: number;
}

/** The organization's stored holidays of one country and year, by date. */
export async function listHolidays(ctx: UseCaseContext, input: ListHolidaysInput): Promise<Holiday[]> {
  return ctx.db
    .select({
      id: holidays.id,
      date: holidays.date,
      description: holidays.description,
      country: holidays.country,
    })
    .from(holidays)
    .where(
      and(
        eq(holidays.organizationId, ctx.caller.organizationId),
        eq(holidays.country, input.countryCode),
        between(holidays.date, `${input.year}-01-01`, `${input.year}-12-31`),
      ),
    )
    .orderBy(asc(holidays.date));
}
