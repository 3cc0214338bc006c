import { and, isNull, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Services } from '../../http/context';
import { generatePassword } from '../../lib/passwords';

const RESET_VALIDITY_MS = 60 * 60 * 1000;

/**
 * "Forgot password" for an address. An active user's account gets a new random password, valid for
 * an hour next to the old one (which keeps working until the new one is first used, so a stranger
 * who knows the address cannot lock its owner out), and an e-mail that tells it; an unknown or
 * inactive address gets nothing.
 *
 * What the request does before its answer is the same for every address, so the answer's time says
 * nothing about it: a password is generated and hashed (the request pays for its own hashing, so
 * many requests cannot pile up hashing work behind quick answers). The rest depends on the address
 * and is returned for after the answer: one statement stores the hash on whichever live account the
 * address names (none for an unknown one), and only a stored password is e-mailed. If that work
 * fails, nothing was sent and the old password still works; asking again starts over.
 */
export async function forgetPassword(services: Services, email: string): Promise<() => Promise<void>> {
  const password = generatePassword(16);
  const resetPasswordHash = await services.passwords.hash(password);

  return async () => {
    const [user] = await services.db
      .update(users)
      .set({ resetPasswordHash, resetPasswordExpiresAt: new Date(Date.now() + RESET_VALIDITY_MS) })
      .where(
        and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt), ne(users.status, 'INACTIVE')),
      )
      .returning({ firstName: users.firstName, email: users.email });
    if (!user) return;

    const signIn = services.config.publicUrl
      ? `${services.config.publicUrl.replace(/\/$/, '')}/signin`
      : undefined;
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
  };
}
