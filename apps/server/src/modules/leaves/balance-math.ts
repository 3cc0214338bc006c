import type { ActivatedType, Balance, LeavePeriodBalance } from '@leavedesk/contracts';
import {
  type CountedLeave,
  type Counting,
  daysBetween,
  endOfMonth,
  type Period,
  periodOf,
  proratedAmount,
  splitIntoPeriods,
  startedAt,
} from '../../lib/leave-periods';
import { type ScheduleEntry, scheduleShareOver } from '../../lib/work-schedule';
import { dayNumber, totalDays } from '../../lib/working-days';
import {
  type AccrualMonth,
  accrualSchedule,
  earnedAsOf,
  type MonthLimit,
  monthLimits,
  monthsOf,
} from './accrual-math';
import { type OvertimeCredit, type ToilLedger, toilBalance, toilRequestBalance } from './toil-math';

/*
 * The balance arithmetic (server-rules §5, extended by issue 13), pure: no database, no clock but
 * the `today` it is given. The one place a balance is computed: GET balance, the check, the review
 * context and the create rule all read it.
 */

export interface StoredLeave extends CountedLeave {
  status: string;
}

/** An admin's adjustment of a balance: `amount` days in the period of `date`. */
export interface StoredAdjustment {
  date: string;
  amount: number;
}

/** Everything one person's balance of one activated type depends on. */
export interface TypeLedger {
  activatedType: ActivatedType;
  joinedAt: string;
  /**
   * The first day the product knows the person: the later of joining and being added. Carry-over
   * chains from the year of this day; leave taken before is outside the product.
   */
  chainStart: string;
  /**
   * The person's PENDING and ACCEPTED leaves of the type (others are ignored): at least those of
   * the periods asked, and when the type carries over, every one since the chain's first year.
   */
  leaves: readonly StoredLeave[];
  /** The adjustments of the type, over the same dates. */
  adjustments: readonly StoredAdjustment[];
  workingDays: readonly string[];
  /**
   * TIME_OFF_IN_LIEU types (issue 29, toil-math.ts): the person's ACCEPTED overtime entries of the
   * type; then `leaves` must hold every counted leave of the type from the first entry's date on.
   */
  overtime?: readonly OvertimeCredit[];
  /**
   * Issue 29: the organization's hours per working day (default 8): the hours of a date of a leave
   * stored without its hours, and with `workingDays` the full week part-time proration divides by.
   */
  hoursPerDay?: number;
  /** Issue 29: the person's schedule entries, oldest first (part-time proration); absent: none. */
  schedule?: readonly ScheduleEntry[];
}

/** Whether a type's balance is earned by overtime entries (issue 29) rather than granted by period. */
export function isTimeOffInLieu(t: ActivatedType): boolean {
  return t.kind === 'TIME_OFF_IN_LIEU';
}

function toilLedgerOf(ledger: TypeLedger): ToilLedger {
  return {
    activatedType: ledger.activatedType,
    overtime: ledger.overtime ?? [],
    leaves: ledger.leaves,
    workingDays: ledger.workingDays,
    counting: countingOf(ledger),
  };
}

/** The unit a ledger counts its leaves in: the type's unit now (issue 29). */
export function countingOf(ledger: TypeLedger): Counting {
  return { unit: ledger.activatedType.unit ?? 'DAYS', hoursPerDay: ledger.hoursPerDay ?? 8 };
}

/** The smallest step of an amount in the type's unit: half a day, or a quarter hour (issue 29). */
export function stepOf(t: ActivatedType): number {
  return t.unit === 'HOURS' ? 0.25 : 0.5;
}

/**
 * The part-time share of a period for a type prorated by schedule (issue 29), as an exact fraction
 * (see `scheduleShareOver`), from the day the person started in the period; null when the type is
 * not prorated, the person is not there in the period, or the organization has no working week.
 */
