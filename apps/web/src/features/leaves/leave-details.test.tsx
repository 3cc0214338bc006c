import { LEAVE_MSG, type User } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { useSession } from '@/lib/session';
import { tokenStore } from '@/lib/storage';
import { renderScreen } from '@/test/render';
import { LeaveDetailsDialog } from './leave-details-dialog';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const reviewer = { ...makeLeave().user, id: 1, firstName: 'Rita', role: 'TEAM_ADMIN' } as User;
const organization = {
  id: 1,
  name: 'Acme',
  country: 'DE',
  timezone: 'Europe/Berlin',
  weekFirstDay: 'MONDAY',
  workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  metadata: {},
};

/** Answers the session calls, and PUT /leaves/{id} with `review` once `release` is called. */
function stubServer(review: () => Response, metadata: Record<string, unknown> = {}) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/users/mine')) return json(200, reviewer);
    if (url.startsWith('/api/organizations/default')) return json(200, { ...organization, metadata });
    if (init?.method === 'PUT') {
      await gate;
      return review();
    }
    if (/^\/api\/leaves\/\d+\/context/.test(url))
      return json(200, { balances: [], teamConflicts: [], holidays: [] });
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release: () => release() };
}

function Dialog({ leave }: { leave: ReturnType<typeof makeLeave> }) {
  const { user } = useSession();
  return user ? <LeaveDetailsDialog leave={leave} onClose={() => {}} /> : null;
}

beforeEach(() => tokenStore.set('token'));
afterEach(() => vi.unstubAllGlobals());

