import type { ActivatedType } from '@leavedesk/contracts';
import { describe, expect, it } from 'vitest';
import { type CountedLeave, leavesOverlap, weightedDuration } from '../../lib/leave-periods';
import { workingDates } from '../../lib/working-days';
import {
  findLimitShortfall,
  findShortfall,
  periodBalance,
  requestBalances,
  requestLimits,
  type StoredLeave,
  type TypeLedger,
} from './balance-math';

/*
 * The balance arithmetic of issue 13, table by table: half days on holidays and weekends, carry-over
 * chains over three years with limits, expiry, pending and rejected leaves, proration with
 * carry-over, and a leave across New Year that uses carried-over days before they expire.
 */

const MON_FRI = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const HOLIDAYS = new Set(['2026-01-01', '2026-12-25', '2027-01-01']);

type Part = { startDayPart?: 'FULL' | 'AFTERNOON'; endDayPart?: 'FULL' | 'MORNING' };

/** A leave as the server stores it: working dates fixed, duration counting halves. */
function leave(startAt: string, endAt: string, status = 'ACCEPTED', parts: Part = {}): StoredLeave {
  const dates = workingDates(startAt, endAt, MON_FRI, HOLIDAYS);
  const counted = { startAt, endAt, ...parts };
  return { ...counted, duration: weightedDuration(counted, dates), workingDates: dates, status };
}

function vacation(settings: Partial<ActivatedType> = {}): ActivatedType {
  return {
    policyId: 1,
    typeId: 1,
    name: 'Vacation',
    symbol: '🏖️',
    cycle: 'PER_YEAR',
    amount: 20,
    requiresApproval: true,
    status: 'ACTIVE',
    carryOverLimit: 0,
    carryOverExpiresAfterMonths: null,
    accrual: 'UPFRONT',
    unit: 'DAYS',
    prorateBySchedule: false,
    expiresAfterMonths: null,
    kind: 'STANDARD',
    borrowLimit: 0,
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
    ...opts,
  };
}

const year = (y: number) => ({ start: `${y}-01-01`, end: `${y}-12-31` });

