import type { LeaveAdjustment } from '@leavedesk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { organizations, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { toCalendarDate, todayIn } from '../../lib/dates';
import { readAdjustments } from './adjustment-view';

export interface ListAdjustmentsInput {
  date?: string;
  typeId?: number;
}

/**
 * GET /leaves/{userId|mine}/adjustments (issue 13): a person's adjustments counted in the periods
 * containing `date` (default today in the organization's time zone), each type's own period as for
 * the balance, oldest first, with their notes and authors. Self, the admins of the person's team and
 * the organization admins may read them; anyone else is told the user does not exist.
 */
export async function listAdjustments(
  { db, caller }: UseCaseContext,
  userId: number | 'mine',
  input: ListAdjustmentsInput,
): Promise<LeaveAdjustment[]> {
  const id = userId === 'mine' ? caller.userId : userId;
  const self = id === caller.userId;
  if (!self && caller.role === 'EMPLOYEE') throw notFound('User');
  const [person] = await db
    .select({ id: users.id, timezone: organizations.timezone })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(users.id, id),
        eq(users.organizationId, caller.organizationId),
        isNull(users.deletedAt),
        !self && caller.role === 'TEAM_ADMIN' ? eq(users.teamId, caller.teamId ?? -1) : undefined,
      ),
    )
    .limit(1);
  if (!person) throw notFound('User');
  const date = input.date ? toCalendarDate(input.date, caller.timezone) : todayIn(person.timezone);
  // Every cycle's period containing the date lies in its calendar year: read that year, keep the periods.
  const year = date.slice(0, 4);
  const rows = await readAdjustments(
    db,
    sql`j.user_id = ${person.id} and j.effective_on >= ${`${year}-01-01`} and j.effective_on <= ${`${year}-12-31`}
      ${input.typeId != null ? sql`and j.type_id = ${input.typeId}` : sql``}`,
  );
  return rows.filter((a) => a.periodStart <= date && a.periodEnd >= date);
}
