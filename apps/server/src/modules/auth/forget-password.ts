import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { users } from '../../db/schema';
import type { Services } from '../../http/context';
import type { MailMessage } from '../../lib/mailer';
import { generatePassword } from '../../lib/passwords';
import { deliveryFailure } from '../notifications/delivery-errors';

const RESET_VALIDITY_MS = 60 * 60 * 1000;
/** The longest wait between two tries of a new-password e-mail, as for notifications (decision 0029). */
const RETRY_MAX_MS = 15 * 60_000;

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
 * address names (none for an unknown one), and only a stored password is e-mailed. If the mail
 * server cannot take it for a reason that may pass (down, a 4xx), the e-mail is tried again, the
 * wait doubling from `NOTIFICATION_RETRY_MS` up to 15 minutes, for as long as the password is
 * valid and still the latest one asked for (issue 27: an outage must not lose e-mails); a
 * permanent refusal, the hour running out or the server closing ends it. Nothing else is lost:
 * the old password still works, and asking again starts over.
 */
export async function forgetPassword(
  services: Services,
  email: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const password = generatePassword(16);
  const resetPasswordHash = await services.passwords.hash(password);

  return async () => {
    const [user] = await services.db
      .update(users)
      .set({ resetPasswordHash, resetPasswordExpiresAt: new Date(Date.now() + RESET_VALIDITY_MS) })
      .where(
        and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt), ne(users.status, 'INACTIVE')),
      )
      .returning({ id: users.id, firstName: users.firstName, email: users.email });
    if (!user) return;

    const signIn = services.config.publicUrl
      ? `${services.config.publicUrl.replace(/\/$/, '')}/signin`
      : undefined;
    await sendWhileValid(services, log, user.id, resetPasswordHash, {
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

/**
 * Sends the new-password e-mail, trying again after failures that may pass while the password it
 * carries is still the account's valid reset password (a later request replaces it: its own e-mail
 * goes, this one stops).
 */
async function sendWhileValid(
  services: Services,
  log: FastifyBaseLogger,
  userId: number,
  resetPasswordHash: string,
  message: MailMessage,
): Promise<void> {
  const { signal } = services.afterAnswer;
  let wait = services.config.notificationRetryMs;
  for (;;) {
    try {
      await services.mailer.send(message);
      return;
    } catch (error) {
      if (deliveryFailure('EMAIL', error).permanent) throw error;
      log.warn(
        { err: error, retryInMs: wait },
        'the new-password e-mail could not be sent; trying again while the password is valid',
      );
    }
    try {
      await sleep(wait, undefined, { signal });
    } catch {
      throw new Error('The new-password e-mail was not sent: the server stopped while waiting to try again.');
    }
    wait = Math.min(wait * 2, RETRY_MAX_MS);
    const [current] = await services.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.resetPasswordHash, resetPasswordHash),
          gt(users.resetPasswordExpiresAt, new Date()),
          isNull(users.deletedAt),
          ne(users.status, 'INACTIVE'),
        ),
      );
    if (!current) return;
  }
}
