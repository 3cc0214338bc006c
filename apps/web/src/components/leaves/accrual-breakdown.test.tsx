import type { Balance } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserLeaveSections } from '@/components/user-leave-sections';
import { aUser, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { monthsToCome } from './balance-breakdown-dialog';
import { makeBalance, makeLeave } from './test-leaves';

/** Issue 29: a monthly-accrued balance shows what has been earned so far and the months to come. */

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const year = dayjs().year();
const month = dayjs().month() + 1;
const schedule = Array.from({ length: 12 }, (_, i) => ({
  month: `${year}-${String(i + 1).padStart(2, '0')}`,
  amount: 2,
}));

function monthly(overrides: Partial<Balance> = {}): Balance {
  return makeBalance({
    activatedType: {
      ...makeLeave().activatedType,
      name: 'Vacation',
      amount: 24,
      accrual: 'MONTHLY',
      borrowLimit: 2,
    },
    totalAmount: 24,
    allowanceAmount: 24,
    remainingAmount: 24,
    periodStart: `${year}-01-01`,
    periodEnd: `${year}-12-31`,
    startedAt: `${year}-01-01`,
    earnedAmount: 2 * month,
    accrualSchedule: schedule,
    ...overrides,
  });
}

describe('months to come', () => {
  const b = monthly({
    startedAt: '2027-07-15',
    accrualSchedule: [
      { month: '2027-07', amount: 1.5 },
      { month: '2027-08', amount: 2 },
      { month: '2027-09', amount: 2 },
    ],
  });
  it.each([
    ['2027-07-14', ['2027-07', '2027-08', '2027-09']],
    ['2027-07-15', ['2027-08', '2027-09']],
    ['2027-08-01', ['2027-09']],
    ['2027-10-01', []],
  ])('on %s', (today, expected) => {
    expect(monthsToCome(b, today).map((m) => m.month)).toEqual(expected);
  });
});

describe('a monthly-accrued balance', () => {
  it('shows Earned so far on the card, and in the breakdown each month still to come', async () => {
    stubApi(aUser({ id: 1, role: 'ORGANIZATION_ADMIN' }), {
      'GET /leaves/42/balance': () => json(200, [monthly()]),
      'GET /leaves/42/adjustments': () => json(200, []),
      'GET /leaves': () =>
        json(200, { contents: [], pageNumber: 0, pageSize: 100, totalPages: 0, totalContents: 0 }),
    });
    renderScreen(
      <SignedIn>
        <UserLeaveSections
          user={aUser({ id: 42, firstName: 'Grace', lastName: 'Hopper', role: 'EMPLOYEE' })}
        />
      </SignedIn>,
    );
    const card = await screen.findByRole('article', { name: 'Vacation balance' });
    expect(card).toHaveTextContent(`Earned so far${2 * month} Days`);
    await userEvent.click(within(card).getByRole('button', { name: 'Vacation: balance details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vacation balance' });
    const earned = await within(dialog).findByTestId('breakdown-earned');
    expect(earned).toHaveTextContent(`Earned so far${2 * month} Days`);
    expect(earned).toHaveTextContent('Up to 2 Days may be taken ahead of what is earned.');
    const toCome = within(earned).queryAllByTestId('breakdown-month');
    expect(toCome).toHaveLength(12 - month);
    if (month < 12) {
      expect(earned).toHaveTextContent(`${2 * (12 - month)} Days to come:`);
      expect(toCome[0]).toHaveTextContent(
        `${dayjs(`${year}-${String(month + 1).padStart(2, '0')}-01`).format('MMM')}+2`,
      );
    } else expect(earned).toHaveTextContent('All of it has been earned.');
  });

  it('shows nothing of accrual for a type earned up front', async () => {
    stubApi(aUser({ id: 1, role: 'ORGANIZATION_ADMIN' }), {
      'GET /leaves/42/balance': () => json(200, [makeBalance()]),
      'GET /leaves/42/adjustments': () => json(200, []),
      'GET /leaves': () =>
        json(200, { contents: [], pageNumber: 0, pageSize: 100, totalPages: 0, totalContents: 0 }),
    });
    renderScreen(
      <SignedIn>
        <UserLeaveSections user={aUser({ id: 42, role: 'EMPLOYEE' })} />
      </SignedIn>,
    );
    const card = await screen.findByTestId('balance-card');
    expect(card).not.toHaveTextContent('Earned so far');
    await userEvent.click(within(card).getByRole('button', { name: /balance details/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('breakdown-remaining');
    expect(within(dialog).queryByTestId('breakdown-earned')).not.toBeInTheDocument();
  });
});
