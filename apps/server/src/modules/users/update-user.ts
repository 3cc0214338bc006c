import type { UpdateUserBody, User } from '@leavedesk/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, badRequest, forbidden, notFound } from '../../http/errors';
import { toCalendarDate } from '../../lib/dates';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit } from '../audit/record-audit';
import { dropFeedsOf } from '../feeds/my-feeds';
import { userAuditFields, userLabel } from './user-audit';
import { assertAnotherActiveAdmin, assertReferences, othersScope, resolveUserId } from './user-rules';
import { findUser } from './user-view';

export type UpdateUserInput = z.output<typeof UpdateUserBody>;
type Changes = Partial<Omit<typeof users.$inferInsert, 'id' | 'organizationId'>>;

const SELF_EDITABLE = new Set(['firstName', 'lastName', 'avatarAssetId']);
const EDITABLE = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'avatarAssetId',
  'teamId',
  'leavePolicyId',
  'role',
  'joinedAt',
  'status',
  'country',
  'timezone',
] as const;

/**
 * The fields of the request that differ from what is stored. A form that sends a field back
 * unchanged asks for nothing, so it needs no permission for it.
 */
function changesOf(current: typeof users.$inferSelect, input: UpdateUserInput, zone: string): Changes {
  const changes: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    let value = input[key];
    if (value === undefined) continue;
    if (key === 'joinedAt' && typeof value === 'string') value = toCalendarDate(value, zone);
    const stored = current[key];
    if (key === 'email' ? String(stored).toLowerCase() === value : (stored ?? null) === value) continue;
    changes[key] = value;
  }
  return changes as Changes;
}

/**
 * PATCH /users/{id|mine} (server-rules §3). Yourself, unless you are an organization admin: your
 * names and picture only. A team admin: users of their own team who are not organization admins,
 * never giving that role, never moving anyone to another team, never changing a status. An
 * organization admin: anyone and anything, as long as an active organization admin remains.
 * Deactivating someone signs them out everywhere.
 */
export async function updateUser(
  ctx: UseCaseContext,
  id: number | 'mine',
  input: UpdateUserInput,
): Promise<User> {
  const { db, caller } = ctx;
  const userId = resolveUserId(caller, id);
  const self = userId === caller.userId;
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            eq(users.organizationId, caller.organizationId),
            isNull(users.deletedAt),
            self ? undefined : othersScope(caller),
          ),
        )
        .limit(1);
      if (!current) throw notFound('User');
      const changes = changesOf(current, input, caller.timezone);
      const changed = Object.keys(changes);

      if (caller.role !== 'ORGANIZATION_ADMIN') {
        if (self) {
          if (changed.some((k) => !SELF_EDITABLE.has(k))) {
            throw forbidden('You can only change your own name and picture.');
          }
        } else {
          if (current.role === 'ORGANIZATION_ADMIN')
            throw forbidden('Team admins cannot edit organization admins.');
          if (changes.role === 'ORGANIZATION_ADMIN') {
            throw forbidden('Team admins cannot give the organization admin role.');
          }
          if (changes.teamId !== undefined) throw forbidden('Team admins cannot move users to another team.');
          if (changes.status !== undefined)
            throw forbidden("Only organization admins can change a user's status.");
        }
      }
      if (changes.status === 'PENDING') {
        throw badRequest('A status can only be set to ACTIVE or INACTIVE.', 'status');
      }
      if (changed.length === 0) return (await findUser(tx, caller.organizationId, userId))!;

      await assertReferences(tx, caller.organizationId, {
        teamId: changes.teamId ?? undefined,
        leavePolicyId: changes.leavePolicyId ?? undefined,
        avatarAssetId: changes.avatarAssetId,
      });
      if (changes.email) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(sql`lower(${users.email}) = ${changes.email}`, isNull(users.deletedAt), ne(users.id, userId)),
          )
          .limit(1);
        if (taken) throw appError('EMAIL_TAKEN');
      }
      const leavesAdmins =
        current.role === 'ORGANIZATION_ADMIN' &&
        current.status === 'ACTIVE' &&
        ((changes.role !== undefined && changes.role !== 'ORGANIZATION_ADMIN') ||
          changes.status === 'INACTIVE');
      if (leavesAdmins) await assertAnotherActiveAdmin(tx, caller.organizationId, userId);

      const before = await findUser(tx, caller.organizationId, userId);
      if (!before) throw notFound('User');
      await tx
        .update(users)
        .set({
          ...changes,
          ...(changes.status === 'INACTIVE' ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      // Deactivated: signed out everywhere, and their calendar feed URLs end with it, for good.
      if (changes.status === 'INACTIVE') await dropFeedsOf(tx, userId);
      const after = (await findUser(tx, caller.organizationId, userId))!;
      await recordAudit(tx, ctx, {
        kind: 'USER_UPDATED',
        target: { type: 'USER', id: userId, label: userLabel(after) },
        before: userAuditFields(before),
        after: userAuditFields(after),
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_live_unique')) throw appError('EMAIL_TAKEN');
    throw error;
  }
}
