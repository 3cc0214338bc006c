import type { Leave } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { aUser, json, SignedIn, stubApi } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { firstDecidersText, Component as PendingPage } from './leave-pending-page';

afterEach(() => vi.unstubAllGlobals());

const me = aUser({ id: 5, role: 'EMPLOYEE' });
const ana = { id: 8, firstName: 'Ana', lastName: 'Lima' };
const bo = { id: 9, firstName: 'Bo', lastName: 'Chen' };

function show(leave: Leave) {
  stubApi(me, { [`GET /leaves/${leave.id}`]: () => json(200, leave) });
  renderScreen(
    <SignedIn>
      <PendingPage />
    </SignedIn>,
    { path: '/leaves/pending', state: { status: leave.status, leave } },
  );
}

describe('Request Submitted', () => {
  it('says what was asked for, who decides first, and links to the request and to withdraw it', async () => {
    const leave = makeLeave({
      id: 31,
      user: { ...makeLeave().user, id: 5 },
      startAt: '2099-03-02',
      endAt: '2099-03-04',
      startDayPart: 'AFTERNOON',
      duration: 2.5,
      approval: { step: 1, steps: 2, waitingFor: [ana, bo], decisions: [] },
    });
    show(leave);
    expect(
      await screen.findByText('Your leave request has been created and is pending approval.'),
    ).toBeInTheDocument();
    const list = screen.getByLabelText('Your request');
    expect(within(list).getByText('Vacation')).toBeInTheDocument();
    expect(within(list).getByText('Starts at noon')).toBeInTheDocument();
    expect(within(list).getByText('2.5 Days')).toBeInTheDocument();
    expect(within(list).getByText('Ana Lima or Bo Chen decide first. Then 1 more step.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the request' })).toHaveAttribute('href', '/leaves/31');
    expect(screen.getByRole('button', { name: /^Withdraw request of/ })).toHaveTextContent('Withdraw');
    expect(await structuralViolations()).toEqual([]);
  });

  it('says a request of a type that needs no approval was accepted, with no Withdraw', async () => {
    show(makeLeave({ id: 32, user: { ...makeLeave().user, id: 5 }, status: 'ACCEPTED' }));
    expect(
      await screen.findByText('Your leave request has been created and accepted: it needs no approval.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Accepted: this type needs no approval.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('keeps the sentence short', () => {
    const wait = (waitingFor: (typeof ana)[], step = 1, steps = 1) =>
      firstDecidersText({ status: 'PENDING', approval: { step, steps, waitingFor, decisions: [] } });
    expect(wait([ana])).toBe('Ana Lima decides first.');
    expect(wait([ana, bo, { ...bo, id: 10, firstName: 'Cy' }])).toBe(
      'Ana Lima, Bo Chen or Cy Chen decide first.',
    );
    expect(wait([ana, bo, bo, bo, bo])).toBe('Ana Lima, Bo Chen and 3 others decide first.');
    expect(wait([ana], 1, 3)).toBe('Ana Lima decides first. Then 2 more steps.');
  });
});
