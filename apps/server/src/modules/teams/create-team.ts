import type { Team, TeamBody } from '@leavedesk/contracts';
import type { z } from 'zod';
import { teams } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { toTeam } from './team-view';

export type TeamInput = z.output<typeof TeamBody>;

/** Team names are unique in an organization, ignoring case; the unique index decides races. */
export async function createTeam({ db, caller }: UseCaseContext, input: TeamInput): Promise<Team> {
  try {
    const [row] = await db
      .insert(teams)
      .values({ organizationId: caller.organizationId, name: input.name, metadata: input.metadata ?? {} })
      .returning();
    return toTeam(row);
  } catch (error) {
    if (isUniqueViolation(error, 'teams_org_name_unique')) throw appError('TEAM_NAME_TAKEN');
    throw error;
  }
}
