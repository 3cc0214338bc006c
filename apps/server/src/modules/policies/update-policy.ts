import type { LeavePolicy, LeavePolicyUpdateBody } from '@leavedesk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { activatedTypes, leavePolicies } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { findPolicy, policyAuditFields } from './policy-view';
import { lockDefaultPolicyChanges, makeOnlyDefault, replaceActivatedTypes } from './write-activated-types';

export type UpdatePolicyInput = z.output<typeof LeavePolicyUpdateBody>;

/**
 * Renames a policy, sets its status, makes it the default, and (when `activatedTypes` is sent)
 * replaces its activated types, all in one transaction. The organization always keeps exactly one
 * default: it moves by making another policy the default, never by unsetting or archiving it.
 */
export async function updatePolicy(
  ctx: UseCaseContext,
  id: number,
  input: UpdatePolicyInput,
): Promise<LeavePolicy> {
  const { caller } = ctx;
  const organizationId = caller.organizationId;
  return ctx.db.transaction(async (tx) => {
    if (input.isDefault) await lockDefaultPolicyChanges(tx, organizationId);
    const [current] = await tx
      .select()
      .from(leavePolicies)
      .where(
        and(
          eq(leavePolicies.id, id),
          eq(leavePolicies.organizationId, organizationId),
          isNull(leavePolicies.deletedAt),
        ),
      )
      .for('update');
    if (!current) throw notFound('Leave policy');
    const status = input.status ?? current.status;
    const isDefault = input.isDefault ?? current.isDefault;
    if (current.isDefault && input.isDefault === false) throw appError('DEFAULT_POLICY_REQUIRED');
    const before = (await findPolicy(tx, organizationId, id))!;
    if (isDefault && status === 'ARCHIVED') {
      throw appError('DEFAULT_POLICY_REQUIRED', 'The default policy cannot be archived.');
    }

    if (input.activatedTypes) {
      const held = await tx
        .select({
          typeId: activatedTypes.typeId,
          carryOverLimit: activatedTypes.carryOverLimit,
          carryOverExpiresAfterMonths: activatedTypes.carryOverExpiresAfterMonths,
          accrual: activatedTypes.accrual,
          borrowLimit: activatedTypes.borrowLimit,
          expiresAfterMonths: activatedTypes.expiresAfterMonths,
          unit: activatedTypes.unit,
          prorateBySchedule: activatedTypes.prorateBySchedule,
        })
        .from(activatedTypes)
        .where(eq(activatedTypes.policyId, id));
      await replaceActivatedTypes(
        tx,
        organizationId,
        id,
        input.activatedTypes,
        new Map(held.map((h) => [h.typeId, h])),
      );
    }
    await tx
      .update(leavePolicies)
      .set({ name: input.name, status, updatedAt: new Date() })
      .where(eq(leavePolicies.id, id));
    if (isDefault && !current.isDefault) await makeOnlyDefault(tx, organizationId, id);
    const after = (await findPolicy(tx, organizationId, id))!;
    await recordAudit(tx, ctx, {
      kind: 'POLICY_UPDATED',
      target: { type: 'POLICY', id, label: after.name },
      before: policyAuditFields(before),
      after: policyAuditFields(after),
    });
    return after;
  });
}
