import { and, eq } from 'drizzle-orm';
import { holidays } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';

/** "2027-01-01 New Year's Day (DE)": how the audit trail names a holiday. */
export function holidayLabel(h: { date: string; description: string; country: string }): string {
  return `${h.date} ${h.description} (${h.country})`;
}

/** Removes one stored holiday; one of another organization is 404 like a missing one. */
export async function deleteHoliday(ctx: UseCaseContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(holidays)
      .where(and(eq(holidays.id, id), eq(holidays.organizationId, ctx.caller.organizationId)))
      .returning();
    if (!deleted) throw notFound('Holiday');
    const { date, description, country } = deleted;
    await recordAudit(tx, ctx, {
      kind: 'HOLIDAY_DELETED',
      target: { type: 'HOLIDAY', id, label: holidayLabel(deleted) },
      before: { date, description, country },
    });
  });
}
