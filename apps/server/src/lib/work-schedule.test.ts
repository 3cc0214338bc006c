import { WEEKDAYS } from '@leavedesk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, splitIntoPeriods, weightedDuration } from './leave-periods';
import {
  hoursPerDayOf,
  type ScheduleEntry,
  scheduledHours,
  scheduledWorkingDates,
  type WeekHours,
  type WorkSchedule,
} from './work-schedule';
import { addDays, weekdayOf, workingDates } from './working-days';

/*
 * The working-day arithmetic of work schedules (issue 29), leave counted in days: a date counts
 * when the person's week in force on it has hours that day and it is no holiday; half days weigh
 * 0.5 of such a date, whatever its hours.
 */

const MON_FRI = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

function week(hours: Partial<WeekHours>): WeekHours {
  return { MONDAY: 0, TUESDAY: 0, WEDNESDAY: 0, THURSDAY: 0, FRIDAY: 0, SATURDAY: 0, SUNDAY: 0, ...hours };
}

const FULL = week({ MONDAY: 8, TUESDAY: 8, WEDNESDAY: 8, THURSDAY: 8, FRIDAY: 8 });
const FOUR_DAYS = week({ MONDAY: 8, TUESDAY: 8, WEDNESDAY: 8, THURSDAY: 8 });
const MORNINGS = week({ MONDAY: 4, TUESDAY: 4, WEDNESDAY: 4, THURSDAY: 4, FRIDAY: 4 });
const WEEKENDS = week({ SATURDAY: 7.5, SUNDAY: 7.5 });
const NOTHING = week({});

function schedule(...entries: ScheduleEntry[]): WorkSchedule {
  return { workingDays: MON_FRI, hoursPerDay: 8, entries };
}

type Part = { startDayPart?: 'FULL' | 'AFTERNOON'; endDayPart?: 'FULL' | 'MORNING' };

/** A request's duration in days as create and check count it. */
function duration(start: string, end: string, s: WorkSchedule, holidays: string[] = [], parts: Part = {}) {
  const dates = scheduledWorkingDates(start, end, s, new Set(holidays));
  return { dates, days: weightedDuration({ startAt: start, endAt: end, ...parts }, dates) };
}

