import type { LeaveCycle, LeaveType, RecordStatus } from '@leavedesk/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaveTypes } from '../../db/schema';

export function toLeaveType(row: typeof leaveTypes.$inferSelect): LeaveType {
  return {
    id: row.id,
    name: row.name,
    symbol: row.symbol,
    cycle: row.cycle as LeaveCycle,
    amount: row.amount,
    requiresApproval: row.requiresApproval,
    status: row.status as RecordStatus,
    kind: row.kind === 'TIME_OFF_IN_LIEU' ? 'TIME_OFF_IN_LIEU' : 'STANDARD',
  };
}

/** One leave type of the organization, locked for the rest of the transaction when asked. */
export async function findLeaveType(db: DbOrTx, organizationId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.id, id), eq(leaveTypes.organizationId, organizationId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether another ACTIVE type of the organization already has this name, ignoring case. */
export async function activeNameTaken(db: DbOrTx, organizationId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(
      and(
        eq(leaveTypes.organizationId, organizationId),
        eq(leaveTypes.status, 'ACTIVE'),
        sql`lower(${leaveTypes.name}) = lower(${name})`,
        exceptId ? ne(leaveTypes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A leave type as the audit trail shows it. */
export function leaveTypeAuditFields(type: LeaveType) {
  const { name, symbol, cycle, amount, requiresApproval, status, kind } = type;
  return { name, symbol, cycle, amount, requiresApproval, status, kind };
}
