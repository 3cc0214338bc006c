import type { Team } from '@leavedesk/contracts';
import { and, eq } from 'drizzle-orm';
import { teams } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { TeamInput } from './create-team';
import { toTeam } from './team-view';

/** Renames a team (absent metadata is kept). Another organization's team is not found. */
export async function updateTeam(
  { db, caller }: UseCaseContext,
  id: number,
  input: TeamInput,
): Promise<Team> {
  try {
    const [row] = await db
      .update(teams)
      .set({
        name: input.name,
        ...(input.metadata ? { metadata: input.metadata } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(teams.id, id), eq(teams.organizationId, caller.organizationId)))
      .returning();
    if (!row) throw notFound('Team');
    return toTeam(row);
  } catch (error) {
    if (isUniqueViolation(error, 'teams_org_name_unique')) throw appError('TEAM_NAME_TAKEN');
    throw error;
  }
}
