import type { LeavePolicy, RecordStatus } from '@leavedesk/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leavePolicies } from '../../db/schema';
import { listActivatedTypes } from './activated-types';

/**
 * `LeavePolicy` answers of the organization: all of them, or the listed ids. Active ones come
 * first, then archived, each by name. A removed policy is none of them (see `deletePolicy`).
 */
export async function loadPolicies(
  db: DbOrTx,
  organizationId: number,
  ids?: number[],
): Promise<LeavePolicy[]> {
  const rows = await db
    .select()
    .from(leavePolicies)
    .where(
      and(
        eq(leavePolicies.organizationId, organizationId),
        isNull(leavePolicies.deletedAt),
        ids ? inArray(leavePolicies.id, ids) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${leavePolicies.status} = 'ACTIVE' then 0 else 1 end`,
      sql`lower(${leavePolicies.name})`,
      asc(leavePolicies.id),
    );
  const types = await listActivatedTypes(
    db,
    organizationId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status as RecordStatus,
    isDefault: r.isDefault,
    activatedTypes: types.filter((t) => t.policyId === r.id),
  }));
}

/** One policy of the organization, or undefined (missing, removed or another organization's). */
export async function findPolicy(
  db: DbOrTx,
  organizationId: number,
  id: number,
): Promise<LeavePolicy | undefined> {
  const [policy] = await loadPolicies(db, organizationId, [id]);
  return policy;
}

/** The organization's default policy id: the one new users get when none is chosen. */
export async function findDefaultPolicyId(db: DbOrTx, organizationId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: leavePolicies.id })
    .from(leavePolicies)
    .where(and(eq(leavePolicies.organizationId, organizationId), eq(leavePolicies.isDefault, true)))
    .limit(1);
  return row?.id;
}

/** A policy as the audit trail shows it: its types by name, with what the policy grants of each. */
export function policyAuditFields(policy: LeavePolicy) {
  return {
    name: policy.name,
    status: policy.status,
    isDefault: policy.isDefault,
    activatedTypes: policy.activatedTypes.map((t) => ({
      type: t.name,
      amount: t.amount,
      cycle: t.cycle,
      requiresApproval: t.requiresApproval,
      // The settings of issues 13 and 29, named only when they differ from the defaults: a policy
      // without them reads in the trail as it always did.
      ...(t.carryOverLimit > 0 && { carryOverLimit: t.carryOverLimit }),
      ...(t.carryOverExpiresAfterMonths != null && {
        carryOverExpiresAfterMonths: t.carryOverExpiresAfterMonths,
      }),
      ...(t.accrual !== 'UPFRONT' && { accrual: t.accrual }),
      ...(t.borrowLimit > 0 && { borrowLimit: t.borrowLimit }),
      ...(t.unit !== 'DAYS' && { unit: t.unit }),
      ...(t.prorateBySchedule && { prorateBySchedule: true }),
      ...(t.expiresAfterMonths != null && { expiresAfterMonths: t.expiresAfterMonths }),
    })),
  };
}
