import type { ActivatedType, LeaveCycle, RecordStatus } from '@leavedesk/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activatedTypes, leaveTypes } from '../../db/schema';

/**
 * Activated types answer with the type's name, symbol and status, and the policy's own cycle,
 * amount and approval rule. Shared with the leaves area (requests, balances, calendar).
 */
export const activatedTypeColumns = {
  policyId: activatedTypes.policyId,
  typeId: activatedTypes.typeId,
  name: leaveTypes.name,
  symbol: leaveTypes.symbol,
  cycle: activatedTypes.cycle,
  amount: activatedTypes.amount,
  requiresApproval: activatedTypes.requiresApproval,
  status: leaveTypes.status,
  position: activatedTypes.position,
  carryOverLimit: activatedTypes.carryOverLimit,
  carryOverExpiresAfterMonths: activatedTypes.carryOverExpiresAfterMonths,
  accrual: activatedTypes.accrual,
  borrowLimit: activatedTypes.borrowLimit,
  unit: activatedTypes.unit,
  prorateBySchedule: activatedTypes.prorateBySchedule,
  expiresAfterMonths: activatedTypes.expiresAfterMonths,
  kind: leaveTypes.kind,
};

type ActivatedTypeRow = {
  [K in keyof typeof activatedTypeColumns]: (typeof activatedTypeColumns)[K]['_']['notNull'] extends true
    ? (typeof activatedTypeColumns)[K]['_']['data']
    : (typeof activatedTypeColumns)[K]['_']['data'] | null;
};

export function toActivatedType(row: ActivatedTypeRow): ActivatedType {
  return {
    policyId: row.policyId,
    typeId: row.typeId,
    name: row.name,
    symbol: row.symbol,
    cycle: row.cycle as LeaveCycle,
    amount: row.amount,
    requiresApproval: row.requiresApproval,
    status: row.status as RecordStatus,
    carryOverLimit: row.carryOverLimit,
    carryOverExpiresAfterMonths: row.carryOverExpiresAfterMonths,
    accrual: row.accrual === 'MONTHLY' ? 'MONTHLY' : 'UPFRONT',
    borrowLimit: row.borrowLimit,
    unit: row.unit === 'HOURS' ? 'HOURS' : 'DAYS',
    prorateBySchedule: row.prorateBySchedule,
    expiresAfterMonths: row.expiresAfterMonths,
    kind: row.kind === 'TIME_OFF_IN_LIEU' ? 'TIME_OFF_IN_LIEU' : 'STANDARD',
  };
}

function selectActivatedTypes(db: DbOrTx) {
  return db
    .select(activatedTypeColumns)
    .from(activatedTypes)
    .innerJoin(leaveTypes, eq(leaveTypes.id, activatedTypes.typeId))
    .$dynamic();
}

/**
 * The type `typeId` as activated in policy `policyId` of the organization, or undefined when the
 * policy does not hold it (or belongs to another organization). Its `status` is the type's: an
 * ARCHIVED one is still returned, so callers decide (new leaves should refuse it).
 */
export async function getActivatedType(
  db: DbOrTx,
  organizationId: number,
  policyId: number,
  typeId: number,
): Promise<ActivatedType | undefined> {
  const [row] = await selectActivatedTypes(db)
    .where(
      and(
        eq(activatedTypes.organizationId, organizationId),
        eq(activatedTypes.policyId, policyId),
        eq(activatedTypes.typeId, typeId),
      ),
    )
    .limit(1);
  return row ? toActivatedType(row) : undefined;
}

/** The activated types of the given policies of the organization, each policy's in its order. */
export async function listActivatedTypes(
  db: DbOrTx,
  organizationId: number,
  policyIds: number[],
): Promise<ActivatedType[]> {
  if (policyIds.length === 0) return [];
  const rows = await selectActivatedTypes(db)
    .where(
      and(eq(activatedTypes.organizationId, organizationId), inArray(activatedTypes.policyId, policyIds)),
    )
    .orderBy(asc(activatedTypes.policyId), asc(activatedTypes.position), asc(activatedTypes.typeId));
  return rows.map(toActivatedType);
}
