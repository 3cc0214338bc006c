import type { Balance } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserLeaveSections } from '@/components/user-leave-sections';
import { aUser, json, SignedIn, stubApi } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { allowanceNote, percentText, scheduleShareNote } from './balance-note';
import { makeBalance, makeLeave } from './test-leaves';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const year = dayjs().year();
const today = dayjs().format('YYYY-MM-DD');
const lastYear = (md: string) => `${year - 1}-${md}`;
const nextYear = (md: string) => `${year + 1}-${md}`;

const vacation = makeBalance({
  activatedType: { ...makeLeave().activatedType, amount: 25, prorateBySchedule: true },
  allowanceAmount: 20,
  totalAmount: 20,
  remainingAmount: 20,
  earnedAmount: 20,
  periodStart: `${year}-01-01`,
  periodEnd: `${year}-12-31`,
  startedAt: `${year}-01-01`,
  scheduleShare: 0.8,
});

const inLieu: Balance = makeBalance({
  activatedType: {
    ...makeLeave().activatedType,
    typeId: 5,
    name: 'Time in lieu',
    symbol: '⏱️',
    amount: 0,
    unit: 'HOURS',
    kind: 'TIME_OFF_IN_LIEU',
    expiresAfterMonths: 12,
    cycle: 'UNLIMITED',
  },
  unit: 'HOURS',
  allowanceAmount: 17.5,
  totalAmount: 13.5,
  expiredAmount: 4,
  usedAmount: 6,
  remainingAmount: 7.5,
  earnedAmount: 17.5,
  periodStart: `${year}-01-01`,
  periodEnd: `${year}-12-31`,
  overtime: [
    { id: 1, date: lastYear('01-10'), amount: 4, remainingAmount: 4, expiresOn: lastYear('12-31') },
    { id: 2, date: lastYear('06-02'), amount: 6, remainingAmount: 0, expiresOn: nextYear('06-01') },
    { id: 3, date: today, amount: 7.5, remainingAmount: 7.5, expiresOn: null },
  ],
});

const person = aUser({ id: 42, firstName: 'Grace', lastName: 'Hopper', role: 'EMPLOYEE' });

function setUp() {
  stubApi(aUser({ id: 1, role: 'ORGANIZATION_ADMIN' }), {
    'GET /leaves/42/balance': () => json(200, [vacation, inLieu]),
    'GET /leaves/42/adjustments': () => json(200, []),
    'GET /leaves': () =>
      json(200, { contents: [], pageNumber: 0, pageSize: 100, totalPages: 0, totalContents: 0 }),
  });
  renderScreen(
    <SignedIn>
      <UserLeaveSections user={person} />
    </SignedIn>,
  );
}

describe('the breakdown of part-time and time off in lieu balances (issue 29)', () => {
  it("says a part-timer's allowance is prorated by the work schedule, with the share", async () => {
    setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Vacation: balance details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vacation balance' });
    expect(await within(dialog).findByTestId('breakdown-allowance')).toHaveTextContent(
      'Allowance20 DaysProrated by their work schedule: 20 of 25 days',
    );
    expect(within(dialog).getByTestId('breakdown-schedule-share')).toHaveTextContent(
      'Part-time share80 %Allowance prorated to 80 % of a full week by the work schedule',
    );
    expect(within(dialog).queryByTestId('breakdown-overtime')).not.toBeInTheDocument();
    expect(await structuralViolations(dialog)).toEqual([]);
  });

  it('lists the overtime entries of a time off in lieu balance with what is left and their expiry, expired ones marked', async () => {
    setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Time in lieu: balance details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Time in lieu balance' });
    expect(dialog).toHaveTextContent('How their balance is made: overtime, adjustments and leaves.');
    const line = await within(dialog).findByTestId('breakdown-overtime');
    expect(line).toHaveTextContent(/^Overtime17\.5 h/);
    const entries = within(line).getAllByTestId('breakdown-overtime-entry');
    expect(entries).toHaveLength(3);
    const day = (iso: string) => dayjs(iso).format('D MMM YYYY');
    expect(entries[0]).toHaveAttribute('data-expired');
    expect(entries[0]).toHaveTextContent(
      `${day(lastYear('01-10'))}+4 hExpired ${day(lastYear('12-31'))}4 h unused and gone`,
    );
    expect(entries[1]).not.toHaveAttribute('data-expired');
    expect(entries[1]).toHaveTextContent(
      `${day(lastYear('06-02'))}+6 hAll used·Expires ${day(nextYear('06-01'))}`,
    );
    expect(entries[2]).toHaveTextContent(`${day(today)}+7.5 h7.5 h left·Never expires`);
    // No allowance, carry-over nor years for a balance that is not bound to a year.
    expect(within(dialog).queryByTestId('breakdown-allowance')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation', { name: 'Year' })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('breakdown-expired')).toHaveTextContent('Expired overtime−4 h');
    expect(within(dialog).getByTestId('breakdown-total')).toHaveTextContent('Total13.5 h');
    expect(within(dialog).getByTestId('breakdown-used')).toHaveTextContent('Used−6 h');
    expect(within(dialog).getByTestId('breakdown-remaining')).toHaveTextContent('Remaining7.5 h');
    expect(await structuralViolations(dialog)).toEqual([]);
  });
});

describe('balance notes', () => {
  it('writes shares to a tenth of a percent', () => {
    expect(percentText(0.8)).toBe('80 %');
    expect(percentText(0.625)).toBe('62.5 %');
    expect(percentText(1)).toBe('100 %');
  });

  it('has no schedule note without proration, and no allowance note for time off in lieu', () => {
    expect(scheduleShareNote({ scheduleShare: null })).toBeUndefined();
    expect(allowanceNote(inLieu)).toBeUndefined();
  });

  it('names both the start date and the schedule when a part-timer joined in the period', () => {
    expect(allowanceNote({ ...vacation, startedAt: `${year}-07-01`, allowanceAmount: 10 }, 'your')).toBe(
      `Prorated from your start date, 1 Jul ${year}, and by your work schedule: 10 of 25 days`,
    );
    expect(allowanceNote({ ...vacation, scheduleShare: null, allowanceAmount: 10 }, 'your')).toBe(
      'You start after this period: 10 of 25 days',
    );
  });
});
