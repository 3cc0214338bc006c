import type { Balance } from '@leavedesk/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaveBalanceCards } from './leave-balance-cards';
import { makeBalance, makeLeave } from './test-leaves';

const type = { ...makeLeave().activatedType, name: 'Vacation', amount: 20 };

function balance(overrides: Partial<Balance>): Balance {
  return makeBalance({ activatedType: type, ...overrides });
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
    accrual: 'UPFRONT',
    borrowLimit: 0,
    unit: 'DAYS',
    prorateBySchedule: false,
    expiresAfterMonths: null,
    kind: 'STANDARD',
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
  earnedAmount: 25,
  accrualSchedule: [],
  unit: 'DAYS',
  scheduleShare: null,
  overtime: [],
};

describe('the balance cards', () => {
  it('draw the doughnut with the card: used, pending and remaining slices in proportion, each named', () => {
    render(
      <LeaveBalanceCards
        balances={[{ ...vacation, usedAmount: 12.5, pendingAmount: 2.5, remainingAmount: 10 }]}
        isLoading={false}
      />,
    );
    const card = screen.getByRole('article', { name: 'Vacation balance' });
    const ring = within(card).getByRole('img', { name: '12.5 used, 2.5 pending, 10 remaining of 25' });
    const slices = [...ring.querySelectorAll('circle[data-slice]')].map((c) => ({
      name: c.querySelector('title')?.textContent,
      dash: c.getAttribute('stroke-dasharray'),
      offset: c.getAttribute('stroke-dashoffset'),
    }));
    expect(slices).toEqual([
      { name: 'Used: 12.5', dash: '50 50', offset: '0' },
      { name: 'Pending: 2.5', dash: '10 90', offset: '-50' },
      { name: 'Remaining: 10', dash: '40 60', offset: '-60' },
    ]);
    expect(within(card).getByText('10')).toBeInTheDocument();
    expect(within(card).getByText('left')).toBeInTheDocument();
  });

  it('draw one whole slice without a dash, and no slice when nothing is allotted', () => {
    render(
      <LeaveBalanceCards
        balances={[
          {
            ...vacation,
            activatedType: { ...vacation.activatedType, typeId: 1, name: 'All used' },
            usedAmount: 25,
            remainingAmount: 0,
          },
          {
            ...vacation,
            activatedType: { ...vacation.activatedType, typeId: 2, name: 'Nothing' },
            totalAmount: 0,
            usedAmount: 0,
            remainingAmount: 0,
          },
        ]}
        isLoading={false}
      />,
    );
    const full = within(screen.getByRole('article', { name: 'All used balance' })).getByRole('img');
    const slices = full.querySelectorAll('circle[data-slice]');
    expect(slices).toHaveLength(1);
    expect(slices[0]!.getAttribute('data-slice')).toBe('Used');
    expect(slices[0]!.hasAttribute('stroke-dasharray')).toBe(false);
    const none = within(screen.getByRole('article', { name: 'Nothing balance' })).getByRole('img', {
      name: '0 used, 0 pending, 0 remaining of 0',
    });
    expect(none.querySelectorAll('circle[data-slice]')).toHaveLength(0);
  });
});
