import { WEEKDAYS } from '@leavedesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyLeaveDateRules,
  isDayOff,
  isDisabledLeaveDay,
  limitChips,
  monthGridDays,
  nextWorkingDay,
  type WorkCalendar,
  weekdayOf,
} from './leave-dates';

const MON_FRI = WEEKDAYS.slice(0, 5);
// 2026-12-24 is a Thursday, 25 Friday, 26 Saturday.
const christmas: WorkCalendar = { workingDays: MON_FRI, holidays: new Set(['2026-12-24', '2026-12-25']) };

describe('create-leave date rules', () => {
  it.each([
    ['a working day stays', '2026-12-23', '2026-12-23'],
    ['a Saturday moves to Monday', '2026-12-19', '2026-12-21'],
    ['a holiday before a weekend moves past both', '2026-12-24', '2026-12-28'],
    ['a Sunday moves to Monday', '2026-12-27', '2026-12-28'],
  ])('moves a start on a non-working day or holiday to the next working day: %s', (_, from, to) => {
    expect(nextWorkingDay(from, christmas)).toBe(to);
  });

  it('follows the organization’s own working days (Sunday to Thursday)', () => {
    const sunToThu: WorkCalendar = {
      workingDays: ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'],
      holidays: new Set(),
    };
    expect(nextWorkingDay('2026-12-25', sunToThu)).toBe('2026-12-27');
    expect(nextWorkingDay('2026-12-27', sunToThu)).toBe('2026-12-27');
  });

  it('searches at most 30 days ahead and keeps the date when none is found', () => {
    // 2027-03-01 is a Monday; 30 days later is Wednesday 31 March, 31 days later 1 April.
    const march = Array.from({ length: 30 }, (_, i) => `2027-03-${String(i + 1).padStart(2, '0')}`);
    const marchOff: WorkCalendar = { workingDays: MON_FRI, holidays: new Set(march) };
    expect(nextWorkingDay('2027-03-01', marchOff)).toBe('2027-03-31');
    const longer: WorkCalendar = { workingDays: MON_FRI, holidays: new Set([...march, '2027-03-31']) };
    expect(nextWorkingDay('2027-03-01', longer)).toBe('2027-03-01');
  });

  it('resets an end before the start to the start', () => {
    expect(applyLeaveDateRules({ start: '2026-12-22', end: '2026-12-21' }, christmas)).toEqual({
      start: '2026-12-22',
      end: '2026-12-22',
    });
    expect(applyLeaveDateRules({ start: '2026-12-22', end: '2026-12-30' }, christmas)).toEqual({
      start: '2026-12-22',
      end: '2026-12-30',
    });
  });

  it('moves the start first, then resets an end that is now before it', () => {
    expect(applyLeaveDateRules({ start: '2026-12-24', end: '2026-12-24' }, christmas)).toEqual({
      start: '2026-12-28',
      end: '2026-12-28',
    });
  });

  it('leaves missing dates missing', () => {
    expect(applyLeaveDateRules({}, christmas)).toEqual({ start: undefined, end: undefined });
    expect(applyLeaveDateRules({ end: '2026-12-01' }, christmas)).toEqual({
      start: undefined,
      end: '2026-12-01',
    });
  });

  it('disables past days, weekend days and holidays in the pickers', () => {
    const today = '2026-12-22';
    expect(isDisabledLeaveDay('2026-12-21', christmas, today)).toBe(true);
    expect(isDisabledLeaveDay('2026-12-22', christmas, today)).toBe(false);
    expect(isDisabledLeaveDay('2026-12-25', christmas, today)).toBe(true);
    expect(isDisabledLeaveDay('2026-12-26', christmas, today)).toBe(true);
    expect(isDisabledLeaveDay('2026-12-28', christmas, today)).toBe(false);
  });
});

describe('month grid', () => {
  it('starts on the Sunday on or before the 1st and ends on the Saturday on or after the last day', () => {
    const days = monthGridDays('2026-11-15');
    expect(days[0]).toBe('2026-11-01');
    expect(days.at(-1)).toBe('2026-12-05');
    expect(days).toHaveLength(35);
    expect(weekdayOf(days[0])).toBe('SUNDAY');
    const feb = monthGridDays('2026-02-01');
    expect(feb[0]).toBe('2026-02-01');
    expect(feb).toHaveLength(28);
    const aug = monthGridDays('2026-08-01');
    expect(aug[0]).toBe('2026-07-26');
    expect(aug).toHaveLength(42);
  });
});

describe('calendar chips', () => {
  it('shows at most 3 and counts the rest', () => {
    expect(limitChips([1, 2])).toEqual({ shown: [1, 2], hidden: 0 });
    expect(limitChips([1, 2, 3])).toEqual({ shown: [1, 2, 3], hidden: 0 });
    expect(limitChips([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], hidden: 2 });
  });
});

describe("the person's own schedule (issue 29)", () => {
  const hours = (friday: number, saturday = 0) => ({
    MONDAY: 8,
    TUESDAY: 8,
    WEDNESDAY: 8,
    THURSDAY: 8,
    FRIDAY: friday,
    SATURDAY: saturday,
    SUNDAY: 0,
  });
  // 2027-03-05 and 12 are Fridays; the four-day week applies from 8 March, a weekend worker's from 15 March.
  const calendar: WorkCalendar = {
    workingDays: MON_FRI,
    holidays: new Set(),
    schedule: [
      { effectiveFrom: '2027-03-08', hours: hours(0) },
      { effectiveFrom: '2027-03-15', hours: hours(8, 4) },
    ],
  };

  it.each([
    ['2027-03-05', false, "a Friday before the first entry: the organization's week"],
    ['2027-03-06', true, "a Saturday before the first entry: the organization's weekend"],
    ['2027-03-11', false, 'a Thursday of the four-day week'],
    ['2027-03-12', true, 'a Friday of the four-day week'],
    ['2027-03-19', false, 'a Friday of the next entry'],
    ['2027-03-20', false, 'a Saturday with hours'],
    ['2027-03-21', true, 'a Sunday without hours'],
  ])('%s is a day off: %s (%s)', (date, off) => {
    expect(isDayOff(date, calendar)).toBe(off);
  });

  it("is the organization's week without any entry", () => {
    expect(isDayOff('2027-03-12', { workingDays: MON_FRI, schedule: [] })).toBe(false);
    expect(isDayOff('2027-03-13', { workingDays: MON_FRI })).toBe(true);
  });

  it('disables the days off of the schedule in force in the pickers, and moves a start off them', () => {
    expect(isDisabledLeaveDay('2027-03-12', calendar, '2027-03-01')).toBe(true);
    expect(isDisabledLeaveDay('2027-03-20', calendar, '2027-03-01')).toBe(false);
    expect(applyLeaveDateRules({ start: '2027-03-12' }, calendar).start).toBe('2027-03-15');
  });
});
