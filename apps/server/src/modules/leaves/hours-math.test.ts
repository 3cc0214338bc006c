import { type ActivatedType, LEAVE_MSG, WEEKDAYS } from '@leavedesk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Counting, dateWeight, daysBetween, weightedDuration } from '../../lib/leave-periods';
import {
  type ScheduleEntry,
  scheduledHours,
  scheduledWorkingDates,
  type WeekHours,
} from '../../lib/work-schedule';
import { addDays } from '../../lib/working-days';
import { accrualSchedule } from './accrual-math';
import {
  allowanceOf,
  findLimitShortfall,
  periodBalance,
  requestLimits,
  type StoredLeave,
  type TypeLedger,
  takenPerMonth,
} from './balance-math';
import { judgeLeave, type Requester, requestedRange } from './leave-rules';

/*
 * Leave in hours and part-time proration (issue 29, decision 0039), table by table: what a date
 * weighs in days and in hours by the schedule in force on it, leaves stored in the other unit,
 * proration by schedule, accrual in quarter hours, borrowing at its limit, and the rules' refusals
 * exactly at their edges. Then a generated property: per-date weights sum to durations and balances.
 */

const MON_FRI = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const YEAR_2026 = { start: '2026-01-01', end: '2026-12-31' };
const YEAR_2027 = { start: '2027-01-01', end: '2027-12-31' };

function week(hours: Partial<WeekHours>): WeekHours {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, hours[d] ?? 0])) as WeekHours;
}
const FOUR_DAYS = week({ MONDAY: 8, TUESDAY: 8, WEDNESDAY: 8, THURSDAY: 8 });
const MORNINGS = week({ MONDAY: 4, TUESDAY: 4, WEDNESDAY: 4, THURSDAY: 4, FRIDAY: 4 });
const SIX_HOURS = week({ MONDAY: 6, TUESDAY: 6, WEDNESDAY: 6, THURSDAY: 6, FRIDAY: 6 });

type Part = { startDayPart?: 'FULL' | 'AFTERNOON'; endDayPart?: 'FULL' | 'MORNING' };

/** A leave as create stores it (issue 29): dates and their hours by the schedule, duration in `unit`. */
function stored(
  startAt: string,
  endAt: string,
  opts: {
    entries?: ScheduleEntry[];
    holidays?: string[];
    unit?: 'DAYS' | 'HOURS';
    parts?: Part;
    times?: [string, string];
    status?: string;
    hoursPerDay?: number;
  } = {},
): StoredLeave {
  const schedule = { workingDays: MON_FRI, hoursPerDay: opts.hoursPerDay ?? 8, entries: opts.entries ?? [] };
  const dates = scheduledWorkingDates(startAt, endAt, schedule, new Set(opts.holidays ?? []));
  const hours = dates.map((d) => scheduledHours(schedule, d));
  const counted = { startAt, endAt, ...opts.parts };
  const unit = opts.unit ?? 'DAYS';
  const leave = {
    ...counted,
    workingDates: dates,
    workingHours: hours,
    unit,
    startTime: opts.times?.[0] ?? null,
    endTime: opts.times?.[1] ?? null,
    status: opts.status ?? 'ACCEPTED',
    duration: 0,
  };
  const counting: Counting = { unit, hoursPerDay: schedule.hoursPerDay };
  leave.duration =
    unit === 'DAYS'
      ? weightedDuration(counted, dates)
      : dates.reduce((s, d, i) => s + dateWeight(leave, d, i, counting), 0);
  return leave;
}

function flex(settings: Partial<ActivatedType> = {}): ActivatedType {
  return {
    policyId: 1,
    typeId: 1,
    name: 'Flex',
    symbol: '⏱️',
    cycle: 'PER_YEAR',
    amount: 200,
    requiresApproval: true,
    status: 'ACTIVE',
    carryOverLimit: 0,
    carryOverExpiresAfterMonths: null,
    accrual: 'UPFRONT',
    borrowLimit: 0,
    unit: 'HOURS',
    prorateBySchedule: false,
    expiresAfterMonths: null,
    kind: 'STANDARD',
    ...settings,
  };
}

