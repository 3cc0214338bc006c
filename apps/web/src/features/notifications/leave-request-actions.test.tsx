import type { Leave } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { fakeInbox } from './fake-inbox';
import { NotificationBell } from './notification-bell';
import { aNotification } from './test-notifications';

afterEach(() => vi.unstubAllGlobals());

const me = aUser({ id: 3, firstName: 'Grace', lastName: 'Hopper', role: 'TEAM_ADMIN' });
const ana = { id: 8, firstName: 'Ana', lastName: 'Lima' };
const atStep1 = (over: Partial<Leave> = {}) =>
  makeLeave({
    id: 42,
    firstName: 'Emil',
    approval: {
      step: 1,
      steps: 2,
      waitingFor: [{ id: 3, firstName: 'Grace', lastName: 'Hopper' }],
      decisions: [],
    },
    ...over,
  });

function setUp(leaves: Leave[], put?: (body: unknown) => Response) {
  let answer = 0;
  const fetch = stubApi(me, {
    ...fakeInbox([aNotification()]).routes,
    'GET /leaves/42': () => json(200, leaves[Math.min(answer++, leaves.length - 1)]),
    'PUT /leaves/42': (body) => (put ? put(body) : json(500, {})),
  });
  renderScreen(
    <SignedIn>
      <NotificationBell />
    </SignedIn>,
  );
  return fetch;
}

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('a request entry of the bell', () => {
  it('gives the current step’s approver Accept, Reject and Open; Accept is one click', async () => {
    const passed = atStep1({ approval: { step: 2, steps: 2, waitingFor: [ana], decisions: [] } });
    const fetch = setUp([atStep1(), passed], () => json(200, passed));
    const panel = await openPanel();
    const actions = await within(panel).findByRole('group', { name: 'Decide Emil Lovelace’s request' });
    expect(within(actions).getByRole('link', { name: 'Open Emil Lovelace’s request' })).toHaveAttribute(
      'href',
      '/leaves/42',
    );
    expect(await structuralViolations(panel)).toEqual([]);
    await userEvent.click(within(actions).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/leaves/42')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, 'PUT', '/leaves/42')[0][1]?.body))).toEqual({
      status: 'ACCEPTED',
    });
    expect(await within(panel).findByTestId('request-standing')).toHaveTextContent(
      'Waits for step 2 of 2 · Ana Lima',
    );
    expect(await screen.findByText('Accepted. The request now waits for step 2 of 2.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('asks for the reason before rejecting', async () => {
    const rejected = atStep1({
      status: 'REJECTED',
      reviewer: { id: 3, firstName: 'Grace', lastName: 'Hopper' },
    });
    const fetch = setUp([atStep1(), rejected], () => json(200, rejected));
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject request' });
    expect(callsTo(fetch, 'PUT', '/leaves/42')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Audit week.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reject it' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/leaves/42')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, 'PUT', '/leaves/42')[0][1]?.body))).toEqual({
      status: 'REJECTED',
      reason: 'Audit week.',
    });
  });

  it('says who decided first after a 409, and on reopening', async () => {
    const taken = atStep1({
      status: 'ACCEPTED',
      reviewer: ana,
      approval: { step: 1, steps: 1, waitingFor: [], decisions: [] },
    });
    setUp([atStep1(), taken], () =>
      json(409, { code: 'LEAVE_ALREADY_REVIEWED', message: 'This request was already accepted.' }),
    );
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Accept' }));
    expect(await within(panel).findByTestId('request-standing')).toHaveTextContent('Accepted by Ana Lima');
    expect(await screen.findByText('This request was already accepted.')).toBeInTheDocument();
  });

  it('reads the request again each time the panel opens, and shows no buttons to others', async () => {
    const fetch = setUp([
      atStep1(),
      atStep1({ approval: { step: 2, steps: 2, waitingFor: [ana], decisions: [] } }),
    ]);
    let panel = await openPanel();
    expect(await within(panel).findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    panel = await openPanel();
    expect(await within(panel).findByTestId('request-standing')).toHaveTextContent(
      'Waits for step 2 of 2 · Ana Lima',
    );
    expect(within(panel).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/leaves/42')).toHaveLength(2);
  });
});
