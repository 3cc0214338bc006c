import { describe, expect, it } from 'vitest';
import { toCalendarDate, todayIn } from './dates';

describe('calendar dates in a time zone', () => {
  it.each([
    ['2027-03-01T23:30:00+05:00', 'Asia/Karachi', '2027-03-01'],
    ['2027-03-01T23:30:00+05:00', 'America/New_York', '2027-03-01'],
    ['2027-03-01T23:30:00-05:00', 'America/New_York', '2027-03-01'],
    ['2027-03-01T23:30:00-05:00', 'Asia/Karachi', '2027-03-02'],
    ['2026-12-31T23:59:59Z', 'Pacific/Kiritimati', '2027-01-01'],
    ['2027-01-01T00:30:00Z', 'Pacific/Pago_Pago', '2026-12-31'],
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

describe('a timestamp at exactly midnight UTC', () => {
  it.each([
    ['2027-03-01T00:00:00.000Z', 'America/Los_Angeles'],
    ['2027-03-01T00:00:00Z', 'America/Los_Angeles'],
    ['2027-03-01T00:00:00.000Z', 'Pacific/Pago_Pago'],
    ['2027-03-01T00:00:00.000Z', 'Pacific/Kiritimati'],
    ['2027-03-01T00:00:00+00:00', 'America/New_York'],
    ['2027-03-01T00:00:00.000Z', 'UTC'],
  ])('%s is 2027-03-01 in %s, the date it names', (timestamp, zone) => {
    expect(toCalendarDate(timestamp, zone)).toBe('2027-03-01');
  });

  it('is what new Date(date).toISOString() gives, so a date survives any number of saves west of UTC', () => {
    let date = '2027-03-01';
    for (let save = 0; save < 3; save++)
      date = toCalendarDate(new Date(date).toISOString(), 'America/Los_Angeles');
    expect(date).toBe('2027-03-01');
  });

  it.each([
    ['2027-03-01T00:00:00.001Z', 'America/Los_Angeles', '2027-02-28'],
    ['2027-03-01T00:00:01Z', 'America/Los_Angeles', '2027-02-28'],
    ['2027-03-01T08:00:00.000Z', 'America/Los_Angeles', '2027-03-01'],
    ['2027-03-01T00:00:00-08:00', 'America/Los_Angeles', '2027-03-01'],
    ['2027-03-01T00:00:00+01:00', 'America/Los_Angeles', '2027-02-28'],
    ['2027-02-28T23:59:59.999Z', 'Asia/Tokyo', '2027-03-01'],
  ])('any other instant, %s, is still read in the caller zone (%s): %s', (timestamp, zone, expected) => {
    expect(toCalendarDate(timestamp, zone)).toBe(expected);
  });
});