function ledger(opts: Partial<TypeLedger> & { activatedType: ActivatedType }): TypeLedger {
  return {
    joinedAt: '2020-01-01',
    chainStart: '2020-01-01',
    leaves: [],
    adjustments: [],
    workingDays: MON_FRI,
    hoursPerDay: 8,
    ...opts,
  };
}

const HOURS: Counting = { unit: 'HOURS', hoursPerDay: 8 };
const DAYS: Counting = { unit: 'DAYS', hoursPerDay: 8 };

describe('a leave in hours counts each date by the schedule in force on it', () => {
  // 2026-03-02 is a Monday.
  it.each([
    {
      name: 'a four-day week: Mon–Fri is four days, 32 hours',
      entries: [{ effectiveFrom: '2026-01-01', hours: FOUR_DAYS }],
      start: '2026-03-02',
      end: '2026-03-06',
      days: 4,
      hours: 32,
    },
    {
      name: 'a mornings-only person: five days, 20 hours',
      entries: [{ effectiveFrom: '2026-01-01', hours: MORNINGS }],
      start: '2026-03-02',
      end: '2026-03-06',
      days: 5,
      hours: 20,
    },
    {
      name: 'a schedule change mid-leave: Mon–Wed 8 h, Thu–Fri 4 h',
      entries: [{ effectiveFrom: '2026-03-05', hours: MORNINGS }],
      start: '2026-03-02',
      end: '2026-03-06',
      days: 5,
      hours: 32,
    },
    {
      name: 'hours across a holiday: Wednesday counts nothing',
      entries: [],
      holidays: ['2026-03-04'],
      start: '2026-03-02',
      end: '2026-03-06',
      days: 4,
      hours: 32,
    },
    {
      name: 'a half day of a 6-hour day: 3 hours',
      entries: [{ effectiveFrom: '2026-01-01', hours: SIX_HOURS }],
      parts: { startDayPart: 'AFTERNOON' } as Part,
      start: '2026-03-02',
      end: '2026-03-02',
      days: 0.5,
      hours: 3,
    },
    {
      name: 'a half day each end of a 6-hour week: 3 + 6 + 3',
      entries: [{ effectiveFrom: '2026-01-01', hours: SIX_HOURS }],
      parts: { startDayPart: 'AFTERNOON', endDayPart: 'MORNING' } as Part,
      start: '2026-03-02',
      end: '2026-03-04',
      days: 2,
      hours: 12,
    },
    {
      name: 'a weekend only: nothing',
      entries: [],
      start: '2026-03-07',
      end: '2026-03-08',
      days: 0,
      hours: 0,
    },
  ])('$name', ({ entries, holidays, parts, start, end, days, hours }) => {
    const inDays = stored(start, end, { entries, holidays, parts });
    const inHours = stored(start, end, { entries, holidays, parts, unit: 'HOURS' });
    expect(inDays.duration).toBe(days);
    expect(inHours.duration).toBe(hours);
    // Converted through the stored hours, each counts the other's number.
    expect(daysBetween(inDays, start, end, MON_FRI, HOURS)).toBe(hours);
    expect(daysBetween(inHours, start, end, MON_FRI, DAYS)).toBe(days);
  });

  it('counts a one-day leave by the hour as its hours; in days, half a day up to half the day, else a whole day', () => {
    const six = [{ effectiveFrom: '2026-01-01', hours: SIX_HOURS }];
    const three = stored('2026-03-02', '2026-03-02', {
      entries: six,
      unit: 'HOURS',
      times: ['09:00', '12:00'],
    });
    const threeAndAQuarter = stored('2026-03-02', '2026-03-02', {
      entries: six,
      unit: 'HOURS',
      times: ['09:00', '12:15'],
    });
    expect(daysBetween(three, '2026-03-01', '2026-03-31', MON_FRI, HOURS)).toBe(3);
    expect(daysBetween(three, '2026-03-01', '2026-03-31', MON_FRI, DAYS)).toBe(0.5);
    expect(daysBetween(threeAndAQuarter, '2026-03-01', '2026-03-31', MON_FRI, DAYS)).toBe(1);
  });

  it('counts an old row without its hours by the organization’s hours per day, without its dates by its weekdays', () => {
    const old: StoredLeave = {
      startAt: '2026-03-02',
      endAt: '2026-03-06',
      duration: 5,
      workingDates: null,
      status: 'ACCEPTED',
    };
    expect(daysBetween(old, '2026-03-01', '2026-03-31', MON_FRI, { unit: 'HOURS', hoursPerDay: 7.5 })).toBe(
      37.5,
    );
    const noHours = { ...old, workingDates: ['2026-03-02', '2026-03-03'], duration: 2 };
    expect(
      daysBetween(noHours, '2026-03-01', '2026-03-31', MON_FRI, { unit: 'HOURS', hoursPerDay: 7.5 }),
    ).toBe(15);
  });

  it('splits a leave in hours across a month’s end by its dates’ hours', () => {
    const entries = [{ effectiveFrom: '2026-01-01', hours: FOUR_DAYS }];
    // Thu 29 Jan – Tue 3 Feb 2026: Thu 8 | Mon 8, Tue 8 (Fridays off).
    const l = stored('2026-01-29', '2026-02-03', { entries, unit: 'HOURS' });
    expect(l.duration).toBe(24);
    expect(takenPerMonth(ledger({ activatedType: flex(), leaves: [l] }), YEAR_2026).slice(0, 3)).toEqual([
      8, 16, 0,
    ]);
  });
});

