import { describe, expect, it } from 'vitest';
import { toCalendarDate, todayIn } from './dates';
import { daysInPeriod, periodOf, proratedAmount, splitIntoPeriods, startedAt } from './leave-periods';
import { addDays, countWorkingDays, totalDays, weekdayOf, workingDates } from './working-days';

const MON_FRI = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const SUN_THU = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'];

describe('weekdays and calendar days', () => {
  it.each([
    ['2027-01-01', 'FRIDAY'],
    ['2027-03-01', 'MONDAY'],
    ['2028-02-29', 'TUESDAY'],
    ['1969-12-31', 'WEDNESDAY'],
    ['2026-11-22', 'SUNDAY'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each([
    ['2027-03-01', '2027-03-01', 1],
    ['2027-03-01', '2027-03-07', 7],
    ['2027-12-30', '2028-01-02', 4],
    ['2028-02-28', '2028-03-01', 3],
    ['2027-02-28', '2027-03-01', 2],
    ['2027-03-02', '2027-03-01', 0],
    ['2027-03-28', '2027-03-29', 2],
  ])('from %s to %s spans %i calendar days', (start, end, days) => {
    expect(totalDays(start, end)).toBe(days);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('working days', () => {
  it.each([
    {
      name: 'a Monday-to-Friday week',
      start: '2027-03-01',
      end: '2027-03-07',
      days: MON_FRI,
      holidays: [],
      expected: 5,
    },
    {
      name: 'a weekend alone',
      start: '2027-03-06',
      end: '2027-03-07',
      days: MON_FRI,
      holidays: [],
      expected: 0,
    },
    {
      name: 'a Sunday-to-Thursday week',
      start: '2027-03-01',
      end: '2027-03-07',
      days: SUN_THU,
      holidays: [],
      expected: 5,
    },
    {
      name: 'Friday and Saturday off in a Sunday-to-Thursday week',
      start: '2027-03-05',
      end: '2027-03-06',
      days: SUN_THU,
      holidays: [],
      expected: 0,
    },
    {
      name: 'a Sunday is a working day Sunday-to-Thursday',
      start: '2027-03-07',
      end: '2027-03-07',
      days: SUN_THU,
      holidays: [],
      expected: 1,
    },
    {
      name: 'a holiday on a working day',
      start: '2027-03-01',
      end: '2027-03-05',
      days: MON_FRI,
      holidays: ['2027-03-03'],
      expected: 4,
    },
    {
      name: 'a holiday on a weekend counts once',
      start: '2027-03-01',
      end: '2027-03-07',
      days: MON_FRI,
      holidays: ['2027-03-06'],
      expected: 5,
    },
    {
      name: 'across New Year with holidays',
      start: '2027-12-27',
      end: '2028-01-07',
      days: MON_FRI,
      holidays: ['2027-12-27', '2028-01-01'],
      expected: 9,
    },
    {
      name: 'nothing when every day is a holiday',
      start: '2027-03-01',
      end: '2027-03-02',
      days: MON_FRI,
      holidays: ['2027-03-01', '2027-03-02'],
      expected: 0,
    },
    {
      name: 'no working days configured',
      start: '2027-03-01',
      end: '2027-03-31',
      days: [],
      holidays: [],
      expected: 0,
    },
    {
      name: 'end before start',
      start: '2027-03-05',
      end: '2027-03-01',
      days: MON_FRI,
      holidays: [],
      expected: 0,
    },
  ])('$name: $expected', ({ start, end, days, holidays, expected }) => {
    expect(countWorkingDays(start, end, days, new Set(holidays))).toBe(expected);
  });

  it('lists the working dates themselves', () => {
    expect(workingDates('2027-12-30', '2028-01-04', MON_FRI, new Set(['2028-01-03']))).toEqual([
      '2027-12-30',
      '2027-12-31',
      '2028-01-04',
    ]);
  });
});

describe('cycle periods', () => {
  it.each([
    ['2027-03-15', 'PER_YEAR', '2027-01-01', '2027-12-31'],
    ['2027-03-15', 'UNLIMITED', '2027-01-01', '2027-12-31'],
    ['2027-03-15', 'PER_MONTH', '2027-03-01', '2027-03-31'],
    ['2028-02-10', 'PER_MONTH', '2028-02-01', '2028-02-29'],
    ['2027-02-10', 'PER_MONTH', '2027-02-01', '2027-02-28'],
    ['2027-12-31', 'PER_MONTH', '2027-12-01', '2027-12-31'],
  ] as const)('%s in a %s cycle lies in %s to %s', (date, cycle, start, end) => {
    expect(periodOf(date, cycle)).toEqual({ start, end });
  });

  it('splits a leave across New Year into its two years', () => {
    expect(splitIntoPeriods('2027-12-28', '2028-01-05', 'PER_YEAR')).toEqual([
      { start: '2027-01-01', end: '2027-12-31', from: '2027-12-28', to: '2027-12-31' },
      { start: '2028-01-01', end: '2028-12-31', from: '2028-01-01', to: '2028-01-05' },
    ]);
  });

  it('splits a leave across a month end into its months', () => {
    expect(splitIntoPeriods('2027-01-28', '2027-03-02', 'PER_MONTH')).toEqual([
      { start: '2027-01-01', end: '2027-01-31', from: '2027-01-28', to: '2027-01-31' },
      { start: '2027-02-01', end: '2027-02-28', from: '2027-02-01', to: '2027-02-28' },
      { start: '2027-03-01', end: '2027-03-31', from: '2027-03-01', to: '2027-03-02' },
    ]);
  });

  it('keeps a leave inside one period whole', () => {
    expect(splitIntoPeriods('2027-03-02', '2027-03-04', 'PER_MONTH')).toEqual([
      { start: '2027-03-01', end: '2027-03-31', from: '2027-03-02', to: '2027-03-04' },
    ]);
  });
});

describe('proration in the joining period', () => {
  const year2027 = { start: '2027-01-01', end: '2027-12-31' };
  const march2027 = { start: '2027-03-01', end: '2027-03-31' };
  it.each([
    {
      name: 'joined before the year: the whole amount',
      amount: 20,
      period: year2027,
      joinedAt: '2026-06-01',
      expected: 20,
    },
    {
      name: 'joined on the first day of the year',
      amount: 20,
      period: year2027,
      joinedAt: '2027-01-01',
      expected: 20,
    },
    {
      name: 'joined on 1 July: 184 of 365 days of 20 → 10',
      amount: 20,
      period: year2027,
      joinedAt: '2027-07-01',
      expected: 10,
    },
    {
      name: 'joined on 1 April: 275 of 365 days of 20 → 15',
      amount: 20,
      period: year2027,
      joinedAt: '2027-04-01',
      expected: 15,
    },
    {
      name: 'joined on 31 December: 1 of 365 days of 20 → 0',
      amount: 20,
      period: year2027,
      joinedAt: '2027-12-31',
      expected: 0,
    },
    {
      name: 'joined on 15 December: 17 of 365 days of 20 → 1',
      amount: 20,
      period: year2027,
      joinedAt: '2027-12-15',
      expected: 1,
    },
    {
      name: 'joined after the period: nothing',
      amount: 20,
      period: year2027,
      joinedAt: '2028-01-02',
      expected: 0,
    },
    {
      name: 'joined on 16 March: 16 of 31 days of 2 → 1',
      amount: 2,
      period: march2027,
      joinedAt: '2027-03-16',
      expected: 1,
    },
    {
      name: 'joined on 10 March: 22 of 31 days of 3 → 2',
      amount: 3,
      period: march2027,
      joinedAt: '2027-03-10',
      expected: 2,
    },
    {
      name: 'joined on 25 March: 7 of 31 days of 3 → 1',
      amount: 3,
      period: march2027,
      joinedAt: '2027-03-25',
      expected: 1,
    },
  ])('$name', ({ amount, period, joinedAt, expected }) => {
    expect(proratedAmount(amount, period, joinedAt)).toBe(expected);
  });

  it('starts the period on the joining date, else on its first day', () => {
    expect(startedAt(year2027, '2027-07-01')).toBe('2027-07-01');
    expect(startedAt(year2027, '2020-07-01')).toBe('2027-01-01');
    expect(startedAt(year2027, '2028-07-01')).toBe('2027-01-01');
  });
});

describe('the days of a leave inside a period', () => {
  const crossing = {
    startAt: '2027-12-28',
    endAt: '2028-01-05',
    duration: 6,
    workingDates: ['2027-12-28', '2027-12-29', '2027-12-30', '2028-01-03', '2028-01-04', '2028-01-05'],
  };
  it.each([
    {
      name: 'the old year counts its own days',
      period: { start: '2027-01-01', end: '2027-12-31' },
      expected: 3,
    },
    {
      name: 'the new year counts its own days',
      period: { start: '2028-01-01', end: '2028-12-31' },
      expected: 3,
    },
    {
      name: 'a year the leave does not touch',
      period: { start: '2029-01-01', end: '2029-12-31' },
      expected: 0,
    },
  ])('$name', ({ period, expected }) => {
    expect(daysInPeriod(crossing, period, MON_FRI)).toBe(expected);
  });

  it('counts the fixed duration of a leave inside the period, whatever the working days are now', () => {
    const leave = { startAt: '2027-03-01', endAt: '2027-03-05', duration: 4, workingDates: null };
    expect(daysInPeriod(leave, { start: '2027-03-01', end: '2027-03-31' }, MON_FRI)).toBe(4);
  });

  it('falls back to working weekdays of the clipped part for rows without working dates', () => {
    const leave = { startAt: '2027-01-28', endAt: '2027-02-02', duration: 4, workingDates: null };
    expect(daysInPeriod(leave, { start: '2027-01-01', end: '2027-01-31' }, MON_FRI)).toBe(2);
    expect(daysInPeriod(leave, { start: '2027-02-01', end: '2027-02-28' }, MON_FRI)).toBe(2);
  });
});

describe('timestamps as calendar dates in the caller time zone', () => {
  it.each([
    ['2027-03-01T23:30:00+05:00', 'Asia/Karachi', '2027-03-01'],
    ['2027-03-01T23:30:00+05:00', 'America/New_York', '2027-03-01'],
    ['2027-03-01T23:30:00-05:00', 'America/New_York', '2027-03-01'],
    ['2027-03-01T23:30:00-05:00', 'Asia/Karachi', '2027-03-02'],
    ['2027-03-01T23:30:00-05:00', 'UTC', '2027-03-02'],
    ['2027-03-01T19:30:00Z', 'Asia/Karachi', '2027-03-02'],
    ['2027-03-02T03:30:00Z', 'America/New_York', '2027-03-01'],
    ['2027-03-01', 'Asia/Karachi', '2027-03-01'],
    ['2027-03-01', 'America/New_York', '2027-03-01'],
  ])('%s read in %s is %s', (value, zone, expected) => {
    expect(toCalendarDate(value, zone)).toBe(expected);
  });

  it('knows today differs on each side of the date line', () => {
    const now = new Date('2027-03-01T20:00:00Z');
    expect(todayIn('Asia/Karachi', now)).toBe('2027-03-02');
    expect(todayIn('America/New_York', now)).toBe('2027-03-01');
    expect(todayIn('Pacific/Kiritimati', new Date('2027-03-01T10:30:00Z'))).toBe('2027-03-02');
  });
});
