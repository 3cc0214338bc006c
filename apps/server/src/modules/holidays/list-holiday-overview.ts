import type { HolidayOverview } from '@leavedesk/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { holidays } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';

/** The organization's stored holidays counted per year and country: years ascending, then countries. */
export async function listHolidayOverview(ctx: UseCaseContext): Promise<HolidayOverview[]> {
  const year = sql<number>`cast(extract(year from ${holidays.date}) as integer)`;
  return ctx.db
    .select({ countryCode: holidays.country, year, count: sql<number>`cast(count(*) as integer)` })
    .from(holidays)
    .where(eq(holidays.organizationId, ctx.caller.organizationId))
    .groupBy(holidays.country, year)
    .orderBy(asc(year), asc(holidays.country));
}