describe('part-time proration by schedule', () => {
  it.each([
    {
      name: 'a four-day person on a 25-day type gets 20',
      unit: 'DAYS' as const,
      amount: 25,
      entries: [{ effectiveFrom: '2019-01-01', hours: FOUR_DAYS }],
      joinedAt: '2020-01-01',
      allowance: 20,
      share: 0.8,
    },
    {
      name: 'a mornings-only person on 200 hours gets 100',
      unit: 'HOURS' as const,
      amount: 200,
      entries: [{ effectiveFrom: '2019-01-01', hours: MORNINGS }],
      joinedAt: '2020-01-01',
      allowance: 100,
      share: 0.5,
    },
    {
      name: 'a full-timer keeps it all (share 1)',
      unit: 'DAYS' as const,
      amount: 25,
      entries: [],
      joinedAt: '2020-01-01',
      allowance: 25,
      share: 1,
    },
    // Full time 181 days (Jan–Jun), four days 184 days: (181×40 + 184×32) ÷ (365×40) = 0.8992; 25 × it = 22.48.
    {
      name: 'a change mid-year is weighted by the days each week covers',
      unit: 'DAYS' as const,
      amount: 25,
      entries: [{ effectiveFrom: '2026-07-01', hours: FOUR_DAYS }],
      joinedAt: '2020-01-01',
      allowance: 22,
      share: 0.8992,
    },
    // Joined 1 Jul as a four-day person: 25 × 184/365 × 0.8 = 10.08.
    {
      name: 'combined with the joining proration, rounded once',
      unit: 'DAYS' as const,
      amount: 25,
      entries: [{ effectiveFrom: '2026-07-01', hours: FOUR_DAYS }],
      joinedAt: '2026-07-01',
      allowance: 10,
      share: 0.8,
    },
    // 200 h × 184/365 × 0.5 = 50.41 → 50 whole hours.
    {
      name: 'in hours to the nearest whole hour',
      unit: 'HOURS' as const,
      amount: 200,
      entries: [{ effectiveFrom: '2026-01-01', hours: MORNINGS }],
      joinedAt: '2026-07-01',
      allowance: 50,
      share: 0.5,
    },
  ])('$name', ({ unit, amount, entries, joinedAt, allowance, share }) => {
    const l = ledger({
      activatedType: flex({ unit, amount, prorateBySchedule: true }),
      schedule: entries,
      joinedAt,
    });
    expect(allowanceOf(l, YEAR_2026)).toBe(allowance);
    const balance = periodBalance(l, YEAR_2026, '2026-08-01');
    expect(balance.allowanceAmount).toBe(allowance);
    expect(balance.scheduleShare).toBe(share);
    expect(balance.unit).toBe(unit);
  });

  it('answers no share and the whole amount for a type not prorated', () => {
    const l = ledger({
      activatedType: flex({ amount: 25, unit: 'DAYS' }),
      schedule: [{ effectiveFrom: '2019-01-01', hours: FOUR_DAYS }],
    });
    expect(periodBalance(l, YEAR_2026, '2026-08-01')).toMatchObject({
      allowanceAmount: 25,
      scheduleShare: null,
    });
  });
});

