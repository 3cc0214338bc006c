import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { DayChips } from './day-chips';

describe('a calendar chip of a half day', () => {
  it("shows '½' on the afternoon the leave starts, not on its whole days", () => {
    const leave = makeLeave({
      firstName: 'Grace',
      startAt: '2026-03-03',
      endAt: '2026-03-04',
      startDayPart: 'AFTERNOON',
      status: 'ACCEPTED',
    });
    const { rerender } = render(<DayChips date="2026-03-03" chips={[leave]} count={1} />);
    expect(screen.getByTestId('leave-chip')).toHaveTextContent('Grace½');
    rerender(<DayChips date="2026-03-04" chips={[leave]} count={1} />);
    expect(screen.getByTestId('leave-chip')).not.toHaveTextContent('½');
  });
});

describe('a calendar chip of each status', () => {
  it('tells pending from accepted without colour: a dashed border for pending, a solid one for accepted', () => {
    const accepted = makeLeave({ id: 1, firstName: 'Ada', status: 'ACCEPTED' });
    const pending = makeLeave({ id: 2, firstName: 'Bob', status: 'PENDING' });
    render(<DayChips date={accepted.startAt} chips={[accepted, pending]} count={2} />);
    const [first, second] = screen.getAllByTestId('leave-chip');
    expect(first).toHaveTextContent('Ada');
    expect(first).toHaveClass('border');
    expect(first).not.toHaveClass('border-dashed');
    expect(second).toHaveTextContent('Bob');
    expect(second).toHaveClass('border', 'border-dashed');
  });

  it("puts '½' beside the name, not over the avatar's initials", () => {
    const leave = makeLeave({
      firstName: 'Grace',
      startAt: '2026-03-03',
      endAt: '2026-03-04',
      startDayPart: 'AFTERNOON',
    });
    render(<DayChips date="2026-03-03" chips={[leave]} count={1} />);
    const mark = screen.getByTestId('half-day-mark');
    expect(mark).not.toHaveClass('absolute');
    expect(mark.previousElementSibling).toHaveTextContent('Grace');
  });
});
