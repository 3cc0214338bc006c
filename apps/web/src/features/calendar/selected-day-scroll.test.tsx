import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { SelectedDay } from './selected-day';

const WORKING_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

describe('the selected day of the calendar', () => {
  it('holds the people away in a list keyboards can scroll (a named tab stop)', () => {
    const leaves = ['Ada', 'Grace', 'Alan'].map((firstName) =>
      makeLeave({ firstName, startAt: '2026-03-02', endAt: '2026-03-06' }),
    );
    render(
      <SelectedDay
        date="2026-03-03"
        holiday={undefined}
        leaves={leaves}
        workingDays={WORKING_DAYS}
        loading={false}
      />,
    );
    const region = screen.getByRole('region', { name: 'Away on this day' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  });
});
