import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, json, organization } from '@/test/api-stub';
import { prefetchSession, takeArrived, takePrefetched } from './session-token';
import { tokenStore } from './storage';

afterEach(() => vi.unstubAllGlobals());

describe("the session's first answers, asked for at start-up", () => {
  it('are asked for once with the stored token and handed over once, to that token only', async () => {
    const fetch = vi.fn(async (input: string, _init?: RequestInit) =>
      input.endsWith('/users/mine') ? json(200, aUser({ firstName: 'Grace' })) : json(200, organization),
    );
    vi.stubGlobal('fetch', fetch);
    tokenStore.set('token-a');
    prefetchSession();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-a' });

    expect(takePrefetched('user', 'token-b')).toBeUndefined();
    await expect(takePrefetched('user', 'token-a')).resolves.toMatchObject({ firstName: 'Grace' });
    expect(takePrefetched('user', 'token-a')).toBeUndefined();
    await expect(takePrefetched('organization', 'token-a')).resolves.toMatchObject({
      name: organization.name,
    });
  });

  it('are not asked for without a token', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    prefetchSession();
    expect(fetch).not.toHaveBeenCalled();
    expect(takePrefetched('user', null)).toBeUndefined();
  });

  it('are handed over as values once they have arrived, once, to that token only', async () => {
    let answerUser!: (response: Response) => void;
    const fetch = vi.fn((input: string) =>
      input.endsWith('/users/mine')
        ? new Promise<Response>((resolve) => {
            answerUser = resolve;
          })
        : Promise.resolve(json(200, organization)),
    );
    vi.stubGlobal('fetch', fetch);
    tokenStore.set('token-a');
    prefetchSession();
    // Not there yet: nothing to hand over, and the answer stays for the session to wait on.
    expect(takeArrived('user', 'token-a')).toBeUndefined();
    answerUser(json(200, aUser({ firstName: 'Grace' })));
    await vi.waitFor(() => expect(takeArrived('user', 'token-b')).toBeUndefined());
    await vi.waitFor(() => expect(takeArrived('user', 'token-a')).toMatchObject({ firstName: 'Grace' }));
    expect(takeArrived('user', 'token-a')).toBeUndefined();
    expect(takePrefetched('user', 'token-a')).toBeUndefined();
    expect(takeArrived('organization', 'token-a')).toMatchObject({ name: organization.name });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are not handed over as values when they failed: the session asks again and reports it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Down' })),
    );
    tokenStore.set('token-a');
    prefetchSession();
    await expect(takePrefetched('organization', 'token-a')).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeArrived('user', 'token-a')).toBeUndefined();
    await expect(takePrefetched('user', 'token-a')).rejects.toThrow();
  });
});
