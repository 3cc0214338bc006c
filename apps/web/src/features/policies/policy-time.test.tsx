import type { ActivatedType, LeavePolicy, LeaveType } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { Component as PoliciesPage } from './policies-page';
import { Component as PolicyPage } from './policy-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const types: LeaveType[] = [
  {
    id: 1,
    name: 'Vacation',
    symbol: '🏖️',
    cycle: 'PER_YEAR',
    amount: 20,
    requiresApproval: true,
    status: 'ACTIVE',
    kind: 'STANDARD',
  },
  {
    id: 5,
    name: 'Overtime off',
    symbol: '⏱️',
    cycle: 'PER_YEAR',
    amount: 1,
    requiresApproval: true,
    status: 'ACTIVE',
    kind: 'TIME_OFF_IN_LIEU',
  },
];

const vacation: ActivatedType = {
  policyId: 7,
  typeId: 1,
  name: 'Vacation',
  symbol: '🏖️',
  status: 'ACTIVE',
  cycle: 'PER_YEAR',
  amount: 25,
  requiresApproval: true,
  carryOverLimit: 0,
  carryOverExpiresAfterMonths: null,
  accrual: 'UPFRONT',
  borrowLimit: 0,
  unit: 'DAYS',
  prorateBySchedule: false,
  expiresAfterMonths: null,
  kind: 'STANDARD',
};

const policy: LeavePolicy = {
  id: 7,
  name: 'Full-time staff',
  status: 'ACTIVE',
  isDefault: false,
  activatedTypes: [vacation],
};

function setUpPolicy(activatedTypes = policy.activatedTypes) {
  const answered = { ...policy, activatedTypes };
  const fetch = stubApi(aUser({ role: 'ORGANIZATION_ADMIN' }), {
    'GET /leaves/types': () => json(200, types),
    'GET /leaves/policies/7': () => json(200, answered),
    'PUT /leaves/policies/7': (body) => json(200, { ...answered, ...(body as object) }),
  });
  renderScreen(
    <SignedIn>
      <PolicyPage />
    </SignedIn>,
    { path: '/leaves/policies/:id', url: '/leaves/policies/7' },
  );
  return fetch;
}

async function pickOption(combobox: HTMLElement, name: RegExp | string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name }));
}

const rows = () => screen.getAllByTestId('activated-type-row');
const sent = (fetch: ReturnType<typeof stubApi>, method: string, path: string) =>
  callsTo(fetch, method, path).map(([, init]) => JSON.parse(String(init?.body)));

