import type { Balance, OvertimeEntry } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBalance, makeLeave } from '@/components/leaves/test-leaves';
import { formatDate } from '@/lib/format';
import { addDaysIso, todayIso } from '@/lib/leave-dates';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { Component as HomePage } from './home-page';

vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 10_000 };
afterEach(() => vi.unstubAllGlobals());

const me = aUser({ id: 7, role: 'EMPLOYEE' });
const vacation = makeBalance();
const inLieuType = {
  ...makeLeave().activatedType,
  typeId: 5,
  name: 'Time in lieu',
  symbol: '⏱️',
  amount: 0,
  unit: 'HOURS' as const,
  kind: 'TIME_OFF_IN_LIEU' as const,
  expiresAfterMonths: 12,
};
const inLieu: Balance = makeBalance({ activatedType: inLieuType, unit: 'HOURS', totalAmount: 7.5 });

const page = (contents: unknown[], totalPages = 1) => ({
  contents,
  pageNumber: 0,
  pageSize: 5,
  totalPages,
  totalContents: contents.length,
});

function entry(overrides: Partial<OvertimeEntry> = {}): OvertimeEntry {
  return {
    id: 1,
    user: { id: me.id, firstName: me.firstName, lastName: me.lastName },
    type: { id: 5, name: 'Time in lieu', symbol: '⏱️' },
    date: '2026-03-03',
    amount: 7.5,
    unit: 'HOURS',
    note: 'Release night',
    status: 'ACCEPTED',
    expiresOn: '2099-03-03',
    createdBy: null,
    reviewer: null,
    reviewedAt: null,
    reviewReason: null,
    createdAt: '2026-03-03T20:00:00.000Z',
    ...overrides,
  };
}

function renderHome(balances: Balance[], routes: Parameters<typeof stubApi>[1] = {}) {
  const fetch = stubApi(me, {
    'GET /leaves/mine/balance': () => json(200, balances),
    'GET /leaves': () => json(200, page([])),
    'GET /leaves/calendar': () => json(200, []),
    'GET /overtime': () => json(200, page([])),
    ...routes,
  });
  renderScreen(
    <SignedIn>
      <HomePage />
    </SignedIn>,
  );
  return fetch;
}

