import { WEEKDAYS } from '@leavedesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyLeaveDateRules,
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