describe('half days', () => {
  it.each([
    {
      name: 'a morning of a working day',
      start: '2026-03-04',
      end: '2026-03-04',
      parts: { endDayPart: 'MORNING' },
      days: 0.5,
    },
    {
      name: 'an afternoon of a working day',
      start: '2026-03-04',
      end: '2026-03-04',
      parts: { startDayPart: 'AFTERNOON' },
      days: 0.5,
    },
    {
      name: 'Friday afternoon to Monday morning',
      start: '2026-03-06',
      end: '2026-03-09',
      parts: { startDayPart: 'AFTERNOON', endDayPart: 'MORNING' },
      days: 1,
    },
    {
      name: 'Tuesday afternoon to Thursday morning',
      start: '2026-03-03',
      end: '2026-03-05',
      parts: { startDayPart: 'AFTERNOON', endDayPart: 'MORNING' },
      days: 2,
    },
    {
      name: 'an afternoon on a Saturday, then Monday',
      start: '2026-03-07',
      end: '2026-03-09',
      parts: { startDayPart: 'AFTERNOON' },
      days: 1,
    },
    {
      name: 'Friday to a Sunday morning',
      start: '2026-03-06',
      end: '2026-03-08',
      parts: { endDayPart: 'MORNING' },
      days: 1,
    },
    {
      name: 'a morning on a holiday',
      start: '2026-12-25',
      end: '2026-12-25',
      parts: { endDayPart: 'MORNING' },
      days: 0,
    },
    {
      name: 'an afternoon of a holiday, then a full Monday',
      start: '2026-12-25',
      end: '2026-12-28',
      parts: { startDayPart: 'AFTERNOON' },
      days: 1,
    },
    {
      name: 'a week ending on a holiday morning',
      start: '2026-12-21',
      end: '2026-12-25',
      parts: { endDayPart: 'MORNING' },
      days: 4,
    },
  ] as const)('$name counts $days', ({ start, end, parts, days }) => {
    expect(leave(start, end, 'ACCEPTED', parts).duration).toBe(days);
  });

  it.each([
    {
      name: 'a morning and an afternoon of one date',
      a: ['2026-03-04', '2026-03-04', { endDayPart: 'MORNING' }],
      b: ['2026-03-04', '2026-03-04', { startDayPart: 'AFTERNOON' }],
      overlap: false,
    },
    {
      name: 'a leave ending in the morning and one starting that afternoon',
      a: ['2026-03-02', '2026-03-04', { endDayPart: 'MORNING' }],
      b: ['2026-03-04', '2026-03-06', { startDayPart: 'AFTERNOON' }],
      overlap: false,
    },
    {
      name: 'two mornings of one date',
      a: ['2026-03-04', '2026-03-04', { endDayPart: 'MORNING' }],
      b: ['2026-03-04', '2026-03-04', { endDayPart: 'MORNING' }],
      overlap: true,
    },
    {
      name: 'a morning and a full day',
      a: ['2026-03-04', '2026-03-04', { endDayPart: 'MORNING' }],
      b: ['2026-03-04', '2026-03-04', {}],
      overlap: true,
    },
    {
      name: 'an afternoon and a leave ending that day in full',
      a: ['2026-03-04', '2026-03-06', { startDayPart: 'AFTERNOON' }],
      b: ['2026-03-02', '2026-03-04', {}],
      overlap: true,
    },
    {
      name: 'an afternoon and a leave enclosing it',
      a: ['2026-03-04', '2026-03-04', { startDayPart: 'AFTERNOON' }],
      b: ['2026-03-01', '2026-03-10', {}],
      overlap: true,
    },
    {
      name: 'leaves on following days',
      a: ['2026-03-02', '2026-03-03', {}],
      b: ['2026-03-04', '2026-03-05', {}],
      overlap: false,
    },
  ] as const)('$name: overlap $overlap', ({ a, b, overlap }) => {
    const first = { startAt: a[0], endAt: a[1], ...a[2] };
    const second = { startAt: b[0], endAt: b[1], ...b[2] };
    expect(leavesOverlap(first, second)).toBe(overlap);
    expect(leavesOverlap(second, first)).toBe(overlap);
  });

  it('counts halves in a balance, and splits a half-day leave across New Year by its own dates', () => {
    const l = ledger({
      activatedType: vacation(),
      leaves: [
        leave('2026-03-04', '2026-03-04', 'ACCEPTED', { endDayPart: 'MORNING' }),
        leave('2026-12-30', '2027-01-04', 'PENDING', { startDayPart: 'AFTERNOON', endDayPart: 'MORNING' }),
      ],
    });
    // 2026: 0.5 used; Dec 30 afternoon (0.5) and Dec 31 (1) pending. 2027: Jan 1 is a holiday, Jan 4 a morning.
    expect(periodBalance(l, year(2026), '2026-03-01')).toMatchObject({
      usedAmount: 0.5,
      pendingAmount: 1.5,
      remainingAmount: 18,
    });
    expect(periodBalance(l, year(2027), '2026-03-01')).toMatchObject({
      pendingAmount: 0.5,
      remainingAmount: 19.5,
    });
  });
});

