import {
  type ActivatedType,
  accrualShortfallMessage,
  type EndDayPart,
  LEAVE_MSG,
  type LeaveCycle,
  type LeavePeriodBalance,
  moreHoursThanScheduledMessage,
  notEnoughBalanceMessage,
  type StartDayPart,
  toilShortfallMessage,
} from '@leavedesk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { activatedTypes, leaveTypes, organizations, users } from '../../db/schema';
import type { Caller } from '../../http/context';
import { type AppError, appError, badRequest, notFound } from '../../http/errors';
import { toCalendarDate, todayIn } from '../../lib/dates';
import {
  dayWeight as dayWeightOf,
  hoursBetween,
  leavesOverlap,
  weightedDuration,
} from '../../lib/leave-periods';
import {
  hoursPerDayOf,
  type ScheduleEntry,
  scheduledHours,
  scheduledWorkingDates,
  type WorkSchedule,
} from '../../lib/work-schedule';
import { totalDays } from '../../lib/working-days';
import { entriesOf, type ScheduleTuple, scheduleEntriesJson } from '../schedules/schedule-queries';
import {
  carriesOver,
  findLimitShortfall,
  isTimeOffInLieu,
  requestLimits,
  type StoredAdjustment,
  type StoredLeave,
} from './balance-math';
import {
  adjustmentsJson,
  countedLeavesJson,
  holidaysJson,
  MAX_SPAN_DAYS,
  type StoredAdjustmentTuple,
  type StoredLeaveTuple,
  storedAdjustmentsOf,
  storedLeavesOf,
} from './leave-queries';
import { type ToilSource, toilLedgerJson, withToil } from './toil-queries';

export { MAX_SPAN_DAYS };
export const COUNTED_STATUSES = ['PENDING', 'ACCEPTED'];

/** The requester of a new leave, with what the arithmetic needs, and the asked type as activated in their policy. */
export interface Requester {
  id: number;
  organizationId: number;
  teamId: number | null;
  joinedAt: string;
  /** The start of the carry-over chain: the later of joining and being added (see `chainStartOf`). */
  chainStart: string;
  leavePolicyId: number | null;
  country: string;
  timezone: string;
  workingDays: string[];
  /** The organization's hours per working day (`metadata.hoursPerDay`, default 8). */
  hoursPerDay: number;
  /** The requester's work schedule entries, oldest first (issue 29); empty: the organization's week. */
  schedule: readonly ScheduleEntry[];
  activated: ActivatedType | null;
}

/**
 * Reads the caller as a requester, and the type they ask for as activated in their policy (active
 * types only). With `lock`, the user row is locked until the transaction ends: creates by one user
 * run one after another, so none can overlap or overdraw another.
 */
