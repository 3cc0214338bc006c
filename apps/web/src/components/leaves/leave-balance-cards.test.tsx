import type { Balance } from '@leavedesk/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LeaveBalanceCards } from './leave-balance-cards';

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
  },
  totalAmount: 25,
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