export function scheduleShareOf(
  ledger: TypeLedger,
  period: Period,
): { numerator: number; denominator: number } | null {
  if (!ledger.activatedType.prorateBySchedule) return null;
  if (dayNumber(ledger.joinedAt) > dayNumber(period.end)) return null;
  const share = scheduleShareOver(
    { workingDays: ledger.workingDays, hoursPerDay: ledger.hoursPerDay ?? 8, entries: ledger.schedule ?? [] },
    startedAt(period, ledger.joinedAt),
    period.end,
  );
  return share.denominator > 0 ? share : null;
}

/**
 * A period's allowance: the policy's amount, prorated in the period one joined (server-rules §5)
 * and, for a type prorated by schedule (issue 29), by the part-time share over the days one is
 * there; rounded once, to the nearest whole day (whole hour for HOURS). Amount × (days there ÷
 * period's days) × (weighted quarter hours ÷ (days there × full week)) is amount × weighted ÷
 * (period's days × full week): one division of whole numbers, so the rounding is exact.
 */
export function allowanceOf(ledger: TypeLedger, period: Period): number {
  const t = ledger.activatedType;
  const share = scheduleShareOf(ledger, period);
  if (!share) return proratedAmount(t.amount, period, ledger.joinedAt);
  const full = share.denominator / totalDays(startedAt(period, ledger.joinedAt), period.end);
  return Math.round((t.amount * share.numerator) / (totalDays(period.start, period.end) * full));
}

/** Whether a type carries days from one year into the next. */
export function carriesOver(t: ActivatedType): boolean {
  return t.cycle === 'PER_YEAR' && t.carryOverLimit > 0;
}

/** Whether a type earns its allowance month by month (issue 29): PER_YEAR types with MONTHLY accrual. */
export function accruesMonthly(t: ActivatedType): boolean {
  return t.cycle === 'PER_YEAR' && t.accrual === 'MONTHLY';
}

/**
 * The days the ledger's counted leaves take in each month of `period`, in order: a leave inside a
 * month counts its fixed duration there, one crossing a month's end its working dates on each side.
 */
export function takenPerMonth(ledger: TypeLedger, period: Period): number[] {
  const months = monthsOf(period);
  const taken = months.map(() => 0);
  for (const leave of ledger.leaves) {
    if (leave.status !== 'ACCEPTED' && leave.status !== 'PENDING') continue;
    if (leave.endAt < period.start || leave.startAt > period.end) continue;
    const first = Math.max(0, months.indexOf(leave.startAt.slice(0, 7)));
    const lastIndex = months.indexOf(leave.endAt.slice(0, 7));
    const last = lastIndex < 0 ? months.length - 1 : lastIndex;
    for (let i = first; i <= last; i++) {
      const [y, m] = months[i].split('-').map(Number);
      taken[i] += daysBetween(
        leave,
        `${months[i]}-01`,
        endOfMonth(y, m),
        ledger.workingDays,
        countingOf(ledger),
      );
    }
  }
  return taken;
}

/**
 * A period's figures before "today" is applied: `expiredAfter` is what of the carried-over days
 * the leaves leave unused by `expiresOn`, i.e. what expires once that day has passed; `finalRemaining`
 * is what remains then.
 */
interface Account {
  allowance: number;
  carried: number;
  expiresOn: string | null;
  expiredAfter: number;
  adjustments: number;
  used: number;
  pending: number;
  finalRemaining: number;
}

function sumAdjustments(adjustments: readonly StoredAdjustment[], period: Period): number {
  let sum = 0;
  for (const a of adjustments) if (a.date >= period.start && a.date <= period.end) sum += a.amount;
  return sum;
}

/** One period's account, given what was carried into it. */
function accountWith(ledger: TypeLedger, period: Period, carried: number): Account {
  const t = ledger.activatedType;
  const expiresOn =
    carried > 0 && t.carryOverExpiresAfterMonths != null
      ? endOfMonth(Number(period.start.slice(0, 4)), t.carryOverExpiresAfterMonths)
      : null;
  let used = 0;
  let pending = 0;
  // Carried days are used first, but only by working days on or before the expiry.
  let untilExpiry = 0;
  const counting = countingOf(ledger);
  for (const leave of ledger.leaves) {
    if (leave.status !== 'ACCEPTED' && leave.status !== 'PENDING') continue;
    const days = daysBetween(leave, period.start, period.end, ledger.workingDays, counting);
    if (days === 0) continue;
    if (leave.status === 'ACCEPTED') used += days;
    else pending += days;
    if (expiresOn) untilExpiry += daysBetween(leave, period.start, expiresOn, ledger.workingDays, counting);
  }
  const allowance = allowanceOf(ledger, period);
  const adjustments = sumAdjustments(ledger.adjustments, period);
  const expiredAfter = expiresOn ? carried - Math.min(carried, untilExpiry) : 0;
  return {
    allowance,
    carried,
    expiresOn,
    expiredAfter,
    adjustments,
    used,
    pending,
    finalRemaining: allowance + carried - expiredAfter + adjustments - used - pending,
  };
}

