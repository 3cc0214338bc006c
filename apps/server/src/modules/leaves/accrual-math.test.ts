import { describe, expect, it } from 'vitest';
import { accrualSchedule, earnedAsOf, monthLimits, monthsOf } from './accrual-math';

/*
 * Monthly accrual (issue 29), the pure arithmetic: the schedule of a year (half days, summing
 * exactly to the allowance), joining in the middle of it, what is earned on a day, and each month's
 * limit with carry-over, its expiry and borrowing.
 */

const Y2027 = { start: '2027-01-01', end: '2027-12-31' };
const amounts = (allowance: number, startedAt = '2027-01-01') =>
  accrualSchedule(allowance, Y2027, startedAt).map((m) => m.amount);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('the schedule of a year', () => {
  it.each([
    { allowance: 24, expected: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2] },
    { allowance: 25, expected: [2, 2, 2, 2, 2, 2.5, 2, 2, 2, 2, 2, 2.5] },
    { allowance: 20, expected: [1.5, 1.5, 2, 1.5, 1.5, 2, 1.5, 1.5, 2, 1.5, 1.5, 2] },
    { allowance: 1, expected: [0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0.5] },
    { allowance: 0, expected: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
  ])('spreads $allowance days in half days over twelve months', ({ allowance, expected }) => {
    expect(amounts(allowance)).toEqual(expected);
  });

  it('names the months of the period', () => {
    expect(accrualSchedule(24, Y2027, '2027-01-01').map((m) => m.month)).toEqual(monthsOf(Y2027));
    expect(monthsOf(Y2027)).toEqual([
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
      '2027-12',
    ]);
  });

  it('always sums exactly to the allowance, in half days, never earning ahead of the exact share', () => {
    for (let allowance = 0; allowance <= 60; allowance++) {
      for (const startedAt of ['2027-01-01', '2027-03-20', '2027-07-01', '2027-12-31']) {
        const xs = amounts(allowance, startedAt);
        expect(sum(xs)).toBe(allowance);
        const first = Number(startedAt.slice(5, 7)) - 1;
        let earned = 0;
        xs.forEach((x, i) => {
          expect(Number.isInteger(x * 2)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
          earned += x;
          if (i >= first) {
            const exact = (allowance * (i - first + 1)) / (12 - first);
            expect(earned).toBeLessThanOrEqual(exact);
            expect(earned).toBeGreaterThan(exact - 0.5);
          }
        });
      }
    }
  });

  it('spreads a joiner’s prorated allowance over the months from the one they joined in', () => {
    // 24 a year, joined 15 July 2027: 11 days prorated (server-rules §5), over July to December.
    expect(amounts(11, '2027-07-15')).toEqual([0, 0, 0, 0, 0, 0, 1.5, 2, 2, 1.5, 2, 2]);
  });
});

describe('what has been earned on a day', () => {
  const full = accrualSchedule(24, Y2027, '2027-01-01');
  const joiner = accrualSchedule(11, Y2027, '2027-07-15');
  it.each([
    { name: 'the year not begun', schedule: full, startedAt: '2027-01-01', today: '2026-12-31', earned: 0 },
    { name: 'the first of January', schedule: full, startedAt: '2027-01-01', today: '2027-01-01', earned: 2 },
    { name: 'the last of February', schedule: full, startedAt: '2027-01-01', today: '2027-02-28', earned: 4 },
    { name: 'the first of March', schedule: full, startedAt: '2027-01-01', today: '2027-03-01', earned: 6 },
    {
      name: 'a past year: all of it',
      schedule: full,
      startedAt: '2027-01-01',
      today: '2028-02-01',
      earned: 24,
    },
    {
      name: 'a joiner the day before',
      schedule: joiner,
      startedAt: '2027-07-15',
      today: '2027-07-14',
      earned: 0,
    },
    {
      name: 'a joiner on their first day',
      schedule: joiner,
      startedAt: '2027-07-15',
      today: '2027-07-15',
      earned: 1.5,
    },
    {
      name: 'a joiner on 1 August',
      schedule: joiner,
      startedAt: '2027-07-15',
      today: '2027-08-01',
      earned: 3.5,
    },
  ])('$name', ({ schedule, startedAt, today, earned }) => {
    expect(earnedAsOf(schedule, startedAt, today)).toBe(earned);
  });
});

describe('each month’s limit', () => {
  const schedule = accrualSchedule(24, Y2027, '2027-01-01');
  const taken = (byMonth: Record<number, number>) =>
    Array.from({ length: 12 }, (_, i) => byMonth[i + 1] ?? 0);
  const base = {
    schedule,
    startedAt: '2027-01-01',
    carried: 0,
    expiresOn: null,
    adjustments: 0,
    borrowLimit: 0,
  };
  const slacks = (l: Parameters<typeof monthLimits>[0]) => monthLimits(l).map((m) => m.slack);

  it.each([
    {
      name: 'March takes exactly what will have been earned by 1 March',
      ledger: { ...base, taken: taken({ 3: 6 }) },
      expected: [2, 4, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18],
    },
    {
      name: 'half a day over in March',
      ledger: { ...base, taken: taken({ 3: 6.5 }) },
      expected: [2, 4, -0.5, 1.5, 3.5, 5.5, 7.5, 9.5, 11.5, 13.5, 15.5, 17.5],
    },
    {
      name: 'borrowing exactly its limit in March',
      ledger: { ...base, borrowLimit: 1.5, taken: taken({ 3: 7.5 }) },
      expected: [3.5, 5.5, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18],
    },
    {
      name: 'a leave across the end of February: five days in February overdraw it, one in March does not',
      ledger: { ...base, taken: taken({ 2: 5, 3: 1 }) },
      expected: [2, -1, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18],
    },
    {
      name: 'carried days and adjustments count from the first day',
      ledger: { ...base, carried: 5, adjustments: -1, taken: taken({ 1: 6 }) },
      expected: [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22],
    },
    {
      name: 'carried days expire at the end of January: February keeps only what January used of them',
      ledger: { ...base, carried: 5, expiresOn: '2027-01-31', taken: taken({ 1: 1, 2: 4 }) },
      expected: [6, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20],
    },
  ])('$name', ({ ledger, expected }) => {
    expect(slacks(ledger)).toEqual(expected);
  });

  it('names what the month counts: earned by its first day, taken by its last', () => {
    const [, february] = monthLimits({ ...base, borrowLimit: 1, carried: 2, taken: taken({ 2: 9 }) });
    expect(february).toEqual({
      month: '2027-02',
      earned: 4,
      earnedBy: '2027-02-01',
      takenBy: '2027-02-28',
      carried: 2,
      adjustments: 0,
      borrow: 1,
      taken: 9,
      slack: -2,
    });
  });

  it('earns a joiner’s first month on their first day', () => {
    const joiner = monthLimits({
      ...base,
      schedule: accrualSchedule(11, Y2027, '2027-07-15'),
      startedAt: '2027-07-15',
      taken: taken({}),
    });
    expect(joiner[6]).toMatchObject({
      month: '2027-07',
      earned: 1.5,
      earnedBy: '2027-07-15',
      takenBy: '2027-07-31',
    });
    expect(joiner[7]).toMatchObject({ earned: 3.5, earnedBy: '2027-08-01' });
  });
});
