import { TEXT } from '@leavedesk/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToasterHost } from '@/components/ui/toaster-host';
import { tokenStore } from '@/lib/storage';
import { aUser, json, stubApi } from '@/test/api-stub';
import { routes } from './routes';

afterEach(() => vi.unstubAllGlobals());

const expiredAnswer = () =>
  json(401, {
    statusCode: 401,
    error: 'Unauthorized',
    code: 'UNAUTHENTICATED',
    message: TEXT.sessionExpired,
  });

function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // As App renders it: the router and the toasts; the signed-in app brings its own providers.
  render(
    <>
      <RouterProvider router={router} />
      <ToasterHost />
    </>,
  );
  return router;
}

describe('the end of a session', () => {
  it('sends a visitor whose token the server refuses to sign-in, which says the session has expired', async () => {
    // The server refuses every call of that token, also Calendar's, asked for as its route is entered.
    stubApi(aUser(), {
      'GET /users/mine': expiredAnswer,
      'GET /organizations/default': expiredAnswer,
      'GET /leaves/calendar/grid': expiredAnswer,
      'GET /leaves/calendar/day': expiredAnswer,
    });
    const router = renderApp('/calendar?month=3');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/calendar?month=3')}`);
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.sessionExpired);
    expect(tokenStore.get()).toBeNull();
  });

  it('says nothing of the kind after a deliberate sign-out', async () => {
    stubApi(aUser(), {
      'GET /leaves/mine/balance': () => json(200, []),
      'GET /leaves': () =>
        json(200, { contents: [], pageNumber: 0, pageSize: 20, totalPages: 0, totalContents: 0 }),
      'GET /v1/notifications/count': () => json(200, { unreadCount: 0, totalCount: 0 }),
    });
    // A session that once expired, then a new sign-in: its sign-out is the user's own.
    tokenStore.clear({ expired: true });
    tokenStore.set('token-2');
    const router = renderApp('/');
    const [menu] = await screen.findAllByTestId('profile-menu');
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.queryByText(TEXT.sessionExpired)).not.toBeInTheDocument();
  });
});
