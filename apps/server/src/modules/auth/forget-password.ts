import { and, isNull, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Services } from '../../http/context';
import type { MailMessage } from '../../lib/mailer';
import { generatePassword } from '../../lib/passwords';

const RESET_VALIDITY_MS = 60 * 60 * 1000;

/**
 * Gives an active user's account a new random password, valid for an hour next to the old one
 * (which keeps working until the new one is first used, so a stranger who knows the address cannot
 * lock its owner out), and returns the e-mail that tells them; for an unknown or inactive address,
 * nothing.
 *
 * Both cases do the same work, so the answer's time says nothing about the address: a password is
 * generated and hashed, and one statement stores it on whichever live account the address names
 * (none, for an unknown one). The e-mail is for the caller to send after the answer: the new
 * password is stored before the answer, so a mail that fails later loses nothing (the old password
 * still works, and asking again sends another).
 */
export async function forgetPassword(services: Services, email: string): Promise<MailMessage | undefined> {
  const password = generatePassword(16);
  const resetPasswordHash = await services.passwords.hash(password);
  const [user] = await services.db
    .update(users)
    .set({ resetPasswordHash, resetPasswordExpiresAt: new Date(Date.now() + RESET_VALIDITY_MS) })
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt), ne(users.status, 'INACTIVE')))
    .returning({ firstName: users.firstName, email: users.email });
  if (!user) return undefined;

  const signIn = services.config.publicUrl
    ? `${services.config.publicUrl.replace(/\/$/, '')}/signin`
    : undefined;
  return {
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
  };
}
