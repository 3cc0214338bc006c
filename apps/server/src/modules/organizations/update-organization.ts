import {
  escalationProblem,
  INPUT_MSG,
  METADATA_MAX_BYTES,
  type Organization,
  type UpdateOrganizationBody,
} from '@leavedesk/contracts';
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
 * The stored metadata with `sent` merged in: a key not sent is kept (the spec's client sends
 * `metadata: {}` with every save, which must not erase the Slack webhook URL); a key sent as null
 * is removed, and so is an empty Slack webhook URL (the Organization page's emptied field).
 */
export function mergeMetadata(
  stored: Record<string, unknown>,
  sent: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const merged = { ...stored };
  for (const [key, value] of Object.entries(sent ?? {})) {
    if (value === null || (key === 'slackWebhookUrl' && value === '')) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The organization's settings as the audit trail shows them (the Slack URL hidden there). */
function organizationAuditFields(o: Organization): AuditFields {
  const { name, country, timezone, weekFirstDay, workingDays } = o;
  return { name, country, timezone, weekFirstDay, workingDays, ...metadataFields(o.metadata) };
}

/**
 * The organization settings page (part 2 §2, §5). Metadata is merged (mergeMetadata), and the result
 * must stay within the metadata bounds; a Slack webhook URL given must pass the Slack address rules
 * (https, not an internal address) unless SLACK_ALLOW_PRIVATE_URLS lifts them. The approval
 * settings (issue 28) are checked by the body's schema, and a non-zero escalation may not come
 * before a non-zero reminder (decision 0034).
 */
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
    const metadata = mergeMetadata(current.metadata ?? {}, input.metadata);
    if (new TextEncoder().encode(JSON.stringify(metadata)).length > METADATA_MAX_BYTES)
      throw new AppError('VALIDATION_FAILED', INPUT_MSG.metadataSize, [
        { field: 'metadata', message: INPUT_MSG.metadataSize },
      ]);
    // The admins are told with a reminder, never before it (decision 0034): checked when either is
    // sent, against what is stored for the other.
    const sent = input.metadata ?? {};
    const escalation =
      'reminderAfterWorkingDays' in sent || 'escalateAfterWorkingDays' in sent
        ? escalationProblem(metadata)
        : undefined;
    if (escalation)
      throw new AppError('VALIDATION_FAILED', escalation, [
        { field: 'metadata.escalateAfterWorkingDays', message: escalation },
      ]);
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
