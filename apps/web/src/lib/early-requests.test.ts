import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { EARLY_PATHS, EARLY_SCREEN_PATHS, startEarlyRequests, takeEarlyResponse } from './early-requests';
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
    startEarlyRequests('tok', '/calendar');
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
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([...EARLY_PATHS, ...EARLY_SCREEN_PATHS['/']!]);
    await api.get('/leaves/mine/balance', { signal: new AbortController().signal });
    expect(fetch).toHaveBeenCalledTimes(EARLY_PATHS.length + 1);
  });
});
