import { ADJUSTMENT_MSG, type Balance, LEAVE_TEXT, type LeaveAdjustment } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserLeaveSections } from '@/components/user-leave-sections';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { makeLeave } from './test-leaves';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const year = dayjs().year();
const type = {
  ...makeLeave().activatedType,
  name: 'Vacation',
  amount: 20,
  carryOverLimit: 5,
  carryOverExpiresAfterMonths: 3,
};

function balanceOf(y: number, overrides: Partial<Balance> = {}): Balance {
  return {
    activatedType: type,
    totalAmount: 24.5,
    allowanceAmount: 18,
    carriedOverAmount: 5,
    expiredAmount: 1,
    carryOverExpiresOn: `${y}-03-31`,
    adjustmentAmount: 2.5,
    usedAmount: 1.5,
    pendingAmount: 0.5,
    remainingAmount: 22.5,
    periodStart: `${y}-01-01`,
    periodEnd: `${y}-12-31`,
    startedAt: `${y}-02-12`,
    earnedAmount: 18,
    accrualSchedule: [],
    unit: 'DAYS',
    scheduleShare: null,
    overtime: [],
    ...overrides,
  };
}

const adjustment: LeaveAdjustment = {
  id: 1,
  userId: 42,
  type: { id: type.typeId, name: type.name, symbol: type.symbol },
  amount: 2.5,
  date: `${year}-02-20`,
  periodStart: `${year}-01-01`,
  periodEnd: `${year}-12-31`,
  note: 'Opening balance from the old tool',
  author: { id: 1, firstName: 'Ada', lastName: 'Lovelace' },
  createdAt: `${year}-02-20T10:00:00.000Z`,
};

const person = aUser({ id: 42, firstName: 'Grace', lastName: 'Hopper', role: 'EMPLOYEE' });

function setUp(me = aUser({ id: 1, role: 'ORGANIZATION_ADMIN' })) {
  const fetch = stubApi(me, {
    'GET /leaves/42/balance': (_, url) => {
      const date = url.searchParams.get('date');
      const y = date ? Number(date.slice(0, 4)) : year;
      return json(200, [
        y === year
          ? balanceOf(y)
          : balanceOf(y, {
              totalAmount: 20,
              allowanceAmount: 20,
              carriedOverAmount: 0,
              expiredAmount: 0,
              carryOverExpiresOn: null,
              adjustmentAmount: 0,
              usedAmount: 0,
              pendingAmount: 0,
              remainingAmount: 20,
              startedAt: `${y}-01-01`,
            }),
      ]);
    },
    'GET /leaves/42/adjustments': (_, url) =>
      json(200, url.searchParams.get('date')?.startsWith(String(year)) ? [adjustment] : []),
    'GET /leaves': (_, url) =>
      json(200, {
        contents:
          url.searchParams.get('from') === `${year}-01-01`
            ? [
                makeLeave({
                  status: 'ACCEPTED',
                  startAt: `${year}-03-02`,
                  endAt: `${year}-03-03`,
                  startDayPart: 'AFTERNOON',
                  duration: 1.5,
                }),
                makeLeave({
                  status: 'PENDING',
                  startAt: `${year}-06-05`,
                  endAt: `${year}-06-05`,
                  startDayPart: 'AFTERNOON',
                  duration: 0.5,
                }),
                makeLeave({
                  status: 'ACCEPTED',
                  startAt: `${year}-04-01`,
                  endAt: `${year}-04-01`,
                  activatedType: { ...type, typeId: 99, name: 'Sick' },
                }),
              ]
            : [],
        pageNumber: 0,
        pageSize: 100,
        totalPages: 1,
        totalContents: 3,
      }),
    'POST /leaves/42/adjustments': (body) => json(201, { ...adjustment, id: 2, ...(body as object) }),
  });
  renderScreen(
    <SignedIn>
      <UserLeaveSections user={person} />
    </SignedIn>,
  );
  return fetch;
}

const figure = (dialog: HTMLElement, id: string) => within(dialog).getByTestId(`breakdown-${id}`);

