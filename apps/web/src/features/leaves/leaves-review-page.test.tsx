import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { formatDate } from '@/lib/format';
import { addDaysIso, todayIso } from '@/lib/leave-dates';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as LeavesReviewPage } from './leaves-review-page';

vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 10_000 };
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const formatDay = (date: string) => formatDate(date);

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

  it("says 'as substitute for Ana Lima' on a request the viewer decides only as a substitute (issue 28)", async () => {
    const ana = { id: 5, firstName: 'Ana', lastName: 'Lima' };
    const covered = makeLeave({
      id: 301,
      firstName: 'Grace',
      approval: {
        step: 1,
        steps: 1,
        waitingFor: [ana, { id: 1, firstName: 'Ada', lastName: 'Lovelace', asSubstituteFor: ana }],
        decisions: [],
      },
    });
    const own = makeLeave({ id: 302, firstName: 'Alan' });
    stubApi(aUser({ id: 1 }), {
      'GET /leaves': () => json(200, page([covered, own])),
      'GET /users': () => json(200, page([])),
    });
    renderScreen(
      <SignedIn>
        <LeavesReviewPage />
      </SignedIn>,
      { path: '/leaves' },
    );
    const note = await screen.findAllByText('as substitute for Ana Lima', {}, WAIT);
    // One per request it applies to (the table, or the cards on a small screen).
    expect(note.length).toBeGreaterThan(0);
    const row = note[0].closest('tr, li, [role="row"], article') as HTMLElement;
    expect(row).toHaveTextContent('Grace');
    expect(row).not.toHaveTextContent('Alan');
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

  function renderPage() {
    renderScreen(
      <SignedIn>
        <LeavesReviewPage />
      </SignedIn>,
      { path: '/leaves' },
    );
  }
  const sortsAsked = (fetch: ReturnType<typeof stubApi>) =>
    callsTo(fetch, 'GET', '/leaves').map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('sort'),
    );

  it('asks the pending queue soonest start first, marks a request whose start has come Started, and sorts by a column head', async () => {
    const today = todayIso();
    const started = makeLeave({
      firstName: 'Grace',
      startAt: addDaysIso(today, -2),
      endAt: addDaysIso(today, 3),
    });
    const coming = makeLeave({
      firstName: 'Alan',
      startAt: addDaysIso(today, 10),
      endAt: addDaysIso(today, 10),
    });
    const fetch = stubApi(aUser(), {
      'GET /leaves': () => json(200, page([started, coming])),
      'GET /users': () => json(200, page([])),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Leave requests' }, WAIT);
    expect(sortsAsked(fetch)).toEqual(['startAt:asc']);
    const [, graceRow, alanRow] = within(table).getAllByRole('row');
    expect(within(graceRow).getByText('Started')).toBeInTheDocument();
    expect(within(alanRow).queryByText('Started')).not.toBeInTheDocument();
    const date = within(table).getByRole('columnheader', { name: 'Date' });
    const duration = within(table).getByRole('columnheader', { name: 'Duration' });
    expect(date).toHaveAttribute('aria-sort', 'ascending');
    expect(duration).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(date).getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(sortsAsked(fetch).at(-1)).toBe('startAt:desc'));
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(within(duration).getByRole('button', { name: 'Duration' }));
    await waitFor(() => expect(sortsAsked(fetch).at(-1)).toBe('duration:asc'));
    expect(within(table).getByRole('columnheader', { name: 'Duration' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');
  });

  it('accepts the selected requests each on its own, after a confirmation listing them, and says what happened to each', async () => {
    const start = addDaysIso(todayIso(), 30);
    const grace = makeLeave({ firstName: 'Grace', startAt: start, endAt: start });
    const alan = makeLeave({ firstName: 'Alan', startAt: start, endAt: start });
    const edsger = makeLeave({ firstName: 'Edsger', startAt: start, endAt: start });
    const routes = {
      'GET /leaves': () => json(200, page([grace, alan, edsger])),
      'GET /users': () => json(200, page([])),
      [`PUT /leaves/${grace.id}`]: () => json(200, { ...grace, status: 'ACCEPTED' }),
      // Someone decided Alan's request meanwhile.
      [`PUT /leaves/${alan.id}`]: () =>
        json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'ALREADY_REVIEWED',
          message: 'This request was already rejected.',
        }),
      [`PUT /leaves/${edsger.id}`]: () => json(200, { ...edsger, status: 'ACCEPTED' }),
    };
    const fetch = stubApi(aUser(), routes);
    renderPage();
    await screen.findByRole('table', { name: 'Leave requests' }, WAIT);
    // Keyboard: Space toggles a row's box.
    screen.getByRole('checkbox', { name: 'Select Grace Lovelace’s request' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alan Lovelace’s request' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Edsger Lovelace’s request' }));
    expect(screen.getByRole('checkbox', { name: 'Select all pending requests on this page' })).toBeChecked();
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    // Nothing opens the request dialog, nothing is decided yet.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept 3 requests' });
    const listed = within(within(confirm).getByRole('list', { name: 'Requests to accept' })).getAllByRole(
      'listitem',
    );
    expect(listed.map((li) => li.textContent)).toEqual(
      ['Grace', 'Alan', 'Edsger'].map((n) => `${n} Lovelace · Vacation, ${formatDay(start)}`),
    );
    expect(callsTo(fetch, 'PUT', `/leaves/${grace.id}`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, accept them' }));
    const summary = await screen.findByRole('alertdialog', { name: 'Accepted 2 of 3 requests' }, WAIT);
    const outcomes = within(within(summary).getByRole('list', { name: 'Outcomes' })).getAllByRole('listitem');
    expect(outcomes.map((li) => li.textContent)).toEqual([
      `Grace Lovelace · Vacation, ${formatDay(start)}Accepted`,
      `Alan Lovelace · Vacation, ${formatDay(start)}Not accepted: This request was already rejected.`,
      `Edsger Lovelace · Vacation, ${formatDay(start)}Accepted`,
    ]);
    for (const leave of [grace, alan, edsger]) {
      const calls = callsTo(fetch, 'PUT', `/leaves/${leave.id}`);
      expect(calls).toHaveLength(1);
      expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ status: 'ACCEPTED' });
    }
    await userEvent.click(within(summary).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('checkbox', { name: 'Select all pending requests on this page' }),
    ).not.toBeChecked();
  });
});
