import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { monthGridDays } from '@/lib/leave-dates';
import { MonthGrid } from './month-grid';

const MON_FRI = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
const NAME = "All Saints' Day (a name too long for a calendar cell)";

function renderGrid(onSelect = vi.fn()) {
  render(
    <MonthGrid
      month="2026-11-01"
      days={monthGridDays('2026-11-01')}
      selected="2026-11-10"
      onSelect={onSelect}
      gridDays={new Map()}
      workingDays={MON_FRI}
      holidayNames={new Map([['2026-11-02', NAME]])}
    />,
  );
  return onSelect;
}

const holidayButton = () =>
  screen.getByRole('button', {
    name: new RegExp(`^Monday 2 November 2026, ${NAME.replace(/[()]/g, '\\$&')}`),
  });

describe('the month grid', () => {
  it('shows a holiday’s whole name in a tooltip when its day gets keyboard focus', async () => {
    renderGrid();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    holidayButton().focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NAME);
  });

  it('opens the tooltip on a tap, where there is no hover, and selects the day', async () => {
    const onSelect = renderGrid();
    const cell = holidayButton().closest('[data-date]') as HTMLElement;
    fireEvent.pointerDown(cell, { pointerType: 'touch' });
    fireEvent.click(cell);
    expect(onSelect).toHaveBeenCalledWith('2026-11-02');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NAME);
  });

  it('tints weekend days and holidays', () => {
    renderGrid();
    const saturday = document.querySelector('[data-date="2026-11-07"]') as HTMLElement;
    expect(saturday).toHaveAttribute('data-weekend', 'true');
    expect(saturday).toHaveClass('bg-weekend');
    const holiday = document.querySelector('[data-date="2026-11-02"]') as HTMLElement;
    expect(within(holiday).getByText(NAME)).toHaveAttribute('aria-hidden', 'true');
    expect(holiday).toHaveClass('bg-red-50');
  });
});
