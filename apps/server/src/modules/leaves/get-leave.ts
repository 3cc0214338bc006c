import type { Leave } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { leavesVisibleTo, readLeaves } from './list-leaves';

/** One leave of the caller's organization (CANCELLED ones too), as the caller may see it; 404 otherwise. */
export async function findLeave({ db, caller }: UseCaseContext, id: number): Promise<Leave> {
  const { contents } = await readLeaves(
    db,
    caller,
    sql`l.id = ${id} and l.organization_id = ${caller.organizationId} and ${leavesVisibleTo(caller)}`,
    1,
    0,
  );
  if (contents.length === 0) throw notFound('Leave');
  return contents[0];
}

/** GET /leaves/{id}: the details of one request (the review screen's deep link). */
export function getLeave(ctx: UseCaseContext, id: number): Promise<Leave> {
  return findLeave(ctx, id);
}
