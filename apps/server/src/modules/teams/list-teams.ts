import type { TeamSummary } from '@leavedesk/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { teams, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { toTeam } from './team-view';

/**
 * Every team of the organization, by name, with how many people are in it and who its team admins
 * are (the Teams page): everyone may read them (pickers, calendar filter). Removed people do not
 * count; the members a team must lose before it can be removed are the same ones.
 */
export async function listTeams({ db, caller }: UseCaseContext): Promise<TeamSummary[]> {
  const rows = await db
    .select()
    .from(teams)
    .where(eq(teams.organizationId, caller.organizationId))
    .orderBy(sql`lower(${teams.name})`, asc(teams.id));
  if (rows.length === 0) return [];
  const live = and(
    eq(users.organizationId, caller.organizationId),
    inArray(
      users.teamId,
      rows.map((r) => r.id),
    ),
    isNull(users.deletedAt),
  );
  const counts = await db
    .select({ teamId: users.teamId, members: sql<number>`count(*)::int` })
    .from(users)
    .where(live)
    .groupBy(users.teamId);
  const admins = await db
    .select({ teamId: users.teamId, id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(live, eq(users.role, 'TEAM_ADMIN')))
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id));
  const membersOf = new Map(counts.map((c) => [c.teamId, c.members]));
  return rows.map((row) => ({
    ...toTeam(row),
    memberCount: membersOf.get(row.id) ?? 0,
    admins: admins
      .filter((a) => a.teamId === row.id)
      .map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
  }));
}
