import type { LeaveUnit, OvertimeEntry, OvertimeStatus } from '@leavedesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../http/context';

/** An overtime row as `readOvertime` reads it: with its person, type, author and reviewer. */
interface OvertimeRow {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  typeId: number;
  typeName: string;
  typeSymbol: string;
  date: string;
  amount: number;
  unit: LeaveUnit;
  note: string;
  status: OvertimeStatus;
  expiresOn: string | null;
  createdById: number | null;
  createdByFirstName: string | null;
  createdByLastName: string | null;
  reviewerId: number | null;
  reviewerFirstName: string | null;
  reviewerLastName: string | null;
  reviewedAt: string | null;
  reviewReason: string | null;
  createdAt: string;
  total: number;
}

/**
 * The overtime entries the caller may see (over `overtime_entries e` joined with their person
 * `users u`): their own; a team admin's team's; an organization admin's organization's. People
 * removed from the organization are not listed.
 */
export function overtimeVisibleTo(caller: Caller): SQL {
  const scope =
    caller.role === 'ORGANIZATION_ADMIN'
      ? sql`true`
      : caller.role === 'TEAM_ADMIN' && caller.teamId != null
        ? sql`(e.user_id = ${caller.userId} or u.team_id = ${caller.teamId})`
        : sql`e.user_id = ${caller.userId}`;
  return sql`e.organization_id = ${caller.organizationId} and u.deleted_at is null and ${scope}`;
}

/**
 * The `OvertimeEntry` answers matching `where`, newest date first (then newest recorded), a page of
 * them, with how many match in all: one statement.
 */
export async function readOvertime(
  db: DbOrTx,
  where: SQL,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<{ entries: OvertimeEntry[]; total: number }> {
  const result = (await db.execute(sql`
    select e.id, e.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName",
      e.type_id as "typeId", t.name as "typeName", t.symbol as "typeSymbol", e.date::text as date,
      e.amount::float8 as amount, e.unit, e.note, e.status, e.expires_on::text as "expiresOn",
      e.created_by as "createdById", c.first_name as "createdByFirstName", c.last_name as "createdByLastName",
      e.reviewer_id as "reviewerId", r.first_name as "reviewerFirstName", r.last_name as "reviewerLastName",
      e.reviewed_at as "reviewedAt", e.review_reason as "reviewReason", e.created_at as "createdAt",
      count(*) over ()::int as total
    from overtime_entries e
    join users u on u.id = e.user_id
    join leave_types t on t.id = e.type_id
    left join users c on c.id = e.created_by
    left join users r on r.id = e.reviewer_id
    where ${where}
    order by e.date desc, e.id desc
    limit ${page.limit} offset ${page.offset}
  `)) as unknown as { rows: OvertimeRow[] };
  const person = (id: number | null, firstName: string | null, lastName: string | null) =>
    id != null ? { id, firstName: firstName ?? '', lastName: lastName ?? '' } : null;
  return {
    total: result.rows[0]?.total ?? 0,
    entries: result.rows.map((r) => ({
      id: r.id,
      user: { id: r.userId, firstName: r.firstName, lastName: r.lastName },
      type: { id: r.typeId, name: r.typeName, symbol: r.typeSymbol },
      date: r.date,
      amount: Number(r.amount),
      unit: r.unit === 'HOURS' ? 'HOURS' : 'DAYS',
      note: r.note,
      status: r.status,
      expiresOn: r.expiresOn,
      createdBy: person(r.createdById, r.createdByFirstName, r.createdByLastName),
      reviewer: person(r.reviewerId, r.reviewerFirstName, r.reviewerLastName),
      reviewedAt: r.reviewedAt != null ? new Date(r.reviewedAt).toISOString() : null,
      reviewReason: r.reviewReason,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}

/** One entry the caller may see, or undefined. */
export async function findOvertime(
  db: DbOrTx,
  caller: Caller,
  id: number,
): Promise<OvertimeEntry | undefined> {
  const { entries } = await readOvertime(db, sql`e.id = ${id} and ${overtimeVisibleTo(caller)}`);
  return entries[0];
}

/** An entry as the audit trail shows it. */
export function overtimeAuditFields(entry: OvertimeEntry) {
  return {
    type: entry.type.name,
    date: entry.date,
    amount: entry.amount,
    unit: entry.unit,
    status: entry.status,
    expiresOn: entry.expiresOn,
    note: entry.note,
  };
}

/** The audit entry of an overtime entry is about its person. */
export function overtimeTarget(entry: OvertimeEntry) {
  return {
    type: 'USER' as const,
    id: entry.user.id,
    label: `${entry.user.firstName} ${entry.user.lastName}`.trim(),
  };
}
