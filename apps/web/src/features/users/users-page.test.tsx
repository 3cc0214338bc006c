import { TEXT } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as UsersPage } from './users-page';

vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

const alan = aUser({
  id: 7,
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@example.com',
  role: 'EMPLOYEE',
});
const page = (contents: unknown[], totalPages = 1) => ({
  contents,
  pageNumber: 0,
  pageSize: 20,
  totalPages,
  totalContents: contents.length,
});

function renderPage() {
  return renderScreen(
    <SignedIn>
      <UsersPage />
    </SignedIn>,
    { path: '/users' },
  );
}

describe('the user directory', () => {
  it('titles the page with the total, shows the badges, and no pagination on one page', async () => {
    stubApi(aUser(), { 'GET /users': () => json(200, page([aUser(), alan])) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Users (2)' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Alan Turing/ });
    expect(within(row).getByText('Employee')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Engineering')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('Admin');
    // Nobody removes themselves.
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'pagination' })).not.toBeInTheDocument();
  });

  it("says 'No employees found.' when nothing matches, after a debounced search", async () => {
    const fetch = stubApi(aUser(), {
      'GET /users': (_body, url) => json(200, url.searchParams.get('text') ? page([]) : page([alan])),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Users (1)' });
    await userEvent.type(screen.getByPlaceholderText('Search by name, email...'), 'zzz');
    expect(await screen.findByText('No employees found.')).toBeInTheDocument();
    const texts = callsTo(fetch, 'GET', '/users').map(([input]) =>
      new URL(input, 'http://x').searchParams.get('text'),
    );
    expect(texts.filter(Boolean)).toEqual(['zzz']);
  });

  it('removes an employee after the confirmation, refreshes the list and closes the dialog', async () => {
    let users = [aUser(), alan];
    const fetch = stubApi(aUser(), {
      'GET /users': () => json(200, page(users)),
      'DELETE /users/7': () => {
        users = [aUser()];
        return json(204);
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Alan Turing' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove Employee')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to remove Alan Turing?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(TEXT.employeeRemoved)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Users (1)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', '/users/7')).toHaveLength(1);
  });

  it('closes the dialog when the removal fails, and shows the error', async () => {
    stubApi(aUser(), {
      'GET /users': () => json(200, page([aUser(), alan])),
      'DELETE /users/7': () =>
        json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'LAST_ADMIN',
          message: 'Refused for a reason.',
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Alan Turing' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Refused for a reason.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("locks a team admin's team filter to their own team", async () => {
    const me = aUser({ id: 2, role: 'TEAM_ADMIN', team: { id: 11, name: 'Sales' } });
    const fetch = stubApi(me, { 'GET /users': () => json(200, page([me])) });
    renderPage();
    const team = await screen.findByRole('combobox', { name: 'Team' });
    expect(team).toBeDisabled();
    expect(team).toHaveTextContent('Sales');
    await screen.findByRole('heading', { name: 'Users (1)' });
    const [[input]] = callsTo(fetch, 'GET', '/users');
    expect(new URL(input, 'http://x').searchParams.get('teamId')).toBe('11');
  });

  it('pages when there is more than one page', async () => {
    const fetch = stubApi(aUser(), {
      'GET /users': (_b, url) =>
        json(200, { ...page([alan], 3), pageNumber: Number(url.searchParams.get('pageNumber')) }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(
        callsTo(fetch, 'GET', '/users').some(
          ([i]) => new URL(i, 'http://x').searchParams.get('pageNumber') === '1',
        ),
      ).toBe(true),
    );
  });

  it('goes back to the last page when the asked page is past the end (its last row was removed)', async () => {
    stubApi(aUser(), {
      'GET /users': (_b, url) =>
        url.searchParams.get('pageNumber') === '1'
          ? json(200, { ...page([]), pageNumber: 1, totalContents: 1 })
          : json(200, page([alan])),
    });
    renderScreen(
      <SignedIn>
        <UsersPage />
      </SignedIn>,
      { path: '/users', url: '/users?page=2' },
    );
    expect(await screen.findByRole('row', { name: /Alan Turing/ })).toBeInTheDocument();
  });
});
