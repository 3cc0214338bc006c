import type { AuditEntry, AuditKind, Paged } from '@leavedesk/contracts';
import { PagedAuditEntries } from '@leavedesk/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';

/** The audit page of an organization admin, parsed against the contract. */
export async function auditPage(
  t: TestApp,
  token: string,
  query: Record<string, string | number> = {},
): Promise<Paged<AuditEntry>> {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const res = await t.call('GET', `/api/organization/audit${qs ? `?${qs}` : ''}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return PagedAuditEntries.parse(res.json());
}

/** Every entry of an organization, newest first. */
export async function allEntries(t: TestApp, token: string): Promise<AuditEntry[]> {
  return (await auditPage(t, token, { pageSize: 100 })).contents;
}

/** The entries of one kind about one target, newest first. */
export async function entriesOf(t: TestApp, token: string, kind: AuditKind, targetId?: number | null) {
  return (await allEntries(t, token)).filter(
    (e) => e.kind === kind && (targetId === undefined || e.target.id === targetId),
  );
}

/** The changes of an entry as `{field: [before, after]}`, easy to compare whole. */
export function diffOf(entry: AuditEntry): Record<string, [unknown, unknown]> {
  return Object.fromEntries(entry.changes.map((c) => [c.field, [c.before, c.after]]));
}
