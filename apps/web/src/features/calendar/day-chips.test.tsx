import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { aUser, callsTo, json, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { DayChips, leavesOn } from './day-chips';

afterEach(() => vi.unstubAllGlobals());

const names = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret'];

describe('calendar day chips', () => {
  it("shows the grid's chips and '+N more...' loading every leave of the day, with the date and count", async () => {
    const leaves = names.map((firstName) =>
      makeLeave({ firstName, status: 'ACCEPTED', startAt: '2026-03-03' }),
    );
    const fetch = stubApi(aUser(), {
      'GET /leaves/calendar/day': () => json(200, leaves),
    });
    renderScreen(<DayChips date="2026-03-03" chips={leaves.slice(0, 3)} count={5} teamId={11} />);
    const chips = screen.getAllByTestId('leave-chip');
    expect(chips.map((c) => c.textContent)).toEqual(['ALAda🏖️', 'GLGrace🏖️', 'ALAlan🏖️']);
    // The day's list is loaded only when asked for.
    expect(callsTo(fetch, 'GET', '/leaves/calendar/day')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '+2 more...' }));
    const list = await screen.findByTestId('more-leaves');
    expect(screen.getByText('3 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('5 leaves')).toBeInTheDocument();
    expect(await within(list).findAllByTestId('leave-chip')).toHaveLength(5);
    const [[url]] = callsTo(fetch, 'GET', '/leaves/calendar/day');
    expect(Object.fromEntries(new URL(url, 'http://localhost').searchParams)).toEqual({
      date: '2026-03-03',
      teamId: '11',
    });
    expect(list).toHaveClass('max-h-[280px]', 'overflow-y-auto');
    // A keyboard can reach the list to scroll it, and a screen reader says what it holds.
    expect(list).toHaveAttribute('tabindex', '0');
    expect(list).toHaveAccessibleName('Leaves on 3 Mar 2026');
  });

  it('shows no more-control when the count is no more than the chips', () => {
    render(
      <DayChips
        date="2026-03-03"
        chips={names.slice(0, 3).map((firstName) => makeLeave({ firstName }))}
        count={3}
      />,
    );
    expect(screen.getAllByTestId('leave-chip')).toHaveLength(3);
    expect(screen.queryByText(/more\.\.\./)).not.toBeInTheDocument();
  });

  it('colours chips by status and uses the palm tree when the type has no symbol', () => {
    const accepted = makeLeave({ firstName: 'Ada', status: 'ACCEPTED' });
    const pending = makeLeave({ firstName: 'Grace', status: 'PENDING' });
    pending.activatedType = { ...pending.activatedType, symbol: '' };
    render(<DayChips date="2026-03-03" chips={[accepted, pending]} count={2} />);
    const [a, p] = screen.getAllByTestId('leave-chip');
    expect(a).toHaveClass('bg-success-soft');
    expect(p).toHaveClass('bg-info-soft');
    expect(p).toHaveTextContent('🌴');
  });

  it('puts a leave on every day of its range and hides rejected leaves', () => {
    const long = makeLeave({ startAt: '2026-03-02', endAt: '2026-03-06' });
    const rejected = makeLeave({ startAt: '2026-03-03', endAt: '2026-03-03', status: 'REJECTED' });
    expect(leavesOn('2026-03-01', [long, rejected])).toEqual([]);
    expect(leavesOn('2026-03-03', [long, rejected])).toEqual([long]);
    expect(leavesOn('2026-03-06', [long, rejected])).toEqual([long]);
  });
});
