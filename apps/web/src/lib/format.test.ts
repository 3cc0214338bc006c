import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDuration, formatRelative, fullName, roleLabel } from './format';

describe('formatting helpers', () => {
  it("formats dates as 'D MMM YYYY'", () => {
    expect(formatDate('2026-03-05')).toBe('5 Mar 2026');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it('shows a single date for a one-day leave and a range otherwise', () => {
    expect(formatDateRange('2026-03-05', '2026-03-05', 1)).toBe('5 Mar 2026');
    expect(formatDateRange('2026-03-05', '2026-03-09', 3)).toBe('5 Mar 2026 - 9 Mar 2026');
  });

  it("reads durations as '1 Day', 'N Days' and '0 Day'", () => {
    expect(formatDuration(1)).toBe('1 Day');
    expect(formatDuration(4)).toBe('4 Days');
    expect(formatDuration(0.5)).toBe('0.5 Days');
    expect(formatDuration(0)).toBe('0 Day');
    expect(formatDuration(undefined)).toBe('0 Day');
  });

  it('labels roles as the spec shows them', () => {
    expect(roleLabel('ORGANIZATION_ADMIN')).toBe('Admin');
    expect(roleLabel('TEAM_ADMIN')).toBe('Team Admin');
    expect(roleLabel('EMPLOYEE')).toBe('Employee');
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('tells how long ago something happened, never in the future', () => {
    const now = dayjs('2026-03-05T12:00:00Z');
    expect(formatRelative('2026-03-05T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-03-03T12:00:00Z', now)).toBe('2 days ago');
    expect(formatRelative('2026-03-05T12:00:20Z', now)).toBe('a few seconds ago');
  });
});
