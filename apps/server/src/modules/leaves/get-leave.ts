import type { Leave } from '@leavedesk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaves } from '../../db/schema';
import type { Caller, UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { anyOf, requesterIsLive, selectLeaves, teamMemberIds, toLeaves } from './leave-view';

/**
 * Whose leaves a caller may see, as a condition on `leaves`: their own (employee); their team's
 * (team admin, themselves included); everyone's (organization admin). Deleted users' never.
 */
export async function visibleTo(db: DbOrTx, caller: Caller) {
  if (caller.role === 'ORGANIZATION_ADMIN') return requesterIsLive(db, caller.organizationId);
  if (caller.role === 'TEAM_ADMIN' && caller.teamId != null) {
    return anyOf(leaves.userId, await teamMemberIds(db, caller.organizationId, caller.teamId));
  }
  return eq(leaves.userId, caller.userId);
}

/** One live leave of the caller's organization, as the caller may see it; 404 otherwise. */
export async function findLeave({ db, caller }: UseCaseContext, id: number): Promise<Leave> {
  const rows = await selectLeaves(db)
    .where(
      and(
        eq(leaves.id, id),
        eq(leaves.organizationId, caller.organizationId),
        isNull(leaves.cancelledAt),
        await visibleTo(db, caller),
      ),
    )
    .limit(1);
  if (rows.length === 0) throw notFound('Leave');
  const [leave] = await toLeaves(db, rows, caller);
  return leave;
}

/** GET /leaves/{id}: the details of one request (the review screen's deep link). */
export function getLeave(ctx: UseCaseContext, id: number): Promise<Leave> {
  return findLeave(ctx, id);
}
