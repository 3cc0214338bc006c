import { NOTIFICATION_TEXT } from '@leavedesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { fakeInbox } from './fake-inbox';
import { NotificationBell } from './notification-bell';
import { aNotification } from './test-notifications';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Some other screen's change, e.g. a leave request. */
function SomeChange() {
  const change = useMutation({ mutationFn: () => api.post('/leaves', {}) });
  return (
    <button type="button" onClick={() => change.mutate()}>
      Change something
    </button>
  );
}

function renderBell() {
  return renderScreen(
    <SignedIn>
      <NotificationBell />
      <SomeChange />
    </SignedIn>,
  );
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });
const badge = () => screen.queryByTestId('unread-badge');

async function openPanel() {
  await userEvent.click(await bell());
  return screen.findByRole('dialog', { name: NOTIFICATION_TEXT.panelTitle });
}

function many(count: number, status: 'SENT' | 'READ' = 'SENT') {
  return Array.from({ length: count }, (_, i) =>
    aNotification({ id: count - i, title: `Notification ${count - i}`, status }),
  );
}

describe('notification bell', () => {
  it("shows the unread count, '9+' above 9, and no badge at 0", async () => {
    const inbox = fakeInbox(many(9));
    stubApi(aUser(), inbox.routes);
    const view = renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent(/^9$/));
    expect(await bell()).toHaveAccessibleName('Notifications, 9 unread');

    inbox.notifications.unshift(aNotification({ id: 10 }));
    await act(() => view.queryClient.refetchQueries({ queryKey: ['notifications'] }));
    await waitFor(() => expect(badge()).toHaveTextContent(/^9\+$/));

    for (const n of inbox.notifications) n.status = 'READ';
    await act(() => view.queryClient.refetchQueries({ queryKey: ['notifications'] }));
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    expect(await bell()).toHaveAccessibleName('Notifications');
  });

  it('asks for the count every 30 seconds while the tab is visible, and again when it shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubApi(aUser(), fakeInbox(many(1)).routes);
    renderBell();
    await waitFor(() => expect(callsTo(fetch, 'GET', '/v1/notifications/count')).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(callsTo(fetch, 'GET', '/v1/notifications/count')).toHaveLength(2));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    window.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(callsTo(fetch, 'GET', '/v1/notifications/count')).toHaveLength(2);

    visibility.mockReturnValue('visible');
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(callsTo(fetch, 'GET', '/v1/notifications/count')).toHaveLength(3));
    visibility.mockRestore();
  });

  it("asks for the count at once after the user's own change", async () => {
    const fetch = stubApi(aUser(), { ...fakeInbox(many(1)).routes, 'POST /leaves': () => json(201, {}) });
    renderBell();
    await waitFor(() => expect(callsTo(fetch, 'GET', '/v1/notifications/count')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Change something' }));
    await waitFor(() => expect(callsTo(fetch, 'GET', '/v1/notifications/count')).toHaveLength(2));
  });

  it("opens the panel on page 1 of 10, unread entries bold with a dot, and 'Mark all as read' clears the badge", async () => {
    // Ids 12 to 1, newest first; 10 was read already: eleven unread, two of them past the panel's ten.
    const inbox = fakeInbox(
      many(12).map((n) => (n.id === 10 ? { ...n, title: 'Already read', status: 'READ' as const } : n)),
    );
    const fetch = stubApi(aUser(), inbox.routes);
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('9+'));
    const panel = await openPanel();
    expect(within(panel).getByRole('heading', { name: NOTIFICATION_TEXT.panelTitle })).toBeInTheDocument();
    const list = await within(panel).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const [listCall] = callsTo(fetch, 'GET', '/v1/notifications');
    expect(new URL(listCall[0], 'http://localhost').search).toBe('?page=1&size=10');

    const unread = within(list).getByRole('button', { name: /Notification 12/ });
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(within(unread).getByText('Notification 12')).toHaveClass('font-semibold');
    const read = within(list).getByRole('button', { name: /Already read/ });
    expect(read).not.toHaveAttribute('data-unread');
    expect(within(read).getByText('Already read')).toHaveClass('font-normal');

    // All eleven unread, not only the ten on screen.
    await userEvent.click(within(panel).getByRole('button', { name: NOTIFICATION_TEXT.markAllRead }));
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    expect(inbox.notifications.filter((n) => n.status !== 'READ')).toHaveLength(0);
    expect(
      within(panel).queryByRole('button', { name: NOTIFICATION_TEXT.markAllRead }),
    ).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Notification 12/ })).not.toHaveAttribute('data-unread');
  });

  it("offers 'Mark all as read' only while an entry is unread", async () => {
    stubApi(
      aUser(),
      fakeInbox([aNotification({ id: 2, status: 'READ' }), aNotification({ id: 1, status: 'READ' })]).routes,
    );
    renderBell();
    const panel = await openPanel();
    await within(panel).findByRole('list');
    expect(
      within(panel).queryByRole('button', { name: NOTIFICATION_TEXT.markAllRead }),
    ).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("shows a notification whose e-mail is still on its way, or failed, as unread: counted, bold with a dot, covered by 'Mark all as read'", async () => {
    const inbox = fakeInbox([
      aNotification({ id: 3, title: 'Mail on its way', status: 'PENDING' }),
      aNotification({
        id: 2,
        title: 'Mail bounced',
        status: 'FAILED',
        error: 'The e-mail could not be sent.',
      }),
      aNotification({ id: 1, title: 'Seen before', status: 'READ' }),
    ]);
    const fetch = stubApi(aUser(), inbox.routes);
    renderBell();
    // The bell does not wait for the e-mail.
    await waitFor(() => expect(badge()).toHaveTextContent(/^2$/));
    expect(await bell()).toHaveAccessibleName('Notifications, 2 unread');
    const panel = await openPanel();
    const list = await within(panel).findByRole('list');
    for (const title of ['Mail on its way', 'Mail bounced']) {
      const entry = within(list).getByRole('button', { name: new RegExp(title) });
      expect(entry, title).toHaveAttribute('data-unread', 'true');
      expect(within(entry).getByText(title)).toHaveClass('font-semibold');
      expect(within(entry).getByText('Unread:')).toBeInTheDocument();
    }
    expect(within(list).getByRole('button', { name: /Seen before/ })).not.toHaveAttribute('data-unread');

    await userEvent.click(within(panel).getByRole('button', { name: NOTIFICATION_TEXT.markAllRead }));
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    expect(inbox.notifications.map((n) => n.status)).toEqual(['READ', 'READ', 'READ']);
    const [listCall] = callsTo(fetch, 'GET', '/v1/notifications').filter(([url]) => url.includes('unread='));
    expect(new URL(listCall[0], 'http://localhost').search).toBe('?page=1&size=100&unread=true');
    expect(JSON.parse(String(callsTo(fetch, 'POST', '/v1/notifications/read')[0][1]?.body))).toEqual([3, 2]);
    expect(within(list).getByRole('button', { name: /Mail on its way/ })).not.toHaveAttribute('data-unread');
  });

  it('opens an entry in a dialog with its trigger, text and time, marks it read and drops the counter by one', async () => {
    const inbox = fakeInbox([aNotification({ id: 2, title: 'Other news' }), aNotification({ id: 1 })]);
    const fetch = stubApi(aUser(), inbox.routes);
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent(/^2$/));
    const panel = await openPanel();
    await userEvent.click(
      await within(panel).findByRole('button', { name: /New leave request from Emil Worker/ }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'New leave request from Emil Worker' });
    expect(within(dialog).getByText('Leave request to reviewers')).toBeInTheDocument();
    expect(within(dialog).getByText('5 minutes ago')).toBeInTheDocument();
    const text = within(dialog).getByText(/Emil Worker asked for Vacation/);
    expect(text.textContent).toBe(aNotification().textContent);
    expect(text).toHaveClass('whitespace-pre-wrap');

    await waitFor(() => expect(badge()).toHaveTextContent(/^1$/));
    const reads = callsTo(fetch, 'POST', '/v1/notifications/read');
    expect(reads).toHaveLength(1);
    expect(JSON.parse(String(reads[0][1]?.body))).toEqual([1]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bell()).toHaveFocus();
  });

  it('marks an entry whose delivery failed read when opened, and a read one not again', async () => {
    const fetch = stubApi(
      aUser(),
      fakeInbox([
        aNotification({ id: 2, title: 'Seen before', status: 'READ' }),
        aNotification({ id: 1, title: 'Mail bounced', status: 'FAILED' }),
      ]).routes,
    );
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent(/^1$/));
    for (const title of ['Seen before', 'Mail bounced']) {
      const panel = await openPanel();
      await userEvent.click(await within(panel).findByRole('button', { name: new RegExp(title) }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'Close' }),
      );
    }
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    const reads = callsTo(fetch, 'POST', '/v1/notifications/read');
    expect(reads.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([[1]]);
  });

  it("says 'No notifications' when there are none", async () => {
    stubApi(aUser(), fakeInbox([]).routes);
    renderBell();
    const panel = await openPanel();
    expect(await within(panel).findByText(NOTIFICATION_TEXT.emptyTitle)).toBeInTheDocument();
    expect(within(panel).getByText(NOTIFICATION_TEXT.emptyHint)).toBeInTheDocument();
    expect(badge()).not.toBeInTheDocument();
  });
});
