import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchSession } from '@/lib/session-token';
import { aUser, json, stubApi } from '@/test/api-stub';
import { renderWhenRouted } from './first-render';
import { preloadSignedInApp } from './guards';
import { routes } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * What each change of the page showed: its main heading ('Loading' on the loading screen), or
 * 'boot' for the boot screen (the mark alone, busy).
 */
function watchPage() {
  const shown: string[] = [];
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('h1')?.textContent;
    const now = heading ?? (document.querySelector('[aria-busy="true"]') ? 'boot' : '');
    if (shown.at(-1) !== now) shown.push(now);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { shown, stop: () => observer.disconnect() };
}

describe("the app's first render", () => {
  it("is a returning visitor's screen: no boot screen and no loading screen flash before it", async () => {
    stubApi(aUser(), {
      'GET /leaves/mine/balance': () => json(200, []),
      'GET /leaves': () =>
        json(200, { contents: [], pageNumber: 0, pageSize: 20, totalPages: 0, totalContents: 0 }),
      'GET /leaves/calendar': () => json(200, []),
      'GET /v1/notifications/count': () => json(200, { unreadCount: 0, totalCount: 0 }),
    });
    // As main.tsx starts a page that holds a token.
    prefetchSession();
    preloadSignedInApp();
    const page = watchPage();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    renderWhenRouted(router, () => render(<RouterProvider router={router} />), 10_000);

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    page.stop();
    expect(page.shown).toEqual(['Home']);
  });

  it('shows the boot screen after the wait when the first route is slow, and renders once', async () => {
    vi.useFakeTimers();
    let enter!: (route: { Component: () => React.ReactNode }) => void;
    const router = createMemoryRouter([
      {
        path: '/',
        hydrateFallbackElement: <p>Booting</p>,
        lazy: () =>
          new Promise((resolve) => {
            enter = resolve;
          }),
      },
    ]);
    const renderApp = vi.fn(() => render(<RouterProvider router={router} />));
    renderWhenRouted(router, renderApp, 300);
    await vi.advanceTimersByTimeAsync(299);
    expect(renderApp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renderApp).toHaveBeenCalledOnce();
    expect(screen.getByText('Booting')).toBeInTheDocument();

    enter({ Component: () => <h1>Ready</h1> });
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(renderApp).toHaveBeenCalledOnce();
  });

  it('renders as soon as the router has entered its route, and at once when it already has', async () => {
    vi.useFakeTimers();
    let enter!: (route: { Component: () => React.ReactNode }) => void;
    const slow = createMemoryRouter([
      {
        path: '/',
        lazy: () =>
          new Promise((resolve) => {
            enter = resolve;
          }),
      },
    ]);
    const renderSlow = vi.fn();
    renderWhenRouted(slow, renderSlow, 300);
    await vi.advanceTimersByTimeAsync(100);
    enter({ Component: () => null });
    await vi.advanceTimersByTimeAsync(0);
    expect(renderSlow).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(300);
    expect(renderSlow).toHaveBeenCalledOnce();

    const ready = createMemoryRouter([{ path: '/', Component: () => null }]);
    const renderReady = vi.fn();
    renderWhenRouted(ready, renderReady, 300);
    expect(renderReady).toHaveBeenCalledOnce();
  });
});
