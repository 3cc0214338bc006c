import type {
  Accrual,
  CalendarLeave,
  EndDayPart,
  LeaveCycle,
  LeaveStatus,
  LeaveTypeKind,
  LeaveUnit,
  RecordStatus,
  StartDayPart,
} from '@leavedesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../lib/working-days';
import { avatarUrl } from '../users/user-view';
import type { StoredAdjustment, StoredLeave } from './balance-math';
import type { LeaveRow } from './leave-view';

/** The longest leave, in calendar days; also bounds every overlap search on `start_at`. */
export const MAX_SPAN_DAYS = 366;

/**
 * SQL fragments of the hot reads (balance, check, calendar, review list). Each of those routes is
 * one statement that builds its answer as JSON in the database: one round trip, planned with the
 * real values, no ORM query building. Dates travel as `YYYY-MM-DD` strings inside the JSON.
 */

/** The organization's data version, in the snapshot of the statement it is part of. */
export function dataVersionOf(organizationId: number | SQL): SQL {
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
 * An `ActivatedType` as JSON, from `activated_types a` joined with `leave_types t`: the type's
 * name, symbol and status, the policy's cycle, amount, approval, carry-over and accrual settings.
 */
export const activatedTypeJson = sql`json_build_object(
  'policyId', a.policy_id, 'typeId', a.type_id, 'name', t.name, 'symbol', t.symbol,
  'cycle', a.cycle, 'amount', a.amount, 'requiresApproval', a.requires_approval,
  'status', t.status, 'carryOverLimit', a.carry_over_limit,
  'carryOverExpiresAfterMonths', a.carry_over_expires_after_months,
  'accrual', a.accrual, 'borrowLimit', a.borrow_limit,
  'unit', a.unit, 'prorateBySchedule', a.prorate_by_schedule,
  'expiresAfterMonths', a.expires_after_months, 'kind', t.kind
)`;

/**
 * The first day the product knows a user (`users u` in an organization `o`): the later of their
 * joining date and the day they were added, in the organization's time zone. Carry-over chains
 * from its year.
 */
export const chainStartOf = sql`greatest(u.joined_at, (u.created_at at time zone o.timezone)::date)`;

/**
 * From when the leaves and adjustments of a user (`users u` in `organizations o`) count for
 * balances around `aroundFrom`: that day, or the first day of the carry-over chain's first year
 * when a type of their policy (`typeId`, or any) carries over and the chain began earlier. A
 * lateral sub-select answering `ledger_from`, computed once for the statement's reads.
 */
export function ledgerFromOf(aroundFrom: string, typeId?: SQL): SQL {
  return sql`lateral (select case when exists (
      select 1 from activated_types ca
      where ca.policy_id = u.leave_policy_id ${typeId ? sql`and ca.type_id = ${typeId}` : sql``}
        and ca.cycle = 'PER_YEAR' and ca.carry_over_limit > 0
    ) then least(${aroundFrom}::date, date_trunc('year', ${chainStartOf})::date)
    else ${aroundFrom}::date end as ledger_from)`;
}

/**
 * A JSON array of one user's PENDING and ACCEPTED leaves overlapping `from`..`to`, optionally of
 * one type, as `StoredLeaveTuple`s (`storedLeavesOf` reads them): the `(user_id, status, start_at)`
 * index bounds `start_at` on both sides, as no leave spans more than MAX_SPAN_DAYS. `from` may be
 * an expression (the start of a carry-over chain).
 *
 * Short arrays, not objects (the database would write every key again for every leave), and the
 * working dates only for leaves crossing a month's end: every bound the arithmetic splits by is
 * one (a year's or a month's end, the end of the month carried-over days expire in), so a leave
 * inside one month counts its fixed duration or nothing. The balance and the check read a few
 * years of leaves; most lie inside a month.
 */
export function countedLeavesJson(
  userId: SQL,
  from: string | SQL,
  to: string,
  typeId?: SQL,
  policyId?: SQL,
  /** Time off in lieu (toil-queries.ts) weighs every date: the working dates of every leave. */
  everyDate = false,
): SQL {
  // Issue 29: the dates and their hours also travel for a leave in hours, and for every leave when
  // the person's policy (`policyId`) counts a type in hours: a leave counted in another unit than
  // its own is converted date by date (an InitPlan: the policy is looked at once).
  const perDate = policyId
    ? sql`date_trunc('month', l.start_at) <> date_trunc('month', l.end_at) or l.unit <> 'DAYS'
        or exists (select 1 from activated_types hu where hu.policy_id = ${policyId} and hu.unit = 'HOURS')`
    : sql`date_trunc('month', l.start_at) <> date_trunc('month', l.end_at) or l.unit <> 'DAYS'`;
  const dated = (column: SQL) => (everyDate ? column : sql`case when ${perDate} then ${column} end`);
  return sql`coalesce((
    select json_agg(json_build_array(
      l.id, l.type_id, l.start_at, l.end_at, l.start_day_part, l.end_day_part, l.duration, l.status,
      ${dated(sql`l.working_dates`)},
      l.unit, l.start_time, l.end_time,
      ${dated(sql`l.working_hours`)}
    ))
    from leaves l
    where l.user_id = ${userId} and ${countedOverlapping(from, to)}
      ${typeId ? sql`and l.type_id = ${typeId}` : sql``}
  ), '[]'::json)`;
}

/** A leave as `countedLeavesJson` sends it. */
export type StoredLeaveTuple = [
  id: number,
  typeId: number,
  startAt: string,
  endAt: string,
  startDayPart: string,
  endDayPart: string,
  duration: number,
  status: string,
  workingDates: string[] | null,
  unit: string,
  startTime: string | null,
  endTime: string | null,
  workingHours: number[] | null,
];

export type StoredLeaveRow = StoredLeave & { id: number; typeId: number };

/** The `StoredLeave`s of `countedLeavesJson`'s tuples. */
export function storedLeavesOf(tuples: readonly StoredLeaveTuple[]): StoredLeaveRow[] {
  return tuples.map(
    ([
      id,
      typeId,
      startAt,
      endAt,
      startDayPart,
      endDayPart,
      duration,
      status,
      dates,
      unit,
      startTime,
      endTime,
      hours,
    ]) => ({
      id,
      typeId,
      startAt,
      endAt,
      startDayPart,
      endDayPart,
      duration,
      status,
      workingDates: dates,
      unit,
      startTime,
      endTime,
      workingHours: hours,
    }),
  );
}

/** An adjustment as `adjustmentsJson` sends it. */
export type StoredAdjustmentTuple = [typeId: number, date: string, amount: number];

/** The `StoredAdjustment`s of `adjustmentsJson`'s tuples. */
export function storedAdjustmentsOf(
  tuples: readonly StoredAdjustmentTuple[],
): (StoredAdjustment & { typeId: number })[] {
  return tuples.map(([typeId, date, amount]) => ({ typeId, date, amount }));
}

/**
 * A JSON array of one user's adjustments dated `from`..`to` as `StoredAdjustmentTuple`s,
 * optionally of one type, through `(user_id, effective_on)`.
 */
export function adjustmentsJson(userId: SQL, from: string | SQL, to: string, typeId?: SQL): SQL {
  return sql`coalesce((
    select json_agg(json_build_array(j.type_id, j.effective_on, j.amount))
    from leave_adjustments j
    where j.user_id = ${userId} and j.effective_on >= ${from}::date and j.effective_on <= ${to}::date
      ${typeId ? sql`and j.type_id = ${typeId}` : sql``}
  ), '[]'::json)`;
}

/**
 * `CalendarLeave`s of the leave rows of `picked` (the name of a CTE of `leaves` rows) as
 * short arrays: the leaves earliest first, and the people and the types they name once each
 * (the database spends most of a nested-object answer's time writing keys again for every entry).
 * `calendarEntries` assembles them (`order`, over `p`: earliest start first by default). The type is as activated in the leave's policy, or the type's
 * own values once removed from it. Never a reason or contact details.
 */
export function calendarTuplesJson(picked: SQL, order: SQL = sql`p.start_at, p.id`): SQL {
  return sql`json_build_object(
    'leaves', (select coalesce(json_agg(json_build_array(
        p.id, p.user_id, p.policy_id, p.type_id, p.start_at, p.end_at, p.duration, p.total_days, p.status,
        p.start_day_part, p.end_day_part, p.unit
      ) order by ${order}), '[]'::json)
      from ${picked} p),
    'people', (select coalesce(json_agg(json_build_array(
        u.id, u.first_name, u.last_name, u.avatar_asset_id, tm.id, tm.name
      )), '[]'::json)
      from users u left join teams tm on tm.id = u.team_id
      where u.id in (select q.user_id from ${picked} q)),
    'types', (select coalesce(json_agg(json_build_array(
        k.policy_id, k.type_id, t.name, t.symbol, coalesce(a.cycle, t.cycle),
        coalesce(a.amount, t.amount), coalesce(a.requires_approval, t.requires_approval), t.status,
        coalesce(a.carry_over_limit, 0), a.carry_over_expires_after_months,
        coalesce(a.accrual, 'UPFRONT'), coalesce(a.borrow_limit, 0),
        coalesce(a.unit, 'DAYS'), coalesce(a.prorate_by_schedule, false), a.expires_after_months, t.kind
      )), '[]'::json)
      from (select distinct q.policy_id, q.type_id from ${picked} q) k
      join leave_types t on t.id = k.type_id
      left join activated_types a on a.policy_id = k.policy_id and a.type_id = k.type_id)
  )`;
}

export interface CalendarTuples {
  leaves: [
    number,
    number,
    number,
    number,
    string,
    string,
    number,
    number,
    LeaveStatus,
    StartDayPart,
    EndDayPart,
    LeaveUnit,
  ][];
  people: [number, string, string, number | null, number | null, string | null][];
  types: [
    number,
    number,
    string,
    string,
    LeaveCycle,
    number,
    boolean,
    RecordStatus,
    number,
    number | null,
    Accrual,
    number,
    LeaveUnit,
    boolean,
    number | null,
    LeaveTypeKind,
  ][];
}

/** The `CalendarLeave`s of `calendarTuplesJson`, each person and type one shared object. */
export function calendarEntries(tuples: CalendarTuples): CalendarLeave[] {
  const people = new Map<number, CalendarLeave['user']>();
  for (const [id, firstName, lastName, avatarId, teamId, teamName] of tuples.people) {
    people.set(id, {
      id,
      firstName,
      lastName,
      avatar: avatarId ? { id: avatarId, url: avatarUrl(avatarId) } : null,
      team: teamId != null && teamName != null ? { id: teamId, name: teamName } : null,
    });
  }
  const types = new Map<string, CalendarLeave['activatedType']>();
  for (const [
    policyId,
    typeId,
    name,
    symbol,
    cycle,
    amount,
    requiresApproval,
    status,
    carryOverLimit,
    carryOverExpiresAfterMonths,
    accrual,
    borrowLimit,
    unit,
    prorateBySchedule,
    expiresAfterMonths,
    kind,
  ] of tuples.types) {
    types.set(`${policyId}:${typeId}`, {
      policyId,
      typeId,
      name,
      symbol,
      cycle,
      amount,
      requiresApproval,
      status,
      carryOverLimit,
      carryOverExpiresAfterMonths,
      accrual,
      borrowLimit: Number(borrowLimit),
      unit,
      prorateBySchedule,
      expiresAfterMonths,
      kind,
    });
  }
  return tuples.leaves.map(
    ([
      id,
      userId,
      policyId,
      typeId,
      startAt,
      endAt,
      duration,
      totalDays,
      status,
      startDayPart,
      endDayPart,
      unit,
    ]) => {
      const user = people.get(userId);
      const activatedType = types.get(`${policyId}:${typeId}`);
      if (!user || !activatedType) throw new Error(`calendar leave ${id} without its person or type`);
      return {
        id,
        user,
        activatedType,
        startAt,
        endAt,
        startDayPart,
        endDayPart,
        duration: Number(duration),
        unit,
        totalDays,
        status,
      };
    },
  );
}

/**
 * PENDING and ACCEPTED (never CANCELLED nor REJECTED), overlapping `from`..`to`, with `start_at`
 * bounded on both sides for the index walk. The lower bound is `from` less the longest leave of
 * the organization when it is given (one index-only lookup; a month of the calendar then walks a
 * month and a few days of leaves, not the 13 months MAX_SPAN_DAYS allows), else less MAX_SPAN_DAYS.
 */
export function countedOverlapping(from: string | SQL, to: string, organizationId?: SQL): SQL {
  const earliest =
    organizationId === undefined
      ? typeof from === 'string'
        ? sql`${addDays(from, -MAX_SPAN_DAYS)}::date`
        : sql`(${from})::date - ${MAX_SPAN_DAYS}::int`
      : sql`(${from})::date + 1 - (
          select coalesce(max(s.total_days), 1) from leaves s
          where s.organization_id = ${organizationId} and s.cancelled_at is null
        )`;
  return sql`l.status in ('PENDING', 'ACCEPTED')
    and l.start_at <= ${to} and l.start_at >= ${earliest} and l.end_at >= ${from}`;
}

/** A `LeaveRow` as JSON, over `leaves l` joined by `leaveTypeJoins` (timestamps as ISO text). */
export const leaveRowJson = sql`json_build_object(
  'id', l.id, 'userId', l.user_id, 'policyId', l.policy_id, 'typeId', l.type_id,
  'startAt', l.start_at, 'endAt', l.end_at, 'startDayPart', l.start_day_part, 'endDayPart', l.end_day_part,
  'duration', l.duration, 'totalDays', l.total_days,
  'unit', l.unit, 'startTime', l.start_time, 'endTime', l.end_time,
  'status', l.status, 'reason', l.reason, 'reviewerId', l.reviewer_id, 'reviewedAt', l.reviewed_at,
  'reviewReason', l.review_reason, 'approvalSteps', l.approval_steps, 'approvalStep', l.approval_step,
  'substituteId', l.substitute_id, 'cancelledAt', l.cancelled_at, 'cancelledBy', l.cancelled_by, 'cancelReason', l.cancel_reason,
  'createdAt', l.created_at, 'updatedAt', l.updated_at,
  'typeName', t.name, 'typeSymbol', t.symbol, 'typeCycle', t.cycle, 'typeAmount', t.amount,
  'typeRequiresApproval', t.requires_approval, 'typeStatus', t.status,
  'activatedCycle', a.cycle, 'activatedAmount', a.amount, 'activatedRequiresApproval', a.requires_approval,
  'activatedCarryOverLimit', a.carry_over_limit,
  'activatedCarryOverExpiresAfterMonths', a.carry_over_expires_after_months,
  'activatedAccrual', a.accrual, 'activatedBorrowLimit', a.borrow_limit,
  'activatedUnit', a.unit, 'activatedProrateBySchedule', a.prorate_by_schedule,
  'activatedExpiresAfterMonths', a.expires_after_months, 'typeKind', t.kind
)`;

export const leaveTypeJoins = sql`join leave_types t on t.id = l.type_id
  left join activated_types a on a.policy_id = l.policy_id and a.type_id = l.type_id`;

export type JsonLeaveRow = Omit<LeaveRow, 'reviewedAt' | 'cancelledAt' | 'createdAt' | 'updatedAt'> & {
  reviewedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export function leaveRowFromJson(r: JsonLeaveRow): LeaveRow {
  return {
    ...r,
    reviewedAt: r.reviewedAt != null ? new Date(r.reviewedAt) : null,
    cancelledAt: r.cancelledAt != null ? new Date(r.cancelledAt) : null,
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
  };
}
