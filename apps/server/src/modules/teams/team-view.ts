import type { Team } from '@leavedesk/contracts';
import type { teams } from '../../db/schema';
import { isDefaultSteps } from '../leaves/approval';

/** A team's answer: its approval steps only when they are not the default one (contracts' Team). */
export function toTeam(row: typeof teams.$inferSelect): Team {
  const team: Team = { id: row.id, name: row.name, metadata: row.metadata ?? {} };
  if (row.approvalSteps && !isDefaultSteps(row.approvalSteps)) team.approvalSteps = row.approvalSteps;
  return team;
}
