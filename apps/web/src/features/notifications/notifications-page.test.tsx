import { NOTIFICATION_TEXT } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { fakeInbox } from './fake-inbox';
import { Component as NotificationsPage } from './notifications-page';
import { aNotification, anIssue } from './test-notifications';

afterEach(() => vi.unstubAllGlobals());

function renderPage(url = '/notifications') {
  return renderScreen(
    <SignedIn>
      <NotificationsPage />
    </SignedIn>,
    { path: '/notifications', url },
  );
}

async function expand(title: string | RegExp) {
  const item = await screen.findByRole('button', { name: title });
  await userEvent.click(item);
  return screen.findByRole('region', { name: title });
}

describe('/notifications', () => {
  it("lists each notification with its status, trigger, each channel's delivery and time", async () => {
    stubApi(
      aUser(),
      fakeInbox([
        aNotification({ id: 3, title: 'Slack news', status: 'PENDING', channels: ['EMAIL', 'SLACK'] }),
        aNotification({ id: 2, title: 'Old news', status: 'READ' }),
        aNotification({ id: 1 }),
      ]).routes,
    );
    renderPage();
    const item = await screen.findByRole('button', { name: /Slack news/ });
    expect(within(item).getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(within(item).getByText('Leave request to reviewers')).toBeInTheDocument();
    expect(within(item).getByText('Email: Sending')).toBeInTheDocument();
    expect(within(item).getByText('Slack: Sending')).toBeInTheDocument();
    expect(within(item).getByText('5 minutes ago')).toBeInTheDocument();
    expect(
      within(screen.getByRole('button', { name: /Old news/ })).getByRole('img', { name: 'Read' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('button', { name: /New leave request/ })).getByRole('img', { name: 'Sent' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the text, the HTML in a sandboxed frame (never in the page) and the params as JSON', async () => {
    const html = '<p id="mail-body">Hi <strong>there</strong></p><script>window.pwned = true</script>';
    stubApi(aUser(), fakeInbox([aNotification({ htmlContent: html })]).routes);
    renderPage();
    const region = await expand(/New leave request from Emil Worker/);
    expect(within(region).getByText(/Emil Worker asked for Vacation/).textContent).toBe(
      aNotification().textContent,
    );

    await userEvent.click(within(region).getByRole('tab', { name: NOTIFICATION_TEXT.htmlContentTab }));
    const frame = within(region).getByTitle('HTML content of New leave request from Emil Worker');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain(html);
    expect(document.getElementById('mail-body')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByText(/Hi\s*there/)).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();

    await userEvent.click(within(region).getByRole('tab', { name: NOTIFICATION_TEXT.dataTab }));
    expect(within(region).getByText(/"fullName": "Emil Worker"/).textContent).toBe(
      JSON.stringify(aNotification().params, null, 2),
    );
  });

  it("offers 'Review Leave Request' for a leave request, going to /leaves/{leave id}", async () => {
    stubApi(
      aUser(),
      fakeInbox([
        aNotification({ id: 2, title: 'Your leave was accepted', event: 'LEAVE_STATUS_UPDATED' }),
        aNotification({ id: 1 }),
      ]).routes,
    );
    const view = renderPage();
    const decided = await expand(/Your leave was accepted/);
    expect(within(decided).queryByRole('link', { name: NOTIFICATION_TEXT.reviewLeaveRequest })).toBeNull();

    const requested = await expand(/New leave request from Emil Worker/);
    const review = within(requested).getByRole('link', { name: NOTIFICATION_TEXT.reviewLeaveRequest });
    expect(review).toHaveAttribute('href', '/leaves/42');
    await userEvent.click(review);
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/leaves/42');
  });

  it('shows why a notification failed', async () => {
    stubApi(
      aUser(),
      fakeInbox([
        aNotification({
          status: 'FAILED',
          error: 'The mail server refused the message: mailbox unavailable.',
        }),
      ]).routes,
    );
    renderPage();
    const item = await screen.findByRole('button', { name: /New leave request/ });
    expect(within(item).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    expect(within(item).getByText('Email: Failed')).toBeInTheDocument();
    const region = await expand(/New leave request/);
    expect(
      within(region).getByText('Email failed: The mail server refused the message: mailbox unavailable.'),
    ).toBeInTheDocument();
  });

  it('shows beside each entry how each channel is getting on, whatever the notification status: waiting with the next attempt, skipped with the warning', async () => {
    const slackDown = 'Slack could not be reached (connection failed).';
    const skipped =
      'Slack was skipped: the organization has no Slack webhook URL (set it on the Organization page).';
    stubApi(
      aUser({ role: 'EMPLOYEE' }),
      fakeInbox([
        aNotification({
          id: 2,
          title: 'Read while Slack waits',
          status: 'READ',
          channels: ['EMAIL', 'SLACK'],
          deliveries: [
            { channel: 'EMAIL', status: 'DONE', attempts: 1, lastError: null, nextAttemptAt: null },
            {
              channel: 'SLACK',
              status: 'PENDING',
              attempts: 7,
              lastError: slackDown,
              nextAttemptAt: new Date(Date.now() + 13 * 60_000 + 50_000).toISOString(),
            },
          ],
        }),
        aNotification({
          id: 1,
          title: 'Slack left out',
          channels: ['EMAIL', 'SLACK'],
          deliveries: [
            { channel: 'EMAIL', status: 'DONE', attempts: 1, lastError: null, nextAttemptAt: null },
            { channel: 'SLACK', status: 'SKIPPED', attempts: 1, lastError: skipped, nextAttemptAt: null },
          ],
        }),
      ]).routes,
    );
    renderPage();
    const waiting = await screen.findByRole('button', { name: /Read while Slack waits/ });
    expect(within(waiting).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(waiting).getByText('Email: Delivered')).toBeInTheDocument();
    expect(within(waiting).getByText('Slack: Waiting')).toBeInTheDocument();
    const region = await expand(/Read while Slack waits/);
    expect(
      within(region).getByText(`Slack waiting: ${slackDown} Next attempt in 14 minutes.`),
    ).toBeInTheDocument();

    const left = screen.getByRole('button', { name: /Slack left out/ });
    expect(within(left).getByText('Slack: Skipped')).toBeInTheDocument();
    expect(within(await expand(/Slack left out/)).getByText(skipped)).toBeInTheDocument();
    // Deliveries of the organization are for its admins.
    expect(screen.queryByRole('heading', { name: /Deliveries waiting or failed/ })).toBeNull();
  });

  it("shows an organization admin the organization's deliveries waiting or failed, and tries a failed one again", async () => {
    const failedError =
      "The e-mail could not be sent: Can't send mail - all recipients were rejected: 550 5.1.1 User unknown";
    const inbox = fakeInbox(
      [aNotification()],
      [
        anIssue({
          id: 102,
          status: 'FAILED',
          attempts: 1,
          lastError: failedError,
          nextAttemptAt: null,
          title: 'Welcome aboard',
        }),
        anIssue({
          id: 101,
          channel: 'SLACK',
          recipient: null,
          lastError: 'Slack refused the message (HTTP 503: server_error).',
        }),
      ],
    );
    const fetch = stubApi(aUser(), inbox.routes);
    renderPage();
    const section = (
      await screen.findByRole('heading', { name: 'Deliveries waiting or failed (2)' })
    ).closest('[data-slot="card"]') as HTMLElement;
    const failed = within(section).getByRole('article', { name: 'Email: Welcome aboard' });
    expect(within(failed).getByText('Email: Failed')).toBeInTheDocument();
    expect(within(failed).getByText(failedError)).toBeInTheDocument();
    expect(
      within(failed).getByText('Grace Hopper · grace@example.com · Leave request to reviewers'),
    ).toBeInTheDocument();
    expect(within(failed).getByText(/Gave up after 1 attempt/)).toBeInTheDocument();
    const waiting = within(section).getByRole('article', {
      name: 'Slack: New leave request from Emil Worker',
    });
    expect(within(waiting).getByText('Slack: Waiting')).toBeInTheDocument();
    expect(
      within(waiting).getByText('Slack refused the message (HTTP 503: server_error).'),
    ).toBeInTheDocument();
    expect(
      within(waiting).getByText('The Slack channel of the organization · Leave request to reviewers'),
    ).toBeInTheDocument();
    expect(within(waiting).getByText(/6 attempts so far · Next attempt/)).toBeInTheDocument();
    expect(within(waiting).getByText('in 13 minutes')).toBeInTheDocument();
    // Only a failed one is tried again by hand; a waiting one is by itself.
    expect(within(waiting).queryByRole('button', { name: 'Try again' })).toBeNull();

    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The delivery is queued again.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/v1/notifications/deliveries/102/retry')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { name: 'Deliveries waiting or failed (1)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Email: Welcome aboard' })).toBeNull();
  });

  it("pages through the history one-based, and offers 'Triggers' to an organization admin", async () => {
    const fetch = stubApi(
      aUser(),
      fakeInbox(Array.from({ length: 12 }, (_, i) => aNotification({ id: 12 - i, title: `Note ${12 - i}` })))
        .routes,
    );
    const view = renderPage();
    await screen.findByRole('button', { name: /Note 12/ });
    expect(screen.getByRole('link', { name: NOTIFICATION_TEXT.triggers })).toHaveAttribute(
      'href',
      '/notifications/triggers',
    );
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('button', { name: /Note 2(?!\d)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Note 12/ })).toBeNull();
    expect(view.router.state.location.search).toBe('?page=2');
    const urls = callsTo(fetch, 'GET', '/v1/notifications').map(
      ([url]) => new URL(url, 'http://localhost').search,
    );
    expect(urls).toEqual(['?page=1&size=10', '?page=2&size=10']);
  });

  it("says 'No notifications yet' and offers 'Set up triggers' to an organization admin", async () => {
    stubApi(aUser(), fakeInbox([]).routes);
    renderPage();
    expect(await screen.findByText(NOTIFICATION_TEXT.historyEmptyTitle)).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATION_TEXT.historyEmptyHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOTIFICATION_TEXT.setUpTriggers })).toHaveAttribute(
      'href',
      '/notifications/triggers',
    );
  });

  it('offers no triggers to an employee or a team admin, who may not use them', async () => {
    for (const role of ['EMPLOYEE', 'TEAM_ADMIN'] as const) {
      stubApi(aUser({ role }), fakeInbox([]).routes);
      const view = renderPage();
      expect(await screen.findByText(NOTIFICATION_TEXT.historyEmptyTitle)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: NOTIFICATION_TEXT.setUpTriggers })).toBeNull();
      expect(screen.queryByRole('link', { name: NOTIFICATION_TEXT.triggers })).toBeNull();
      view.unmount();
    }
  });

  it("says 'Error loading notifications' when the history cannot be loaded, and tries again", async () => {
    let fail = true;
    const inbox = fakeInbox([aNotification()]);
    stubApi(aUser(), {
      ...inbox.routes,
      'GET /v1/notifications': (body, url) =>
        fail
          ? json(500, {
              statusCode: 500,
              error: 'Internal Server Error',
              code: 'INTERNAL',
              message: 'Database down.',
            })
          : inbox.routes['GET /v1/notifications'](body, url),
    });
    renderPage();
    expect(
      await screen.findByText(NOTIFICATION_TEXT.errorLoading, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /New leave request/ })).toBeInTheDocument(),
    );
  });
});