describe('monthly accrual, carry-over and borrowing in hours', () => {
  it('earns in quarter hours, summing exactly to the allowance', () => {
    const months = accrualSchedule(100, YEAR_2026, '2026-01-01', 0.25).map((m) => m.amount);
    expect(months.slice(0, 3)).toEqual([8.25, 8.25, 8.5]);
    expect(months.reduce((a, b) => a + b, 0)).toBe(100);
    for (const m of months) expect(Number.isInteger(m * 4)).toBe(true);
  });

  it('spreads a joiner’s prorated hours over their months, with carry-over in hours into the next year', () => {
    // Joined 15 Jul 2026: 200 × 170/365 = 93.15 → 93 h over six months, 15.5 each.
    const t = flex({ accrual: 'MONTHLY', carryOverLimit: 40 });
    const l = ledger({
      activatedType: t,
      joinedAt: '2026-07-15',
      chainStart: '2026-07-15',
      leaves: [stored('2026-08-03', '2026-08-07', { unit: 'HOURS' })],
    });
    const b2026 = periodBalance(l, YEAR_2026, '2026-09-01');
    expect(b2026.allowanceAmount).toBe(93);
    expect(b2026.accrualSchedule.slice(6).map((m) => m.amount)).toEqual([15.5, 15.5, 15.5, 15.5, 15.5, 15.5]);
    expect(b2026.earnedAmount).toBe(46.5);
    expect(b2026.unit).toBe('HOURS');
    // 93 − 40 = 53 left; 40 carried (the limit, in hours).
    const b2027 = periodBalance(l, YEAR_2027, '2027-01-10');
    expect(b2027.carriedOverAmount).toBe(40);
    expect(b2027.totalAmount).toBe(240);
  });

  it('lets a request use exactly the earned hours plus the borrow limit, not a quarter hour more', () => {
    // 96 h a year: 8 h on 1 Jan; 4 h to borrow. In January 12 h fit, 12.25 do not.
    const t = flex({ amount: 96, accrual: 'MONTHLY', borrowLimit: 4 });
    const l = ledger({ activatedType: t, leaves: [stored('2027-01-04', '2027-01-04', { unit: 'HOURS' })] });
    const fits = stored('2027-01-05', '2027-01-05', { unit: 'HOURS', times: ['08:00', '12:00'] });
    const over = stored('2027-01-05', '2027-01-05', { unit: 'HOURS', times: ['08:00', '12:15'] });
    expect(findLimitShortfall(requestLimits(l, fits, '2027-01-02'))).toBeNull();
    const shortfall = findLimitShortfall(requestLimits(l, over, '2027-01-02'));
    expect(shortfall?.month).toMatchObject({ earned: 8, borrow: 4, taken: 12.25 });
  });
});

