import { z } from 'zod';
import { PageQuery, paged } from './common';
import { AUDIT_KINDS, AUDIT_TARGET_TYPES } from './enum-values';
import { DateInput, Id } from './input';

/**
 * The audit trail (GET /organization/audit, organization admins): who changed what and when, with
 * the fields before and after. Every change an admin makes is one entry, written in the change's
 * own transaction; a kind names what happened.
 */
export const AuditKind = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof AuditKind>;

export const AuditTargetType = z.enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = z.infer<typeof AuditTargetType>;

export const AuditChange = z.object({
  field: z.string(),
  /**
   * For a list of named records (a policy's `activatedTypes`), the record this change is about:
   * `before`/`after` then hold only its fields that changed (null when it was added or removed).
   */
  item: z.string().optional(),
  /** The value before the change; null when the field had none (or the record was created). */
  before: z.unknown(),
  /** The value after the change; null when it has none (or the record was removed). */
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof AuditChange>;

export const AuditEntry = z.object({
  id: z.number().int(),
  kind: AuditKind,
  /** Who made the change, named as they were then. */
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** What was changed, labelled as it was then (a person's name, a team's name, a leave's dates). */
  target: z.object({ type: AuditTargetType, id: z.number().int().nullable(), label: z.string() }),
  changes: z.array(AuditChange),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const PagedAuditEntries = paged(AuditEntry);

const kindList = z.union([z.array(z.string()), z.string()]).transform((v, ctx) => {
  const parts = (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);
  if (parts.some((p) => !(AUDIT_KINDS as readonly string[]).includes(p))) {
    // The sentence never echoes what was sent (it may be long, or hold a NUL).
    ctx.addIssue({ code: 'custom', message: 'Kind must be one of the audit kinds, e.g. USER_UPDATED.' });
    return z.NEVER;
  }
  return parts as AuditKind[];
});

/** Newest first; `from`/`to` are calendar dates in the caller's time zone, both included. */
export const AuditQuery = PageQuery.extend({
  actorId: Id.optional(),
  kind: kindList.optional(),
  from: DateInput.optional(),
  to: DateInput.optional(),
});
export type AuditQuery = z.input<typeof AuditQuery>;
