import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leavePolicies, leaves, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';

/** Whether any leave, or any deleted user, still points at the policy. */
async function isPolicyReferenced(db: DbOrTx, policyId: number): Promise<boolean> {
  const [leave] = await db
    .select({ id: leaves.id })
    .from(leaves)
    .where(eq(leaves.policyId, policyId))
    .limit(1);
  if (leave) return true;
  const [formerUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.leavePolicyId, policyId), isNotNull(users.deletedAt)))
    .limit(1);
  return formerUser !== undefined;
}

/**
 * Removes a policy.
 * - The default policy is refused (409) while it is the default: users created without a chosen
 *   policy fall back on it, so an organization always keeps one. Making another policy the
 *   default first frees it for removal.
 * - A policy still assigned to users who are not deleted is refused (409), naming how many.
 * - A policy that leaves or deleted users still point at is archived instead (kept as a record for
 *   them, no longer offered); an unused one is removed with its activated types. Both answer 204.
 * The policy row is locked first, so a user assigned to it meanwhile waits for this to finish.
 */
export async function deletePolicy(ctx: UseCaseContext, id: number): Promise<'deleted' | 'archived'> {
  const { caller } = ctx;
  return ctx.db.transaction(async (tx) => {
    const [policy] = await tx
      .select()
      .from(leavePolicies)
      .where(and(eq(leavePolicies.id, id), eq(leavePolicies.organizationId, caller.organizationId)))
      .for('update');
    if (!policy) throw notFound('Leave policy');
    if (policy.isDefault) {
      throw appError(
        'DEFAULT_POLICY_REQUIRED',
        'The default policy cannot be removed: make another policy the default first.',
      );
    }
    const [{ assigned }] = await tx
      .select({ assigned: count() })
      .from(users)
      .where(and(eq(users.leavePolicyId, id), isNull(users.deletedAt)));
    if (assigned > 0) {
      throw appError(
        'POLICY_IN_USE',
        `This policy is still assigned to ${assigned} ${assigned === 1 ? 'user' : 'users'}.`,
      );
    }
    if (await isPolicyReferenced(tx, id)) {
      await tx
        .update(leavePolicies)
        .set({ status: 'ARCHIVED', updatedAt: new Date() })
        .where(eq(leavePolicies.id, id));
      return 'archived';
    }
    await tx.delete(leavePolicies).where(eq(leavePolicies.id, id));
    return 'deleted';
  });
}
