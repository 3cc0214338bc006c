import { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { calendarDayQueryOptions, calendarGridQueryOptions } from '@/features/calendar/calendar-query';
import { EARLY_PATHS, localIsoDate, startEarlyRequests, takeEarlyResponse } from './early-requests';
import { ISO_DATE } from './leave-dates';
import { tokenStore } from './storage';

/** The session's calls started by the boot script, taken once by the API client. */
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete (window as { __leavedeskEarly?: unknown }).__leavedeskEarly;
});

function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('early requests', () => {
  it("start the session's two calls with the token, each taken once and only for that token", async () => {
    const fetch = answering(200, { id: 1 });
    startEarlyRequests('tok', '/settings');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([...EARLY_PATHS]);
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({ Authorization: 'Bearer tok' });
    expect(takeEarlyResponse('/api/users/mine', 'another')).toBeUndefined();
    expect(takeEarlyResponse('/api/users/mine', 'tok')).toBeInstanceOf(Promise);
    expect(takeEarlyResponse('/api/users/mine', 'tok')).toBeUndefined();
    expect(takeEarlyResponse('/api/teams', 'tok')).toBeUndefined();
  });

  it('give the API client its answer without a second call', async () => {
    tokenStore.set('tok');
    const fetch = answering(200, { id: 7, firstName: 'Ada' });
    startEarlyRequests('tok', '/users');
    await expect(api.get('/users/mine')).resolves.toEqual({ id: 7, firstName: 'Ada' });
    expect(fetch).toHaveBeenCalledTimes(EARLY_PATHS.length);
    // Taken: the next call asks the server again.
    await api.get('/users/mine');
    expect(fetch).toHaveBeenCalledTimes(EARLY_PATHS.length + 1);
  });

  it('end the session on a refused token, as any call does', async () => {
    tokenStore.set('old');
    answering(401, { statusCode: 401, error: 'Unauthorized', code: 'UNAUTHORIZED', message: 'Expired' });
    startEarlyRequests('old', '/settings');
    await expect(api.get('/organizations/default')).rejects.toMatchObject({
      status: 401,
      message: 'Expired',
    });
    expect(tokenStore.get()).toBeNull();
    expect(tokenStore.expired()).toBe(true);
  });

  it("start Home's balance beside them on Home, taken by the balance query even with its signal", async () => {
    tokenStore.set('tok');
    const fetch = answering(200, []);
    startEarlyRequests('tok', '/');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([...EARLY_PATHS, '/api/leaves/mine/balance']);
    await api.get('/leaves/mine/balance', { signal: new AbortController().signal });
    expect(fetch).toHaveBeenCalledTimes(EARLY_PATHS.length + 1);
  });

  it("start Calendar's month and day for today in the browser's time zone, taken by the calendar's queries", async () => {
    tokenStore.set('tok');
    const fetch = answering(200, []);
    // 23:30 on the last day of a month: the local date, not UTC's, names the month and the day.
    const now = new Date(2026, 10, 30, 23, 30);
    startEarlyRequests('tok', '/calendar', window, now);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      ...EARLY_PATHS,
      '/api/leaves/calendar/grid?month=2026-11',
      '/api/leaves/calendar/day?date=2026-11-30',
    ]);
    const client = new QueryClient();
    await client.fetchQuery(calendarGridQueryOptions({ month: '2026-11' }));
    await client.fetchQuery(calendarDayQueryOptions({ date: '2026-11-30' }));
    expect(fetch).toHaveBeenCalledTimes(EARLY_PATHS.length + 2);
  });

  it('write the local date as the screens do', () => {
    expect(localIsoDate(new Date(2027, 0, 5, 0, 10))).toBe('2027-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    // The same as todayIso()'s dayjs through a year, across the clock changes, in zones far from
    // UTC on both sides (where a UTC date would be a day off for half of each day).
    const before = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Berlin']) {
        process.env.TZ = zone;
        for (let hour = 0; hour < 366 * 24; hour += 7) {
          const at = new Date(2026, 0, 1, hour);
          expect(localIsoDate(at), `${zone} ${at.toString()}`).toBe(dayjs(at).format(ISO_DATE));
        }
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
