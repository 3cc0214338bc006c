import { AUDIT_HIDDEN, type AuditChange, type AuditKind, type AuditTargetType } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Caller } from '../../http/context';

/** A record's fields as the audit shows them (names, not ids, where a person reads them). */
export type AuditFields = Record<string, unknown>;

export interface AuditInput {
  kind: AuditKind;
  /** What changed, labelled as it is now (a person's name, a team's name, a leave's dates). */
  target: { type: AuditTargetType; id: number | null; label: string };
  /** The fields before the change; absent for something created. */
  before?: AuditFields | null;
  /** The fields after the change; absent for something removed. */
  after?: AuditFields | null;
}

/**
 * Fields whose values are secrets: that they changed is recorded, never what they hold. Passwords
 * and their hashes, tokens, and the Slack webhook URL (whoever has it can post to the channel).
 */
const SECRET_FIELD = /password|hash|token|secret|nonce|webhook/i;

/** Equal as stored: JSON of both sides (arrays keep their order, which is meaningful). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields that differ between two snapshots, in the order they first appear; a secret field's
 * values hidden. Something created lists every field it has (before: null), something removed every
 * field it had (after: null).
 */
export function auditChanges(before: AuditFields | null | undefined, after: AuditFields | null | undefined) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (before && after && same(was, is)) continue;
    if (!before && is === null) continue;
    if (!after && was === null) continue;
    const secret = SECRET_FIELD.test(field);
    changes.push({
      field,
      before: secret && was !== null ? AUDIT_HIDDEN : was,
      after: secret && is !== null ? AUDIT_HIDDEN : is,
    });
  }
  return changes;
}

/**
 * Records one change in the audit trail, inside the transaction that makes it (the `Tx` type asks
 * for one): a change that rolls back leaves no entry, one that commits always has its entry. The
 * actor is the caller, named as they are at this moment. An update that changed no field records
 * nothing. Every use case that changes what admins manage calls this, and only this.
 */
export async function recordAudit(
  tx: Tx,
  ctx: { caller: Pick<Caller, 'userId' | 'organizationId'> },
  input: AuditInput,
): Promise<void> {
  const changes = auditChanges(input.before, input.after);
  if (input.before && input.after && changes.length === 0) return;
  const { userId, organizationId } = ctx.caller;
  await tx.execute(sql`
    insert into audit_entries (organization_id, actor_id, actor_name, kind, target_type, target_id,
      target_label, changes)
    select ${organizationId}, ${userId},
      coalesce((select trim(u.first_name || ' ' || u.last_name) from users u
        where u.id = ${userId} and u.organization_id = ${organizationId}), ''),
      ${input.kind}, ${input.target.type}, ${input.target.id}, ${input.target.label},
      ${JSON.stringify(changes)}::jsonb`);
}

/** `{id, name}` of a referenced record, as an audit field shows it ("Sales"), or null. */
export function ref(id: number | null | undefined, name: string | null | undefined) {
  return id == null ? null : { id, name: name ?? null };
}

/** `metadata` as separate fields (`metadata.slackWebhookUrl`), so a change shows the key that moved. */
export function metadataFields(metadata: Record<string, unknown> | null | undefined): AuditFields {
  return Object.fromEntries(Object.entries(metadata ?? {}).map(([key, value]) => [`metadata.${key}`, value]));
}