/**
 * A period's account. A type that carries over chains year by year from the chain's first year
 * (nothing is carried into it): what finally remains of a year, up to the limit and never below
 * 0, is carried into the next.
 */
function accountOf(ledger: TypeLedger, period: Period): Account {
  const t = ledger.activatedType;
  if (!carriesOver(t)) return accountWith(ledger, period, 0);
  const firstYear = Number(ledger.chainStart.slice(0, 4));
  const year = Number(period.start.slice(0, 4));
  let carried = 0;
  for (let y = firstYear; y < year; y++) {
    const previous = accountWith(ledger, { start: `${y}-01-01`, end: `${y}-12-31` }, carried);
    carried = Math.min(t.carryOverLimit, Math.max(0, previous.finalRemaining));
  }
  return accountWith(ledger, period, carried);
}

/** The `Balance` of an account on `today`: carried-over days expire only once their day has passed. */
function toBalance(ledger: TypeLedger, period: Period, account: Account, today: string): Balance {
  const unlimited = ledger.activatedType.cycle === 'UNLIMITED';
  const started = startedAt(period, ledger.joinedAt);
  const schedule: AccrualMonth[] = accruesMonthly(ledger.activatedType)
    ? accrualSchedule(account.allowance, period, started, stepOf(ledger.activatedType))
    : [];
  const share = scheduleShareOf(ledger, period);
  const expired = account.expiresOn && today > account.expiresOn ? account.expiredAfter : 0;
  const total = account.allowance + account.carried - expired + account.adjustments;
  return {
    activatedType: ledger.activatedType,
    totalAmount: unlimited ? null : total,
    allowanceAmount: unlimited ? null : account.allowance,
    carriedOverAmount: account.carried,
    expiredAmount: expired,
    carryOverExpiresOn: account.expiresOn,
    adjustmentAmount: account.adjustments,
    usedAmount: account.used,
    pendingAmount: account.pending,
    remainingAmount: unlimited ? null : total - account.used - account.pending,
    periodStart: period.start,
    periodEnd: period.end,
    startedAt: started,
    earnedAmount: unlimited
      ? null
      : schedule.length > 0
        ? earnedAsOf(schedule, started, today)
        : account.allowance,
    accrualSchedule: schedule,
    unit: ledger.activatedType.unit,
    scheduleShare: share ? Math.round((share.numerator / share.denominator) * 10000) / 10000 : null,
    overtime: [],
  };
}

/**
 * A person's balance of one type in one period, on `today` (server-rules §5, issue 13): the
 * policy's amount (prorated in the period they joined), what was carried over (less what has
 * expired by today) and the adjustments, less the ACCEPTED (used) and PENDING days in the period.
 */
export function periodBalance(ledger: TypeLedger, period: Period, today: string): Balance {
  // Time off in lieu is not bound to a period: its balance on today (toil-math.ts).
  if (isTimeOffInLieu(ledger.activatedType)) return toilBalance(toilLedgerOf(ledger), today);
  return toBalance(ledger, period, accountOf(ledger, period), today);
}

/** The balance of a type for the period a date falls in (UNLIMITED types: its calendar year). */
export function balanceOn(date: string, ledger: TypeLedger, today: string): Balance {
  if (isTimeOffInLieu(ledger.activatedType)) return toilBalance(toilLedgerOf(ledger), date);
  return periodBalance(ledger, periodOf(date, ledger.activatedType.cycle), today);
}

