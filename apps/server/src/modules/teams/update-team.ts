import type { Team } from '@leavedesk/contracts';
import { and, eq } from 'drizzle-orm';
import { teams } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit } from '../audit/record-audit';
import { checkedApprovalSteps } from './approval-steps';
import { type TeamInput, teamAuditFields } from './create-team';
import { toTeam } from './team-view';

/**
 * Renames a team and sets its approval steps (absent metadata or steps are kept). Requests already
 * asked for keep the steps they were asked under (decision 0033). Another organization's team is
 * not found.
 */
export async function updateTeam(ctx: UseCaseContext, id: number, input: TeamInput): Promise<Team> {
  const { caller } = ctx;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(teams)
        .where(and(eq(teams.id, id), eq(teams.organizationId, caller.organizationId)))
        .for('update');
      if (!current) throw notFound('Team');
      const approvalSteps = input.approvalSteps
        ? await checkedApprovalSteps(tx, caller.organizationId, input.approvalSteps)
        : undefined;
      const [row] = await tx
        .update(teams)
        .set({
          name: input.name,
          ...(input.metadata ? { metadata: input.metadata } : {}),
          ...(approvalSteps ? { approvalSteps } : {}),
          updatedAt: new Date(),
        })
        .where(eq(teams.id, id))
        .returning();
      const team = toTeam(row);
      await recordAudit(tx, ctx, {
        kind: 'TEAM_UPDATED',
        target: { type: 'TEAM', id, label: team.name },
        before: teamAuditFields(toTeam(current)),
        after: teamAuditFields(team),
      });
      return team;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'teams_org_name_unique')) throw appError('TEAM_NAME_TAKEN');
    throw error;
  }
}
