import { LEAVE_MSG, LEAVE_TEXT } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { CancelLeaveButton, cancelRole } from './cancel-leave-button';
import { makeLeave } from './test-leaves';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const today = '2026-03-10';
const requester = { id: 7, role: 'EMPLOYEE', team: { id: 1, name: 'Engineering' } } as const;

describe('who may cancel a leave', () => {
  const leave = (overrides: Parameters<typeof makeLeave>[0]) => {
    const made = makeLeave(overrides);
    return { ...made, user: { ...made.user, id: 7, team: { id: 1, name: 'Engineering' } } };
  };
  it.each([
    [
      'the requester, an accepted leave not started',
      leave({ status: 'ACCEPTED', startAt: '2026-03-11' }),
      requester,
      'requester',
    ],
    [
      'the requester, an accepted leave starting today',
      leave({ status: 'ACCEPTED', startAt: today }),
      requester,
      undefined,
    ],
    [
      'the requester, a pending one (withdrawn instead)',
      leave({ status: 'PENDING', startAt: '2026-03-11' }),
      requester,
      undefined,
    ],
    [
      'an organization admin, a started leave',
      leave({ status: 'ACCEPTED', startAt: '2026-03-01' }),
      { id: 1, role: 'ORGANIZATION_ADMIN', team: null },
      'reviewer',
    ],
    [
      'the team admin of the team',
      leave({ status: 'PENDING' }),
      { id: 2, role: 'TEAM_ADMIN', team: { id: 1, name: 'E' } },
      'reviewer',
    ],
    [
      'a team admin of another team',
      leave({ status: 'ACCEPTED' }),
      { id: 3, role: 'TEAM_ADMIN', team: { id: 9, name: 'S' } },
      undefined,
    ],
    [
      'a colleague',
      leave({ status: 'ACCEPTED', startAt: '2026-03-11' }),
      { id: 4, role: 'EMPLOYEE', team: { id: 1, name: 'E' } },
      undefined,
    ],
    [
      'an admin, a rejected leave',
      leave({ status: 'REJECTED' }),
      { id: 1, role: 'ORGANIZATION_ADMIN', team: null },
      undefined,
    ],
    [
      'an admin, a cancelled leave',
      leave({ status: 'CANCELLED' }),
      { id: 1, role: 'ORGANIZATION_ADMIN', team: null },
      undefined,
    ],
  ] as const)('%s', (_, theLeave, user, role) => {
    expect(cancelRole(theLeave, user, today)).toBe(role);
  });
});

function setUp(me: ReturnType<typeof aUser>, leave: ReturnType<typeof makeLeave>) {
  const fetch = stubApi(me, {
    [`POST /leaves/${leave.id}/cancel`]: (body) =>
      json(200, {
        ...leave,
        status: 'CANCELLED',
        cancelReason: (body as { reason?: string }).reason ?? null,
      }),
  });
  renderScreen(
    <SignedIn>
      <span data-testid="signed-in" />
      <CancelLeaveButton leave={leave} />
    </SignedIn>,
  );
  return fetch;
}

describe('Cancel leave', () => {
  it('asks the requester to confirm, then cancels without a reason and says so', async () => {
    const me = aUser({ id: 7, role: 'EMPLOYEE' });
    const leave = {
      ...makeLeave({ status: 'ACCEPTED', startAt: '2099-05-04', endAt: '2099-05-04', endDayPart: 'MORNING' }),
      user: me,
    };
    const fetch = setUp(me, leave);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel leave of 4 May 2099 AM' }));
    const dialog = await screen.findByRole('alertdialog', { name: LEAVE_TEXT.cancelTitle });
    expect(dialog).toHaveTextContent('your leave (Vacation, 4 May 2099 AM)');
    expect(within(dialog).queryByLabelText('Reason')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(LEAVE_TEXT.cancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const [[, init]] = callsTo(fetch, 'POST', `/leaves/${leave.id}/cancel`);
    expect(JSON.parse(String(init?.body))).toEqual({});
  });

  it('asks a reviewer for the reason the requester reads, and sends it', async () => {
    const leave = makeLeave({
      status: 'ACCEPTED',
      firstName: 'Grace',
      startAt: '2026-01-05',
      endAt: '2026-01-06',
      duration: 2,
    });
    const fetch = setUp(aUser({ id: 1, role: 'ORGANIZATION_ADMIN' }), leave);
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel leave of/ }));
    const dialog = await screen.findByRole('alertdialog', { name: LEAVE_TEXT.cancelTitle });
    expect(dialog).toHaveTextContent("Grace Lovelace's leave (Vacation, 5 Jan 2026 - 6 Jan 2026)");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(dialog).findByText(LEAVE_MSG.cancelReasonRequired)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', `/leaves/${leave.id}/cancel`)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Project deadline moved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(LEAVE_TEXT.cancelled)).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'POST', `/leaves/${leave.id}/cancel`);
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Project deadline moved' });
  });

  it('is not offered to a colleague', async () => {
    setUp(aUser({ id: 50, role: 'EMPLOYEE' }), makeLeave({ status: 'ACCEPTED', startAt: '2099-01-05' }));
    await screen.findByTestId('signed-in');
    expect(screen.queryByRole('button', { name: /^Cancel leave/ })).not.toBeInTheDocument();
  });
});