/**
 * A request's weight on one period, and for a MONTHLY type the month whose limit binds it (the
 * month from the request's first date in the period with the least slack, when that is less than
 * what finally remains of the period); null when the period's own remaining amount binds.
 */
export interface RequestLimit {
  balance: LeavePeriodBalance;
  month: MonthLimit | null;
}

/**
 * A request's weight on each cycle period it touches, in order: the balance there without it, its
 * working days there, what remains once it counts (on `today`), and what is available to it: the
 * most its dates can take, i.e. what finally remains with it counted, plus itself. Carried-over
 * days count as available only for its days on or before their expiry, so a request fits, day by
 * day, in what is available on its dates. For a MONTHLY type (issue 29) each month from its first
 * date on must also fit (`monthLimits`): what is available is then the least of what remains and
 * every such month's slack, plus itself. `ledger.leaves` must not hold the request itself.
 */
export function requestLimits(ledger: TypeLedger, request: CountedLeave, today: string): RequestLimit[] {
  const t = ledger.activatedType;
  if (isTimeOffInLieu(t))
    return [{ balance: toilRequestBalance(toilLedgerOf(ledger), request, today), month: null }];
  const unlimited = t.cycle === 'UNLIMITED';
  const withRequest: TypeLedger = {
    ...ledger,
    leaves: [...ledger.leaves, { ...request, status: 'PENDING' }],
  };
  return splitIntoPeriods(request.startAt, request.endAt, t.cycle).map((part) => {
    const period = { start: part.start, end: part.end };
    const balance = periodBalance(ledger, period, today);
    const requested = daysBetween(request, period.start, period.end, ledger.workingDays, countingOf(ledger));
    const after = accountOf(withRequest, period);
    let available = unlimited ? null : after.finalRemaining + requested;
    let binding: MonthLimit | null = null;
    if (accruesMonthly(t) && requested > 0) {
      const started = startedAt(period, ledger.joinedAt);
      const limits = monthLimits({
        schedule: accrualSchedule(after.allowance, period, started, stepOf(t)),
        startedAt: started,
        carried: after.carried,
        expiresOn: after.expiresOn,
        adjustments: after.adjustments,
        borrowLimit: t.borrowLimit,
        taken: takenPerMonth(withRequest, period),
      });
      const firstMonth = part.from.slice(0, 7);
      for (const limit of limits) {
        if (limit.month < firstMonth || limit.slack >= after.finalRemaining) continue;
        if (!binding || limit.slack < binding.slack) binding = limit;
      }
      if (binding) available = binding.slack + requested;
    }
    return {
      balance: {
        balance,
        requestedAmount: requested,
        remainingAfterAmount: toBalance(withRequest, period, after, today).remainingAmount,
        availableAmount: available,
      },
      month: binding,
    };
  });
}

/** The request's weight on each period it touches (see `requestLimits`). */
export function requestBalances(
  ledger: TypeLedger,
  request: CountedLeave,
  today: string,
): LeavePeriodBalance[] {
  return requestLimits(ledger, request, today).map((l) => l.balance);
}

/**
 * The first period a new request does not fit in, with what is available to it there; null when
 * it fits in every period it touches (always for UNLIMITED types).
 */
export function findShortfall(
  periods: readonly LeavePeriodBalance[],
): { period: Period; available: number } | null {
  for (const { balance, requestedAmount, availableAmount } of periods) {
    if (requestedAmount === 0 || availableAmount == null) continue;
    if (requestedAmount > availableAmount)
      return {
        period: { start: balance.periodStart, end: balance.periodEnd },
        available: Math.max(0, availableAmount),
      };
  }
  return null;
}

/**
 * The first period a new request does not fit in, with what is available to it there and, when a
 * month of a MONTHLY type binds it, that month's limit; null when it fits everywhere.
 */
export function findLimitShortfall(
  limits: readonly RequestLimit[],
): { period: Period; available: number; month: MonthLimit | null } | null {
  for (const { balance, month } of limits) {
    const shortfall = findShortfall([balance]);
    if (shortfall) return { ...shortfall, month };
  }
  return null;
}
