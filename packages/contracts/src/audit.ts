import { z } from 'zod';
import { PageQuery, paged } from './common';
import { DateInput, Id } from './input';

/**
 * The audit trail (GET /organization/audit, organization admins): who changed what and when, with
 * the fields before and after. Every change an admin makes is one entry, written in the change's
 * own transaction; a kind names what happened.
 */
export const AUDIT_KINDS = [
  'USER_CREATED',
  'USER_UPDATED',
  'USER_DELETED',
  'TEAM_CREATED',
  'TEAM_UPDATED',
  'TEAM_DELETED',
  'ORGANIZATION_UPDATED',
  'LEAVE_TYPE_CREATED',
  'LEAVE_TYPE_UPDATED',
  'LEAVE_TYPE_ARCHIVED',
  'LEAVE_TYPE_DELETED',
  'POLICY_CREATED',
  'POLICY_UPDATED',
  'POLICY_DELETED',
  'HOLIDAYS_IMPORTED',
  'HOLIDAY_DELETED',
  'LEAVE_REVIEWED',
  'LEAVE_WITHDRAWN',
  'LEAVE_CANCELLED',
  'BALANCE_ADJUSTED',
  'TRIGGER_CREATED',
  'TRIGGER_UPDATED',
  'TRIGGER_ARCHIVED',
  'TRIGGER_DELETED',
] as const;
export const AuditKind = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof AuditKind>;

/** How the audit page names each kind. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  USER_CREATED: 'User created',
  USER_UPDATED: 'User updated',
  USER_DELETED: 'User removed',
  TEAM_CREATED: 'Team created',
  TEAM_UPDATED: 'Team updated',
  TEAM_DELETED: 'Team removed',
  ORGANIZATION_UPDATED: 'Organization updated',
  LEAVE_TYPE_CREATED: 'Leave type created',
  LEAVE_TYPE_UPDATED: 'Leave type updated',
  LEAVE_TYPE_ARCHIVED: 'Leave type archived',
  LEAVE_TYPE_DELETED: 'Leave type removed',
  POLICY_CREATED: 'Policy created',
  POLICY_UPDATED: 'Policy updated',
  POLICY_DELETED: 'Policy removed',
  HOLIDAYS_IMPORTED: 'Holidays imported',
  HOLIDAY_DELETED: 'Holiday removed',
  LEAVE_REVIEWED: 'Leave reviewed',
  LEAVE_WITHDRAWN: 'Leave withdrawn',
  LEAVE_CANCELLED: 'Leave cancelled',
  BALANCE_ADJUSTED: 'Balance adjusted',
  TRIGGER_CREATED: 'Trigger created',
  TRIGGER_UPDATED: 'Trigger updated',
  TRIGGER_ARCHIVED: 'Trigger archived',
  TRIGGER_DELETED: 'Trigger removed',
};

export const AUDIT_TARGET_TYPES = [
  'USER',
  'TEAM',
  'ORGANIZATION',
  'LEAVE_TYPE',
  'POLICY',
  'HOLIDAY',
  'LEAVE',
  'TRIGGER',
] as const;
export const AuditTargetType = z.enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = z.infer<typeof AuditTargetType>;

/** What a secret field's value reads as in an entry: that it changed shows, the value never. */
export const AUDIT_HIDDEN = '[hidden]';

export const AuditChange = z.object({
  field: z.string(),
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
