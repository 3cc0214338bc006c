import type { LeavePolicy, LeaveType } from '@leavedesk/contracts';
import { ACCRUAL_MSG, CARRY_OVER_MSG, MSG, TEXT } from '@leavedesk/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as PolicyPage } from './policy-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const types: LeaveType[] = [
  {
    id: 1,
    name: 'Vacation',
    symbol: '🌴',
    cycle: 'PER_YEAR',
    amount: 20,
    requiresApproval: true,
    status: 'ACTIVE',
    kind: 'STANDARD',
  },
  {
    id: 2,
    name: 'Sick leave',
    symbol: '🤒',
    cycle: 'PER_YEAR',
    amount: 10,
    requiresApproval: false,
    status: 'ACTIVE',
    kind: 'STANDARD',
  },
  {
    id: 3,
    name: 'Remote Day',
    symbol: '🏠',
    cycle: 'UNLIMITED',
    amount: 1,
    requiresApproval: false,
    status: 'ACTIVE',
    kind: 'STANDARD',
  },
  {
    id: 4,
    name: 'Old Bonus Day',
    symbol: '⭐',
    cycle: 'PER_YEAR',
    amount: 1,
    requiresApproval: true,
    status: 'ARCHIVED',
    kind: 'STANDARD',
  },
];

