import type { Organization, UpdateOrganizationBody } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { organizations } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { toOrganization } from './get-organization';

export type UpdateOrganizationInput = z.output<typeof UpdateOrganizationBody>;

/**
 * The organization settings page (part 2 §2, §5). Absent metadata keeps what is stored; an empty or
 * null Slack webhook URL removes it.
 */
export async function updateOrganization(
  { db, caller }: UseCaseContext,
  input: UpdateOrganizationInput,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ metadata: organizations.metadata })
      .from(organizations)
      .where(eq(organizations.id, caller.organizationId))
      .for('update');
    if (!current) throw notFound('Organization');
    let metadata = current.metadata ?? {};
    if (input.metadata) {
      const { slackWebhookUrl, ...rest } = input.metadata;
      metadata = slackWebhookUrl ? { ...rest, slackWebhookUrl } : rest;
    }
    const [row] = await tx
      .update(organizations)
      .set({
        name: input.name,
        country: input.country,
        timezone: input.timezone,
        weekFirstDay: input.weekFirstDay,
        workingDays: input.workingDays,
        metadata,
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, caller.organizationId))
      .returning();
    return toOrganization(row);
  });
}
