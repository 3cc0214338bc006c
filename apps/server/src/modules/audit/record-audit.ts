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

/** A record of a list is named by its first text field of these (a policy's types by `type`). */
const ITEM_NAME_FIELDS = ['type', 'name'] as const;

/** A list of named records as name → the record's other fields; undefined for any other value. */
function namedItems(value: unknown): Map<string, AuditFields> | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = new Map<string, AuditFields>();
  for (const item of value) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
    const record = item as AuditFields;
    const key = ITEM_NAME_FIELDS.find((k) => typeof record[k] === 'string');
    if (!key) return undefined;
    const { [key]: name, ...rest } = record;
    items.set(name as string, rest);
  }
  return items;
}

/**
 * A changed list of named records, item by item: each added or removed record, and of each record
 * that stayed only its fields that changed. Undefined when the values are not such lists (then
 * the field changes whole, as a list of days does).
 */
function itemChanges(field: string, was: unknown, is: unknown): AuditChange[] | undefined {
  const before = namedItems(was);
  const after = namedItems(is);
  if (!before || !after || (before.size === 0 && after.size === 0)) return undefined;
  const changes: AuditChange[] = [];
  for (const item of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(item);
    const a = after.get(item);
    if (b && a) {
      const diff = auditChanges(b, a);
      if (diff.length === 0) continue;
      changes.push({
        field,
        item,
        before: Object.fromEntries(diff.map((c) => [c.field, c.before])),
        after: Object.fromEntries(diff.map((c) => [c.field, c.after])),
      });
    } else changes.push({ field, item, before: b ?? null, after: a ?? null });
  }
  return changes;
}

/**
 * Entries recorded before lists were compared item by item held a whole list before and after
 * (a policy's every type, twice, for one amount): answered as the item changes they amount to.
 */
export function readableChanges(changes: AuditChange[]): AuditChange[] {
  return changes.flatMap((c) => (c.item === undefined && itemChanges(c.field, c.before, c.after)) || [c]);
}

/**
 * The fields that differ between two snapshots, in the order they first appear; a secret field's
 * values hidden. Something created lists every field it has (before: null), something removed every
 * field it had (after: null). A changed list of named records (a policy's types) records only the
 * records added, removed or changed, and of a changed one only the fields that changed.
 */
export function auditChanges(before: AuditFields | null | undefined, after: AuditFields | null | undefined) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (before && after && same(was, is)) continue;
    const items = before && after ? itemChanges(field, was, is) : undefined;
    if (items) {
      changes.push(...items);
      continue;
    }
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
