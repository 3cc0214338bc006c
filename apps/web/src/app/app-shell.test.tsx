import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, json, stubApi } from '@/test/api-stub';
import { routes } from './routes';

vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 10_000 };

// Offline, the calendar's code cannot be fetched: its import fails as a browser's would.
vi.mock('@/features/calendar/calendar-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/calendar-page.js');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

function renderApp(url: string) {
  stubApi(aUser(), {
    'GET /v1/notifications/count': () => json(200, { unreadCount: 0, totalCount: 0 }),
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the signed-in shell', () => {
  it("starts with 'Skip to content', which moves focus to the screen", async () => {
    renderApp('/guide');
    const main = await screen.findByRole('main', {}, WAIT);
    await screen.findByRole('heading', { level: 1, name: 'Guide' }, WAIT);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(main).toHaveFocus();
    // The next Tab is the screen's, not the sidebar's.
    await userEvent.tab();
    expect(main.contains(document.activeElement)).toBe(true);
  });

  it('says it is offline and keeps its sidebar when a screen cannot be loaded', async () => {
    // The failed import is logged (React Router, the error screen): expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, WAIT);
    expect(screen.queryByText('You are offline.')).not.toBeInTheDocument();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline. What you see may be out of date, and changes cannot be saved until the connection is back.',
    );

    await act(() => router.navigate('/calendar'));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('This page could not be loaded without a connection.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    // The shell is still there: the page list and the banner.
    expect(screen.getAllByRole('navigation', { name: 'Pages' }).length).toBeGreaterThan(0);
    expect(screen.getByText('You are offline.')).toBeInTheDocument();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('You are offline.')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('says it is offline when a call gets no answer, and no more once one does', async () => {
    const fetch = stubApi(aUser(), {
      'GET /v1/notifications/count': () => json(200, { unreadCount: 0, totalCount: 0 }),
      'GET /leaves/mine/balance': () => json(200, []),
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/settings'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, WAIT);
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await act(() => router.navigate('/settings/official-holidays'));
    expect(await screen.findByText('You are offline.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Pages' }).length).toBeGreaterThan(0);
    fetch.mockImplementation(answer);
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: 'Home' }, WAIT);
    await waitFor(() => expect(screen.queryByText('You are offline.')).not.toBeInTheDocument(), WAIT);
  });
});
