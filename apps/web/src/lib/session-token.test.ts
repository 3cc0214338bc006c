import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, json, organization } from '@/test/api-stub';
import { prefetchSession, takePrefetched } from './session-token';
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
});
