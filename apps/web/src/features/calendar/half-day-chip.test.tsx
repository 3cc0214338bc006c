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
