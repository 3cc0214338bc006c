import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { aUser, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as LeavesReviewPage } from './leaves-review-page';

vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 10_000 };
afterEach(() => vi.unstubAllGlobals());

const page = (contents: unknown[]) => ({
  contents,
  pageNumber: 0,
  pageSize: 20,
  totalPages: 1,
  totalContents: contents.length,
});

describe('the leaves review page', () => {
  it('gives focus back to the Review button of the row once the review dialog closes', async () => {
    const leave = makeLeave({ firstName: 'Grace' });
    stubApi(aUser(), {
      'GET /leaves': () => json(200, page([leave])),
      'GET /users': () => json(200, page([])),
      [`GET /leaves/${leave.id}/context`]: () => json(200, { balances: [], teamConflicts: [], holidays: [] }),
    });
    renderScreen(
      <SignedIn>
        <LeavesReviewPage />
      </SignedIn>,
      { path: '/leaves' },
    );
    const review = await screen.findByRole('button', { name: 'Review' }, WAIT);
    await userEvent.click(review);
    const dialog = await screen.findByRole('dialog', { name: 'Leave Request' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review' })).toHaveFocus());
  });
});
