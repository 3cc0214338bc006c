import type { Balance, LeaveCheckAnswer } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { LeaveSummary, summaryCounts } from './leave-summary';

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
  earnedAmount: 25,
  accrualSchedule: [],
  unit: 'DAYS',
  scheduleShare: null,
  overtime: [],
};

const check: LeaveCheckAnswer = {
  duration: 4,
  unit: 'DAYS',
  totalDays: 6,
  yourConflicts: [],
  teamConflicts: [],
  holidays: [],
  balances: [{ balance, requestedAmount: 4, remainingAfterAmount: 11, availableAmount: 15 }],
  isAllowed: true,
  message: null,
  substituteAway: [],
};

function renderSummary(props: React.ComponentProps<typeof LeaveSummary>, answer: LeaveCheckAnswer = check) {
  const fetch = stubApi(aUser(), {
    'GET /leaves/mine/balance': (_, url) => {
      // The balance of the period the date falls in: 2027's when asked for a date of 2027.
      const date = url.searchParams.get('date');
      if (!date) return json(200, [balance]);
      const year = date.slice(0, 4);
      return json(200, [
        {
          ...balance,
          periodStart: `${year}-01-01`,
          periodEnd: `${year}-12-31`,
          remainingAmount: 27.5,
          totalAmount: 27.5,
        },
      ]);
    },
    'POST /leaves/check': () => json(200, answer),
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
    expect(counts('Total Days')).toHaveTextContent(/^6 Days$/);
    expect(counts('Working Days')).toHaveTextContent(/^4 Days$/);
    expect(counts('Non-Working Days')).toHaveTextContent(/^2 Days$/);
    expect(within(summary).getByText('Non-Working Days')).toHaveClass('whitespace-nowrap');
    const period = within(summary).getByRole('listitem', { name: 'Vacation 2026' });
    expect(within(period).getByText('Left before this request').nextSibling).toHaveTextContent('15 Days');
    expect(within(period).getByText('Left after this request').nextSibling).toHaveTextContent('11 Days');
    expect(screen.queryByTestId('current-balance')).not.toBeInTheDocument();
  });

  it('counts halves: an afternoon start makes 3.5 of 4 calendar days, 2.5 of them working', async () => {
    const fetch = renderSummary(
      { typeId: vacation.typeId, start: '2026-06-03', end: '2026-06-06', startDayPart: 'AFTERNOON' },
      {
        ...check,
        duration: 2.5,
        totalDays: 4,
        balances: [{ ...check.balances[0], requestedAmount: 2.5, remainingAfterAmount: 12.5 }],
      },
    );
    const summary = await screen.findByRole('complementary', { name: 'Summary' });
    const counts = (label: string) => within(summary).getByText(label).nextSibling;
    expect(await within(summary).findByText('Left after this request')).toBeInTheDocument();
    expect(counts('Total Days')).toHaveTextContent(/^3\.5 Days$/);
    expect(counts('Working Days')).toHaveTextContent(/^2\.5 Days$/);
    expect(counts('Non-Working Days')).toHaveTextContent(/^1 Day$/);
    const period = within(summary).getByRole('listitem', { name: 'Vacation 2026' });
    expect(within(period).getByText('Left after this request').nextSibling).toHaveTextContent('12.5 Days');
    const [[, init]] = callsTo(fetch, 'POST', '/leaves/check');
    expect(JSON.parse(String(init?.body))).toEqual({
      typeId: vacation.typeId,
      start: '2026-06-03',
      end: '2026-06-06',
      startDayPart: 'AFTERNOON',
      endDayPart: 'FULL',
    });
  });

  it('counts a morning as half a day', () => {
    expect(summaryCounts({ totalDays: 1, duration: 0.5 }, { endDayPart: 'MORNING' })).toEqual({
      total: 0.5,
      working: 0.5,
      nonWorking: 0,
    });
    // A morning on a holiday takes half a calendar day and no working day.
    expect(summaryCounts({ totalDays: 1, duration: 0 }, { endDayPart: 'MORNING' })).toEqual({
      total: 0.5,
      working: 0,
      nonWorking: 0.5,
    });
  });

  it("shows the balance of the period the start date falls in, not today's", async () => {
    renderSummary({ typeId: vacation.typeId, start: '2027-02-01' });
    expect(await screen.findByTestId('current-balance')).toHaveTextContent(
      'Vacation · 2027: 27.5 Days left of 27.5 Days',
    );
  });

  it('warns, without refusing, when the substitute is away too, and asks the check about them', async () => {
    const sam = { id: 9, firstName: 'Sam', lastName: 'Stone' };
    const samAway = {
      id: 77,
      user: { ...sam, avatar: null, team: null },
      activatedType: vacation,
      startAt: '2026-06-04',
      endAt: '2026-06-08',
      startDayPart: 'FULL' as const,
      endDayPart: 'FULL' as const,
      duration: 3,
      unit: 'DAYS' as const,
      totalDays: 5,
      status: 'PENDING' as const,
    };
    const fetch = renderSummary(
      { typeId: vacation.typeId, start: '2026-06-01', end: '2026-06-06', substitute: sam },
      { ...check, substituteAway: [samAway] },
    );
    const warning = await screen.findByText('Sam Stone, your substitute, is away too:');
    const line = warning.closest('[role="status"]') as HTMLElement;
    expect(line).toHaveTextContent(/Vacation, pending/);
    // A warning, not a refusal: no error line.
    expect(screen.queryByText(/cannot|not allowed/i)).not.toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'POST', '/leaves/check');
    expect(JSON.parse(String(init?.body))).toMatchObject({ substituteId: 9 });
  });

  it('says nothing of a substitute who is not away', async () => {
    renderSummary({
      typeId: vacation.typeId,
      start: '2026-06-01',
      end: '2026-06-06',
      substitute: { id: 9, firstName: 'Sam', lastName: 'Stone' },
    });
    const summary = await screen.findByRole('complementary', { name: 'Summary' });
    expect(await within(summary).findByText('Left after this request')).toBeInTheDocument();
    expect(screen.queryByText(/is away too/)).not.toBeInTheDocument();
  });
});
