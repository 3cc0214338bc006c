import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as LeavesReviewPage } from './leaves-review-page';

vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 10_000 };
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (contents: unknown[]) => ({
  contents,
  pageNumber: 0,
  pageSize: 20,
  totalPages: 1,
  totalContents: contents.length,
});

describe('the leaves review page', () => {
  it('gives focus back to the Review button of the row once the review dialog closes', async () => {
    const leave = makeLeave({ firstName: 'Grace' });
    stubApi(aUser(), {
      'GET /leaves': () => json(200, page([leave])),
      'GET /users': () => json(200, page([])),
      [`GET /leaves/${leave.id}/context`]: () => json(200, { balances: [], teamConflicts: [], holidays: [] }),
    });
    renderScreen(
      <SignedIn>
        <LeavesReviewPage />
      </SignedIn>,
      { path: '/leaves' },
    );
    const review = await screen.findByRole('button', { name: 'Review' }, WAIT);
    await userEvent.click(review);
    const dialog = await screen.findByRole('dialog', { name: 'Leave Request' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review' })).toHaveFocus());
  });

  it('exports with every filter shown in the dialog, status All by default whatever the list shows, and sends the chosen ones', async () => {
    const fetch = stubApi(aUser(), {
      'GET /leaves': () => json(200, page([makeLeave({ firstName: 'Grace' })])),
      'GET /users': () => json(200, page([aUser({ id: 5, firstName: 'Grace', lastName: 'Hopper' })])),
      'GET /leaves/types': () => json(200, []),
      'GET /leaves/export': () =>
        new Response('\uFEFFLeave ID\r\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="leaves.csv"' },
        }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(
      <SignedIn>
        <LeavesReviewPage />
      </SignedIn>,
      { path: '/leaves' },
    );
    // The list shows pending requests (the spec's default)...
    expect(await screen.findByRole('combobox', { name: 'Status' }, WAIT)).toHaveTextContent('Pending');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export leaves' });
    // ...the export shows what it applies: every status, all teams, all users.
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    expect(within(dialog).getByRole('combobox', { name: 'Team' })).toHaveTextContent('All Teams');
    expect(within(dialog).getByRole('combobox', { name: 'User' })).toHaveTextContent('All Users');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Export downloaded.', {}, WAIT)).toBeInTheDocument();
    const [call] = callsTo(fetch, 'GET', '/leaves/export');
    expect(Object.fromEntries(new URL(String(call![0]), 'http://localhost').searchParams)).toEqual({
      status: 'REJECTED',
      teamId: '11',
      format: 'csv',
    });
  });
});
