import type { WorkSchedule } from '@leavedesk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { resolveUserId } from '../users/user-rules';
import { entriesOf, type ScheduleTuple, scheduleEntriesJson } from './schedule-queries';

/** A person the caller may see (themselves, their team as a team admin, anyone as an organization admin). */
export interface SchedulePerson {
  id: number;
  teamId: number | null;
  firstName: string;
  lastName: string;
  entries: WorkSchedule;
}

/**
 * The person of a schedule route with their entries, oldest first; `lock` locks their row for the
 * transaction (a leave being created for them waits, and is judged by one schedule or the other).
 * Employees asking for someone else: 403. Nobody the caller may see (another organization, removed,
 * unknown, another team for a team admin): 404, as for `GET /users/{id}`.
 */
export async function findSchedulePerson(
  db: DbOrTx,
  { caller }: Pick<UseCaseContext, 'caller'>,
  id: number | 'mine',
  lock = false,
): Promise<SchedulePerson> {
  const userId = resolveUserId(caller, id);
  const self = userId === caller.userId;
  if (!self && caller.role === 'EMPLOYEE') throw forbidden();
  const query = db
    .select({
      id: users.id,
      teamId: users.teamId,
      firstName: users.firstName,
      lastName: users.lastName,
      entries: sql<ScheduleTuple[]>`${scheduleEntriesJson(sql`${users.id}`)}`,
    })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.organizationId, caller.organizationId),
        isNull(users.deletedAt),
        !self && caller.role === 'TEAM_ADMIN' ? eq(users.teamId, caller.teamId ?? -1) : undefined,
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('User');
  return { ...row, entries: entriesOf(row.entries) };
}

/** GET /users/{id|mine}/schedule: the person's work schedule history, oldest first (`[]`: the organization's week). */
export async function getSchedule(ctx: UseCaseContext, id: number | 'mine'): Promise<WorkSchedule> {
  return (await findSchedulePerson(ctx.db, ctx, id)).entries;
}
