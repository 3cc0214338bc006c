import type { Team } from '@leavedesk/contracts';
import { and, eq } from 'drizzle-orm';
import { teams } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { toTeam } from './team-view';

/** GET /teams/{id}: one team of the caller's organization, for every member (as GET /teams). */
export async function getTeam({ db, caller }: UseCaseContext, id: number): Promise<Team> {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, id), eq(teams.organizationId, caller.organizationId)));
  if (!row) throw notFound('Team');
  return toTeam(row);
}
