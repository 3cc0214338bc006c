/**
 * Two-step teams for the benchmark (issue 28): every other team of an organization gets the steps
 * "team admins, then a named person" (an active employee of the next team, who therefore reads the
 * requests of a team not their own through the steps' GIN index), and its PENDING leaves are asked
 * under them (a leave keeps the steps it was asked under: decision 0033). The review lists, the
 * decisions and the bell's fan-out then resolve two steps for half the organization.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';

export interface TwoStepTeams {
  /** The named second-step approver of each two-step team, by team id. */
  secondApprover: Map<number, number>;
  teams: number;
  pendingLeaves: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function makeTwoStepTeams(db: Db, organizationId: number): Promise<TwoStepTeams> {
  const teams = rowsOf<{ id: number }>(
    await db.execute(sql`select id from teams where organization_id = ${organizationId} order by id`),
  );
  const firstEmployee = new Map(
    rowsOf<{ teamId: number; id: number }>(
      await db.execute(sql`select distinct on (team_id) team_id as "teamId", id from users
        where organization_id = ${organizationId} and role = 'EMPLOYEE' and status = 'ACTIVE'
          and deleted_at is null and team_id is not null
        order by team_id, id`),
    ).map((r) => [r.teamId, r.id]),
  );
  const secondApprover = new Map<number, number>();
  for (let i = 0; i < teams.length; i += 2) {
    const named = firstEmployee.get(teams[(i + 1) % teams.length].id);
    if (named !== undefined) secondApprover.set(teams[i].id, named);
  }
  let pendingLeaves = 0;
  for (const [teamId, named] of secondApprover) {
    const steps = JSON.stringify([{ approvers: 'TEAM_ADMINS' }, { approvers: 'USERS', userIds: [named] }]);
    await db.execute(sql`update teams set approval_steps = ${steps}::jsonb where id = ${teamId}`);
    const updated = await db.execute(sql`update leaves l set approval_steps = ${steps}::jsonb
      from users u where u.id = l.user_id and u.team_id = ${teamId} and l.status = 'PENDING'`);
    pendingLeaves += (updated as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
  }
  return { secondApprover, teams: secondApprover.size, pendingLeaves };
}
