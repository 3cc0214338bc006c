import type { Team } from '@leavedesk/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { teams } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { toTeam } from './team-view';

/** Every team of the organization, by name: everyone may read them (pickers, calendar filter). */
export async function listTeams({ db, caller }: UseCaseContext): Promise<Team[]> {
  const rows = await db
    .select()
    .from(teams)
    .where(eq(teams.organizationId, caller.organizationId))
    .orderBy(sql`lower(${teams.name})`, asc(teams.id));
  return rows.map(toTeam);
}
