import { describe, expect, it } from 'vitest';
import { toCalendarDate, todayIn } from './dates';

describe('calendar dates in a time zone', () => {
  it.each([
    ['2027-03-01T23:30:00+05:00', 'Asia/Karachi', '2027-03-01'],
    ['2027-03-01T23:30:00+05:00', 'America/New_York', '2027-03-01'],
    ['2027-03-01T23:30:00-05:00', 'America/New_York', '2027-03-01'],
    ['2027-03-01T23:30:00-05:00', 'Asia/Karachi', '2027-03-02'],
    ['2026-12-31T23:59:59Z', 'Pacific/Kiritimati', '2027-01-01'],
    ['2027-01-01T00:00:00Z', 'Pacific/Pago_Pago', '2026-12-31'],
    ['2027-03-28T01:30:00Z', 'Europe/Berlin', '2027-03-28'],
  ])('reads %s in %s as %s', (timestamp, zone, expected) => {
    expect(toCalendarDate(timestamp, zone)).toBe(expected);
  });

  it('keeps a plain date as it is, whatever the zone', () => {
    expect(toCalendarDate('2027-02-28', 'Pacific/Kiritimati')).toBe('2027-02-28');
  });

  it('tells today from the zone, not from the server clock', () => {
    const instant = new Date('2027-06-30T22:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2027-06-30');
    expect(todayIn('Europe/Berlin', instant)).toBe('2027-07-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2027-06-30');
  });
});