// 2027-03-01 is a Monday; 2027-03-05 a Friday; 2027-03-06/07 a weekend.
describe('days of a leave by the person’s schedule', () => {
  it.each([
    ['no schedule: the organization’s Monday to Friday', schedule(), '2027-03-01', '2027-03-07', [], {}, 5],
    [
      'a four-day week (Friday 0) asking Monday to Friday',
      schedule({ effectiveFrom: '2020-01-01', hours: FOUR_DAYS }),
      '2027-03-01',
      '2027-03-05',
      [],
      {},
      4,
    ],
    [
      'a mornings-only person still counts 1 day per scheduled date',
      schedule({ effectiveFrom: '2020-01-01', hours: MORNINGS }),
      '2027-03-01',
      '2027-03-05',
      [],
      {},
      5,
    ],
    [
      'a schedule change mid-leave: each date by its own week (Mon–Thu full, then four days)',
      schedule(
        { effectiveFrom: '2020-01-01', hours: FULL },
        { effectiveFrom: '2027-03-05', hours: FOUR_DAYS },
      ),
      '2027-03-01',
      '2027-03-12',
      [],
      {},
      // Mon 1–Thu 4: 4 days; Fri 5 (now four-day week): 0; Mon 8–Thu 11: 4; Fri 12: 0.
      8,
    ],
    [
      'before the first entry the organization’s week applies',
      schedule({ effectiveFrom: '2027-03-08', hours: FOUR_DAYS }),
      '2027-03-01',
      '2027-03-12',
      [],
      {},
      // Mon 1–Fri 5 as the organization: 5; then Mon 8–Thu 11: 4.
      9,
    ],
    [
      'across a holiday: the holiday counts 0 even on a scheduled day',
      schedule({ effectiveFrom: '2020-01-01', hours: FOUR_DAYS }),
      '2027-03-01',
      '2027-03-05',
      ['2027-03-03'],
      {},
      3,
    ],
    [
      'a half day on a scheduled day counts 0.5',
      schedule({ effectiveFrom: '2020-01-01', hours: FOUR_DAYS }),
      '2027-03-01',
      '2027-03-04',
      [],
      { endDayPart: 'MORNING' },
      3.5,
    ],
    [
      'a half day on a date with 0 hours counts nothing',
      schedule({ effectiveFrom: '2020-01-01', hours: FOUR_DAYS }),
      '2027-03-05',
      '2027-03-05',
      [],
      { endDayPart: 'MORNING' },
      0,
    ],
    [
      'a weekend worker counts Saturday and Sunday, not the organization’s weekdays',
      schedule({ effectiveFrom: '2020-01-01', hours: WEEKENDS }),
      '2027-03-01',
      '2027-03-07',
      [],
      {},
      2,
    ],
    [
      'a week of 0 hours never counts',
      schedule({ effectiveFrom: '2020-01-01', hours: NOTHING }),
      '2027-03-01',
      '2027-03-07',
      [],
      {},
      0,
    ],
    [
      'an entry starting mid-week on its own date (Wednesday) counts from that date',
      schedule({ effectiveFrom: '2027-03-03', hours: NOTHING }),
      '2027-03-01',
      '2027-03-05',
      [],
      {},
      2,
    ],
  ] as const)('%s', (_, s, start, end, holidays, parts, days) => {
    expect(duration(start, end, s, [...holidays], parts).days).toBe(days);
  });

  it('without entries, the working dates are exactly the organization’s', () => {
    for (const workingDays of [MON_FRI, ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY']]) {
      expect(
        scheduledWorkingDates('2026-12-20', '2027-01-20', { workingDays, hoursPerDay: 8, entries: [] }),
      ).toEqual(workingDates('2026-12-20', '2027-01-20', workingDays));
    }
  });

  it('lists the dates that counted, each with hours in force that day', () => {
    const s = schedule(
      { effectiveFrom: '2020-01-01', hours: FULL },
      { effectiveFrom: '2027-03-05', hours: FOUR_DAYS },
    );
    expect(duration('2027-03-04', '2027-03-08', s).dates).toEqual(['2027-03-04', '2027-03-08']);
    expect(scheduledHours(s, '2027-03-04')).toBe(8);
    expect(scheduledHours(s, '2027-03-05')).toBe(0);
  });
});

describe('hours in force', () => {
  it.each([
    ['before any entry: the organization’s hours per day', '2019-12-31', 8],
    ['a weekend before any entry', '2019-12-29', 0],
    ['on the first entry’s date', '2020-01-01', 4],
    ['the later entry from its date on', '2027-03-05', 0],
    ['the later entry, a Monday', '2027-03-08', 8],
  ])('%s', (_, date, hours) => {
    const s = schedule(
      { effectiveFrom: '2020-01-01', hours: MORNINGS },
      { effectiveFrom: '2027-03-05', hours: FOUR_DAYS },
    );
    expect(scheduledHours(s, date)).toBe(hours);
  });

  it.each([
    [undefined, 8],
    [{}, 8],
    [{ hoursPerDay: 7.5 }, 7.5],
    [{ hoursPerDay: 7.3 }, 8],
    [{ hoursPerDay: '7.5' }, 8],
    [{ hoursPerDay: 0 }, 8],
    [{ hoursPerDay: 25 }, 8],
  ])('the organization’s hours per day from %j is %s', (metadata, hours) => {
    expect(hoursPerDayOf(metadata as Record<string, unknown> | undefined)).toBe(hours);
  });
});

describe('per-date weights add up (property)', () => {
  const quarterHours = fc.integer({ min: 0, max: 96 }).map((q) => q / 4);
  const weekArb = fc
    .tuple(...WEEKDAYS.map(() => fc.oneof(fc.constant(0), quarterHours)))
    .map((h) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, h[i]])) as WeekHours);
  const base = '2026-10-01';
  const dateArb = fc.integer({ min: 0, max: 500 }).map((n) => addDays(base, n));
  const entriesArb = fc
    .uniqueArray(fc.tuple(dateArb, weekArb), { maxLength: 5, selector: ([d]) => d })
    .map((list) =>
      list
        .map(([effectiveFrom, hours]) => ({ effectiveFrom, hours }))
        .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1)),
    );
  const leaveArb = fc
    .record({
      start: dateArb,
      length: fc.integer({ min: 0, max: 120 }),
      afternoon: fc.boolean(),
      morning: fc.boolean(),
    })
    .map(({ start, length, afternoon, morning }) => ({
      startAt: start,
      endAt: addDays(start, length),
      startDayPart: afternoon ? ('AFTERNOON' as const) : ('FULL' as const),
      endDayPart: morning && !(length === 0 && afternoon) ? ('MORNING' as const) : ('FULL' as const),
    }));
  const holidaysArb = fc.uniqueArray(dateArb, { maxLength: 20 });

  /** The oracle: the week in force found by a plain search, not the one-pass walk. */
  function counts(s: WorkSchedule, date: string, holidays: Set<string>): boolean {
    const inForce = s.entries.filter((e) => e.effectiveFrom <= date).at(-1);
    const hours = inForce ? inForce.hours[weekdayOf(date)] : MON_FRI.includes(weekdayOf(date)) ? 8 : 0;
    return hours > 0 && !holidays.has(date);
  }

  it('the working dates are the dates with hours and no holiday; the weights per date and per period sum to the duration', () => {
    fc.assert(
      fc.property(entriesArb, leaveArb, holidaysArb, (entries, leave, holidayList) => {
        const s = schedule(...entries);
        const holidays = new Set(holidayList);
        const dates = scheduledWorkingDates(leave.startAt, leave.endAt, s, holidays);
        const expected: string[] = [];
        for (let d = leave.startAt; d <= leave.endAt; d = addDays(d, 1))
          if (counts(s, d, holidays)) expected.push(d);
        expect(dates).toEqual(expected);

        const days = weightedDuration(leave, dates);
        const stored = { ...leave, duration: days, workingDates: dates };
        // Per date: every counted date weighs 1, the halves 0.5.
        let perDate = 0;
        for (const d of dates)
          perDate +=
            (d === leave.startAt && leave.startDayPart === 'AFTERNOON') ||
            (d === leave.endAt && leave.endDayPart === 'MORNING')
              ? 0.5
              : 1;
        expect(perDate).toBe(days);
        // Per month and per year, as balances split it.
        for (const cycle of ['PER_MONTH', 'PER_YEAR'] as const) {
          let sum = 0;
          for (const part of splitIntoPeriods(leave.startAt, leave.endAt, cycle))
            sum += daysBetween(stored, part.start, part.end, MON_FRI);
          expect(sum).toBe(days);
        }
      }),
      { numRuns: 300 },
    );
  });
});
