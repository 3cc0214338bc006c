import type { Leave, TeamSummary, User } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { aUser, callsTo, json, SignedIn, stubApi, teams } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { Component as HomePage } from './home-page';

afterEach(() => vi.unstubAllGlobals());

const ana = { id: 8, firstName: 'Ana', lastName: 'Lima' };
const page = (contents: Leave[]) =>
  json(200, { contents, pageNumber: 0, pageSize: 5, totalPages: 1, totalContents: contents.length });

function setUp(me: User, waiting: Leave[], more: Record<string, (body: unknown) => Response> = {}) {
  const fetch = stubApi(me, {
    'GET /leaves': (_body, url) => page(url.searchParams.get('waitingFor') === 'me' ? waiting : []),
    'GET /leaves/mine/balance': () => json(200, []),
    'GET /leaves/calendar': () => json(200, []),
    ...more,
  });
  renderScreen(
    <SignedIn>
      <HomePage />
    </SignedIn>,
  );
  return fetch;
}

describe('Home: Waiting for you', () => {
  it('lists the requests at my step, oldest first, with who, type, dates, days and the step', async () => {
    const fetch = setUp(aUser({ role: 'TEAM_ADMIN' }), [
      makeLeave({
        firstName: 'Emil',
        startAt: '2099-03-02',
        endAt: '2099-03-04',
        duration: 3,
        approval: { step: 1, steps: 2, waitingFor: [], decisions: [] },
      }),
      makeLeave({
        firstName: 'Zoe',
        startAt: '2099-04-01',
        endAt: '2099-04-01',
        duration: 0.5,
        endDayPart: 'MORNING',
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Waiting for you' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Emil Lovelace');
    expect(items[0]).toHaveTextContent('Vacation');
    expect(items[0]).toHaveTextContent('2 Mar 2099 - 4 Mar 2099');
    expect(items[0]).toHaveTextContent('3 Days');
    expect(within(items[0]).getByText('Step 1 of 2')).toBeInTheDocument();
    expect(within(items[1]).queryByText(/^Step/)).not.toBeInTheDocument();
    const asked = new URL(
      String(callsTo(fetch, 'GET', '/leaves').find(([u]) => String(u).includes('waitingFor'))?.[0]),
      'http://x',
    );
    expect(asked.searchParams.get('sort')).toBe('createdAt:asc');
    expect(await structuralViolations(section)).toEqual([]);
  });

  it('accepts in one click and rejects only once the reason is confirmed', async () => {
    const leave = makeLeave({ id: 77, firstName: 'Emil' });
    const fetch = setUp(aUser({ role: 'TEAM_ADMIN' }), [leave], {
      'PUT /leaves/77': (body) => json(200, { ...leave, status: (body as { status: string }).status }),
    });
    const section = await screen.findByRole('region', { name: 'Waiting for you' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/leaves/77')).toHaveLength(1));
    expect(await screen.findByText('Request accepted successfully.')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject request' });
    expect(callsTo(fetch, 'PUT', '/leaves/77')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reject it' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/leaves/77')).toHaveLength(2));
  });

  it('says when nothing waits', async () => {
    setUp(aUser({ role: 'ORGANIZATION_ADMIN' }), []);
    const section = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(await within(section).findByText('Nothing waits for you.')).toBeInTheDocument();
  });

  it('is not shown to an employee no step names', async () => {
    const fetch = setUp(aUser({ id: 8, role: 'EMPLOYEE' }), []);
    await screen.findByRole('region', { name: 'My Leaves' });
    await waitFor(() => expect(callsTo(fetch, 'GET', '/teams')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Waiting for you' })).not.toBeInTheDocument(),
    );
  });

  it('is shown to an employee a team’s steps name', async () => {
    const naming: TeamSummary[] = [
      ...teams,
      {
        id: 12,
        name: 'Ops',
        metadata: {},
        memberCount: 3,
        admins: [],
        approvalSteps: [{ approvers: 'TEAM_ADMINS' }, { approvers: 'USERS', userIds: [ana.id] }],
      },
    ];
    setUp(aUser({ id: 8, role: 'EMPLOYEE' }), [], { 'GET /teams': () => json(200, naming) });
    expect(await screen.findByText('Nothing waits for you.')).toBeInTheDocument();
  });

  it('never shows a team admin’s own request with a Review button on Home', async () => {
    const me = aUser({ id: 3, role: 'TEAM_ADMIN' });
    const own = makeLeave({ user: { ...makeLeave().user, id: 3 }, status: 'PENDING' });
    stubApi(me, {
      // The server leaves one's own request out of waitingFor=me; My Leaves lists it.
      'GET /leaves': (_b, url) => page(url.searchParams.get('waitingFor') === 'me' ? [] : [own]),
      'GET /leaves/mine/balance': () => json(200, []),
      'GET /leaves/calendar': () => json(200, []),
    });
    renderScreen(
      <SignedIn>
        <HomePage />
      </SignedIn>,
    );
    expect(await screen.findByRole('button', { name: /^Withdraw request/ })).toBeInTheDocument();
    expect(await screen.findByText('Nothing waits for you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Review|Accept|Reject/ })).not.toBeInTheDocument();
  });
});
