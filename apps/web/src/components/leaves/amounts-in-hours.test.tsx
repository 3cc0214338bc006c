import { planSuggestionText } from '@leavedesk/contracts';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodBalances } from '@/features/leaves/period-balances';
import { formatDuration } from '@/lib/format';
import { aUser, SignedIn, stubApi } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { LeaveBalanceCards } from './leave-balance-cards';
import { LeavesTable } from './leaves-table';
import { makeBalance, makeLeave } from './test-leaves';

const flexi = makeBalance({
  activatedType: { ...makeLeave().activatedType, typeId: 2, name: 'Flexi hours', unit: 'HOURS', amount: 120 },
  unit: 'HOURS',
  totalAmount: 120,
  allowanceAmount: 120,
  earnedAmount: 120,
  usedAmount: 7.5,
  pendingAmount: 4,
  remainingAmount: 108.5,
});

afterEach(() => vi.unstubAllGlobals());

describe('amounts in their unit (issue 29)', () => {
  it("writes hours as '7.5 h' and days as ever, '0 Day' included", () => {
    expect(formatDuration(7.5, 'HOURS')).toBe('7.5 h');
    expect(formatDuration(0, 'HOURS')).toBe('0 h');
    expect(formatDuration(0)).toBe('0 Day');
    expect(formatDuration(1, 'DAYS')).toBe('1 Day');
    expect(formatDuration(2.5)).toBe('2.5 Days');
  });

  it("reads an HOURS balance card in hours: figures, the ring's name and slices, and 'h left'", async () => {
    render(<LeaveBalanceCards balances={[flexi]} isLoading={false} />);
    const card = screen.getByRole('article', { name: 'Flexi hours balance' });
    expect(within(card).getByText('120 h')).toBeInTheDocument();
    expect(within(card).getByText('7.5 h')).toBeInTheDocument();
    expect(within(card).getByText('4 h')).toBeInTheDocument();
    expect(within(card).getByText('108.5 h')).toBeInTheDocument();
    const ring = within(card).getByRole('img', {
      name: '7.5 h used, 4 h pending, 108.5 h remaining of 120 h',
    });
    expect([...ring.querySelectorAll('title')].map((t) => t.textContent)).toEqual([
      'Used: 7.5 h',
      'Pending: 4 h',
      'Remaining: 108.5 h',
    ]);
    expect(within(card).getByText('h left')).toBeInTheDocument();
    expect(await structuralViolations()).toEqual([]);
  });

  it('lists a leave asked for by the hour with its times and hours', () => {
    const leave = makeLeave({
      startAt: '2027-05-06',
      endAt: '2027-05-06',
      unit: 'HOURS',
      duration: 4,
      startTime: '09:00',
      endTime: '13:00',
    });
    render(<LeavesTable leaves={[leave, makeLeave({ unit: 'HOURS', duration: 7.5 })]} />);
    expect(screen.getByText('6 May 2027 09:00–13:00')).toBeInTheDocument();
    expect(screen.getByText('4 h')).toBeInTheDocument();
    expect(screen.getByText('7.5 h')).toBeInTheDocument();
  });

  it("weighs a request on an HOURS balance in hours, and says 'over' in hours", () => {
    render(
      <PeriodBalances
        balances={[
          {
            balance: { ...flexi, remainingAmount: 2 },
            requestedAmount: 7.5,
            remainingAfterAmount: -5.5,
            availableAmount: 2,
          },
        ]}
      />,
    );
    expect(screen.getByText('of 120 h')).toBeInTheDocument();
    expect(screen.getByText('2 h')).toBeInTheDocument();
    expect(screen.getByText('7.5 h')).toBeInTheDocument();
    expect(screen.getByText('5.5 h over')).toBeInTheDocument();
  });

  it("writes the planner's suggestion for hours", () => {
    expect(planSuggestionText(7.5, 4, 'HOURS')).toBe('7.5 h of leave → 4 days off');
    expect(planSuggestionText(1, 4)).toBe('1 day of leave → 4 days off');
  });

  it('asks for an adjustment of an HOURS type in hours', async () => {
    stubApi(aUser());
    renderScreen(
      <SignedIn>
        <AdjustBalanceDialog
          open
          onOpenChange={() => {}}
          userId={5}
          name="Petra"
          balances={[flexi]}
          initial={{ typeId: 2 }}
        />
      </SignedIn>,
    );
    expect(await screen.findByText('Hours, in steps of 0.5 (-2 removes two)')).toBeInTheDocument();
  });
});
