import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leavePolicies, leaves, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { findPolicy, policyAuditFields } from './policy-view';

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
 * - Otherwise it is gone for every client: from the list, `GET`/`PUT` (404) and what a user can be
 *   given. One that leaves or deleted users still point at is kept for them as a removed row
 *   (`deleted_at`, its activated types with it: an old leave still shows its type); an unused one
 *   is deleted with its activated types. Both answer 204. Archiving is a different thing, done with
 *   `status`: an archived policy stays listed and can be made active again.
 * The policy row is locked first, so a user assigned to it meanwhile waits for this to finish (and
 * then finds it gone).
 */
export async function deletePolicy(ctx: UseCaseContext, id: number): Promise<'deleted' | 'removed'> {
  const { caller } = ctx;
  return ctx.db.transaction(async (tx) => {
    const [policy] = await tx
      .select()
      .from(leavePolicies)
      .where(
        and(
          eq(leavePolicies.id, id),
          eq(leavePolicies.organizationId, caller.organizationId),
          isNull(leavePolicies.deletedAt),
        ),
      )
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
    const before = (await findPolicy(tx, caller.organizationId, id))!;
    await recordAudit(tx, ctx, {
      kind: 'POLICY_DELETED',
      target: { type: 'POLICY', id, label: before.name },
      before: policyAuditFields(before),
    });
    if (await isPolicyReferenced(tx, id)) {
      await tx
        .update(leavePolicies)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(eq(leavePolicies.id, id));
      return 'removed';
    }
    await tx.delete(leavePolicies).where(eq(leavePolicies.id, id));
    return 'deleted';
  });
}
