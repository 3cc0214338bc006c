import type { LeavePolicy, LeaveType } from '@leavedesk/contracts';
import { MSG, TEXT } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as PoliciesPage } from './policies-page';

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
    id: 4,
    name: 'Old Bonus Day',
    symbol: '⭐',
    cycle: 'PER_YEAR',
    amount: 1,
    requiresApproval: true,
    status: 'ARCHIVED',
    kind: 'STANDARD',
  },
  {
    id: 3,
    name: 'Remote Day',
    symbol: '',
    cycle: 'UNLIMITED',
    amount: 1,
    requiresApproval: false,
    status: 'ACTIVE',
    kind: 'STANDARD',
  },
];
const policies: LeavePolicy[] = [
  {
    id: 20,
    name: 'Default',
    status: 'ACTIVE',
    isDefault: true,
    activatedTypes: [
      {
        policyId: 20,
        typeId: 1,
        name: 'Vacation',
        symbol: '🌴',
        cycle: 'PER_YEAR',
        amount: 20,
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
    ],
  },
  { id: 21, name: 'Part time', status: 'ACTIVE', isDefault: false, activatedTypes: [] },
];

function setUp(
  routes: Parameters<typeof stubApi>[1] = {},
  role: 'ORGANIZATION_ADMIN' | 'TEAM_ADMIN' = 'ORGANIZATION_ADMIN',
) {
  const fetch = stubApi(aUser({ role }), {
    'GET /leaves/types': () => json(200, types),
    'GET /leaves/policies': () => json(200, policies),
    ...routes,
  });
  const view = renderScreen(
    <SignedIn>
      <PoliciesPage />
    </SignedIn>,
    { path: '/leaves/policies' },
  );
  return { fetch, view };
}

function typeRows() {
  return screen.getAllByTestId('leave-type-row');
}

describe('the Leave Types table', () => {
  it('lists archived types last, labelled Archived and without actions; unlimited types read Unlimited', async () => {
    setUp();
    await waitFor(() => expect(typeRows()).toHaveLength(3));
    const [first, second, last] = typeRows();
    expect(first).toHaveTextContent('Vacation');
    expect(first).toHaveTextContent('20 Days');
    expect(second).toHaveTextContent('Remote Day');
    expect(within(second).getAllByText('Unlimited')).toHaveLength(2);
    expect(last).toHaveTextContent('Old Bonus Day');
    expect(within(last).getByText('Archived')).toBeInTheDocument();
    expect(within(last).queryAllByRole('button')).toHaveLength(0);
    expect(within(first).getByRole('button', { name: 'Edit Vacation' })).toBeInTheDocument();
  });

  it('opens the type dialog with amount 1 and cycle Per Year, and shows the messages of part 1 §5', async () => {
    const { fetch } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Leave Type' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue(1);
    expect(within(dialog).getByRole('combobox', { name: 'Cycle' })).toHaveTextContent('Per Year');

    await userEvent.type(within(dialog).getByLabelText('Name'), 'A');
    await userEvent.clear(within(dialog).getByLabelText('Amount'));
    await userEvent.type(within(dialog).getByLabelText('Amount'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(MSG.leaveTypeNameMin)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.amountPositive)).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.click(within(dialog).getByLabelText('Name'));
    await userEvent.paste('x'.repeat(51));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(MSG.leaveTypeNameMax)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/leaves/types')).toHaveLength(0);
  });

  it('finds symbols by name or keyword, and creates the type with the picked one', async () => {
    const { fetch } = setUp({
      'POST /leaves/types': (body) => json(201, { id: 9, status: 'ACTIVE', ...(body as object) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Leave Type' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Sick leave');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose a symbol' }));
    const search = await screen.findByLabelText('Search symbols');
    await userEvent.type(search, 'fever');
    let options = within(screen.getByTestId('symbol-grid')).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual(['Face with thermometer']);

    await userEvent.clear(search);
    await userEvent.type(search, 'PALM');
    options = within(screen.getByTestId('symbol-grid')).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual(['Palm tree']);

    await userEvent.clear(search);
    await userEvent.type(search, 'sick');
    options = within(screen.getByTestId('symbol-grid')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    expect(options.map((o) => o.getAttribute('aria-label'))).not.toContain('Palm tree');
    await userEvent.click(
      within(screen.getByTestId('symbol-grid')).getByRole('option', { name: 'Face with thermometer' }),
    );
    expect(within(dialog).getByRole('button', { name: 'Symbol: Face with thermometer' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(TEXT.typeCreated)).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'POST', '/leaves/types');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Sick leave',
      symbol: '🤒',
      cycle: 'PER_YEAR',
      amount: 1,
      requiresApproval: true,
    });
  });

  it('says when no symbol matches and can clear a chosen symbol', async () => {
    setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Vacation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Leave Type' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Symbol: Palm tree' }));
    await userEvent.type(await screen.findByLabelText('Search symbols'), 'zzzz');
    expect(screen.getByText('No symbol found.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear symbol' }));
    expect(within(dialog).getByRole('button', { name: 'Choose a symbol' })).toBeInTheDocument();
  });

  it('removes a type after the generic confirmation', async () => {
    const { fetch } = setUp({ 'DELETE /leaves/types/1': () => json(204) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Vacation' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove leave type' });
    expect(within(confirm).getByText('Are you sure you want to remove Vacation?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TEXT.typeRemoved)).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/leaves/types/1')).toHaveLength(1);
  });
});

describe('the Leave Policies list', () => {
  it('lists each policy with its types and marks the default', async () => {
    setUp();
    const rows = await screen.findAllByTestId('policy-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Default', { selector: '[data-slot=badge]' })).toBeInTheDocument();
    // The types show in their column, and under the name when the table is narrow.
    expect(within(rows[0]).getAllByText('Vacation').length).toBeGreaterThan(0);
    expect(within(rows[1]).getAllByText('No types yet').length).toBeGreaterThan(0);
  });

  it('creates a policy by name and opens it', async () => {
    const { fetch, view } = setUp({
      'POST /leaves/policies': (body) =>
        json(201, { id: 33, status: 'ACTIVE', isDefault: false, activatedTypes: [], ...(body as object) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Leave Policy' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'P');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(MSG.policyNameMin)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'art-timers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(TEXT.policyCreated)).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/leaves/policies/33'));
    const [[, init]] = callsTo(fetch, 'POST', '/leaves/policies');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Part-timers',
      status: 'ACTIVE',
      activatedTypes: [],
    });
  });

  it("shows the server's refusal of a policy still assigned to users as an 'Error' toast", async () => {
    const message = 'This policy is still assigned to 3 users.';
    setUp({
      'DELETE /leaves/policies/21': () =>
        json(409, { statusCode: 409, error: 'Conflict', code: 'POLICY_IN_USE', message }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Part time' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove leave policy' });
    expect(within(confirm).getByText('Are you sure you want to remove Part time?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(TEXT.errorTitle)).toBeInTheDocument();
    expect(screen.queryByText(TEXT.policyRemoved)).not.toBeInTheDocument();
  });

  it('shows a team admin both lists without any way to change them', async () => {
    setUp({}, 'TEAM_ADMIN');
    expect(await screen.findAllByTestId('policy-row')).toHaveLength(2);
    await waitFor(() => expect(typeRows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Create Policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Part time' })).toHaveAttribute(
      'href',
      '/leaves/policies/21',
    );
  });
});