describe('the leave review modal', () => {
  it('offers Accept and Reject only to who decides the current step; anyone else reads where it stands', async () => {
    const ana = { id: 7, firstName: 'Ana', lastName: 'Lima' };
    // A team admin whose team's request waits for Ana at step 2: no buttons (the server would
    // refuse it, and a 403 ends the session), the step and who decides it instead.
    const elsewhere = makeLeave({
      approval: { step: 2, steps: 2, waitingFor: [ana], decisions: [] },
    });
    stubServer(() => json(500, {}));
    const { unmount } = renderScreen(<Dialog leave={elsewhere} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Waits for step 2 of 2 · Ana Lima')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    unmount();
    // An employee named by the step (or covering as substitute) decides it: the buttons are theirs.
    reviewer.role = 'EMPLOYEE';
    try {
      const named = makeLeave({
        approval: {
          step: 1,
          steps: 1,
          waitingFor: [{ id: 1, firstName: 'Rita', lastName: 'Lovelace' }],
          decisions: [],
        },
      });
      renderScreen(<Dialog leave={named} />);
      const again = await screen.findByRole('dialog');
      expect(await within(again).findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    } finally {
      reviewer.role = 'TEAM_ADMIN';
    }
  });

  it("shows the request, reads 'Processing...' while busy and toasts 'Request accepted successfully.'", async () => {
    const leave = makeLeave({
      firstName: 'Ada',
      startAt: '2026-12-21',
      endAt: '2026-12-30',
      duration: 7,
      reason: 'Family trip',
    });
    const server = stubServer(() => json(200, { ...leave, status: 'ACCEPTED' }));
    renderScreen(<Dialog leave={leave} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute(
      'href',
      `/users/${leave.user.id}/`,
    );
    expect(within(dialog).getByText('7 Days')).toBeInTheDocument();
    expect(within(dialog).getByText('21 Dec 2026 - 30 Dec 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Engineering')).toBeInTheDocument();
    expect(within(dialog).getByText('Family trip')).toBeInTheDocument();

    // Accept stays one click: no confirmation, the call starts at once.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeInTheDocument(),
    );
    server.release();
    expect(await screen.findByText('Request accepted successfully.')).toBeInTheDocument();
    const put = server.fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(`/api/leaves/${leave.id}`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'ACCEPTED' });
  });

  it('reads the requester’s reason as Reason; Reject confirms, asking for the reason, and sends it', async () => {
    const leave = makeLeave({ reason: 'Family trip', startAt: '2026-12-21', endAt: '2026-12-21' });
    const server = stubServer(() => json(200, { ...leave, status: 'REJECTED' }));
    renderScreen(<Dialog leave={leave} />);
    const dialog = await screen.findByRole('dialog');
    const reasonRow = within(dialog).getByText('Reason').closest('div') as HTMLElement;
    expect(within(reasonRow).getByText('Family trip')).toBeInTheDocument();
    expect(within(dialog).queryByText('Description')).not.toBeInTheDocument();
    // A review's reason is at most 500 characters (PUT /leaves/{id}), not a request's 1,000.
    expect(within(dialog).getByLabelText('Your reason')).toHaveAttribute('maxlength', '500');
    await userEvent.type(within(dialog).getByLabelText('Your reason'), 'The team is short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    // Nothing is sent yet: a confirmation names the request and holds the reason typed so far.
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject request' });
    expect(confirm).toHaveTextContent(
      'Reject Ada Lovelace’s request (Vacation, 21 Dec 2026)? Ada reads your reason with the decision.',
    );
    expect(server.fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    const reason = within(confirm).getByLabelText('Reason');
    expect(reason).toHaveValue('The team is short');
    expect(reason).toHaveAttribute('maxlength', '500');
    await userEvent.type(reason, ' that week.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, reject it' }));
    server.release();
    expect(await screen.findByText('Request rejected successfully.')).toBeInTheDocument();
    const put = server.fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      status: 'REJECTED',
      reason: 'The team is short that week.',
    });
  });

  it('shows the server’s sentence in the Error toast when someone else reviewed it first', async () => {
    const leave = makeLeave();
    const server = stubServer(() =>
      json(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'ALREADY_REVIEWED',
        message: 'This request was already rejected.',
      }),
    );
    renderScreen(<Dialog leave={leave} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject request' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, reject it' }));
    server.release();
    expect(await screen.findByText('This request was already rejected.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('asks for the reason before rejecting when the organization requires one', async () => {
    const leave = makeLeave();
    const server = stubServer(() => json(200, { ...leave, status: 'REJECTED' }), {
      rejectionReasonRequired: true,
    });
    renderScreen(<Dialog leave={leave} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject request' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, reject it' }));
    expect(
      await within(confirm).findByText(
        'Please give a reason: your organization asks for one with every rejection.',
      ),
    ).toBeInTheDocument();
    expect(server.fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.type(within(confirm).getByLabelText(/Reason/), 'Overlaps the release.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, reject it' }));
    server.release();
    expect(await screen.findByText('Request rejected successfully.')).toBeInTheDocument();
    const put = server.fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      status: 'REJECTED',
      reason: 'Overlaps the release.',
    });
  });

  it('offers no review of one’s own request', async () => {
    stubServer(() => json(500, {}));
    const own = makeLeave();
    own.user = reviewer;
    renderScreen(<Dialog leave={own} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LEAVE_MSG.ownLeaveReview)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('offers a reviewer Cancel leave on an accepted request of their team, not Accept or Reject', async () => {
    stubServer(() => json(500, {}));
    renderScreen(
      <Dialog
        leave={makeLeave({
          status: 'ACCEPTED',
          startAt: '2026-03-02',
          endAt: '2026-03-02',
          startDayPart: 'AFTERNOON',
        })}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel leave of 2 Mar 2026 PM' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('PM')).toHaveAttribute('title', 'Afternoon');
  });

  it('shows a cancelled request with its grey badge, who cancelled it, when and why, and no actions', async () => {
    stubServer(() => json(500, {}));
    const cancelled = makeLeave({
      status: 'CANCELLED',
      cancelledAt: '2026-02-10T09:00:00.000Z',
      cancelledBy: { id: 1, firstName: 'Rita', lastName: 'Lovelace' },
      cancelReason: 'Project deadline moved',
    });
    renderScreen(<Dialog leave={cancelled} />);
    const dialog = await screen.findByRole('dialog');
    const badge = within(dialog).getByText('CANCELLED');
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge).toHaveClass('bg-secondary');
    expect(within(dialog).getByText('by Rita Lovelace on 10 Feb 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Project deadline moved')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: /Cancel leave|Accept|Reject|Withdraw/ }),
    ).not.toBeInTheDocument();
  });

  it('names the substitute, and says when the viewer decides only as substitute (issue 28)', async () => {
    const ana = { id: 5, firstName: 'Ana', lastName: 'Lima' };
    const leave = makeLeave({
      firstName: 'Eve',
      substitute: { id: 6, firstName: 'Sam', lastName: 'Stone' },
      approval: {
        step: 1,
        steps: 1,
        waitingFor: [
          ana,
          { id: reviewer.id, firstName: 'Rita', lastName: reviewer.lastName, asSubstituteFor: ana },
        ],
        decisions: [],
      },
    });
    stubServer(() => json(200, leave));
    renderScreen(<Dialog leave={leave} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Substitute').nextSibling).toHaveTextContent('Sam Stone');
    expect(within(dialog).getByText('You decide').nextSibling).toHaveTextContent(
      'as substitute for Ana Lima',
    );
  });

  it('says nothing of substitutes when there are none', async () => {
    const leave = makeLeave({ firstName: 'Eve' });
    stubServer(() => json(200, leave));
    renderScreen(<Dialog leave={leave} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Substitute')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/as substitute for/)).not.toBeInTheDocument();
  });
});
