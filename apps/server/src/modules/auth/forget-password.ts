import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { users } from '../../db/schema';
import type { Services } from '../../http/context';
import { generatePassword, hashPassword } from '../../lib/passwords';

const RESET_VALIDITY_MS = 60 * 60 * 1000;

/**
 * Sends a new random password to an active user's address. The old password stays valid until
 * the new one is first used or an hour passes, so a stranger who knows the address cannot lock
 * its owner out. Unknown addresses get the same answer and nothing is sent.
 */
export async function forgetPassword(services: Services, email: string, log: FastifyBaseLogger) {
  const [user] = await services.db
    .select({ id: users.id, firstName: users.firstName, email: users.email, status: users.status })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
    .limit(1);
  if (!user || user.status === 'INACTIVE') {
    // Same hashing work as for a real account: the answer time says nothing about the address.
    await hashPassword(generatePassword(16));
    return;
  }

  const password = generatePassword(16);
  await services.db
    .update(users)
    .set({
      resetPasswordHash: await hashPassword(password),
      resetPasswordExpiresAt: new Date(Date.now() + RESET_VALIDITY_MS),
    })
    .where(eq(users.id, user.id));

  const signIn = services.config.publicUrl
    ? `${services.config.publicUrl.replace(/\/$/, '')}/signin`
    : undefined;
  try {
    await services.mailer.send({
      to: user.email,
      subject: 'Your new LeaveDesk password',
      text: [
        `Hello ${user.firstName},`,
        '',
        'Someone asked for a new password for your LeaveDesk account.',
        `Your new password: ${password}`,
        '',
        'It works for the next hour. Your old password keeps working until you sign in with the new one.',
        'If you did not ask for this, ignore this e-mail: nothing changes.',
        ...(signIn ? ['', `Sign in: ${signIn}`] : []),
      ].join('\n'),
    });
  } catch (err) {
    log.error({ err }, 'could not send the new-password e-mail');
  }
}
