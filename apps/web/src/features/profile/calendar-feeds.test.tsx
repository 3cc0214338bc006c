import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { aFeed, aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { FEED_TEXT } from './calendar-feeds';
import { Component as ProfilePage } from './profile-page';

vi.setConfig({ testTimeout: 40_000 });
/** Loads can take seconds on a busy machine; a failed load is retried once after a second. */
const WAIT = { timeout: 10_000 };
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

const feeds = { feeds: [aFeed('MINE', '7.mineToken'), aFeed('TEAM', '8.teamToken')] };

function renderPage() {
  return renderScreen(
    <SignedIn>
      <ProfilePage />
    </SignedIn>,
    { path: '/profile' },
  );
}

describe('the calendar feeds of the Profile page', () => {
  it('show each feed’s address to copy, with the public holidays when asked', async () => {
    const user = userEvent.setup();
    stubApi(aUser(), { 'GET /feeds/mine': () => json(200, feeds) });
    renderPage();
    const mine = await screen.findByLabelText('My leaves', {}, WAIT);
    expect(mine).toHaveValue(`${window.location.origin}/api/feeds/7.mineToken.ics`);
    expect(screen.getByLabelText('My team')).toHaveValue(
      `${window.location.origin}/api/feeds/8.teamToken.ics`,
    );
    expect(screen.queryByLabelText('Whole organization')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Include the public holidays of United Kingdom' }));
    expect(mine).toHaveValue(`${window.location.origin}/api/feeds/7.mineToken.ics?holidays=1`);

    await user.click(screen.getByRole('button', { name: 'Copy the My team link' }));
    expect(await screen.findByText(FEED_TEXT.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/api/feeds/8.teamToken.ics?holidays=1`,
    );
  });

  it('make new links only once the person confirms', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(aUser(), {
      'GET /feeds/mine': () => json(200, feeds),
      'POST /feeds/mine/regenerate': () =>
        json(200, { feeds: [aFeed('MINE', '7.newMine'), aFeed('TEAM', '8.newTeam')] }),
    });
    renderPage();
    await screen.findByLabelText('My leaves', {}, WAIT);
    await user.click(screen.getByRole('button', { name: FEED_TEXT.regenerate }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(FEED_TEXT.regenerateDescription)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetch, 'POST', '/feeds/mine/regenerate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: FEED_TEXT.regenerate }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText(FEED_TEXT.regenerated)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/feeds/mine/regenerate')).toHaveLength(1);
    expect(screen.getByLabelText('My leaves')).toHaveValue(
      `${window.location.origin}/api/feeds/7.newMine.ics`,
    );
  });

  it('say so when the links cannot be loaded, and try again', async () => {
    let fail = true;
    stubApi(aUser(), {
      'GET /feeds/mine': () =>
        fail
          ? json(503, {
              statusCode: 503,
              error: 'Service Unavailable',
              code: 'DATABASE_UNAVAILABLE',
              message: 'Down.',
            })
          : json(200, feeds),
    });
    renderPage();
    expect(await screen.findByText(FEED_TEXT.loadFailed, {}, WAIT)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('My leaves', {}, WAIT)).toBeInTheDocument();
  });
});