export async function loadRequester(
  db: DbOrTx,
  caller: Caller,
  typeId: number,
  lock = false,
): Promise<Requester> {
  const query = db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      teamId: users.teamId,
      joinedAt: users.joinedAt,
      chainStart: sql<string>`greatest(${users.joinedAt}, (${users.createdAt} at time zone ${organizations.timezone})::date)::text`,
      leavePolicyId: users.leavePolicyId,
      country: users.country,
      timezone: users.timezone,
      orgCountry: organizations.country,
      orgTimezone: organizations.timezone,
      workingDays: organizations.workingDays,
      orgMetadata: organizations.metadata,
      schedule: sql<ScheduleTuple[]>`${scheduleEntriesJson(sql`${users.id}`)}`,
      policyId: activatedTypes.policyId,
      typeId: activatedTypes.typeId,
      typeName: leaveTypes.name,
      symbol: leaveTypes.symbol,
      cycle: activatedTypes.cycle,
      amount: activatedTypes.amount,
      requiresApproval: activatedTypes.requiresApproval,
      carryOverLimit: activatedTypes.carryOverLimit,
      carryOverExpiresAfterMonths: activatedTypes.carryOverExpiresAfterMonths,
      accrual: activatedTypes.accrual,
      borrowLimit: activatedTypes.borrowLimit,
      unit: activatedTypes.unit,
      prorateBySchedule: activatedTypes.prorateBySchedule,
      expiresAfterMonths: activatedTypes.expiresAfterMonths,
      kind: leaveTypes.kind,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(
      activatedTypes,
      and(eq(activatedTypes.policyId, users.leavePolicyId), eq(activatedTypes.typeId, typeId)),
    )
    .leftJoin(leaveTypes, and(eq(leaveTypes.id, activatedTypes.typeId), eq(leaveTypes.status, 'ACTIVE')))
    .where(
      and(
        eq(users.id, caller.userId),
        eq(users.organizationId, caller.organizationId),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  if (!row) throw notFound('User');
  return {
    id: row.id,
    organizationId: row.organizationId,
    teamId: row.teamId,
    joinedAt: row.joinedAt,
    chainStart: row.chainStart,
    leavePolicyId: row.leavePolicyId,
    country: row.country || row.orgCountry,
    timezone: row.timezone || row.orgTimezone,
    workingDays: row.workingDays,
    hoursPerDay: hoursPerDayOf(row.orgMetadata),
    schedule: entriesOf(row.schedule),
    activated:
      row.policyId != null && row.typeId != null && row.typeName != null
        ? {
            policyId: row.policyId,
            typeId: row.typeId,
            name: row.typeName,
            symbol: row.symbol ?? '',
            cycle: row.cycle as LeaveCycle,
            amount: row.amount ?? 0,
            requiresApproval: row.requiresApproval ?? true,
            status: 'ACTIVE',
            carryOverLimit: row.carryOverLimit ?? 0,
            carryOverExpiresAfterMonths: row.carryOverExpiresAfterMonths ?? null,
            accrual: row.accrual === 'MONTHLY' ? 'MONTHLY' : 'UPFRONT',
            borrowLimit: row.borrowLimit ?? 0,
            unit: row.unit === 'HOURS' ? 'HOURS' : 'DAYS',
            prorateBySchedule: row.prorateBySchedule ?? false,
            expiresAfterMonths: row.expiresAfterMonths ?? null,
            kind: row.kind === 'TIME_OFF_IN_LIEU' ? 'TIME_OFF_IN_LIEU' : 'STANDARD',
          }
        : null,
  };
}

export interface HolidayRow {
  id: number;
  date: string;
  description: string;
  country: string;
}

export interface Evaluation {
  start: string;
  end: string;
  startDayPart: StartDayPart;
  endDayPart: EndDayPart;
  totalDays: number;
  /** Working days (halves included), or hours for an HOURS type (issue 29). */
  duration: number;
  workingDates: string[];
  /** The scheduled hours of each of `workingDates` (issue 29), stored with the leave. */
  workingHours: number[];
  /** A one-day HOURS request's times, when given. */
  startTime: string | null;
  endTime: string | null;
  holidays: HolidayRow[];
  /** The request's weight on each period it touches; empty when the type is not in the policy. */
  balances: LeavePeriodBalance[];
  /** Why creating this leave would be refused; undefined when it would be created. */
  failure?: AppError;
}

/** What a request asks for: its dates as sent, and the halves of its first and last day. */
export interface RequestInput {
  start: string;
  end: string;
  startDayPart?: StartDayPart;
  endDayPart?: EndDayPart;
  /** Issue 29: a one-day HOURS request's hours ("HH:mm", quarter hours), both or neither. */
  startTime?: string | null;
  endTime?: string | null;
}

/**
 * The calendar dates of a request and its day parts, with the refusals that need no database
 * (order, span, a one-day leave that would be both a morning and an afternoon).
 */
export interface RequestedRange {
  start: string;
  end: string;
  startDayPart: StartDayPart;
  endDayPart: EndDayPart;
  startTime: string | null;
  endTime: string | null;
  totalDays: number;
  failure?: AppError;
}

/** The refusal of a request's times that needs nothing stored (issue 29), if any. */
function timesFailure(start: string, end: string, parts: RequestedRange): AppError | undefined {
  const { startTime, endTime } = parts;
  if (startTime == null && endTime == null) return undefined;
  if (startTime == null || endTime == null)
    return badRequest(LEAVE_MSG.timesBoth, startTime == null ? 'startTime' : 'endTime');
  if (start !== end) return badRequest(LEAVE_MSG.timesOneDay, 'endTime');
  if (parts.startDayPart !== 'FULL' || parts.endDayPart !== 'FULL')
    return badRequest(LEAVE_MSG.timesHalfDay, parts.startDayPart !== 'FULL' ? 'startDayPart' : 'endDayPart');
  if (hoursBetween(startTime, endTime) <= 0) return badRequest(LEAVE_MSG.timesOrder, 'endTime');
  return undefined;
}

export function requestedRange(timezone: string, input: RequestInput): RequestedRange {
  const start = toCalendarDate(input.start, timezone);
  const end = toCalendarDate(input.end, timezone);
  const parts = {
    startDayPart: input.startDayPart ?? 'FULL',
    endDayPart: input.endDayPart ?? 'FULL',
    startTime: input.startTime ?? null,
    endTime: input.endTime ?? null,
  };
  if (end < start)
    return { start, end, ...parts, totalDays: 0, failure: badRequest(LEAVE_MSG.endBeforeStart, 'end') };
  const total = totalDays(start, end);
  if (total > MAX_SPAN_DAYS)
    return { start, end, ...parts, totalDays: total, failure: badRequest(LEAVE_MSG.spanTooLong, 'end') };
  if (start === end && parts.startDayPart === 'AFTERNOON' && parts.endDayPart === 'MORNING')
    return {
      start,
      end,
      ...parts,
      totalDays: total,
      failure: badRequest(LEAVE_MSG.oneDayBothHalves, 'endDayPart'),
    };
  const timed = timesFailure(start, end, { start, end, ...parts, totalDays: total });
  if (timed) return { start, end, ...parts, totalDays: total, failure: timed };
  return { start, end, ...parts, totalDays: total };
}

/** The years of the requester's leaves a new leave is judged against: those of its start and end. */
export function yearsAround(range: { start: string; end: string }) {
  return { from: `${range.start.slice(0, 4)}-01-01`, to: `${range.end.slice(0, 4)}-12-31` };
}

/**
 * From when a type's leaves and adjustments count for a request's balances: the years around it,
 * or for a type that carries over, from the first year of the carry-over chain if earlier.
 */
export function ledgerFrom(activated: ActivatedType | null, chainStart: string, aroundFrom: string): string {
  if (!activated || !carriesOver(activated)) return aroundFrom;
  const chainYear = `${chainStart.slice(0, 4)}-01-01`;
  return chainYear < aroundFrom ? chainYear : aroundFrom;
}

/** What a request is judged against: the requester's counted leaves and their type's ledger. */
export interface JudgedAgainst {
  /**
   * The requester's PENDING and ACCEPTED leaves of any type overlapping at least the request's
   * dates (for the overlap rule); more is harmless.
   */
  overlapping: readonly StoredLeave[];
  /** Their PENDING and ACCEPTED leaves of the asked type from `ledgerFrom` to the end of `yearsAround`. */
  ledgerLeaves: readonly (StoredLeave & { id?: number })[];
  /** Their adjustments of the asked type over the same dates. */
  adjustments: readonly StoredAdjustment[];
  /** A TIME_OFF_IN_LIEU type's entries and every leave from the first one (toil-queries.ts). */
  toil?: ToilSource | null;
}

/**
 * Every rule of a new leave (server-rules §4, issue 13) that needs what is stored, in the order a
 * person would fix them: the past, the working days, the type, an overlap (one person's morning
 * and afternoon of a date do not overlap), the balance of every period it touches, day by day.
 * The numbers are computed whenever the dates allow, so the check can show them beside the
 * refusal.
 */
export function judgeLeave(
  requester: Requester,
  range: RequestedRange,
  holidayRows: HolidayRow[],
  against: JudgedAgainst,
  now: Date = new Date(),
): Evaluation {
  const { start, end, startDayPart, endDayPart, startTime, endTime } = range;
  const base = {
    start,
    end,
    startDayPart,
    endDayPart,
    startTime,
    endTime,
    totalDays: range.totalDays,
    duration: 0,
    workingDates: [],
    workingHours: [],
    holidays: [],
    balances: [],
  };
  if (range.failure) return { ...base, failure: range.failure };
  const activated = requester.activated;
  const today = todayIn(requester.timezone, now);
  // The requester's scheduled days (issue 29): each date by the week in force on it.
  const schedule: WorkSchedule = {
    workingDays: requester.workingDays,
    hoursPerDay: requester.hoursPerDay,
    entries: requester.schedule,
  };
  const dates = scheduledWorkingDates(start, end, schedule, new Set(holidayRows.map((h) => h.date)));
  const hours = dates.map((d) => scheduledHours(schedule, d));
  const request = { startAt: start, endAt: end, startDayPart, endDayPart };
  const unit = activated?.unit ?? 'DAYS';
  const timed = startTime != null && endTime != null;
  // DAYS: working days, halves 0.5. HOURS: each date's scheduled hours (halves half of them), or
  // a one-day request's hours between its times.
  let duration = weightedDuration(request, dates);
  if (unit === 'HOURS')
    duration = timed
      ? hoursBetween(startTime, endTime)
      : dates.reduce((sum, d, i) => sum + hours[i] * dayWeightOf(request, d), 0);
  const stored = {
    ...request,
    duration,
    workingDates: dates,
    workingHours: hours,
    unit,
    startTime: timed ? startTime : null,
    endTime: timed ? endTime : null,
  };
  const limits = activated
    ? requestLimits(
        withToil(
          {
            activatedType: activated,
            joinedAt: requester.joinedAt,
            chainStart: requester.chainStart,
            leaves: against.ledgerLeaves,
            adjustments: against.adjustments,
            workingDays: requester.workingDays,
            hoursPerDay: requester.hoursPerDay,
            schedule: requester.schedule,
          },
          against.toil,
        ),
        stored,
        today,
      )
    : [];
  const balances = limits.map((l) => l.balance);
  const result: Evaluation = {
    ...base,
    duration,
    workingDates: dates,
    workingHours: hours,
    startTime: stored.startTime,
    endTime: stored.endTime,
    holidays: holidayRows,
    balances,
  };

  if (start < today) return { ...result, failure: badRequest(LEAVE_MSG.startInPast, 'start') };
  if (timed) {
    // Times are for one day of an HOURS type with scheduled hours, at most those hours (issue 29).
    if (activated && unit !== 'HOURS')
      return { ...result, failure: badRequest(LEAVE_MSG.timesHoursOnly, 'startTime') };
    if (dates.length === 0) return { ...result, failure: badRequest(LEAVE_MSG.noHoursThatDay, 'startTime') };
    if (duration > hours[0])
      return { ...result, failure: badRequest(moreHoursThanScheduledMessage(hours[0]), 'endTime') };
  }
  if (duration === 0) return { ...result, failure: appError('LEAVE_NO_WORKING_DAYS') };
  if (!activated) return { ...result, failure: appError('LEAVE_TYPE_NOT_IN_POLICY') };

  if (against.overlapping.some((l) => leavesOverlap(l, request)))
    return { ...result, failure: appError('LEAVE_OVERLAP') };

  const shortfall = findLimitShortfall(limits);
  if (shortfall) {
    const month = shortfall.month;
    return {
      ...result,
      failure: appError(
        'NOT_ENOUGH_BALANCE',
        month
          ? accrualShortfallMessage({
              earned: month.earned,
              earnedBy: month.earnedBy,
              borrow: month.borrow,
              carried: month.carried,
              adjusted: month.adjustments,
              taken: month.taken,
              takenBy: month.takenBy,
              unit,
            })
          : isTimeOffInLieu(activated)
            ? toilShortfallMessage(shortfall.available, activated.unit, activated.name)
            : notEnoughBalanceMessage(shortfall.available, activated.name, unit),
      ),
    };
  }
  return result;
}

const NOTHING: JudgedAgainst = { overlapping: [], ledgerLeaves: [], adjustments: [] };

/**
 * Judges a new leave inside the creating transaction: reads its holidays, the requester's leaves
 * around it and the ledger of its type.
 */
export async function evaluateLeave(
  db: DbOrTx,
  requester: Requester,
  input: RequestInput,
  now: Date = new Date(),
): Promise<Evaluation> {
  const range = requestedRange(requester.timezone, input);
  if (range.failure) return judgeLeave(requester, range, [], NOTHING, now);
  const around = yearsAround(range);
  const from = ledgerFrom(requester.activated, requester.chainStart, around.from);
  const userId = sql`${requester.id}::int`;
  const typeId = sql`${requester.activated?.typeId ?? 0}::int`;
  // The same reads as the check's statement (leave-queries.ts), in one statement of the transaction.
  const row = await firstRow<{
    holidays: HolidayRow[];
    overlapping: StoredLeaveTuple[];
    ledgerLeaves: StoredLeaveTuple[];
    adjustments: StoredAdjustmentTuple[];
    toil: ToilSource | null;
  }>(
    db,
    sql`select
          ${holidaysJson(sql`${requester.organizationId}::int`, sql`${requester.country}::text`, range.start, range.end)} as holidays,
          ${countedLeavesJson(userId, range.start, range.end)} as overlapping,
          ${countedLeavesJson(userId, from, around.to, typeId, sql`${requester.leavePolicyId ?? 0}::int`)} as "ledgerLeaves",
          ${adjustmentsJson(userId, from, around.to, typeId)} as adjustments,

          ${toilLedgerJson(userId, sql`${requester.leavePolicyId ?? 0}::int`, typeId)} as toil`,
  );
  if (!row) throw new Error('the leave evaluation statement answered no row');
  return judgeLeave(
    requester,
    range,
    row.holidays,
    {
      overlapping: storedLeavesOf(row.overlapping),
      ledgerLeaves: storedLeavesOf(row.ledgerLeaves),
      adjustments: storedAdjustmentsOf(row.adjustments),
      toil: row.toil,
    },
    now,
  );
}
