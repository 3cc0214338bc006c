import type { Balance } from '@leavedesk/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LeaveBalanceCards } from './leave-balance-cards';
import { makeLeave } from './test-leaves';

const type = { ...makeLeave().activatedType, name: 'Vacation', amount: 20 };

function balance(overrides: Partial<Balance>): Balance {
  return {
    activatedType: type,
    totalAmount: 20,
    allowanceAmount: 20,
    carriedOverAmount: 0,
    expiredAmount: 0,
    carryOverExpiresOn: null,
    adjustmentAmount: 0,
    usedAmount: 0,
    pendingAmount: 0,
    remainingAmount: 20,
    periodStart: '2026-01-01',
    periodEnd: '2026-12-31',
    startedAt: '2026-01-01',
    ...overrides,
  };
}

describe('balance cards', () => {
  it('say how a prorated total is made: from the joining date, as a share of the policy’s amount', () => {
    render(
      <LeaveBalanceCards
        isLoading={false}
        balances={[
          balance({ totalAmount: 2, allowanceAmount: 2, remainingAmount: 2, startedAt: '2026-11-01' }),
          balance({
            activatedType: { ...type, typeId: 2, name: 'Sick leave', amount: 10 },
            totalAmount: 10,
            allowanceAmount: 10,
          }),
        ]}
      />,
    );
    const vacation = screen.getByRole('article', { name: 'Vacation balance' });
    expect(within(vacation).getByTestId('allowance-note')).toHaveTextContent(
      'Prorated from your start date, 1 Nov 2026: 2 of 20 days',
    );
    const sick = screen.getByRole('article', { name: 'Sick leave balance' });
    expect(within(sick).queryByTestId('allowance-note')).not.toBeInTheDocument();
  });

  it('speak of their start date on someone else’s cards, and of a start after the period', () => {
    render(
      <LeaveBalanceCards
        isLoading={false}
        whose="their"
        balances={[
          balance({ totalAmount: 10, allowanceAmount: 10, remainingAmount: 10, startedAt: '2026-07-02' }),
          balance({
            activatedType: { ...type, typeId: 2, name: 'Remote', amount: 4, cycle: 'PER_MONTH' },
            totalAmount: 0,
            allowanceAmount: 0,
            remainingAmount: 0,
          }),
        ]}
      />,
    );
    expect(screen.getAllByTestId('allowance-note').map((n) => n.textContent)).toEqual([
      'Prorated from their start date, 2 Jul 2026: 10 of 20 days',
      'They start after this period: 0 of 4 days',
    ]);
  });
});

const vacation: Balance = {
  activatedType: {
    policyId: 1,
    typeId: 1,
    name: 'Vacation',
    symbol: '🏖️',
    cycle: 'PER_YEAR',
    amount: 25,
    requiresApproval: true,
    status: 'ACTIVE',
    carryOverLimit: 0,
    carryOverExpiresAfterMonths: null,
  },
  totalAmount: 25,
  allowanceAmount: 25,
  carriedOverAmount: 0,
  expiredAmount: 0,
  carryOverExpiresOn: null,
  adjustmentAmount: 0,
  usedAmount: 20,
  pendingAmount: 0,
  remainingAmount: 5,
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
  startedAt: '2026-01-01',
};

describe('the balance cards', () => {
  it('show their figures at once and the doughnut once the chart code has arrived', async () => {
    // jsdom draws no canvas: chart.js says so on the console, the doughnut's element is still there.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LeaveBalanceCards balances={[vacation]} isLoading={false} />);
    const card = screen.getByRole('article', { name: 'Vacation balance' });
    expect(within(card).getByText('25 Days')).toBeInTheDocument();
    expect(within(card).getByText('left')).toBeInTheDocument();
    expect(
      await within(card).findByRole('img', { name: '20 used, 0 pending, 5 remaining of 25' }),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
