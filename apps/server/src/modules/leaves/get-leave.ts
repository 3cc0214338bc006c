import type { Leave } from '@leavedesk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { leaves, users } from '../../db/schema';
import type { Caller, UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { selectLeaves, toLeave } from './leave-view';

/** Who may see whose leaves in lists and details: self; a team admin, their team; an organization admin, everyone. */
export function visibleTo(caller: Caller) {
  if (caller.role === 'ORGANIZATION_ADMIN') return undefined;
  if (caller.role === 'TEAM_ADMIN' && caller.teamId != null) return eq(users.teamId, caller.teamId);
  return eq(leaves.userId, caller.userId);
}

/** One live leave of the caller's organization, as the caller may see it; 404 otherwise. */
export async function findLeave({ db, caller }: UseCaseContext, id: number): Promise<Leave> {
  const [row] = await selectLeaves(db)
    .where(
      and(
        eq(leaves.id, id),
        eq(leaves.organizationId, caller.organizationId),
        isNull(leaves.cancelledAt),
        isNull(users.deletedAt),
        visibleTo(caller),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Leave');
  return toLeave(row, caller);
}

/** GET /leaves/{id}: the details of one request (the review screen's deep link). */
export function getLeave(ctx: UseCaseContext, id: number): Promise<Leave> {
  return findLeave(ctx, id);
}