describe('carry-over over three years', () => {
  // Added to the product in 2025 (joined in 2020): 20 days a year, at most 5 carried, expiring at
  // the end of March.
  const chain = ledger({
    activatedType: vacation({ carryOverLimit: 5, carryOverExpiresAfterMonths: 3 }),
    chainStart: '2025-02-10',
    leaves: [
      // 2024 is before the product: its remainder carries nothing.
      leave('2024-06-03', '2024-06-07'),
      // 2025: 12 used, 1.5 pending, a rejected week that counts for nothing → 6.5 left, 5 carried.
      leave('2025-06-02', '2025-06-17'),
      leave('2025-09-01', '2025-09-05', 'REJECTED'),
      leave('2025-11-03', '2025-11-04', 'PENDING', { endDayPart: 'MORNING' }),
      // 2026: 2 days in February use 2 carried days, 3 expire; 10 days in July.
      leave('2026-02-02', '2026-02-03'),
      leave('2026-07-06', '2026-07-17'),
      // 2027: 6 January days use the 5 carried first, then 1 of the year's own.
      leave('2027-01-04', '2027-01-11', 'PENDING'),
    ],
  });

  it.each([
    {
      name: '2024, before the chain: nothing carried in',
      period: 2024,
      today: '2026-02-15',
      expected: {
        allowanceAmount: 20,
        carriedOverAmount: 0,
        expiredAmount: 0,
        carryOverExpiresOn: null,
        usedAmount: 5,
        remainingAmount: 15,
      },
    },
    {
      name: '2025, the chain’s first year: nothing carried in, halves pending',
      period: 2025,
      today: '2026-02-15',
      expected: {
        carriedOverAmount: 0,
        usedAmount: 12,
        pendingAmount: 1.5,
        totalAmount: 20,
        remainingAmount: 6.5,
      },
    },
    {
      name: '2026 before the expiry: 5 carried (of 6.5, the limit), none expired yet',
      period: 2026,
      today: '2026-02-15',
      expected: {
        carriedOverAmount: 5,
        expiredAmount: 0,
        carryOverExpiresOn: '2026-03-31',
        totalAmount: 25,
        usedAmount: 12,
        remainingAmount: 13,
      },
    },
    {
      name: '2026 on the expiry day: still usable',
      period: 2026,
      today: '2026-03-31',
      expected: { expiredAmount: 0, totalAmount: 25, remainingAmount: 13 },
    },
    {
      name: '2026 after the expiry: the 3 carried days February did not use have expired',
      period: 2026,
      today: '2026-04-01',
      expected: { carriedOverAmount: 5, expiredAmount: 3, totalAmount: 22, remainingAmount: 10 },
    },
    {
      name: '2027: 10 remained of 2026, 5 carried; January uses them before they expire',
      period: 2027,
      today: '2027-06-01',
      expected: {
        carriedOverAmount: 5,
        expiredAmount: 0,
        carryOverExpiresOn: '2027-03-31',
        totalAmount: 25,
        pendingAmount: 6,
        remainingAmount: 19,
      },
    },
  ])('$name', ({ period, today, expected }) => {
    expect(periodBalance(chain, year(period), today)).toMatchObject(expected);
  });

  it('follows a change to an old leave: rejecting 2025’s pending half days changes nothing carried (capped), cancelling June’s changes 2026 and 2027', () => {
    const withoutJune = { ...chain, leaves: chain.leaves.filter((l) => l.startAt !== '2025-06-02') };
    // 2025: 18.5 left, 5 carried; 2026: 20 + 5 − 3 − 12 = 10 left, 5 carried into 2027 (the limit).
    expect(periodBalance(withoutJune, year(2026), '2026-04-01')).toMatchObject({
      carriedOverAmount: 5,
      remainingAmount: 10,
    });
    const lowLimit = {
      ...chain,
      activatedType: vacation({ carryOverLimit: 2, carryOverExpiresAfterMonths: 3 }),
    };
    // 2 carried into 2026, both used in February: nothing expires; 2026 leaves 20 + 2 − 12 = 10 → 2 carried.
    expect(periodBalance(lowLimit, year(2026), '2026-12-01')).toMatchObject({
      carriedOverAmount: 2,
      expiredAmount: 0,
      remainingAmount: 10,
    });
    expect(periodBalance(lowLimit, year(2027), '2027-06-01')).toMatchObject({
      carriedOverAmount: 2,
      remainingAmount: 16,
    });
  });

  it('never carries a negative remainder, and carries nothing without a limit', () => {
    const overdrawn = ledger({
      activatedType: vacation({ amount: 5, carryOverLimit: 5 }),
      chainStart: '2025-01-01',
      leaves: [leave('2025-03-03', '2025-03-14')],
    });
    expect(periodBalance(overdrawn, year(2025), '2026-01-01').remainingAmount).toBe(-5);
    expect(periodBalance(overdrawn, year(2026), '2026-01-01')).toMatchObject({
      carriedOverAmount: 0,
      remainingAmount: 5,
    });
    const none = { ...chain, activatedType: vacation() };
    expect(periodBalance(none, year(2026), '2026-01-01')).toMatchObject({
      carriedOverAmount: 0,
      carryOverExpiresOn: null,
      totalAmount: 20,
    });
  });

  it('counts adjustments in their period’s total, and so in what carries over', () => {
    const adjusted = ledger({
      activatedType: vacation({ carryOverLimit: 10 }),
      chainStart: '2025-01-01',
      adjustments: [
        { date: '2025-05-01', amount: 3 },
        { date: '2025-12-31', amount: -1.5 },
        { date: '2026-01-01', amount: 0.5 },
      ],
      leaves: [leave('2025-06-02', '2025-06-13')],
    });
    // 2025: 20 + 1.5 − 10 = 11.5 → 10 carried (the limit), never expiring.
    expect(periodBalance(adjusted, year(2025), '2026-01-01')).toMatchObject({
      adjustmentAmount: 1.5,
      totalAmount: 21.5,
      remainingAmount: 11.5,
    });
    expect(periodBalance(adjusted, year(2026), '2026-01-01')).toMatchObject({
      carriedOverAmount: 10,
      carryOverExpiresOn: null,
      adjustmentAmount: 0.5,
      totalAmount: 30.5,
    });
  });
});

