import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/storage';
import { ApiError, api, assetUrl } from './client';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function respond(status: number, body?: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('fetch client', () => {
  it('calls /api with the bearer token and JSON', async () => {
    tokenStore.set('tok');
    const fetch = respond(200, { ok: true });
    await expect(api.post('/things', { a: 1 }, { query: { pageNumber: 0, empty: '' } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things?pageNumber=0');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it('turns an error answer into an ApiError with status, code, message and details', async () => {
    respond(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Nope',
      details: [{ field: 'x', message: 'y' }],
    });
    const error = await api.get('/x').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Nope',
      details: [{ field: 'x', message: 'y' }],
    });
  });

  it('reports a network failure as INTERNET_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'INTERNET_ERROR' });
  });

  it('ends the session on a 401 anywhere', async () => {
    window.history.replaceState(null, '', '/signin');
    tokenStore.set('tok');
    respond(401, { statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'expired' });
    await api.get('/users/mine').catch(() => undefined);
    expect(tokenStore.get()).toBeNull();
  });

  it('keeps a session whose token replaced the one a refused call was sent with', async () => {
    window.history.replaceState(null, '', '/settings');
    tokenStore.set('old');
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const call = api.get('/v1/notifications/count').catch(() => undefined);
    tokenStore.set('new');
    answer(
      new Response(
        JSON.stringify({ statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'x' }),
        {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
    await call;
    expect(tokenStore.get()).toBe('new');
  });

  it('ends the session on a 403 away from /signin and /signup, but not on them', async () => {
    tokenStore.set('tok');
    respond(403, { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'no' });
    window.history.replaceState(null, '', '/signup');
    await api.get('/x').catch(() => undefined);
    expect(tokenStore.get()).toBe('tok');
    window.history.replaceState(null, '', '/users');
    await api.get('/x').catch(() => undefined);
    expect(tokenStore.get()).toBeNull();
  });

  it('adds the token to asset URLs for images', () => {
    tokenStore.set('a b');
    expect(assetUrl('/api/assets/3')).toBe('/api/assets/3?token=a%20b');
    expect(assetUrl(null)).toBeUndefined();
  });
});
