import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { teams, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';

/**
 * Removes a team that nobody is in any more. The team row is locked first, so a user being added
 * to it at the same moment either lands before (and the delete is refused) or finds it gone.
 * Deleted users who were in it keep their records but lose the reference.
 */
export async function deleteTeam({ db, caller }: UseCaseContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, id), eq(teams.organizationId, caller.organizationId)))
      .for('update');
    if (!team) throw notFound('Team');
    const [{ members }] = await tx
      .select({ members: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.teamId, id), isNull(users.deletedAt)));
    if (members > 0) throw appError('TEAM_HAS_MEMBERS');
    await tx
      .update(users)
      .set({ teamId: null })
      .where(and(eq(users.teamId, id), isNotNull(users.deletedAt)));
    await tx.delete(teams).where(eq(teams.id, id));
  });
}
