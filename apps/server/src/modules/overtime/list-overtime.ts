import type { OvertimeListQuery, PagedOvertime } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UseCaseContext } from '../../http/context';
import { visibleUserId } from '../leaves/list-leaves';
import { overtimeVisibleTo, readOvertime } from './overtime-view';

export type ListOvertimeInput = z.output<typeof OvertimeListQuery>;

/**
 * GET /overtime (decision 0040): the entries the caller may see (their own; a team admin's team's;
 * an organization admin's organization's), of one person with `userId` (one they may not see is a
 * 404, as in GET /leaves), of one status with `status`; newest date first, paged like GET /leaves.
 */
export async function listOvertime(
  ctx: UseCaseContext,
  input: ListOvertimeInput,
): Promise<z.infer<typeof PagedOvertime>> {
  const userId = await visibleUserId(ctx, input.userId);
  const where = sql`${overtimeVisibleTo(ctx.caller)}
    ${userId != null ? sql`and e.user_id = ${userId}` : sql``}
    ${input.status ? sql`and e.status = ${input.status}` : sql``}`;
  const { entries, total } = await readOvertime(ctx.db, where, {
    limit: input.pageSize,
    offset: input.pageNumber * input.pageSize,
  });
  return {
    contents: entries,
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
    totalPages: Math.ceil(total / input.pageSize),
    totalContents: total,
  };
}
