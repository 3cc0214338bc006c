import type { Organization, UpdateOrganizationBody } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { organizations } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { type AuditFields, metadataFields, recordAudit } from '../audit/record-audit';
import { webhookUrlProblem } from '../notifications/slack';
import { toOrganization } from './get-organization';

export type UpdateOrganizationInput = z.output<typeof UpdateOrganizationBody>;

/**
 * The organization settings page (part 2 §2, §5). Absent metadata keeps what is stored; an empty or
 * null Slack webhook URL removes it, and one given must pass the Slack address rules (https, not an
 * internal address) unless SLACK_ALLOW_PRIVATE_URLS lifts them.
 */
/** The organization's settings as the audit trail shows them (the Slack URL hidden there). */
function organizationAuditFields(o: Organization): AuditFields {
  const { name, country, timezone, weekFirstDay, workingDays } = o;
  return { name, country, timezone, weekFirstDay, workingDays, ...metadataFields(o.metadata) };
}

export async function updateOrganization(
  ctx: UseCaseContext,
  input: UpdateOrganizationInput,
): Promise<Organization> {
  const { db, caller, services } = ctx;
  const slackUrl = input.metadata?.slackWebhookUrl;
  const problem = slackUrl ? webhookUrlProblem(slackUrl, services.config.slackAllowPrivateUrls) : undefined;
  if (problem)
    throw new AppError('VALIDATION_FAILED', problem, [
      { field: 'metadata.slackWebhookUrl', message: problem },
    ]);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
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
    const before = toOrganization(current);
    const after = toOrganization(row);
    await recordAudit(tx, ctx, {
      kind: 'ORGANIZATION_UPDATED',
      target: { type: 'ORGANIZATION', id: after.id, label: after.name },
      before: organizationAuditFields(before),
      after: organizationAuditFields(after),
    });
    return after;
  });
}