describe('proration and carry-over', () => {
  it('carries over what remains of a prorated first year', () => {
    // Joined on 1 July 2025: 184 of 365 days of 20 → 10 days; 2 taken; 8 remain, the limit is 6.
    const l = ledger({
      activatedType: vacation({ carryOverLimit: 6, carryOverExpiresAfterMonths: 6 }),
      joinedAt: '2025-07-01',
      chainStart: '2025-07-01',
      leaves: [leave('2025-08-04', '2025-08-05')],
    });
    expect(periodBalance(l, year(2025), '2025-08-01')).toMatchObject({
      allowanceAmount: 10,
      startedAt: '2025-07-01',
      remainingAmount: 8,
    });
    expect(periodBalance(l, year(2026), '2026-08-01')).toMatchObject({
      allowanceAmount: 20,
      carriedOverAmount: 6,
      carryOverExpiresOn: '2026-06-30',
      expiredAmount: 6,
      totalAmount: 20,
    });
  });

  it('starts the chain at the later of joining and being added to the product', () => {
    // Added on 10 March 2024 but joining on 1 September 2025: 2024 carries nothing.
    const l = ledger({
      activatedType: vacation({ carryOverLimit: 5 }),
      joinedAt: '2025-09-01',
      chainStart: '2025-09-01',
    });
    expect(periodBalance(l, year(2025), '2025-09-01')).toMatchObject({
      allowanceAmount: 7,
      carriedOverAmount: 0,
    });
    expect(periodBalance(l, year(2026), '2025-09-01')).toMatchObject({
      carriedOverAmount: 5,
      totalAmount: 25,
    });
  });
});

