import type { AuditEntry, AuditQuery, Paged } from '@leavedesk/contracts';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditEntries } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { dayjs } from '../../lib/dates';
import { readableChanges } from './record-audit';

export type ListAuditInput = z.output<typeof AuditQuery>;

/** The start of a calendar date in a time zone, as an instant. */
function startOf(date: string, zone: string): Date {
  return dayjs.tz(date, zone).toDate();
}

/**
 * GET /organization/audit (organization admins; the route checks the role): the organization's
 * audit entries, newest first, by the person who acted, by kind and by date (calendar dates in the
 * caller's time zone, both ends included). Only this organization's entries, ever.
 */
export async function listAudit(
  { db, caller }: UseCaseContext,
  query: ListAuditInput,
): Promise<Paged<AuditEntry>> {
  if (query.from && query.to && query.to < query.from)
    throw badRequest('The end date must not be before the start date.', 'to');
  const where = and(
    eq(auditEntries.organizationId, caller.organizationId),
    query.actorId !== undefined ? eq(auditEntries.actorId, query.actorId) : undefined,
    query.kind?.length ? inArray(auditEntries.kind, query.kind) : undefined,
    query.from ? gte(auditEntries.createdAt, startOf(query.from, caller.timezone)) : undefined,
    query.to
      ? lt(auditEntries.createdAt, dayjs.tz(query.to, caller.timezone).add(1, 'day').toDate())
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(query.pageSize)
      .offset(query.pageNumber * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(auditEntries).where(where),
  ]);
  return {
    contents: rows.map((r) => ({
      id: r.id,
      kind: r.kind as AuditEntry['kind'],
      actor: { id: r.actorId, name: r.actorName },
      target: { type: r.targetType as AuditEntry['target']['type'], id: r.targetId, label: r.targetLabel },
      changes: readableChanges(r.changes),
      createdAt: r.createdAt.toISOString(),
    })),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
    totalContents: total,
  };
}
