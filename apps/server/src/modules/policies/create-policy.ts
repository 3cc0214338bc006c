import type { LeavePolicy, LeavePolicyBody } from '@leavedesk/contracts';
import type { z } from 'zod';
import { leavePolicies } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { findPolicy, policyAuditFields } from './policy-view';
import { lockDefaultPolicyChanges, makeOnlyDefault, replaceActivatedTypes } from './write-activated-types';

export type CreatePolicyInput = z.output<typeof LeavePolicyBody>;

/** A new policy (ACTIVE unless told), with its activated types; `isDefault` makes it the only default. */
export async function createPolicy(ctx: UseCaseContext, input: CreatePolicyInput): Promise<LeavePolicy> {
  const { caller } = ctx;
  const status = input.status ?? 'ACTIVE';
  if (input.isDefault && status === 'ARCHIVED') {
    throw appError('DEFAULT_POLICY_REQUIRED', 'The default policy cannot be archived.');
  }
  return ctx.db.transaction(async (tx) => {
    if (input.isDefault) await lockDefaultPolicyChanges(tx, caller.organizationId);
    const [policy] = await tx
      .insert(leavePolicies)
      .values({ organizationId: caller.organizationId, name: input.name, status, isDefault: false })
      .returning();
    await replaceActivatedTypes(tx, caller.organizationId, policy.id, input.activatedTypes);
    if (input.isDefault) await makeOnlyDefault(tx, caller.organizationId, policy.id);
    const created = (await findPolicy(tx, caller.organizationId, policy.id))!;
    await recordAudit(tx, ctx, {
      kind: 'POLICY_CREATED',
      target: { type: 'POLICY', id: created.id, label: created.name },
      after: policyAuditFields(created),
    });
    return created;
  });
}
