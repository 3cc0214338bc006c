import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../lib/working-days';
import type { LeaveRow } from './leave-view';

/** The longest leave, in calendar days; also bounds every overlap search on `start_at`. */
export const MAX_SPAN_DAYS = 366;

/**
 * SQL fragments of the hot reads (balance, check, calendar, review list). Each of those routes is
 * one statement that builds its answer as JSON in the database: one round trip, planned with the
 * real values, no ORM query building. Dates travel as `YYYY-MM-DD` strings inside the JSON.
 */

/** The organization's data version, in the snapshot of the statement it is part of. */
export function dataVersionOf(organizationId: number): SQL {
  return sql`coalesce((select v.data_version from organization_versions v where v.organization_id = ${organizationId}), 0)`;
}

/** A JSON array of the `HolidayRow`s stored for a country from `from` to `to`, by date. */
export function holidaysJson(organizationId: SQL, country: SQL, from: string, to: string): SQL {
  return sql`coalesce((
    select json_agg(json_build_object(
      'id', h.id, 'date', h.date, 'description', h.description, 'country', h.country
    ) order by h.date)
    from holidays h
    where h.organization_id = ${organizationId} and h.country = ${country}
      and h.date >= ${from} and h.date <= ${to}
  ), '[]'::json)`;
}

/**
 * A JSON array of one user's PENDING and ACCEPTED leaves overlapping `from`..`to` (the shape of
 * `StoredLeave` with its type): the `(user_id, status, start_at)` index bounds `start_at` on both
 * sides, as no leave spans more than MAX_SPAN_DAYS.
 */
export function countedLeavesJson(userId: SQL, from: string, to: string): SQL {
  return sql`coalesce((
    select json_agg(json_build_object(
      'id', l.id, 'typeId', l.type_id, 'startAt', l.start_at, 'endAt', l.end_at,
      'duration', l.duration, 'workingDates', l.working_dates, 'status', l.status
    ))
    from leaves l
    where l.user_id = ${userId} and ${countedOverlapping(from, to)}
  ), '[]'::json)`;
}

/**
 * One `CalendarLeave` as JSON, over `leaves l` joined by `calendarJoins`: who (avatar URL as
 * `avatarUrl()` writes it), the type as activated in the leave's policy (or the type's own values
 * once removed from it), when, how long, in which state. Never a reason or contact details.
 */
export const calendarEntryJson = sql`json_build_object(
  'id', l.id,
  'user', json_build_object(
    'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
    'avatar', case when u.avatar_asset_id is not null
      then json_build_object('id', u.avatar_asset_id, 'url', '/api/assets/' || u.avatar_asset_id) end,
    'team', case when tm.id is not null then json_build_object('id', tm.id, 'name', tm.name) end
  ),
  'activatedType', json_build_object(
    'policyId', l.policy_id, 'typeId', l.type_id, 'name', t.name, 'symbol', t.symbol,
    'cycle', coalesce(a.cycle, t.cycle), 'amount', coalesce(a.amount, t.amount),
    'requiresApproval', coalesce(a.requires_approval, t.requires_approval), 'status', t.status
  ),
  'startAt', l.start_at, 'endAt', l.end_at, 'duration', l.duration, 'totalDays', l.total_days,
  'status', l.status
)`;

export const calendarJoins = sql`join users u on u.id = l.user_id
  left join teams tm on tm.id = u.team_id
  join leave_types t on t.id = l.type_id
  left join activated_types a on a.policy_id = l.policy_id and a.type_id = l.type_id`;

/**
 * PENDING and ACCEPTED, not withdrawn, overlapping `from`..`to`, with `start_at` bounded on both
 * sides for the index walk. The lower bound is `from` less the longest leave of the organization
 * when it is given (one index-only lookup; a month of the calendar then walks a month and a few
 * days of leaves, not the 13 months MAX_SPAN_DAYS allows), else less MAX_SPAN_DAYS.
 */
export function countedOverlapping(from: string, to: string, organizationId?: SQL): SQL {
  const earliest =
    organizationId === undefined
      ? sql`${addDays(from, -MAX_SPAN_DAYS)}::date`
      : sql`${from}::date + 1 - (
          select coalesce(max(s.total_days), 1) from leaves s
          where s.organization_id = ${organizationId} and s.cancelled_at is null
        )`;
  return sql`l.status in ('PENDING', 'ACCEPTED') and l.cancelled_at is null
    and l.start_at <= ${to} and l.start_at >= ${earliest} and l.end_at >= ${from}`;
}

/** A `LeaveRow` as JSON, over `leaves l` joined by `leaveTypeJoins` (timestamps as ISO text). */
export const leaveRowJson = sql`json_build_object(
  'id', l.id, 'userId', l.user_id, 'policyId', l.policy_id, 'typeId', l.type_id,
  'startAt', l.start_at, 'endAt', l.end_at, 'duration', l.duration, 'totalDays', l.total_days,
  'status', l.status, 'reason', l.reason, 'reviewerId', l.reviewer_id, 'reviewedAt', l.reviewed_at,
  'createdAt', l.created_at, 'updatedAt', l.updated_at,
  'typeName', t.name, 'typeSymbol', t.symbol, 'typeCycle', t.cycle, 'typeAmount', t.amount,
  'typeRequiresApproval', t.requires_approval, 'typeStatus', t.status,
  'activatedCycle', a.cycle, 'activatedAmount', a.amount, 'activatedRequiresApproval', a.requires_approval
)`;

export const leaveTypeJoins = sql`join leave_types t on t.id = l.type_id
  left join activated_types a on a.policy_id = l.policy_id and a.type_id = l.type_id`;

export type JsonLeaveRow = Omit<LeaveRow, 'reviewedAt' | 'createdAt' | 'updatedAt'> & {
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export function leaveRowFromJson(r: JsonLeaveRow): LeaveRow {
  return {
    ...r,
    reviewedAt: r.reviewedAt != null ? new Date(r.reviewedAt) : null,
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
  };
}
