import type { CreateUserBody, User } from '@leavedesk/contracts';
import { and, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, forbidden } from '../../http/errors';
import { toCalendarDate } from '../../lib/dates';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit } from '../audit/record-audit';
import { appLink, eventBase, recordEvent } from '../notifications/record-event';
import { userAuditFields, userLabel } from './user-audit';
import { assertReferences } from './user-rules';
import { findUser } from './user-view';

export type CreateUserInput = z.output<typeof CreateUserBody>;

/**
 * An admin adds a person. They start PENDING and become ACTIVE on their first sign-in. A team admin
 * adds people to their own team only, and never as organization admins. The time zone defaults to
 * the creator's; a `joinedAt` timestamp is read as a date in the creator's time zone.
 */
export async function createUser(ctx: UseCaseContext, input: CreateUserInput): Promise<User> {
  const { db, caller, services } = ctx;
  if (caller.role === 'TEAM_ADMIN') {
    if (input.role === 'ORGANIZATION_ADMIN')
      throw forbidden('Team admins cannot give the organization admin role.');
    if (input.teamId !== caller.teamId) throw forbidden('Team admins can only add users to their own team.');
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await assertReferences(tx, caller.organizationId, {
        teamId: input.teamId,
        leavePolicyId: input.leavePolicyId,
      });
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${input.email}`, isNull(users.deletedAt)))
        .limit(1);
      if (taken) throw appError('EMAIL_TAKEN');
      const [created] = await tx
        .insert(users)
        .values({
          organizationId: caller.organizationId,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          role: input.role,
          status: 'PENDING',
          country: input.country,
          timezone: input.timezone || caller.timezone,
          teamId: input.teamId,
          leavePolicyId: input.leavePolicyId,
          joinedAt: toCalendarDate(input.joinedAt, caller.timezone),
        })
        .returning({ id: users.id });
      await recordEvent(tx, {
        organizationId: caller.organizationId,
        type: 'USER_CREATED',
        subjectUserId: created.id,
        params: {
          ...(await eventBase(tx, caller.organizationId, created.id)),
          link: appLink(services.config, '/'),
        },
      });
      const user = (await findUser(tx, caller.organizationId, created.id))!;
      await recordAudit(tx, ctx, {
        kind: 'USER_CREATED',
        target: { type: 'USER', id: user.id, label: userLabel(user) },
        after: userAuditFields(user),
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_live_unique')) throw appError('EMAIL_TAKEN');
    throw error;
  }
}
