import {
  type ActivatedType,
  LEAVE_MSG,
  type LeaveCycle,
  type LeavePeriodBalance,
  notEnoughBalanceMessage,
} from '@leavedesk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { activatedTypes, leaveTypes, organizations, users } from '../../db/schema';
import type { Caller } from '../../http/context';
import { type AppError, appError, badRequest, notFound } from '../../http/errors';
import { toCalendarDate, todayIn } from '../../lib/dates';
import { totalDays, workingDates } from '../../lib/working-days';
import { findShortfall, requestBalances, type StoredLeave } from './balance-math';
import { countedLeavesJson, holidaysJson, MAX_SPAN_DAYS } from './leave-queries';

export { MAX_SPAN_DAYS };
export const COUNTED_STATUSES = ['PENDING', 'ACCEPTED'];

/** The requester of a new leave, with what the arithmetic needs, and the asked type as activated in their policy. */
export interface Requester {
  id: number;
  organizationId: number;
  teamId: number | null;
  joinedAt: string;
  leavePolicyId: number | null;
  country: string;
  timezone: string;
  workingDays: string[];
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
      leavePolicyId: users.leavePolicyId,
      country: users.country,
      timezone: users.timezone,
      orgCountry: organizations.country,
      orgTimezone: organizations.timezone,
      workingDays: organizations.workingDays,
      policyId: activatedTypes.policyId,
      typeId: activatedTypes.typeId,
      typeName: leaveTypes.name,
      symbol: leaveTypes.symbol,
      cycle: activatedTypes.cycle,
      amount: activatedTypes.amount,
      requiresApproval: activatedTypes.requiresApproval,
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
    leavePolicyId: row.leavePolicyId,
    country: row.country || row.orgCountry,
    timezone: row.timezone || row.orgTimezone,
    workingDays: row.workingDays,
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
  totalDays: number;
  duration: number;
  workingDates: string[];
  holidays: HolidayRow[];
  /** The request's weight on each period it touches; empty when the type is not in the policy. */
  balances: LeavePeriodBalance[];
  /** Why creating this leave would be refused; undefined when it would be created. */
  failure?: AppError;
}

/** The calendar dates of a request, with the refusals that need no database (order, span). */
export interface RequestedRange {
  start: string;
  end: string;
  totalDays: number;
  failure?: AppError;
}

export function requestedRange(timezone: string, input: { start: string; end: string }): RequestedRange {
  const start = toCalendarDate(input.start, timezone);
  const end = toCalendarDate(input.end, timezone);
  if (end < start) return { start, end, totalDays: 0, failure: badRequest(LEAVE_MSG.endBeforeStart, 'end') };
  const total = totalDays(start, end);
  if (total > MAX_SPAN_DAYS)
    return { start, end, totalDays: total, failure: badRequest(LEAVE_MSG.spanTooLong, 'end') };
  return { start, end, totalDays: total };
}

/** The years of the requester's leaves a new leave is judged against: those of its start and end. */
export function yearsAround(range: { start: string; end: string }) {
  return { from: `${range.start.slice(0, 4)}-01-01`, to: `${range.end.slice(0, 4)}-12-31` };
}

/**
 * Every rule of a new leave (server-rules §4) that needs what is stored, in the order a person
 * would fix them: the past, the working days, the type, an overlap, the balance of every period it
 * touches. `stored` holds the requester's PENDING and ACCEPTED leaves of any type overlapping at
 * least `yearsAround(range)`; more is harmless. The numbers are computed whenever the dates allow,
 * so the check can show them beside the refusal.
 */
export function judgeLeave(
  requester: Requester,
  range: RequestedRange,
  holidayRows: HolidayRow[],
  stored: readonly (StoredLeave & { typeId: number })[],
  now: Date = new Date(),
): Evaluation {
  const { start, end } = range;
  const base = {
    start,
    end,
    totalDays: range.totalDays,
    duration: 0,
    workingDates: [],
    holidays: [],
    balances: [],
  };
  if (range.failure) return { ...base, failure: range.failure };
  const activated = requester.activated;
  const dates = workingDates(start, end, requester.workingDays, new Set(holidayRows.map((h) => h.date)));
  const balances = activated
    ? requestBalances({
        activatedType: activated,
        joinedAt: requester.joinedAt,
        request: { startAt: start, endAt: end, duration: dates.length, workingDates: dates },
        others: stored.filter((l) => l.typeId === activated.typeId),
        workingDays: requester.workingDays,
      })
    : [];
  const result: Evaluation = {
    ...base,
    duration: dates.length,
    workingDates: dates,
    holidays: holidayRows,
    balances,
  };

  if (start < todayIn(requester.timezone, now))
    return { ...result, failure: badRequest(LEAVE_MSG.startInPast, 'start') };
  if (dates.length === 0) return { ...result, failure: appError('LEAVE_NO_WORKING_DAYS') };
  if (!activated) return { ...result, failure: appError('LEAVE_TYPE_NOT_IN_POLICY') };

  if (stored.some((l) => l.startAt <= end && l.endAt >= start))
    return { ...result, failure: appError('LEAVE_OVERLAP') };

  const shortfall = findShortfall(balances);
  if (shortfall) {
    return {
      ...result,
      failure: appError('NOT_ENOUGH_BALANCE', notEnoughBalanceMessage(shortfall.remaining, activated.name)),
    };
  }
  return result;
}

/** Judges a new leave inside the creating transaction: reads its holidays and the requester's leaves. */
export async function evaluateLeave(
  db: DbOrTx,
  requester: Requester,
  input: { start: string; end: string },
  now: Date = new Date(),
): Promise<Evaluation> {
  const range = requestedRange(requester.timezone, input);
  if (range.failure) return judgeLeave(requester, range, [], [], now);
  const around = yearsAround(range);
  // The same reads as the check's statement (leave-queries.ts), in one statement of the transaction.
  const row = await firstRow<{ holidays: HolidayRow[]; stored: (StoredLeave & { typeId: number })[] }>(
    db,
    sql`select
          ${holidaysJson(sql`${requester.organizationId}::int`, sql`${requester.country}::text`, range.start, range.end)} as holidays,
          ${countedLeavesJson(sql`${requester.id}::int`, around.from, around.to)} as stored`,
  );
  if (!row) throw new Error('the leave evaluation statement answered no row');
  return judgeLeave(requester, range, row.holidays, row.stored, now);
}
