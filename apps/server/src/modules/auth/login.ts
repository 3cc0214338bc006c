import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Services } from '../../http/context';
import { appError } from '../../http/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';

/**
 * Checks an e-mail and password. The same 403 for an unknown address, a wrong password and an
 * inactive user, after the same amount of hashing work. A password sent by "forgot password"
 * becomes the only password the first time it is used; a PENDING user becomes ACTIVE.
 */
export async function login(services: Services, email: string, password: string) {
  const [user] = await services.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
    .limit(1);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), password);
    throw appError('WRONG_CREDENTIALS');
  }
  const resetValid =
    user.resetPasswordHash && user.resetPasswordExpiresAt && user.resetPasswordExpiresAt > new Date();
  const [matchesCurrent, matchesReset] = await Promise.all([
    verifyPassword(user.passwordHash, password),
    resetValid ? verifyPassword(user.resetPasswordHash!, password) : Promise.resolve(false),
  ]);
  if ((!matchesCurrent && !matchesReset) || user.status === 'INACTIVE') throw appError('WRONG_CREDENTIALS');

  const [updated] = await services.db
    .update(users)
    .set({
      lastLoginAt: new Date(),
      ...(user.status === 'PENDING' ? { status: 'ACTIVE' } : {}),
      ...(matchesReset && !matchesCurrent
        ? {
            passwordHash: user.resetPasswordHash!,
            resetPasswordHash: null,
            resetPasswordExpiresAt: null,
            tokenVersion: sql`${users.tokenVersion} + 1`,
          }
        : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}
