import type { LeaveType } from '@leavedesk/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { leaveTypes } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { toLeaveType } from './leave-type-view';

/** Every leave type of the organization: active ones first, then archived, each by name. */
export async function listLeaveTypes({ db, caller }: UseCaseContext): Promise<LeaveType[]> {
  const rows = await db
    .select()
    .from(leaveTypes)
    .where(eq(leaveTypes.organizationId, caller.organizationId))
    .orderBy(
      sql`case when ${leaveTypes.status} = 'ACTIVE' then 0 else 1 end`,
      sql`lower(${leaveTypes.name})`,
      asc(leaveTypes.id),
    );
  return rows.map(toLeaveType);
}
