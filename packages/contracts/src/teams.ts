import { z } from 'zod';
import { Metadata } from './common';
import { MetadataInput, text } from './input';
import { TEAM_NAME_MAX } from './limits';
import { MSG } from './messages';

export const Team = z.object({ id: z.number().int(), name: z.string(), metadata: Metadata });
export type Team = z.infer<typeof Team>;

/**
 * A team in GET /teams: with how many people are in it (removed people not counted) and its team
 * admins, by name (the Teams page shows both).
 */
export const TeamSummary = Team.extend({
  memberCount: z.number().int(),
  admins: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })),
});
export type TeamSummary = z.infer<typeof TeamSummary>;

export const TeamBody = z.object({
  name: text().min(2, MSG.teamNameMin).max(TEAM_NAME_MAX, MSG.teamNameMax),
  metadata: MetadataInput.optional(),
});
export type TeamBody = z.input<typeof TeamBody>;
