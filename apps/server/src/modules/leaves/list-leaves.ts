import type { Leave, LeaveStatus, Paged } from '@leavedesk/contracts';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, notExists } from 'drizzle-orm';
import { leaves, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { addDays } from '../../lib/working-days';
import { visibleTo } from './get-leave';
import { MAX_SPAN_DAYS } from './leave-rules';
import { selectLeaves, toLeave } from './leave-view';

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
  const scope = visibleTo(caller);
  const userId = input.userId === 'mine' ? caller.userId : input.userId;
  if (userId != null && userId !== caller.userId) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.organizationId, caller.organizationId),
          isNull(users.deletedAt),
          caller.role === 'EMPLOYEE' ? eq(users.id, caller.userId) : scope,
        ),
      )
      .limit(1);
    if (!user) throw notFound('User');
  }
  // Written on leaves alone (users only in subqueries), so the count needs no join.
  const teamId =
    caller.role === 'TEAM_ADMIN'
      ? (caller.teamId ?? undefined)
      : caller.role === 'ORGANIZATION_ADMIN'
        ? input.teamId
        : undefined;
  const where = and(
    eq(leaves.organizationId, caller.organizationId),
    isNull(leaves.cancelledAt),
    notExists(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, leaves.userId), isNotNull(users.deletedAt))),
    ),
    caller.role === 'EMPLOYEE' || (caller.role === 'TEAM_ADMIN' && caller.teamId == null)
      ? eq(leaves.userId, caller.userId)
      : undefined,
    teamId != null
      ? inArray(leaves.userId, db.select({ id: users.id }).from(users).where(eq(users.teamId, teamId)))
      : undefined,
    userId != null ? eq(leaves.userId, userId) : undefined,
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
    contents: rows.map((r) => toLeave(r, caller)),
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
    totalPages: Math.ceil(total / input.pageSize),
    totalContents: total,
  };
}