describe('the rules of a request in hours, exactly at their edges', () => {
  const requester = (entries: ScheduleEntry[], activated: ActivatedType): Requester => ({
    id: 1,
    organizationId: 1,
    teamId: null,
    joinedAt: '2020-01-01',
    chainStart: '2020-01-01',
    leavePolicyId: 1,
    country: 'FR',
    timezone: 'Europe/Berlin',
    workingDays: MON_FRI,
    hoursPerDay: 8,
    schedule: entries,
    activated,
  });
  const now = new Date('2027-01-01T12:00:00Z');
  const six = [{ effectiveFrom: '2026-01-01', hours: SIX_HOURS }];
  // 16 h a year, 12.5 h used: 3.5 h left.
  const used = [
    stored('2027-01-04', '2027-01-05', { entries: six, unit: 'HOURS' }),
    stored('2027-01-06', '2027-01-06', { entries: six, unit: 'HOURS', times: ['09:00', '09:30'] }),
  ];
  const judge = (input: Parameters<typeof requestedRange>[1], activated = flex({ amount: 16 })) =>
    judgeLeave(
      requester(six, activated),
      requestedRange('Europe/Berlin', input),
      [],
      {
        overlapping: [],
        ledgerLeaves: used,
        adjustments: [],
      },
      now,
    );

  it.each([
    {
      name: 'exactly the remaining hours fit',
      input: { start: '2027-03-01', end: '2027-03-01', startTime: '09:00', endTime: '12:30' },
      duration: 3.5,
      message: undefined,
    },
    {
      name: 'a quarter hour more does not',
      input: { start: '2027-03-01', end: '2027-03-01', startTime: '09:00', endTime: '12:45' },
      duration: 3.75,
      message: 'Not enough balance: 3.5 hour(s) left of Flex.',
    },
    {
      name: 'a whole 6-hour day does not',
      input: { start: '2027-03-01', end: '2027-03-01' },
      duration: 6,
      message: 'Not enough balance: 3.5 hour(s) left of Flex.',
    },
    {
      name: 'a half of a 6-hour day fits',
      input: { start: '2027-03-01', end: '2027-03-01', endDayPart: 'MORNING' as const },
      duration: 3,
      message: undefined,
    },
  ])('$name', ({ input, duration, message }) => {
    const evaluation = judge(input);
    expect(evaluation.duration).toBe(duration);
    expect(evaluation.failure?.message).toBe(message);
  });

  it.each([
    {
      name: 'more hours than scheduled that day',
      input: { start: '2027-03-01', end: '2027-03-01', startTime: '08:00', endTime: '14:15' },
      field: 'endTime',
      message: 'You are scheduled for 6 hours on this day: ask for at most that.',
    },
    {
      name: 'exactly the scheduled hours are not refused for it',
      input: { start: '2027-03-01', end: '2027-03-01', startTime: '08:00', endTime: '14:00' },
      field: undefined,
      message: 'Not enough balance: 3.5 hour(s) left of Flex.',
    },
    {
      name: 'a day without hours (a Saturday)',
      input: { start: '2027-03-06', end: '2027-03-06', startTime: '09:00', endTime: '10:00' },
      field: 'startTime',
      message: LEAVE_MSG.noHoursThatDay,
    },
    {
      name: 'only one of the times',
      input: { start: '2027-03-01', end: '2027-03-01', startTime: '09:00' },
      field: 'endTime',
      message: LEAVE_MSG.timesBoth,
    },
    {
      name: 'the end before the start',
      input: { start: '2027-03-01', end: '2027-03-01', startTime: '10:00', endTime: '10:00' },
      field: 'endTime',
      message: LEAVE_MSG.timesOrder,
    },
    {
      name: 'times over two days',
      input: { start: '2027-03-01', end: '2027-03-02', startTime: '09:00', endTime: '10:00' },
      field: 'endTime',
      message: LEAVE_MSG.timesOneDay,
    },
    {
      name: 'times with a half day',
      input: {
        start: '2027-03-01',
        end: '2027-03-01',
        startDayPart: 'AFTERNOON' as const,
        startTime: '13:00',
        endTime: '14:00',
      },
      field: 'startDayPart',
      message: LEAVE_MSG.timesHalfDay,
    },
  ])('refuses $name with a sentence', ({ input, field, message }) => {
    const failure = judge(input).failure;
    expect(failure?.message).toBe(message);
    if (field) expect(failure).toMatchObject({ statusCode: 400, details: [{ field, message }] });
  });

  it('refuses times for a type counted in days', () => {
    const failure = judge(
      { start: '2027-03-01', end: '2027-03-01', startTime: '09:00', endTime: '10:00' },
      flex({ unit: 'DAYS', amount: 20 }),
    ).failure;
    expect(failure?.message).toBe(LEAVE_MSG.timesHoursOnly);
  });

  it('names a month of a MONTHLY type in hours with the accrual sentence in hours', () => {
    const monthly = flex({ amount: 96, accrual: 'MONTHLY', borrowLimit: 4 });
    const evaluation = judgeLeave(
      requester([], monthly),
      requestedRange('Europe/Berlin', { start: '2027-01-04', end: '2027-01-05' }),
      [],
      { overlapping: [], ledgerLeaves: [], adjustments: [] },
      now,
    );
    expect(evaluation.duration).toBe(16);
    expect(evaluation.failure?.message).toBe(
      'Only 8 hours will have been earned by 1 Jan 2027, with 4 hours you may borrow: this request would bring what you take by 31 Jan 2027 to 16 hours.',
    );
  });

  it('stores the hours of every date, for a leave in days too', () => {
    const evaluation = judge({ start: '2027-03-01', end: '2027-03-03' }, flex({ unit: 'DAYS', amount: 20 }));
    expect(evaluation).toMatchObject({
      duration: 3,
      workingHours: [6, 6, 6],
      startTime: null,
      endTime: null,
    });
  });
});

