import { TEXT, type User } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { useSession } from '@/lib/session';
import { tokenStore } from '@/lib/storage';
import { renderScreen } from '@/test/render';
import { Component as HomePage } from './home-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const me = { ...makeLeave().user, id: 7 } as User;

function stubServer(leaves: () => Response) {
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith('/api/users/mine')) return json(200, me);
    if (url.startsWith('/api/organizations/default')) return json(404, { message: 'none' });
    if (url.startsWith('/api/leaves/mine/balance')) return json(200, []);
    // "Waiting for you" (issue 28, waiting-for-you.test.tsx): nothing waits for this employee.
    if (url.startsWith('/api/leaves?') && url.includes('waitingFor=me')) return page([]);
    if (url.startsWith('/api/leaves?')) return leaves();
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Home() {
  return useSession().user ? <HomePage /> : null;
}

function page(contents: unknown[], totalPages = 1) {
  return json(200, { contents, pageNumber: 0, pageSize: 20, totalPages, totalContents: contents.length });
}

beforeEach(() => tokenStore.set('token'));
afterEach(() => vi.unstubAllGlobals());

describe('Home: My Leaves', () => {
  it('asks for my leaves in every status and lists them, with a pager only beyond one page', async () => {
    const fetch = stubServer(() =>
      page([makeLeave({ startAt: '2026-12-21', endAt: '2026-12-30', duration: 7, status: 'PENDING' })]),
    );
    renderScreen(<Home />);
    const section = await screen.findByRole('region', { name: 'My Leaves' });
    expect(within(section).getByText('A detailed list of your leave requests')).toBeInTheDocument();
    expect(await within(section).findByText('21 Dec 2026 - 30 Dec 2026')).toBeInTheDocument();
    expect(within(section).getByText('7 Days')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /Withdraw/ })).toBeInTheDocument();
    expect(within(section).queryByRole('navigation', { name: 'pagination' })).not.toBeInTheDocument();
    const url = String(fetch.mock.calls.find(([u]) => String(u).startsWith('/api/leaves?userId=mine'))?.[0]);
    const query = new URL(url, 'http://x').searchParams;
    expect(query.get('userId')).toBe('mine');
    expect(query.has('status')).toBe(false);
    expect(query.get('pageNumber')).toBe('0');
    expect(screen.getByRole('link', { name: 'Request Leave' })).toHaveAttribute('href', '/leaves/create');
  });

  it('offers Withdraw on a pending request, Cancel leave on an accepted one not started, nothing once it has', async () => {
    stubServer(() =>
      page([
        makeLeave({ user: me, startAt: '2099-12-21', endAt: '2099-12-21', status: 'PENDING' }),
        makeLeave({
          user: me,
          startAt: '2099-11-02',
          endAt: '2099-11-02',
          endDayPart: 'MORNING',
          duration: 0.5,
          status: 'ACCEPTED',
        }),
        makeLeave({ user: me, startAt: '2020-01-06', endAt: '2020-01-06', status: 'ACCEPTED' }),
      ]),
    );
    renderScreen(<Home />);
    const section = await screen.findByRole('region', { name: 'My Leaves' });
    expect(
      await within(section).findByRole('button', { name: 'Withdraw request of 21 Dec 2099' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Cancel leave of 2 Nov 2099 AM' }),
    ).toBeInTheDocument();
    expect(within(section).getAllByRole('button', { name: /^(Cancel leave|Withdraw)/ })).toHaveLength(2);
  });

  it('keeps a refused or cancelled request in the list, red REJECTED and grey CANCELLED, with the reviewer’s reason', async () => {
    const reviewer = { id: 9, firstName: 'Rita', lastName: 'Reviewer' };
    stubServer(() =>
      page([
        makeLeave({
          user: me,
          startAt: '2099-12-21',
          endAt: '2099-12-21',
          status: 'REJECTED',
          reviewer,
          reviewedAt: '2099-12-01T09:00:00.000Z',
          reviewReason: 'The team is short that week.',
        }),
        makeLeave({ user: me, startAt: '2099-11-02', endAt: '2099-11-02', status: 'REJECTED', reviewer }),
        makeLeave({
          user: me,
          startAt: '2099-10-05',
          endAt: '2099-10-05',
          status: 'CANCELLED',
          cancelledBy: reviewer,
          cancelledAt: '2099-10-01T09:00:00.000Z',
          cancelReason: 'Office closed that day.',
        }),
      ]),
    );
    renderScreen(<Home />);
    const section = await screen.findByRole('region', { name: 'My Leaves' });
    const row = (date: string) => within(section).getByText(date).closest('tr, li') as HTMLElement;
    await within(section).findByText('21 Dec 2099');
    expect(within(row('21 Dec 2099')).getByText('REJECTED')).toBeInTheDocument();
    expect(within(row('21 Dec 2099')).getByText('The team is short that week.')).toBeInTheDocument();
    // No reason given: the badge alone.
    expect(row('2 Nov 2099').textContent).toBe('2 Nov 20991 DayREJECTED🏖️Vacation');
    expect(within(row('5 Oct 2099')).getByText('CANCELLED')).toBeInTheDocument();
    expect(within(row('5 Oct 2099')).getByText('Office closed that day.')).toBeInTheDocument();
  });

  it("says 'There is no pending request' when there is none", async () => {
    stubServer(() => page([]));
    renderScreen(<Home />);
    expect(await screen.findByText('There is no pending request')).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch user leaves.' when the list fails", async () => {
    stubServer(() => json(500, { statusCode: 500, error: 'x', code: 'INTERNAL', message: 'boom' }));
    renderScreen(<Home />);
    // A 5xx is retried once before it counts as failed.
    expect((await screen.findAllByText(TEXT.failedUserLeaves, {}, { timeout: 5000 })).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
