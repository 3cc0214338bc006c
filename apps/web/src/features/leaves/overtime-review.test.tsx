import type { OvertimeEntry } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, organization, SignedIn, stubApi } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { Component as LeavesReviewPage } from './leaves-review-page';

vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 10_000 };
afterEach(() => vi.unstubAllGlobals());

const page = (contents: unknown[]) => ({
  contents,
  pageNumber: 0,
  pageSize: 10,
  totalPages: 1,
  totalContents: contents.length,
});

function entry(overrides: Partial<OvertimeEntry> = {}): OvertimeEntry {
  return {
    id: 31,
    user: { id: 42, firstName: 'Grace', lastName: 'Hopper' },
    type: { id: 5, name: 'Time in lieu', symbol: '⏱️' },
    date: '2026-03-03',
    amount: 7.5,
    unit: 'HOURS',
    note: 'Release night',
    status: 'PENDING',
    expiresOn: '2027-03-03',
    createdBy: null,
    reviewer: null,
    reviewedAt: null,
    reviewReason: null,
    createdAt: '2026-03-03T20:00:00.000Z',
    ...overrides,
  };
}

function renderReview(routes: Parameters<typeof stubApi>[1], me = aUser({ id: 1, role: 'TEAM_ADMIN' })) {
  const fetch = stubApi(me, {
    'GET /leaves': () => json(200, page([])),
    'GET /users': () => json(200, page([])),
    ...routes,
  });
  renderScreen(
    <SignedIn>
      <LeavesReviewPage />
    </SignedIn>,
    { path: '/leaves' },
  );
  return fetch;
}

describe('/leaves: Overtime to review', () => {
  it('lists the pending entries beside the requests, with Accept and Reject but on one’s own', async () => {
    const fetch = renderReview({
      'GET /overtime': () =>
        json(
          200,
          page([
            entry(),
            entry({
              id: 32,
              user: { id: 1, firstName: 'Ada', lastName: 'Lovelace' },
              unit: 'DAYS',
              amount: 1.5,
            }),
          ]),
        ),
    });
    const section = await screen.findByRole('region', { name: 'Overtime to review (2)' }, WAIT);
    const rows = within(section).getAllByTestId('overtime-to-review');
    expect(rows[0]).toHaveTextContent('Grace Hopper');
    expect(rows[0]).toHaveTextContent('Time in lieu');
    expect(rows[0]).toHaveTextContent('3 Mar 2026');
    expect(rows[0]).toHaveTextContent('7.5 h');
    expect(rows[0]).toHaveTextContent('Release night');
    expect(within(rows[0]).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/users/42/');
    const decide = within(rows[0]).getByRole('group', { name: 'Decide Grace Hopper’s overtime' });
    expect(within(decide).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(decide).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    // One's own: listed, never decided here (the server would refuse it).
    expect(rows[1]).toHaveTextContent('1.5 Days');
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Yours: another reviewer decides it.');
    // The requests' own empty text is still there above.
    expect(screen.getByText('No pending requests found.')).toBeInTheDocument();
    const query = new URL(String(callsTo(fetch, 'GET', '/overtime')[0]?.[0]), 'http://x').searchParams;
    expect(query.get('status')).toBe('PENDING');
    expect(query.has('userId')).toBe(false);
    expect(await structuralViolations(section)).toEqual([]);
  });

  it('shows nothing when no overtime waits', async () => {
    renderReview({ 'GET /overtime': () => json(200, page([])) });
    await screen.findByText('No pending requests found.', {}, WAIT);
    await waitFor(() => expect(screen.queryByText(/Overtime to review/)).not.toBeInTheDocument());
  });

  it('Accept sends PUT /overtime/{id} with ACCEPTED, toasts, and the list is asked again', async () => {
    let pending = [entry()];
    const decided = vi.fn((body: unknown) => {
      pending = [];
      return json(200, { ...entry(), ...(body as object) });
    });
    const fetch = renderReview({
      'GET /overtime': () => json(200, page(pending)),
      'PUT /overtime/31': decided,
    });
    const section = await screen.findByRole('region', { name: 'Overtime to review (1)' }, WAIT);
    await userEvent.click(within(section).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(decided).toHaveBeenCalled());
    expect(decided.mock.calls[0]?.[0]).toEqual({ status: 'ACCEPTED' });
    expect(await screen.findByText('Overtime accepted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, 'GET', '/overtime').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByText(/Overtime to review/)).not.toBeInTheDocument());
  });

  it('Reject asks a reason first (required when the organization says so), then sends it', async () => {
    const decided = vi.fn((body: unknown) => json(200, { ...entry(), ...(body as object) }));
    stubApi(aUser({ id: 1, role: 'ORGANIZATION_ADMIN' }), {
      'GET /organizations/default': () =>
        json(200, { ...organization, metadata: { rejectionReasonRequired: true } }),
      'GET /leaves': () => json(200, page([])),
      'GET /users': () => json(200, page([])),
      'GET /overtime': () => json(200, page([entry()])),
      'PUT /overtime/31': decided,
    });
    renderScreen(
      <SignedIn>
        <LeavesReviewPage />
      </SignedIn>,
      { path: '/leaves' },
    );
    const section = await screen.findByRole('region', { name: 'Overtime to review (1)' }, WAIT);
    await userEvent.click(within(section).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject overtime' });
    expect(dialog).toHaveTextContent(
      'Reject Grace Hopper’s overtime (Time in lieu, 3 Mar 2026)? Grace reads your reason with the decision.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reject it' }));
    expect(
      await within(dialog).findByText(
        'Please give a reason: your organization asks for one with every rejection.',
      ),
    ).toBeInTheDocument();
    expect(decided).not.toHaveBeenCalled();
    expect(await structuralViolations(dialog)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Not agreed beforehand.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reject it' }));
    await waitFor(() => expect(decided).toHaveBeenCalled());
    expect(decided.mock.calls[0]?.[0]).toEqual({ status: 'REJECTED', reason: 'Not agreed beforehand.' });
    expect(await screen.findByText('Overtime rejected successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows a refused decision's sentence in the Error toast and refreshes the list", async () => {
    const sentence = 'This overtime was already accepted.';
    const fetch = renderReview({
      'GET /overtime': () => json(200, page([entry()])),
      'PUT /overtime/31': () =>
        json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'OVERTIME_ALREADY_REVIEWED',
          message: sentence,
        }),
    });
    const section = await screen.findByRole('region', { name: 'Overtime to review (1)' }, WAIT);
    await userEvent.click(within(section).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, 'GET', '/overtime').length).toBeGreaterThan(1));
  });
});
