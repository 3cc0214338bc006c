import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DayPartFields, partsForDates } from './day-part-fields';

const FULL = { startDayPart: 'FULL', endDayPart: 'FULL' } as const;

describe('Create Leave: half days', () => {
  it('offers a one-day request as a full day, a morning or an afternoon', async () => {
    const onChange = vi.fn();
    render(<DayPartFields oneDay value={FULL} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Day' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Full day' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Morning' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDayPart: 'FULL', endDayPart: 'MORNING' });
    await userEvent.click(screen.getByRole('radio', { name: 'Afternoon' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDayPart: 'AFTERNOON', endDayPart: 'FULL' });
  });

  it('lets a longer request start at noon of its first day and end at noon of its last', async () => {
    const onChange = vi.fn();
    render(
      <DayPartFields
        oneDay={false}
        value={{ startDayPart: 'AFTERNOON', endDayPart: 'FULL' }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'First day' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Afternoon only' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Morning only' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDayPart: 'AFTERNOON', endDayPart: 'MORNING' });
  });

  it('makes a one-day request that would be both a morning and an afternoon a full day again', () => {
    const both = { startDayPart: 'AFTERNOON', endDayPart: 'MORNING' } as const;
    expect(partsForDates(both, '2026-03-03', '2026-03-03')).toEqual(FULL);
    expect(partsForDates(both, '2026-03-03', '2026-03-04')).toEqual(both);
  });
});
