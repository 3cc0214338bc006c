import type { Balance, LeaveContext } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { aUser, json, SignedIn, stubApi } from '@/test/api-stub';
import { expectHeadingsInOrder } from '@/test/headings';
import { renderScreen } from '@/test/render';
import { LeaveDetailsDialog } from './leave-details-dialog';
import { Component as LeavePage } from './leave-page';

afterEach(() => vi.unstubAllGlobals());

const leave = makeLeave({
  id: 41,
  firstName: 'Rhea',
  startAt: '2026-12-28',
  endAt: '2027-01-08',
  duration: 8,
  status: 'PENDING',
});

function balance(year: number, used: number, pending: number): Balance {
  return {
    activatedType: leave.activatedType,
    totalAmount: 25,
    allowanceAmount: 25,
    carriedOverAmount: 0,
    expiredAmount: 0,
    carryOverExpiresOn: null,
    adjustmentAmount: 0,
    usedAmount: used,
    pendingAmount: pending,
    remainingAmount: 25 - used - pending,
    periodStart: `${year}-01-01`,
    periodEnd: `${year}-12-31`,
    startedAt: `${year}-01-01`,
    earnedAmount: 25,
    accrualSchedule: [],
    unit: 'DAYS',
    scheduleShare: null,
    overtime: [],
  };
}

const context: LeaveContext = {
  balances: [
    { balance: balance(2026, 20, 2), requestedAmount: 3, remainingAfterAmount: 0, availableAmount: 3 },
    { balance: balance(2027, 0, 23), requestedAmount: 5, remainingAfterAmount: -3, availableAmount: 2 },
  ],
  teamConflicts: [
    {
      ...makeLeave({ id: 42, firstName: 'Mo', startAt: '2027-01-04', endAt: '2027-01-05', duration: 2 }),
      status: 'ACCEPTED',
    },
  ],
  holidays: [{ id: 1, date: '2027-01-01', description: "New Year's Day", country: 'DE' }],
};

function renderDialog(answer: () => Response) {
  const fetch = stubApi(aUser({ id: 999, role: 'TEAM_ADMIN' }), {
    'GET /leaves/41/context': answer,
  });
  renderScreen(
    <SignedIn>
      <LeaveDetailsDialog leave={leave} onClose={() => {}} />
    </SignedIn>,
  );
  return fetch;
}

describe('the review modal’s context', () => {
  it('shows the requester’s balance before and after the request in each year it touches, who else is away and the holidays', async () => {
    renderDialog(() => json(200, context));
    const dialog = await screen.findByRole('dialog');
    const balances = await within(dialog).findByRole('region', { name: "Rhea's balance" });
    const year2026 = within(balances).getByRole('listitem', { name: 'Vacation 2026' });
    expect(within(year2026).getByText('Left before this request').nextSibling).toHaveTextContent('3 Days');
    expect(within(year2026).getByText('This request').nextSibling).toHaveTextContent('3 Days');
    expect(within(year2026).getByText('Left after this request').nextSibling).toHaveTextContent('0 Day');
    const year2027 = within(balances).getByRole('listitem', { name: 'Vacation 2027' });
    expect(within(year2027).getByText('Left before this request').nextSibling).toHaveTextContent('2 Days');
    const after = within(year2027).getByText('Left after this request').nextSibling;
    expect(after).toHaveTextContent('3 Days over');
    expect(after).toHaveClass('text-destructive');

    const conflicts = within(dialog).getByRole('region', { name: 'Conflicts' });
    expect(within(conflicts).getByText('1 Conflicting Leave')).toBeInTheDocument();
    expect(within(conflicts).getByText('Mo Lovelace')).toBeInTheDocument();
    expect(within(conflicts).getByText('4 Jan 2027 - 5 Jan 2027')).toBeInTheDocument();

    const holidays = within(dialog).getByRole('region', { name: 'Holidays in these dates' });
    expect(holidays).toHaveTextContent("1 Jan 2027New Year's Day");
  });

  it('says so when nobody else is away and the type has left the requester’s policy', async () => {
    renderDialog(() => json(200, { balances: [], teamConflicts: [], holidays: [] }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText("Vacation is no longer in Rhea's leave policy."),
    ).toBeInTheDocument();
    const conflicts = within(dialog).getByRole('region', { name: 'Conflicts' });
    expect(within(conflicts).getByRole('heading', { name: 'No Conflicting Leaves' })).toBeInTheDocument();
    expect(
      within(conflicts).getByText('Nobody else in Engineering is away on these days.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Also away')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Holidays in these dates' })).not.toBeInTheDocument();
  });

  it('shows conflicts only while the decision is open: none on an accepted or rejected request', async () => {
    for (const status of ['ACCEPTED', 'REJECTED'] as const) {
      const decided = { ...leave, status };
      stubApi(aUser({ id: leave.user.id, role: 'EMPLOYEE' }), {
        'GET /leaves/41/context': () => json(200, context),
      });
      const view = renderScreen(
        <SignedIn>
          <LeaveDetailsDialog leave={decided} onClose={() => {}} />
        </SignedIn>,
      );
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByRole('region', { name: 'Your balance' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('region', { name: 'Conflicts' })).not.toBeInTheDocument();
      expect(within(dialog).queryByText(/Conflicting Leave/)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('speaks to the requester of their own balance', async () => {
    stubApi(aUser({ id: leave.user.id, role: 'EMPLOYEE' }), {
      'GET /leaves/41/context': () => json(200, { ...context, balances: [] }),
    });
    renderScreen(
      <SignedIn>
        <LeaveDetailsDialog leave={leave} onClose={() => {}} />
      </SignedIn>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('region', { name: 'Your balance' })).toBeInTheDocument();
    expect(within(dialog).getByText('Vacation is no longer in your leave policy.')).toBeInTheDocument();
  });

  it('offers to try again when the context cannot be loaded', async () => {
    let fail = true;
    renderDialog(() =>
      fail
        ? json(500, { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'Boom.' })
        : json(200, context),
    );
    const dialog = await screen.findByRole('dialog');
    // A server error is tried once more before it shows.
    const retry = await within(dialog).findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(
      within(dialog).getByText('The balance and the conflicting leaves could not be loaded.'),
    ).toBeInTheDocument();
    fail = false;
    retry.click();
    expect(await within(dialog).findByRole('region', { name: "Rhea's balance" })).toBeInTheDocument();
  });

  it('keeps the headings of /leaves/{id} in order: its parts are headed one level below the page', async () => {
    stubApi(aUser({ id: 999, role: 'TEAM_ADMIN' }), {
      'GET /leaves/41': () => json(200, leave),
      'GET /leaves/41/context': () => json(200, context),
    });
    renderScreen(
      <SignedIn>
        <LeavePage />
      </SignedIn>,
      { path: '/leaves/:id', url: '/leaves/41' },
    );
    expect(
      await screen.findByRole('region', { name: "Rhea's balance" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Holidays in these dates' })).toBeInTheDocument();
    expectHeadingsInOrder();
  });
});