describe('Home: Overtime', () => {
  it('is not shown, nor asked for, without a time off in lieu type', async () => {
    const fetch = renderHome([vacation]);
    await screen.findByRole('region', { name: 'Leave Balance' }, WAIT);
    await screen.findByRole('article', { name: 'Vacation balance' }, WAIT);
    expect(screen.queryByRole('region', { name: 'Overtime' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log overtime' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/overtime')).toHaveLength(0);
  });

  it('lists my entries with their status and expiry, and Withdraw only on a pending one', async () => {
    const fetch = renderHome([vacation, inLieu], {
      'GET /overtime': () =>
        json(
          200,
          page([
            entry({ id: 3, date: '2026-05-04', status: 'PENDING', amount: 2.25, expiresOn: '2099-05-04' }),
            entry({ id: 2, date: '2026-04-01', status: 'ACCEPTED', expiresOn: null }),
            entry({
              id: 1,
              date: '2026-03-03',
              status: 'REJECTED',
              reviewReason: 'That day was a holiday swap.',
            }),
          ]),
        ),
    });
    const section = await screen.findByRole('region', { name: 'Overtime' }, WAIT);
    const rows = await within(section).findAllByTestId('overtime-entry', {}, WAIT);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('4 May 2026');
    expect(rows[0]).toHaveTextContent('2.25 h');
    expect(rows[0]).toHaveTextContent('PENDING');
    expect(rows[0]).toHaveTextContent('Expires 4 May 2099');
    expect(
      within(rows[0]).getByRole('button', { name: 'Withdraw overtime of 4 May 2026' }),
    ).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('7.5 h');
    expect(rows[1]).toHaveTextContent('ACCEPTED');
    expect(rows[1]).toHaveTextContent('Never expires');
    expect(rows[2]).toHaveTextContent('REJECTED');
    expect(rows[2]).toHaveTextContent('That day was a holiday swap.');
    expect(rows[2]).not.toHaveTextContent(/Expire/);
    expect(within(section).getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1);
    const query = new URL(String(callsTo(fetch, 'GET', '/overtime')[0]?.[0]), 'http://x').searchParams;
    expect(query.get('userId')).toBe('7');
    expect(query.get('pageNumber')).toBe('0');
    expect(await structuralViolations(section)).toEqual([]);
  });

  it('withdraws a pending entry after a confirmation', async () => {
    const withdrawn = vi.fn(() => json(204));
    renderHome([inLieu], {
      'GET /overtime': () => json(200, page([entry({ id: 3, date: '2026-05-04', status: 'PENDING' })])),
      'DELETE /overtime/3': withdrawn,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Withdraw overtime of 4 May 2026' }, WAIT),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw overtime' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(withdrawn).toHaveBeenCalled());
    expect(await screen.findByText('Overtime withdrawn.')).toBeInTheDocument();
  });

  it('says so when there is none yet, and when the list fails', async () => {
    renderHome([inLieu]);
    expect(await screen.findByText('No overtime logged yet', {}, WAIT)).toBeInTheDocument();
    vi.unstubAllGlobals();
    renderHome([inLieu], {
      'GET /overtime': () => json(400, { statusCode: 400, error: 'x', code: 'X', message: 'nope' }),
    });
    expect(await screen.findByText('The overtime could not be loaded.', {}, WAIT)).toBeInTheDocument();
  });

  it("logs overtime with the contract's body, in the type's unit, and tells when it waits for a reviewer", async () => {
    const created = vi.fn((body: unknown) =>
      json(201, entry({ id: 9, status: 'PENDING', ...(body as Partial<OvertimeEntry>) })),
    );
    const fetch = renderHome([vacation, inLieu], { 'POST /overtime': created });
    await userEvent.click(await screen.findByRole('button', { name: 'Log overtime' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Log overtime' });
    // One type: not asked, named in the description.
    expect(within(dialog).queryByText('Leave Type')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('It counts as Time in lieu.');
    expect(within(dialog).getByText('Hours, in quarter hours (1.75 is 1 h 45 min)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Date/ })).toHaveTextContent(formatDate(todayIso()));
    const hours = within(dialog).getByLabelText('Hours');
    expect(hours).toHaveAttribute('step', '0.25');
    // Not a quarter hour: refused here, nothing sent.
    await userEvent.type(hours, '1.3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter the hours worked, above 0, in quarter hours (0.25).'),
    ).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
    await userEvent.clear(hours);
    await userEvent.type(hours, '2.75');
    await userEvent.type(within(dialog).getByLabelText('Note'), '  Release night  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(created.mock.calls[0]?.[0]).toEqual({
      typeId: 5,
      date: todayIso(),
      amount: 2.75,
      note: 'Release night',
    });
    expect(await screen.findByText('Overtime logged. It waits for a reviewer.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list and the balances are asked again.
    await waitFor(() => expect(callsTo(fetch, 'GET', '/overtime').length).toBeGreaterThan(1));
  });

  it("shows the server's refusal on its field and in the Error toast", async () => {
    const sentence = 'You were on leave that day: overtime cannot be logged on it.';
    renderHome([inLieu], {
      'POST /overtime': () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: sentence,
          details: [{ field: 'date', message: sentence }],
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log overtime' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Log overtime' });
    await userEvent.type(within(dialog).getByLabelText('Hours'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(sentence);
    expect(screen.getAllByText(sentence).length).toBeGreaterThan(1);
    expect(screen.getByRole('dialog', { name: 'Log overtime' })).toBeInTheDocument();
    expect(await structuralViolations(dialog)).toEqual([]);
  });

  it('asks the type when there are several, and offers no day after today', async () => {
    const days = makeBalance({
      activatedType: { ...inLieuType, typeId: 6, name: 'Lieu days', unit: 'DAYS' },
      unit: 'DAYS',
    });
    renderHome([inLieu, days]);
    await userEvent.click(await screen.findByRole('button', { name: 'Log overtime' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Log overtime' });
    expect(within(dialog).getByText('Leave Type')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select a leave type.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Date/ }));
    const tomorrow = addDaysIso(todayIso(), 1);
    const grid = await screen.findByRole('dialog', { name: 'Choose a date' });
    const name = (date: string) => new RegExp(`^${dayjs(date).format('D MMMM YYYY, dddd')}`);
    expect(within(grid).getByRole('button', { name: name(todayIso()) })).toBeEnabled();
    // Tomorrow may fall beyond the month shown (the 30th of a month ending on a Saturday).
    const later = within(grid).queryAllByRole('button', { name: name(tomorrow) });
    for (const day of later) expect(day).toBeDisabled();
  });
});
