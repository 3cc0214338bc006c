import { z } from 'zod';
import { Metadata } from './common';
import { MetadataInput, text } from './input';
import { MSG } from './messages';

export const Team = z.object({ id: z.number().int(), name: z.string(), metadata: Metadata });
export type Team = z.infer<typeof Team>;

export const TeamBody = z.object({
  name: text().min(2, MSG.teamNameMin).max(20, MSG.teamNameMax),
  metadata: MetadataInput.optional(),
});
export type TeamBody = z.input<typeof TeamBody>;
