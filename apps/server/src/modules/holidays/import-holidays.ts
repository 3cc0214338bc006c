import type { HolidayBatchAnswer } from '@leavedesk/contracts';
import { holidays } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { toCalendarDate } from '../../lib/dates';
import { recordAudit } from '../audit/record-audit';

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
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(holidays)
      .values([...rows.values()])
      .onConflictDoNothing({ target: [holidays.organizationId, holidays.country, holidays.date] })
      .returning({ date: holidays.date, description: holidays.description, country: holidays.country });
    // One entry per import: the holidays it stored (dates already stored were skipped, unchanged).
    if (inserted.length > 0) {
      const countries = [...new Set(inserted.map((h) => h.country))].sort();
      await recordAudit(tx, ctx, {
        kind: 'HOLIDAYS_IMPORTED',
        target: {
          type: 'HOLIDAY',
          id: null,
          label: `${inserted.length} ${inserted.length === 1 ? 'holiday' : 'holidays'} (${countries.join(', ')})`,
        },
        after: { holidays: inserted.sort((a, b) => a.date.localeCompare(b.date)) },
      });
    }
    return { imported: inserted.length, skipped: rows.size - inserted.length };
  });
}