describe('generated: per-date weights sum to durations and balances', () => {
  const quarterHours = fc.integer({ min: 0, max: 48 }).map((q) => q / 4);
  const weekArb = fc
    .tuple(...WEEKDAYS.map(() => fc.oneof(fc.constant(0), quarterHours)))
    .map((hours) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, hours[i]])) as WeekHours);
  const base = '2026-01-01';
  const entriesArb = fc
    .uniqueArray(
      fc.tuple(
        fc.integer({ min: 0, max: 364 }).map((n) => addDays(base, n)),
        weekArb,
      ),
      {
        maxLength: 3,
        selector: ([d]) => d,
      },
    )
    .map((list) =>
      list
        .map(([effectiveFrom, hours]) => ({ effectiveFrom, hours }))
        .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1)),
    );
  const leaveArb = fc.record({
    offset: fc.integer({ min: 0, max: 360 }),
    length: fc.integer({ min: 0, max: 40 }),
    afternoon: fc.boolean(),
    morning: fc.boolean(),
    unit: fc.constantFrom('DAYS' as const, 'HOURS' as const),
    pending: fc.boolean(),
  });

  it('in days and in hours, for random schedules and leaves', () => {
    fc.assert(
      fc.property(
        entriesArb,
        fc.array(leaveArb, { maxLength: 6 }),
        fc.constantFrom('DAYS' as const, 'HOURS' as const),
        (entries, specs, unit) => {
          const leaves = specs.map((s) => {
            const start = addDays(base, s.offset);
            const end = addDays(start, s.length);
            const parts: Part = {
              startDayPart: s.afternoon ? 'AFTERNOON' : 'FULL',
              endDayPart: s.morning && s.length > 0 ? 'MORNING' : 'FULL',
            };
            return stored(start, end, {
              entries,
              unit: s.unit,
              parts,
              status: s.pending ? 'PENDING' : 'ACCEPTED',
            });
          });
          const counting: Counting = { unit, hoursPerDay: 8 };
          let total = 0;
          for (const l of leaves) {
            const dates = l.workingDates ?? [];
            const perDate = dates.reduce((sum, d, i) => sum + dateWeight(l, d, i, counting), 0);
            if (l.unit === unit) expect(perDate).toBeCloseTo(l.duration, 10);
            // Split at every month's end, a leave sums to its whole weight.
            expect(daysBetween(l, base, '2027-12-31', MON_FRI, counting)).toBeCloseTo(perDate, 10);
            total += daysBetween(l, base, '2026-12-31', MON_FRI, counting);
          }
          const l = ledger({ activatedType: flex({ unit, amount: 8000 }), leaves, schedule: entries });
          const balance = periodBalance(l, YEAR_2026, '2026-06-01');
          expect(balance.usedAmount + balance.pendingAmount).toBeCloseTo(total, 10);
          const perMonth = takenPerMonth(l, YEAR_2026).reduce((a, b) => a + b, 0);
          expect(perMonth).toBeCloseTo(total, 10);
          expect(balance.remainingAmount).toBeCloseTo(8000 - total, 10);
        },
      ),
      { numRuns: 150 },
    );
  });
});
