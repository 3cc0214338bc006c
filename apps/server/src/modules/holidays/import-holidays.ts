import type { HolidayBatchAnswer } from '@leavedesk/contracts';
import { holidays } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { toCalendarDate } from '../../lib/dates';

export interface ImportHolidayItem {
  date: string;
  description: string;
  country: string;
}

/**
 * Stores holidays for the organization. Idempotent: a country and date already stored is skipped
 * (its description kept) and counted in `skipped`; a country and date sent twice in one batch
 * counts once (the first description wins). The unique index decides, so concurrent imports of
 * the same list never store a date twice.
 */
export async function importHolidays(
  ctx: UseCaseContext,
  items: ImportHolidayItem[],
): Promise<HolidayBatchAnswer> {
  const rows = new Map<string, typeof holidays.$inferInsert>();
  for (const item of items) {
    const date = toCalendarDate(item.date, ctx.caller.timezone);
    const key = `${item.country}:${date}`;
    if (!rows.has(key)) {
      rows.set(key, {
        organizationId: ctx.caller.organizationId,
        country: item.country,
        date,
        description: item.description,
      });
    }
  }
  const inserted = await ctx.db
    .insert(holidays)
    .values([...rows.values()])
    .onConflictDoNothing({ target: [holidays.organizationId, holidays.country, holidays.date] })
    .returning({ id: holidays.id });
  return { imported: inserted.length, skipped: rows.size - inserted.length };
}