function aPolicy(overrides: Partial<LeavePolicy> = {}): LeavePolicy {
  return {
    id: 7,
    name: 'Full-time staff',
    status: 'ACTIVE',
    isDefault: false,
    activatedTypes: [
      {
        policyId: 7,
        typeId: 1,
        name: 'Vacation',
        symbol: '🌴',
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
      {
        policyId: 7,
        typeId: 3,
        name: 'Remote Day',
        symbol: '🏠',
        cycle: 'UNLIMITED',
        amount: 1,
        requiresApproval: false,
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
    ],
    ...overrides,
  };
}

function setUp({
  policy = aPolicy(),
  role = 'ORGANIZATION_ADMIN',
}: {
  policy?: LeavePolicy;
  role?: 'ORGANIZATION_ADMIN' | 'TEAM_ADMIN';
} = {}) {
  const fetch = stubApi(aUser({ role, leavePolicy: { id: 20, name: 'Default' } }), {
    'GET /leaves/types': () => json(200, types),
    [`GET /leaves/policies/${policy.id}`]: () => json(200, policy),
    [`PUT /leaves/policies/${policy.id}`]: (body) => json(200, { ...policy, ...(body as object) }),
  });
  const view = renderScreen(
    <SignedIn>
      <PolicyPage />
    </SignedIn>,
    { path: '/leaves/policies/:id', url: `/leaves/policies/${policy.id}` },
  );
  return { fetch, view };
}

/** Every call that would change something on the server. */
function writes(fetch: ReturnType<typeof stubApi>) {
  return fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
}

function rows() {
  return screen.getAllByTestId('activated-type-row');
}

async function pickOption(combobox: HTMLElement, name: RegExp | string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('editing a leave policy', () => {
  it('shows the activated types with their amount and cycle as words ("25 Days Per Year"), or Unlimited', async () => {
    setUp();
    expect(await screen.findByText('Full-time staff')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]).getByText('Vacation')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('25 Days Per Year')).toBeInTheDocument();
    expect(within(rows()[1]).getByText('Unlimited')).toBeInTheDocument();
  });

  it('keeps rename, add, edit and remove local until Save, then sends exactly the edited policy', async () => {
    const { fetch } = setUp();
    await screen.findByText('Full-time staff');

    await userEvent.click(screen.getByRole('button', { name: 'Rename policy' }));
    const nameInput = screen.getByLabelText('Policy name');
    await userEvent.clear(nameInput);
    await userEvent.type(nameInput, 'Office staff{Enter}');
    expect(screen.getByTestId('policy-name')).toHaveTextContent('Office staff');

    await userEvent.click(screen.getByRole('button', { name: 'Add Type' }));
    const addDialog = await screen.findByRole('dialog', { name: 'Add Leave Type' });
    await pickOption(within(addDialog).getByRole('combobox', { name: 'Leave Type' }), /Sick leave/);
    const amount = within(addDialog).getByLabelText('Amount');
    expect(amount).toHaveValue(10);
    await userEvent.clear(amount);
    await userEvent.type(amount, '15');
    await userEvent.click(within(addDialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rows()[2]).getByText('15 Days Per Year')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Vacation' }));
    const editDialog = await screen.findByRole('dialog', { name: 'Edit Leave Type' });
    await userEvent.clear(within(editDialog).getByLabelText('Amount'));
    await userEvent.type(within(editDialog).getByLabelText('Amount'), '30');
    await userEvent.click(within(editDialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rows()[0]).getByText('30 Days Per Year')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Remote Day' }));
    expect(screen.queryByText('Remote Day')).not.toBeInTheDocument();

    expect(writes(fetch)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TEXT.policyUpdated)).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    const puts = callsTo(fetch, 'PUT', '/leaves/policies/7');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0][1]?.body))).toEqual({
      name: 'Office staff',
      activatedTypes: [
        {
          typeId: 1,
          amount: 30,
          requiresApproval: true,
          cycle: 'PER_YEAR',
          carryOverLimit: 0,
          carryOverExpiresAfterMonths: null,
          accrual: 'UPFRONT',
          borrowLimit: 0,
          unit: 'DAYS',
          prorateBySchedule: false,
          expiresAfterMonths: null,
        },
        {
          typeId: 2,
          amount: 15,
          requiresApproval: false,
          cycle: 'PER_YEAR',
          carryOverLimit: 0,
          carryOverExpiresAfterMonths: null,
          accrual: 'UPFRONT',
          borrowLimit: 0,
          unit: 'DAYS',
          prorateBySchedule: false,
          expiresAfterMonths: null,
        },
      ],
    });
    expect(writes(fetch)).toHaveLength(1);
  });

  it('Cancel drops the edits and goes back to the list without calling the server', async () => {
    const { fetch, view } = setUp();
    await screen.findByText('Full-time staff');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Vacation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/leaves/policies');
    expect(writes(fetch)).toHaveLength(0);
  });

  it('asks before another way out drops unsaved edits', async () => {
    const { fetch, view } = setUp();
    await screen.findByText('Full-time staff');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Vacation' }));

    await act(() => view.router.navigate('/calendar'));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(view.router.state.location.pathname).toBe('/leaves/policies/7');
    expect(screen.queryByText('Vacation')).not.toBeInTheDocument();

    await act(() => view.router.navigate('/calendar'));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/calendar');
    expect(writes(fetch)).toHaveLength(0);
  });

  it('offers only active types the policy does not have yet, and asks for a type and an amount of at least 1', async () => {
    const { fetch } = setUp();
    await screen.findByText('Full-time staff');
    await userEvent.click(screen.getByRole('button', { name: 'Add Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Leave Type' });

    await userEvent.clear(within(dialog).getByLabelText('Amount'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(MSG.activatedTypeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.activatedAmountMin)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Leave Type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['🤒Sick leave']);
    expect(writes(fetch)).toHaveLength(0);
  });

  it("refuses an empty name with 'Policy name cannot be empty' and does not save it", async () => {
    const { fetch } = setUp();
    await screen.findByText('Full-time staff');
    await userEvent.click(screen.getByRole('button', { name: 'Rename policy' }));
    await userEvent.clear(screen.getByLabelText('Policy name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.policyNameEmpty)).toBeInTheDocument();
    expect(writes(fetch)).toHaveLength(0);
  });

  it('says the policy has no types yet and points at the button above', async () => {
    setUp({ policy: aPolicy({ activatedTypes: [] }) });
    expect(await screen.findByText('This policy has no leave types yet.')).toBeInTheDocument();
    expect(screen.getByText("Click the 'Add Type' button above to add one.")).toBeInTheDocument();
  });

  it("sets a yearly type's carry-over limit and expiry, refuses a fraction, and offers none for other cycles", async () => {
    const { fetch } = setUp();
    await screen.findByText('Full-time staff');
    expect(within(rows()[0]).getByText('—')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Remote Day' }));
    const unlimited = await screen.findByRole('dialog', { name: 'Edit Leave Type' });
    expect(within(unlimited).queryByLabelText('Carry-over limit')).not.toBeInTheDocument();
    await userEvent.click(within(unlimited).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Vacation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Leave Type' });
    const limit = within(dialog).getByLabelText('Carry-over limit');
    await userEvent.clear(limit);
    await userEvent.type(limit, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(CARRY_OVER_MSG.limitRange)).toBeInTheDocument();
    await userEvent.clear(limit);
    await userEvent.type(limit, '5');
    await pickOption(within(dialog).getByLabelText('Carried days expire'), 'End of March (3 months)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rows()[0]).getByText('Up to 5 days, until end of March')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('elsewhere');
    const [[, init]] = callsTo(fetch, 'PUT', '/leaves/policies/7');
    expect(JSON.parse(String(init?.body)).activatedTypes).toEqual([
      {
        typeId: 1,
        amount: 25,
        requiresApproval: true,
        cycle: 'PER_YEAR',
        carryOverLimit: 5,
        carryOverExpiresAfterMonths: 3,
        accrual: 'UPFRONT',
        borrowLimit: 0,
        unit: 'DAYS',
        prorateBySchedule: false,
        expiresAfterMonths: null,
      },
      {
        typeId: 3,
        amount: 1,
        requiresApproval: false,
        cycle: 'UNLIMITED',
        carryOverLimit: 0,
        carryOverExpiresAfterMonths: null,
        accrual: 'UPFRONT',
        borrowLimit: 0,
        unit: 'DAYS',
        prorateBySchedule: false,
        expiresAfterMonths: null,
      },
    ]);
  });

  it("sets a yearly type's accrual to Monthly with days to borrow, refuses a quarter day, and offers neither for other cycles", async () => {
    const { fetch } = setUp();
    await screen.findByText('Full-time staff');
    expect(within(rows()[0]).getByText('Up front')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Remote Day' }));
    const unlimited = await screen.findByRole('dialog', { name: 'Edit Leave Type' });
    expect(within(unlimited).queryByLabelText('Accrual')).not.toBeInTheDocument();
    expect(within(unlimited).queryByLabelText('May borrow up to (days)')).not.toBeInTheDocument();
    await userEvent.click(within(unlimited).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Vacation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Leave Type' });
    const borrow = within(dialog).getByLabelText('May borrow up to (days)');
    expect(borrow).toBeDisabled();
    await pickOption(within(dialog).getByLabelText('Accrual'), 'Monthly');
    expect(borrow).toBeEnabled();
    await userEvent.clear(borrow);
    await userEvent.type(borrow, '1.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(ACCRUAL_MSG.borrowRange)).toBeInTheDocument();
    await userEvent.clear(borrow);
    await userEvent.type(borrow, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rows()[0]).getByText('Monthly, may borrow 2.5 days')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('elsewhere');
    const [[, init]] = callsTo(fetch, 'PUT', '/leaves/policies/7');
    expect(JSON.parse(String(init?.body)).activatedTypes[0]).toEqual({
      typeId: 1,
      amount: 25,
      requiresApproval: true,
      cycle: 'PER_YEAR',
      carryOverLimit: 0,
      carryOverExpiresAfterMonths: null,
      accrual: 'MONTHLY',
      borrowLimit: 2.5,
      unit: 'DAYS',
      prorateBySchedule: false,
      expiresAfterMonths: null,
    });
  });

  it('sends isDefault only when the policy is being made the default', async () => {
    const { fetch } = setUp();
    await screen.findByText('Full-time staff');
    await userEvent.click(screen.getByLabelText('Make this the default policy'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('elsewhere');
    const [[, init]] = callsTo(fetch, 'PUT', '/leaves/policies/7');
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Full-time staff', isDefault: true });
  });

  it('shows a team admin the policy read-only', async () => {
    setUp({ role: 'TEAM_ADMIN' });
    expect(await screen.findByText('Full-time staff')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Vacation' })).not.toBeInTheDocument();
  });
});
