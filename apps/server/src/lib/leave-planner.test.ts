import type { WeekHours } from '@leavedesk/contracts';
import { describe, expect, it } from 'vitest';
import { type PlanInput, planStretches, type Stretch, workingDayCost } from './leave-planner';
import type { ScheduleEntry } from './work-schedule';
import { addDays, totalDays } from './working-days';

/*
 * The leave planner's search (issue 29), pure: stretches from the first day of a run of days off
 * to the last day of a later one, their leave the working days between, best days off per day of
 * leave first, none overlapping another or an existing leave, within the cap.
 */

const MON_FRI = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

function week(hours: Partial<WeekHours>): WeekHours {
  return { MONDAY: 0, TUESDAY: 0, WEDNESDAY: 0, THURSDAY: 0, FRIDAY: 0, SATURDAY: 0, SUNDAY: 0, ...hours };
}
const FOUR_DAYS = week({ MONDAY: 8, TUESDAY: 8, WEDNESDAY: 8, THURSDAY: 8 });

/** Dates from start to end inclusive. */
function datesOf(start: string, end: string): string[] {
  return Array.from({ length: totalDays(start, end) }, (_, i) => addDays(start, i));
}

interface Case {
  name: string;
  from: string;
  to: string;
  holidays?: string[];
  entries?: ScheduleEntry[];
  blocked?: string[];
  cap?: number | null;
  fits?: PlanInput['fits'];
  /** The first suggestions, best first. */
  first?: Stretch[];
  /** Stretches that must not be suggested. */
  absent?: Array<Pick<Stretch, 'start' | 'end'>>;
  count?: number;
}

function plan(c: Case): Stretch[] {
  const schedule = { workingDays: MON_FRI, hoursPerDay: 8, entries: c.entries ?? [] };
  return planStretches({
    from: c.from,
    to: c.to,
    costOf: workingDayCost(c.from, c.to, schedule, new Set(c.holidays ?? [])),
    blocked: new Set(c.blocked ?? []),
    cap: c.cap === undefined ? null : c.cap,
    fits: c.fits,
  });
}

const cases: Case[] = [
  {
    // Ascension Day 2027 is Thursday 6 May: the Friday after it makes four days off.
    name: 'a Thursday holiday is bridged by one Friday',
    from: '2027-05-01',
    to: '2027-05-31',
    holidays: ['2027-05-06'],
    first: [{ start: '2027-05-06', end: '2027-05-09', leaveAmount: 1, daysOff: 4 }],
  },
  {
    // Good Friday 26 March, Easter Monday 29 March 2027: four days of leave before (or after)
    // make ten days off; the earlier start first.
    name: 'the Easter weeks: four days give ten, the earlier first',
    from: '2027-03-15',
    to: '2027-04-11',
    holidays: ['2027-03-26', '2027-03-29'],
    first: [{ start: '2027-03-20', end: '2027-03-29', leaveAmount: 4, daysOff: 10 }],
    // It shares the Easter weekend with the first: not both.
    absent: [{ start: '2027-03-26', end: '2027-04-04' }],
  },
  {
    // Christmas 2026: Friday 25 and Saturday 26 December. The four days before make nine days off;
    // after it the year ends on a working Thursday, so nothing ends there.
    name: 'the Christmas week',
    from: '2026-12-01',
    to: '2026-12-31',
    holidays: ['2026-12-25', '2026-12-26'],
    first: [{ start: '2026-12-19', end: '2026-12-27', leaveAmount: 4, daysOff: 9 }],
  },
  {
    // Works Monday to Thursday: the Thursday holiday already makes four days off without leave,
    // and the Friday is no leave to take; the week before it costs three days for ten off.
    name: 'a four-day week whose Friday is already off',
    from: '2027-04-26',
    to: '2027-05-16',
    holidays: ['2027-05-06'],
    entries: [{ effectiveFrom: '2027-01-01', hours: FOUR_DAYS }],
    first: [{ start: '2027-04-30', end: '2027-05-09', leaveAmount: 3, daysOff: 10 }],
    absent: [{ start: '2027-05-06', end: '2027-05-09' }],
  },
  {
    name: 'a schedule starting mid-window counts each date by the week in force',
    from: '2027-05-01',
    to: '2027-05-16',
    holidays: ['2027-05-06'],
    entries: [{ effectiveFrom: '2027-05-10', hours: FOUR_DAYS }],
    // Before 10 May the Friday is a working day: the bridge costs one day.
    first: [{ start: '2027-05-06', end: '2027-05-09', leaveAmount: 1, daysOff: 4 }],
  },
  {
    name: 'an existing leave is never overlapped',
    from: '2027-05-01',
    to: '2027-05-31',
    holidays: ['2027-05-06'],
    blocked: ['2027-05-07'],
    absent: [{ start: '2027-05-06', end: '2027-05-09' }],
  },
  {
    name: 'the remaining balance caps the leave of each stretch',
    from: '2027-03-15',
    to: '2027-04-11',
    holidays: ['2027-03-26', '2027-03-29'],
    cap: 3,
    // Four days no longer fit: the Friday after Easter, alone, makes 1 → 3 (Fri 2 to Sun 4 April).
    absent: [{ start: '2027-03-20', end: '2027-03-29' }],
  },
  { name: 'nothing when nothing remains', from: '2027-01-01', to: '2027-12-31', cap: 0, count: 0 },
  {
    name: 'nothing when the window is empty',
    from: '2027-12-31',
    to: '2027-12-30',
    count: 0,
  },
  {
    name: 'the exact rule (fits) refuses what the cap lets through',
    from: '2027-05-01',
    to: '2027-05-31',
    holidays: ['2027-05-06'],
    fits: (s) => s.start !== '2027-05-06',
    absent: [{ start: '2027-05-06', end: '2027-05-09' }],
  },
  { name: 'at most ten in a whole year', from: '2027-01-01', to: '2027-12-31', count: 10 },
];