describe('a request fits, day by day, in what is available on its dates', () => {
  // 10 days a year, at most 5 carried, expiring at the end of January; 2026 leaves 5 to carry.
  const base = ledger({
    activatedType: vacation({ amount: 10, carryOverLimit: 5, carryOverExpiresAfterMonths: 1 }),
    chainStart: '2026-01-01',
    leaves: [leave('2026-03-02', '2026-03-06')],
  });
  const request = (start: string, end: string, parts: Part = {}): CountedLeave =>
    leave(start, end, 'PENDING', parts);

  it('lets a leave across New Year use the carried days before they expire', () => {
    // Dec 28–31 (4 days) in 2026 leave 1 to carry… so only 1 is carried into 2027.
    const across = requestBalances(base, request('2026-12-28', '2027-01-08'), '2026-12-01');
    expect(across.map((p) => [p.requestedAmount, p.remainingAfterAmount, p.availableAmount])).toEqual([
      [4, 1, 5],
      [5, 6, 11],
    ]);
    expect(across[1].balance).toMatchObject({ carriedOverAmount: 5, remainingAmount: 15 });
    expect(findShortfall(across)).toBeNull();
  });

  it('refuses January and February days beyond what the carried days can still cover', () => {
    // Jan 25 – Feb 12 2027: 5 January days use the 5 carried, 10 February days the year's 10.
    const exact = requestBalances(base, request('2027-01-25', '2027-02-12'), '2027-01-04');
    expect(exact[0]).toMatchObject({ requestedAmount: 15, availableAmount: 15, remainingAfterAmount: 0 });
    expect(findShortfall(exact)).toBeNull();
    // One more February morning has nothing left: the carried days cannot be used after January.
    const over = requestBalances(
      base,
      request('2027-01-25', '2027-02-15', { endDayPart: 'MORNING' }),
      '2027-01-04',
    );
    expect(over[0]).toMatchObject({ requestedAmount: 15.5, availableAmount: 15 });
    expect(findShortfall(over)).toEqual({ period: year(2027), available: 15 });
  });

  it('does not count carried days as available to February dates, though the balance still shows them', () => {
    const february = requestBalances(
      base,
      request('2027-02-01', '2027-02-12', { endDayPart: 'MORNING' }),
      '2027-01-04',
    );
    expect(february[0].balance).toMatchObject({
      carriedOverAmount: 5,
      expiredAmount: 0,
      remainingAmount: 15,
    });
    expect(february[0]).toMatchObject({
      requestedAmount: 9.5,
      remainingAfterAmount: 5.5,
      availableAmount: 10,
    });
    expect(findShortfall(february)).toBeNull();
    const tooLong = requestBalances(
      base,
      request('2027-02-01', '2027-02-15', { endDayPart: 'MORNING' }),
      '2027-01-04',
    );
    expect(tooLong[0]).toMatchObject({
      requestedAmount: 10.5,
      remainingAfterAmount: 4.5,
      availableAmount: 10,
    });
    expect(findShortfall(tooLong)).toEqual({ period: year(2027), available: 10 });
  });

  it('gives a reviewer the expiry the leave itself prevents once that day has passed', () => {
    // Seen in April: without the January leave, its 3 carried days would have expired.
    const january = request('2027-01-04', '2027-01-06');
    const seen = requestBalances(base, january, '2027-04-01');
    expect(seen[0].balance).toMatchObject({ carriedOverAmount: 5, expiredAmount: 5, remainingAmount: 10 });
    expect(seen[0]).toMatchObject({ requestedAmount: 3, remainingAfterAmount: 10, availableAmount: 13 });
  });

  it('answers null amounts for an UNLIMITED type and never refuses it', () => {
    const unlimited = ledger({ activatedType: vacation({ cycle: 'UNLIMITED', amount: 1 }) });
    const periods = requestBalances(unlimited, request('2027-03-01', '2027-03-31'), '2027-01-01');
    expect(periods[0]).toMatchObject({
      requestedAmount: 23,
      remainingAfterAmount: null,
      availableAmount: null,
    });
    expect(periods[0].balance).toMatchObject({ totalAmount: null, remainingAmount: null, usedAmount: 0 });
    expect(findShortfall(periods)).toBeNull();
  });
});

