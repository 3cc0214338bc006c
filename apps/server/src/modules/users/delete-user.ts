import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, forbidden, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { dropFeedsOf } from '../feeds/my-feeds';
import { userAuditFields, userLabel } from './user-audit';
import { assertAnotherActiveAdmin, othersScope, resolveUserId } from './user-rules';
import { findUser } from './user-view';

/**
 * Removes a person: a soft delete. They can no longer sign in (their tokens stop working at once),
 * they leave every list, their address can be registered again, and their leaves stay on record.
 * Nobody removes themselves; a team admin removes employees of their own team only.
 */
export async function deleteUser(ctx: UseCaseContext, id: number | 'mine'): Promise<void> {
  const { db, caller } = ctx;
  const userId = resolveUserId(caller, id);
  if (userId === caller.userId) throw appError('CANNOT_DELETE_SELF');
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ role: users.role, status: users.status })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.organizationId, caller.organizationId),
          isNull(users.deletedAt),
          othersScope(caller),
        ),
      )
      .limit(1);
    if (!target) throw notFound('User');
    if (caller.role === 'TEAM_ADMIN' && target.role !== 'EMPLOYEE') {
      throw forbidden('Team admins can only remove employees of their team.');
    }
    if (target.role === 'ORGANIZATION_ADMIN' && target.status === 'ACTIVE') {
      await assertAnotherActiveAdmin(tx, caller.organizationId, userId);
    }
    const before = await findUser(tx, caller.organizationId, userId);
    if (!before) throw notFound('User');
    const [deleted] = await tx
      .update(users)
      .set({ deletedAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!deleted) throw notFound('User');
    await dropFeedsOf(tx, userId);
    await recordAudit(tx, ctx, {
      kind: 'USER_DELETED',
      target: { type: 'USER', id: userId, label: userLabel(before) },
      before: userAuditFields(before),
    });
  });
}