describe('planStretches', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const got = plan(c);
    if (c.first) expect(got.slice(0, c.first.length)).toEqual(c.first);
    for (const a of c.absent ?? [])
      expect(got.find((s) => s.start === a.start && s.end === a.end)).toBeUndefined();
    if (c.count !== undefined) expect(got).toHaveLength(c.count);
    // Every answer keeps every rule.
    const blocked = new Set(c.blocked ?? []);
    for (const s of got) {
      expect(s.start >= c.from && s.end <= c.to).toBe(true);
      expect(s.daysOff).toBe(totalDays(s.start, s.end));
      expect(s.leaveAmount).toBeGreaterThanOrEqual(1);
      expect(s.leaveAmount).toBeLessThanOrEqual(16);
      if (c.cap != null) expect(s.leaveAmount).toBeLessThanOrEqual(c.cap);
      expect(datesOf(s.start, s.end).some((d) => blocked.has(d))).toBe(false);
    }
  });

  it('orders best days off per day of leave first, then more days off, then the earlier start', () => {
    const got = plan({
      name: '',
      from: '2027-01-01',
      to: '2027-12-31',
      holidays: ['2027-05-06', '2027-05-27'],
    });
    for (let i = 1; i < got.length; i++) {
      const [a, b] = [got[i - 1]!, got[i]!];
      const byRatio = a.daysOff * b.leaveAmount - b.daysOff * a.leaveAmount;
      expect(byRatio).toBeGreaterThanOrEqual(0);
      if (byRatio === 0) {
        expect(a.daysOff).toBeGreaterThanOrEqual(b.daysOff);
        if (a.daysOff === b.daysOff) expect(a.start < b.start).toBe(true);
      }
    }
    // Both Thursday holidays come first, as the earlier one first.
    expect(got.slice(0, 2)).toEqual([
      { start: '2027-05-06', end: '2027-05-09', leaveAmount: 1, daysOff: 4 },
      { start: '2027-05-27', end: '2027-05-30', leaveAmount: 1, daysOff: 4 },
    ]);
  });

  it('suggests no two stretches that share a date', () => {
    const got = plan({
      name: '',
      from: '2027-01-01',
      to: '2027-12-31',
      holidays: ['2027-03-26', '2027-03-29'],
    });
    expect(got.length).toBe(10);
    for (const [i, a] of got.entries())
      for (const b of got.slice(i + 1)) expect(a.end < b.start || b.end < a.start).toBe(true);
  });

  it('starts and ends every stretch on a day off that borders a working day or the window', () => {
    const holidays = new Set(['2027-05-06']);
    const cost = workingDayCost(
      '2027-01-01',
      '2027-12-31',
      { workingDays: MON_FRI, hoursPerDay: 8, entries: [] },
      holidays,
    );
    for (const s of plan({ name: '', from: '2027-01-01', to: '2027-12-31', holidays: [...holidays] })) {
      expect(cost(s.start)).toBe(0);
      expect(cost(s.end)).toBe(0);
      expect(s.start === '2027-01-01' || cost(addDays(s.start, -1)) > 0).toBe(true);
      expect(s.end === '2027-12-31' || cost(addDays(s.end, 1)) > 0).toBe(true);
    }
  });

  it('caps the search at 16 days of leave per stretch, and answers a whole year fast', () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) plan({ name: '', from: '2027-01-01', to: '2027-12-31', cap: null });
    expect((performance.now() - started) / 20).toBeLessThan(20);
    // A summer without holidays: long stretches are possible, none above 16 days of leave.
    const got = planStretches({
      from: '2027-07-01',
      to: '2027-08-31',
      costOf: workingDayCost('2027-07-01', '2027-08-31', {
        workingDays: MON_FRI,
        hoursPerDay: 8,
        entries: [],
      }),
      blocked: new Set(),
      cap: null,
    });
    for (const s of got) expect(s.leaveAmount).toBeLessThanOrEqual(16);
  });
});
