import type { User } from '@leavedesk/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { useSession } from '@/lib/session';
import { tokenStore } from '@/lib/storage';
import { renderScreen } from '@/test/render';
import { AppShell } from './app-shell';

/** A window whose width the test sets: `(min-width: 48rem)` matches from 768 px. */
function stubWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      const min = /min-width:\s*([\d.]+)rem/.exec(query);
      return min ? width >= Number(min[1]) * 16 : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: number) => {
    width = next;
    for (const listener of listeners) listener();
  };
}

beforeEach(() => {
  tokenStore.set('token');
  const me = { ...makeLeave().user, id: 7, role: 'ORGANIZATION_ADMIN' } as User;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (String(url).startsWith('/api/users/mine') ? json(me) : json([]))),
  );
});

/** The shell as the signed-in app shows it: once the user is known. */
function SignedInShell() {
  return useSession().user ? <AppShell>screen</AppShell> : null;
}
afterEach(() => vi.unstubAllGlobals());

describe('AppShell', () => {
  it('renders the sidebar on a wide window and the top bar on a narrow one, and follows the width', async () => {
    const resize = stubWidth(1280);
    renderScreen(<SignedInShell />);
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(document.querySelector('aside')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();

    act(() => resize(390));
    expect(document.querySelector('aside')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();

    act(() => resize(768));
    expect(document.querySelector('aside')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByText('screen')).toBeInTheDocument();
  });
});
