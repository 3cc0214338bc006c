import type { ChangePasswordBody } from '@leavedesk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, forbidden, notFound } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { resolveUserId } from './user-rules';

export type ChangePasswordInput = z.output<typeof ChangePasswordBody>;

/**
 * Your own password, proven by the current one. Every token issued before stops working, on every
 * device; a pending "forgot password" password is dropped. Someone else's password: 403 when they
 * are in your organization, 404 otherwise.
 */
export async function changePassword(
  { db, caller }: UseCaseContext,
  id: number | 'mine',
  input: ChangePasswordInput,
) {
  const userId = resolveUserId(caller, id);
  if (userId !== caller.userId) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, userId), eq(users.organizationId, caller.organizationId), isNull(users.deletedAt)),
      )
      .limit(1);
    if (!other) throw notFound('User');
    throw forbidden('You can only change your own password.');
  }
  const [me] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.userId))
    .limit(1);
  if (!me) throw notFound('User');
  if (!(await verifyPassword(me.passwordHash, input.currentPassword))) {
    throw appError('WRONG_CURRENT_PASSWORD', undefined, [
      { field: 'currentPassword', message: 'Current password is incorrect.' },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db
    .update(users)
    .set({
      passwordHash,
      resetPasswordHash: null,
      resetPasswordExpiresAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, caller.userId));
}
