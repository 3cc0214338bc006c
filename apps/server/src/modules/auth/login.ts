import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Services } from '../../http/context';
import { appError } from '../../http/errors';
import { dummyPasswordHash } from '../../lib/passwords';

/**
 * Checks an e-mail and password. The same 403 for an unknown address, a wrong password and an
 * inactive user. A password sent by "forgot password" becomes the only password the first time it
 * is used; a PENDING user becomes ACTIVE.
 *
 * Every attempt verifies exactly two hashes, the current password's and the pending reset's, with
 * a dummy hash standing in for one the account does not have: the time of the answer tells nothing
 * about whether the address exists or has a reset pending.
 */
export async function login(services: Services, email: string, password: string) {
  const [user] = await services.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
    .limit(1);
  const pendingReset =
    user?.resetPasswordHash && user.resetPasswordExpiresAt && user.resetPasswordExpiresAt > new Date()
      ? user.resetPasswordHash
      : undefined;
  const dummy = await dummyPasswordHash();
  const [currentVerified, resetVerified] = await Promise.all([
    services.passwords.verify(user?.passwordHash ?? dummy, password),
    services.passwords.verify(pendingReset ?? dummy, password),
  ]);
  const matchesCurrent = user !== undefined && currentVerified;
  const matchesReset = pendingReset !== undefined && resetVerified;
  if (!user || (!matchesCurrent && !matchesReset) || user.status === 'INACTIVE')
    throw appError('WRONG_CREDENTIALS');

  const [updated] = await services.db
    .update(users)
    .set({
      lastLoginAt: new Date(),
      ...(user.status === 'PENDING' ? { status: 'ACTIVE' } : {}),
      ...(matchesReset && !matchesCurrent
        ? {
            passwordHash: pendingReset,
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
