import type { Leave, LeaveStatus, Paged } from '@leavedesk/contracts';
import { and, count, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { leaves, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { addDays } from '../../lib/working-days';
import { visibleTo } from './get-leave';
import { MAX_SPAN_DAYS } from './leave-rules';
import { anyOf, selectLeaves, teamMemberIds, toLeaves } from './leave-view';

export interface ListLeavesInput {
  pageNumber: number;
  pageSize: number;
  userId?: number | 'mine';
  teamId?: number;
  status?: LeaveStatus[];
  from?: string;
  to?: string;
}

/**
 * GET /leaves: leaves of the caller's organization, newest start first. An employee sees their
 * own; a team admin their team's (whatever team is asked); an organization admin everyone's. A
 * user the caller may not see is answered 404, like one that does not exist.
 */
export async function listLeaves(ctx: UseCaseContext, input: ListLeavesInput): Promise<Paged<Leave>> {
  const { db, caller } = ctx;
  const userId = input.userId === 'mine' ? caller.userId : input.userId;
  if (userId != null && userId !== caller.userId) {
    const [user] = await db
      .select({ id: users.id, teamId: users.teamId })
      .from(users)
      .where(
        and(eq(users.id, userId), eq(users.organizationId, caller.organizationId), isNull(users.deletedAt)),
      )
      .limit(1);
    const visible =
      user != null &&
      (caller.role === 'ORGANIZATION_ADMIN' ||
        (caller.role === 'TEAM_ADMIN' && caller.teamId != null && user.teamId === caller.teamId));
    if (!visible) throw notFound('User');
  }
  // A team asked by an organization admin narrows the list like a team admin's own team does.
  const scope =
    userId != null
      ? eq(leaves.userId, userId)
      : caller.role === 'ORGANIZATION_ADMIN' && input.teamId != null
        ? anyOf(leaves.userId, await teamMemberIds(db, caller.organizationId, input.teamId))
        : await visibleTo(db, caller);
  const where = and(
    eq(leaves.organizationId, caller.organizationId),
    isNull(leaves.cancelledAt),
    scope,
    input.status && input.status.length > 0 ? inArray(leaves.status, input.status) : undefined,
    input.to ? lte(leaves.startAt, input.to) : undefined,
    input.from
      ? and(gte(leaves.endAt, input.from), gte(leaves.startAt, addDays(input.from, -MAX_SPAN_DAYS)))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectLeaves(db)
      .where(where)
      .orderBy(desc(leaves.startAt), desc(leaves.id))
      .limit(input.pageSize)
      .offset(input.pageNumber * input.pageSize),
    db.select({ total: count() }).from(leaves).where(where),
  ]);
  return {
    contents: await toLeaves(db, rows, caller),
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
    totalPages: Math.ceil(total / input.pageSize),
    totalContents: total,
  };
}