describe('monthly accrual (issue 29): a request fits what will have been earned by each of its months', () => {
  // 24 days a year, earned 2 a month; 2027 (1 January a holiday).
  const monthly = (settings: Partial<ActivatedType> = {}) =>
    vacation({ amount: 24, accrual: 'MONTHLY', ...settings });
  const request = (start: string, end: string, parts: Part = {}): CountedLeave =>
    leave(start, end, 'PENDING', parts);
  const judged = (l: TypeLedger, r: CountedLeave, today = '2027-01-04') => {
    const limits = requestLimits(l, r, today);
    return { periods: limits.map((x) => x.balance), shortfall: findLimitShortfall(limits) };
  };

  it.each([
    {
      name: 'six March days: exactly what will have been earned by 1 March',
      borrowLimit: 0,
      request: request('2027-03-01', '2027-03-08'),
      requested: 6,
      available: 6,
      month: null,
    },
    {
      name: 'half a day more is refused in March',
      borrowLimit: 0,
      request: request('2027-03-01', '2027-03-09', { endDayPart: 'MORNING' }),
      requested: 6.5,
      available: 6,
      month: {
        month: '2027-03',
        earned: 6,
        earnedBy: '2027-03-01',
        taken: 6.5,
        takenBy: '2027-03-31',
        borrow: 0,
      },
    },
    {
      name: 'borrowing exactly its limit of 1.5 days',
      borrowLimit: 1.5,
      request: request('2027-03-01', '2027-03-10', { endDayPart: 'MORNING' }),
      requested: 7.5,
      available: 7.5,
      month: null,
    },
    {
      name: 'half a day beyond the borrow limit',
      borrowLimit: 1.5,
      request: request('2027-03-01', '2027-03-10'),
      requested: 8,
      available: 7.5,
      month: { month: '2027-03', earned: 6, taken: 8, borrow: 1.5 },
    },
    {
      name: 'across the end of February: four February days and two March days fit',
      borrowLimit: 0,
      request: request('2027-02-23', '2027-03-02'),
      requested: 6,
      available: 6,
      month: null,
    },
    {
      name: 'across the end of February: five February days overdraw February, though six by March would fit',
      borrowLimit: 0,
      request: request('2027-02-22', '2027-03-01'),
      requested: 6,
      available: 5,
      month: { month: '2027-02', earned: 4, earnedBy: '2027-02-01', taken: 5, takenBy: '2027-02-28' },
    },
  ])('$name', ({ borrowLimit, request: r, requested, available, month }) => {
    const { periods, shortfall } = judged(ledger({ activatedType: monthly({ borrowLimit }) }), r);
    expect(periods[0]).toMatchObject({ requestedAmount: requested, availableAmount: available });
    expect(periods[0].balance).toMatchObject({ totalAmount: 24, remainingAmount: 24 });
    if (month) expect(shortfall).toMatchObject({ available, month });
    else expect(shortfall).toBeNull();
  });

  it('counts what other leaves of the year already take, in their months and later ones', () => {
    // Four days taken in February leave 2 for March (6 earned by then).
    const l = ledger({ activatedType: monthly(), leaves: [leave('2027-02-08', '2027-02-11')] });
    expect(judged(l, request('2027-03-01', '2027-03-02')).shortfall).toBeNull();
    expect(judged(l, request('2027-03-01', '2027-03-03')).shortfall).toMatchObject({
      available: 2,
      month: { month: '2027-03', earned: 6, taken: 7 },
    });
    // A 10-day leave booked in June leaves nothing for March: by 30 June 12 are earned, 14 taken.
    const june = ledger({ activatedType: monthly(), leaves: [leave('2027-06-07', '2027-06-18')] });
    expect(judged(june, request('2027-03-01', '2027-03-04')).shortfall).toMatchObject({
      available: 2,
      month: { month: '2027-06', earned: 12, taken: 14 },
    });
  });

  it('spreads a joiner’s prorated allowance from the day they joined', () => {
    // Joined 15 July 2027: 11 days; 3.5 earned by 1 August.
    const joiner = ledger({ activatedType: monthly(), joinedAt: '2027-07-15', chainStart: '2027-07-15' });
    const fits = judged(joiner, request('2027-08-02', '2027-08-05', { endDayPart: 'MORNING' }), '2027-07-20');
    expect(fits.periods[0]).toMatchObject({ requestedAmount: 3.5, availableAmount: 3.5 });
    expect(fits.shortfall).toBeNull();
    const over = judged(joiner, request('2027-08-02', '2027-08-05'), '2027-07-20');
    expect(over.shortfall).toMatchObject({
      available: 3.5,
      month: { month: '2027-08', earned: 3.5, earnedBy: '2027-08-01' },
    });
    expect(periodBalance(joiner, year(2027), '2027-07-20')).toMatchObject({
      allowanceAmount: 11,
      totalAmount: 11,
      earnedAmount: 1.5,
      startedAt: '2027-07-15',
    });
  });

  it('lets carried-over days be used from January, and only until they expire', () => {
    // 2026 takes nothing: 5 of it carry into 2027, expiring at the end of January.
    const carrying = ledger({
      activatedType: monthly({ carryOverLimit: 5, carryOverExpiresAfterMonths: 1 }),
      chainStart: '2026-01-01',
    });
    // January: 2 earned + 5 carried = 7 (4–12 January).
    expect(judged(carrying, request('2027-01-04', '2027-01-12')).shortfall).toBeNull();
    expect(judged(carrying, request('2027-01-04', '2027-01-13')).shortfall).toMatchObject({
      available: 7,
      month: { month: '2027-01', earned: 2, carried: 5, taken: 8 },
    });
    // February: the carried days have expired unused, so only the 4 earned count.
    expect(judged(carrying, request('2027-02-01', '2027-02-05')).shortfall).toMatchObject({
      available: 4,
      month: { month: '2027-02', earned: 4, carried: 0, taken: 5 },
    });
  });

  it('never borrows beyond the year’s whole allowance: there the balance’s own remaining amount refuses', () => {
    // 22 June days and 3 December days are 25 of a year of 24, though December's limit allows 26.
    const l = ledger({
      activatedType: monthly({ borrowLimit: 2 }),
      leaves: [leave('2027-06-01', '2027-06-30')],
    });
    const { periods, shortfall } = judged(l, request('2027-12-01', '2027-12-03'));
    expect(periods[0]).toMatchObject({ requestedAmount: 3, remainingAfterAmount: -1, availableAmount: 2 });
    expect(shortfall).toEqual({ period: year(2027), available: 2, month: null });
  });

  it('answers what has been earned: all of a past year, the months begun of this one, none of a future one', () => {
    const l = ledger({ activatedType: monthly({ amount: 25 }) });
    const y2027 = periodBalance(l, year(2027), '2027-03-15');
    expect(y2027).toMatchObject({ allowanceAmount: 25, totalAmount: 25, earnedAmount: 6 });
    expect(y2027.accrualSchedule).toEqual([
      { month: '2027-01', amount: 2 },
      { month: '2027-02', amount: 2 },
      { month: '2027-03', amount: 2 },
      { month: '2027-04', amount: 2 },
      { month: '2027-05', amount: 2 },
      { month: '2027-06', amount: 2.5 },
      { month: '2027-07', amount: 2 },
      { month: '2027-08', amount: 2 },
      { month: '2027-09', amount: 2 },
      { month: '2027-10', amount: 2 },
      { month: '2027-11', amount: 2 },
      { month: '2027-12', amount: 2.5 },
    ]);
    expect(periodBalance(l, year(2026), '2027-03-15')).toMatchObject({ earnedAmount: 25 });
    expect(periodBalance(l, year(2028), '2027-03-15')).toMatchObject({ earnedAmount: 0 });
  });

  it('answers an UPFRONT type as before: all earned, no schedule', () => {
    const upfront = periodBalance(ledger({ activatedType: vacation() }), year(2027), '2027-03-15');
    expect(upfront).toMatchObject({ allowanceAmount: 20, earnedAmount: 20, accrualSchedule: [] });
    const unlimited = periodBalance(
      ledger({ activatedType: vacation({ cycle: 'UNLIMITED' }) }),
      year(2027),
      '2027-03-15',
    );
    expect(unlimited).toMatchObject({ earnedAmount: null, accrualSchedule: [] });
  });
});