describe('the policy editor in hours, prorated, and time off in lieu (issue 29)', () => {
  it("sets a type's unit to Hours and prorates it by work schedule, shows '25 h Per Year' and Prorated, and sends them", async () => {
    const fetch = setUpPolicy();
    await screen.findByText('Full-time staff');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Vacation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Leave Type' });
    // Days read as ever.
    expect(within(dialog).getByText('Days per cycle')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('May borrow up to (days)')).toBeInTheDocument();
    const prorate = within(dialog).getByRole('checkbox', { name: 'Prorate by work schedule' });
    expect(prorate).not.toBeChecked();
    expect(prorate).toHaveAccessibleDescription('Part-timers get their share of the allowance');
    expect(within(dialog).queryByLabelText('Overtime expires after (months)')).not.toBeInTheDocument();

    await pickOption(within(dialog).getByRole('combobox', { name: 'Unit' }), 'Hours');
    expect(within(dialog).getByText('Hours per year')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('May borrow up to (hours)')).toBeInTheDocument();
    expect(within(dialog).getByText('Whole hours into next year; 0 = none')).toBeInTheDocument();
    await userEvent.click(prorate);
    expect(await structuralViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(within(rows()[0]).getByText('25 h Per Year')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('Prorated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('elsewhere');
    expect(sent(fetch, 'PUT', '/leaves/policies/7')[0].activatedTypes).toEqual([
      {
        typeId: 1,
        amount: 25,
        requiresApproval: true,
        cycle: 'PER_YEAR',
        carryOverLimit: 0,
        carryOverExpiresAfterMonths: null,
        accrual: 'UPFRONT',
        borrowLimit: 0,
        unit: 'HOURS',
        prorateBySchedule: true,
        expiresAfterMonths: null,
      },
    ]);
  });

  it('adds a time off in lieu type without an amount, with its overtime expiry, and sends it', async () => {
    const fetch = setUpPolicy();
    await screen.findByText('Full-time staff');
    await userEvent.click(screen.getByRole('button', { name: 'Add Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Leave Type' });
    await pickOption(within(dialog).getByRole('combobox', { name: 'Leave Type' }), /Overtime off/);
    expect(within(dialog).queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Carry-over limit')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Accrual')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Prorate by work schedule' }),
    ).not.toBeInTheDocument();
    const expiry = within(dialog).getByLabelText('Overtime expires after (months)');
    expect(expiry).toHaveValue(null);
    await pickOption(within(dialog).getByRole('combobox', { name: 'Unit' }), 'Hours');
    await userEvent.type(expiry, '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Overtime must expire after 1 to 120 months, or never.'),
    ).toBeInTheDocument();
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '6');
    expect(await structuralViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(within(rows()[1]).getByText('Time off in lieu, in hours')).toBeInTheDocument();
    expect(within(rows()[1]).getByText('Overtime expires after 6 months')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('elsewhere');
    expect(sent(fetch, 'PUT', '/leaves/policies/7')[0].activatedTypes[1]).toEqual({
      typeId: 5,
      amount: 1,
      requiresApproval: true,
      cycle: 'PER_YEAR',
      carryOverLimit: 0,
      carryOverExpiresAfterMonths: null,
      accrual: 'UPFRONT',
      borrowLimit: 0,
      unit: 'HOURS',
      prorateBySchedule: false,
      expiresAfterMonths: 6,
    });
  });

  it('reads a time off in lieu type answered with amount 0 and no expiry, and keeps a valid amount', async () => {
    const inLieu: ActivatedType = {
      ...vacation,
      typeId: 5,
      name: 'Overtime off',
      amount: 0,
      kind: 'TIME_OFF_IN_LIEU',
      unit: 'HOURS',
    };
    const fetch = setUpPolicy([inLieu]);
    await screen.findByText('Full-time staff');
    expect(within(rows()[0]).getByText('Overtime never expires')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Overtime off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Leave Type' });
    await userEvent.type(within(dialog).getByLabelText('Overtime expires after (months)'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('elsewhere');
    expect(sent(fetch, 'PUT', '/leaves/policies/7')[0].activatedTypes[0]).toMatchObject({
      typeId: 5,
      amount: 1,
      unit: 'HOURS',
      expiresAfterMonths: 12,
    });
  });
});

describe('the leave type dialog: Kind (issue 29)', () => {
  it('creates a time off in lieu type: no amount asked, its kind sent (a standard one sends none: policies-page.test)', async () => {
    const fetch = stubApi(aUser({ role: 'ORGANIZATION_ADMIN' }), {
      'GET /leaves/types': () => json(200, types),
      'POST /leaves/types': (body) => json(201, { id: 9, status: 'ACTIVE', ...(body as object) }),
    });
    renderScreen(
      <SignedIn>
        <PoliciesPage />
      </SignedIn>,
      { path: '/leaves/policies' },
    );
    // The table says what a time off in lieu type is instead of an amount.
    const row = (await screen.findByText('Overtime off')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Time off in lieu')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Create Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Leave Type' });
    const kind = within(dialog).getByRole('combobox', { name: 'Kind' });
    expect(kind).toHaveTextContent('Standard');
    expect(within(dialog).getByLabelText('Amount')).toBeInTheDocument();
    await pickOption(kind, 'Time off in lieu');
    expect(kind).toHaveAccessibleDescription('Earned by logging overtime instead of a yearly allowance');
    expect(within(dialog).queryByLabelText('Amount')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Lieu time');
    expect(await structuralViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/leaves/types')).toHaveLength(1));
    expect(sent(fetch, 'POST', '/leaves/types')[0]).toEqual({
      name: 'Lieu time',
      symbol: '',
      cycle: 'PER_YEAR',
      amount: 1,
      requiresApproval: true,
      kind: 'TIME_OFF_IN_LIEU',
    });
  });
});
