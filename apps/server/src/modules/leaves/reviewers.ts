import { and, eq, isNull, ne } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';

/** Another ACTIVE organization admin who could act on the caller's own leave or balance instead. */
export async function anotherActiveAdmin({ db, caller }: UseCaseContext): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, caller.organizationId),
        eq(users.role, 'ORGANIZATION_ADMIN'),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
        ne(users.id, caller.userId),
      ),
    )
    .limit(1);
  return row != null;
}

/**
 * Whether the caller acts as a reviewer of a person (server-rules §3): an organization admin, or an
 * admin of the person's team; for themselves only as an organization admin with no other active
 * organization admin to ask. Reviewers decide on leaves, cancel them at any time, and adjust
 * balances.
 */
export async function isReviewerOf(
  ctx: UseCaseContext,
  person: { id: number; teamId: number | null },
): Promise<boolean> {
  const { caller } = ctx;
  const reviews =
    caller.role === 'ORGANIZATION_ADMIN' ||
    (caller.role === 'TEAM_ADMIN' && caller.teamId != null && caller.teamId === person.teamId);
  if (!reviews) return false;
  if (person.id !== caller.userId) return true;
  return caller.role === 'ORGANIZATION_ADMIN' && !(await anotherActiveAdmin(ctx));
}
