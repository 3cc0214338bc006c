import { PLAN_TEXT } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBalance, makeLeave } from '@/components/leaves/test-leaves';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { Component as PlanPage, requestHref } from './plan-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const type = makeLeave().activatedType;
const balances = [
  makeBalance({ activatedType: { ...type, typeId: 1, name: 'Vacation', symbol: '🏖️' } }),
  makeBalance({ activatedType: { ...type, typeId: 2, name: 'Training', symbol: '📚' } }),
];
const year = new Date().getFullYear() + 1;

function render(url: string, plan: unknown[]) {
  const fetch = stubApi(aUser(), {
    'GET /leaves/mine/balance': () => json(200, balances),
    'GET /leaves/mine/plan': () => json(200, plan),
  });
  const view = renderScreen(
    <SignedIn>
      <PlanPage />
    </SignedIn>,
    { path: '/leaves/plan', url },
  );
  return { fetch, view };
}

describe('Plan your year', () => {
  it('lists the suggestions with their dates, leave and days off, each linking to a prefilled request', async () => {
    const { fetch } = render(`/leaves/plan?year=${year}&typeId=2`, [
      { start: `${year}-05-06`, end: `${year}-05-09`, leaveAmount: 1, daysOff: 4 },
      { start: `${year}-12-19`, end: `${year}-12-27`, leaveAmount: 4, daysOff: 9 },
    ]);
    const items = await screen.findAllByTestId('plan-suggestion', {}, { timeout: 10_000 });
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(`6 May ${year} – 9 May ${year}`);
    expect(items[0]).toHaveTextContent('1 day of leave → 4 days off');
    expect(items[1]).toHaveTextContent('4 days of leave → 9 days off');
    expect(within(items[1]!).getByRole('link', { name: PLAN_TEXT.request })).toHaveAttribute(
      'href',
      `/leaves/create?typeId=2&start=${year}-12-19&end=${year}-12-27`,
    );
    // The year and the type of the address are asked for.
    const asked = callsTo(fetch, 'GET', '/leaves/mine/plan').map(
      ([input]) => new URL(input, 'http://x').search,
    );
    expect(asked).toContain(`?year=${year}&typeId=2`);
    expect(await structuralViolations()).toEqual([]);
  });

  it('asks for this year and the first type by default, and says so when nothing is suggested', async () => {
    const { fetch } = render('/leaves/plan', []);
    expect(await screen.findByText(PLAN_TEXT.empty, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(PLAN_TEXT.emptyDescription)).toBeInTheDocument();
    const asked = callsTo(fetch, 'GET', '/leaves/mine/plan').map(
      ([input]) => new URL(input, 'http://x').search,
    );
    expect(asked).toContain(`?year=${year - 1}&typeId=1`);
    expect(await structuralViolations()).toEqual([]);
  });

  it('builds the request address from the type and the dates', () => {
    expect(requestHref(7, { start: '2027-05-06', end: '2027-05-09' })).toBe(
      '/leaves/create?typeId=7&start=2027-05-06&end=2027-05-09',
    );
  });
});
