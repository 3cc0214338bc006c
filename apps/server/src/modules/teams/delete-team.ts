import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { teams, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { teamAuditFields } from './create-team';
import { toTeam } from './team-view';

/**
 * Removes a team that nobody is in any more. The team row is locked first, so a user being added
 * to it at the same moment either lands before (and the delete is refused) or finds it gone.
 * Deleted users who were in it keep their records but lose the reference.
 */
export async function deleteTeam(ctx: UseCaseContext, id: number): Promise<void> {
  const { caller } = ctx;
  await ctx.db.transaction(async (tx) => {
    const [team] = await tx
      .select()
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
    await recordAudit(tx, ctx, {
      kind: 'TEAM_DELETED',
      target: { type: 'TEAM', id, label: team.name },
      before: teamAuditFields(toTeam(team)),
    });
  });
}
