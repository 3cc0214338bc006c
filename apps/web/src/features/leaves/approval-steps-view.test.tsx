import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { aUser, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { LeaveDetails } from './leave-details';
import { ReviewTable } from './review-table';

afterEach(() => vi.unstubAllGlobals());

const lena = { id: 4, firstName: 'Lena', lastName: 'Park' };
const ana = { id: 8, firstName: 'Ana', lastName: 'Lima' };
const atStep2 = makeLeave({
  id: 51,
  firstName: 'Emil',
  approval: {
    step: 2,
    steps: 2,
    waitingFor: [ana],
    decisions: [
      {
        step: 1,
        status: 'ACCEPTED',
        reason: 'Covered by Sam.',
        reviewer: lena,
        decidedAt: '2099-01-05T10:00:00.000Z',
      },
    ],
  },
});

function show(node: React.ReactNode) {
  stubApi(aUser());
  renderScreen(<SignedIn>{node}</SignedIn>);
}

describe('a request of several steps', () => {
  it('shows its step and for whom in the review queue; one step shows nothing more', async () => {
    const oneStep = makeLeave({
      id: 52,
      firstName: 'Zoe',
      approval: { step: 1, steps: 1, waitingFor: [ana], decisions: [] },
    });
    show(
      <ReviewTable
        leaves={[atStep2, oneStep]}
        onOpen={() => {}}
        sort="startAt:asc"
        onSort={() => {}}
        selection={{ selectable: () => true, selected: new Set(), onSelectedChange: () => {} }}
      />,
    );
    const row = (await screen.findByText('Emil Lovelace')).closest('tr, li') as HTMLElement;
    expect(within(row).getByText('Step 2 of 2 · waits for Ana Lima')).toBeInTheDocument();
    const other = screen.getByText('Zoe Lovelace').closest('tr, li') as HTMLElement;
    expect(within(other).queryByText(/waits for/)).not.toBeInTheDocument();
  });

  it('shows in the leave details the current step and the decisions so far with their reasons', async () => {
    show(<LeaveDetails leave={atStep2} from="/leaves" />);
    expect(await screen.findByText('Step 2 of 2 · waits for Ana Lima')).toBeInTheDocument();
    const decisions = screen.getByRole('list', { name: 'Decisions' });
    expect(decisions).toHaveTextContent('Step 1 of 2: accepted by Lena Park on 5 Jan 2099');
    expect(decisions).toHaveTextContent('“Covered by Sam.”');
  });
});