describe('the balance breakdown', () => {
  it('explains a card: allowance prorated, carried over and its expiry, expired, each adjustment, used and pending leaves, remaining', async () => {
    setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Vacation: balance details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vacation balance' });
    await within(dialog).findByText('Opening balance from the old tool');
    expect(figure(dialog, 'allowance')).toHaveTextContent(
      `Allowance18 DaysProrated from their start date, 12 Feb ${year}: 18 of 20 days`,
    );
    expect(figure(dialog, 'carried')).toHaveTextContent(
      `Carried over from ${year - 1}+5 DaysTo be used by 31 Mar ${year}; what is left then expires.`,
    );
    expect(figure(dialog, 'expired')).toHaveTextContent(`Expired after 31 Mar ${year}−1 Day`);
    expect(figure(dialog, 'adjustments')).toHaveTextContent(
      `Adjustments+2.5 DaysOpening balance from the old tool+2.5 Days20 Feb ${year} · by Ada Lovelace`,
    );
    expect(figure(dialog, 'total')).toHaveTextContent('Total24.5 Days');
    expect(figure(dialog, 'used')).toHaveTextContent(`Used−1.5 Days2 Mar ${year} PM - 3 Mar ${year}1.5 Days`);
    expect(figure(dialog, 'pending')).toHaveTextContent(`Pending−0.5 Days5 Jun ${year} PM0.5 Days`);
    // The other type's leave is not this balance's.
    expect(within(dialog).getAllByTestId('breakdown-leave')).toHaveLength(2);
    expect(figure(dialog, 'remaining')).toHaveTextContent('Remaining22.5 Days');
  });

  it('switches between the previous, current and next year', async () => {
    const fetch = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Vacation: balance details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vacation balance' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Next year/ }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('breakdown-period')).toHaveTextContent(String(year + 1)),
    );
    expect(await within(dialog).findByTestId('breakdown-remaining')).toHaveTextContent('20 Days');
    expect(within(dialog).getByRole('button', { name: /^Next year/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Previous year/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Previous year/ }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('breakdown-period')).toHaveTextContent(String(year - 1)),
    );
    expect(within(dialog).getByRole('button', { name: /^Previous year/ })).toBeDisabled();
    const dates = callsTo(fetch, 'GET', '/leaves/42/balance').map(([input]) =>
      new URL(input, 'http://localhost').searchParams.get('date')?.slice(0, 4),
    );
    expect(dates).toEqual(expect.arrayContaining([String(year + 1), String(year), String(year - 1)]));
  });
});

describe('adjusting a balance on /users/{id}', () => {
  it('checks the amount and the note, then adds the adjustment and says so', async () => {
    const fetch = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
    expect(dialog).toHaveTextContent("Grace Hopper's balance");
    const amount = within(dialog).getByLabelText('Amount');
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ADJUSTMENT_MSG.amountZero)).toBeInTheDocument();
    expect(within(dialog).getByText(ADJUSTMENT_MSG.noteRequired)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ADJUSTMENT_MSG.amountStep)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '-1.5');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Worked a Saturday less');
    expect(callsTo(fetch, 'POST', '/leaves/42/adjustments')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LEAVE_TEXT.adjustmentAdded)).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'POST', '/leaves/42/adjustments');
    expect(JSON.parse(String(init?.body))).toEqual({
      typeId: type.typeId,
      amount: -1.5,
      date: dayjs().format('YYYY-MM-DD'),
      note: 'Worked a Saturday less',
    });
  });

  it('is offered from the breakdown too, for its type and year', async () => {
    const fetch = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Vacation: balance details' }));
    const breakdown = await screen.findByRole('dialog', { name: 'Vacation balance' });
    await userEvent.click(within(breakdown).getByRole('button', { name: /^Previous year/ }));
    await within(breakdown).findByText(String(year - 1));
    await userEvent.click(await within(breakdown).findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
    await userEvent.type(within(dialog).getByLabelText('Amount'), '2');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Correction');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(LEAVE_TEXT.adjustmentAdded);
    const [[, init]] = callsTo(fetch, 'POST', '/leaves/42/adjustments');
    expect(JSON.parse(String(init?.body)).date.slice(0, 4)).toBe(String(year - 1));
  });

  it('is not offered to a team admin of another team', async () => {
    setUp(aUser({ id: 5, role: 'TEAM_ADMIN', team: { id: 11, name: 'Sales' } }));
    await screen.findByRole('button', { name: 'Vacation: balance details' });
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
  });

  it('is not offered on one’s own balance', async () => {
    setUp(aUser({ id: 42, role: 'ORGANIZATION_ADMIN' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Vacation: balance details' }));
    const breakdown = await screen.findByRole('dialog', { name: 'Vacation balance' });
    await within(breakdown).findByTestId('breakdown-remaining');
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
  });
});
