import type { Leave } from '@leavedesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Caller, UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { leavesVisibleTo, readLeaves } from './list-leaves';

/**
 * Whether the caller decided a step of the leave `id` (through the unique (leave, step) index): a
 * substitute (issue 28) still reads the request they decided once their cover has ended.
 */
function decidedBy(caller: Caller, id: number): SQL {
  if (caller.role === 'ORGANIZATION_ADMIN') return sql`false`;
  return sql`(exists (select 1 from leave_decisions d where d.leave_id = ${id} and d.reviewer_id = ${caller.userId})
    and not exists (select 1 from users r where r.id = l.user_id and r.deleted_at is not null))`;
}

/**
 * One leave of the caller's organization (CANCELLED ones too), as the caller may see it, or one
 * they decided a step of; 404 otherwise.
 */
export async function findLeave({ db, caller }: UseCaseContext, id: number): Promise<Leave> {
  const { contents } = await readLeaves(
    db,
    caller,
    sql`l.id = ${id} and l.organization_id = ${caller.organizationId} and (${leavesVisibleTo(caller)}
      or ${decidedBy(caller, id)})`,
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
