import { and, eq } from 'drizzle-orm';
import { holidays } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';

/** Removes one stored holiday; one of another organization is 404 like a missing one. */
export async function deleteHoliday(ctx: UseCaseContext, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(holidays)
    .where(and(eq(holidays.id, id), eq(holidays.organizationId, ctx.caller.organizationId)))
    .returning({ id: holidays.id });
  if (deleted.length === 0) throw notFound('Holiday');
}
