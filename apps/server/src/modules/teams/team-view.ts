import type { Team } from '@leavedesk/contracts';
import type { teams } from '../../db/schema';

export function toTeam(row: typeof teams.$inferSelect): Team {
  return { id: row.id, name: row.name, metadata: row.metadata ?? {} };
}
