import type { Balance, LeaveCheckAnswer } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { aUser, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { LeaveSummary } from './leave-summary';

afterEach(() => vi.unstubAllGlobals());

const vacation = makeLeave().activatedType;

const balance: Balance = {
  activatedType: vacation,
  totalAmount: 25,
  allowanceAmount: 25,
  carriedOverAmount: 0,
  expiredAmount: 0,
  carryOverExpiresOn: null,
  adjustmentAmount: 0,
  usedAmount: 8,
  pendingAmount: 2,
  remainingAmount: 15,
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
  startedAt: '2026-01-01',
};

const check: LeaveCheckAnswer = {
  duration: 4,
  totalDays: 6,
  yourConflicts: [],
  teamConflicts: [],
  holidays: [],
  balances: [{ balance, requestedAmount: 4, remainingAfterAmount: 11, availableAmount: 15 }],
  isAllowed: true,
  message: null,
};

function renderSummary(props: { typeId?: number; start?: string; end?: string }) {
  const fetch = stubApi(aUser(), {
    'GET /leaves/mine/balance': () => json(200, [balance]),
    'POST /leaves/check': () => json(200, check),
  });
  renderScreen(
    <SignedIn>
      <LeaveSummary {...props} />
    </SignedIn>,
  );
  return fetch;
}

describe('Create Leave: the summary', () => {
  it('shows what is left of the chosen type before any dates are picked', async () => {
    renderSummary({ typeId: vacation.typeId });
    expect(await screen.findByTestId('current-balance')).toHaveTextContent(
      'Vacation · 2026: 15 Days left of 25 Days',
    );
  });

  it('shows the day counts on one line each, and the balance before and after the request', async () => {
    renderSummary({ typeId: vacation.typeId, start: '2026-06-01', end: '2026-06-06' });
    const summary = await screen.findByRole('complementary', { name: 'Summary' });
    const counts = (label: string) => within(summary).getByText(label).nextSibling;
    expect(await within(summary).findByText('Left after this request')).toBeInTheDocument();
    expect(counts('Total Days')).toHaveTextContent('6');
    expect(counts('Working Days')).toHaveTextContent('4');
    expect(counts('Non-Working Days')).toHaveTextContent('2');
    expect(within(summary).getByText('Non-Working Days')).toHaveClass('whitespace-nowrap');
    const period = within(summary).getByRole('listitem', { name: 'Vacation 2026' });
    expect(within(period).getByText('Left before this request').nextSibling).toHaveTextContent('15 Days');
    expect(within(period).getByText('Left after this request').nextSibling).toHaveTextContent('11 Days');
    expect(screen.queryByTestId('current-balance')).not.toBeInTheDocument();
  });
});
