import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { DatePicker, type DatePickerProps } from './date-picker';

function Picker(props: Partial<DatePickerProps> & { initial?: string }) {
  const [value, setValue] = React.useState(props.initial);
  return (
    <>
      <span id="label">Start date</span>
      <DatePicker
        aria-describedby="label"
        placeholder="Pick a date"
        {...props}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('the date picker', () => {
  it('shows the date as the app writes it, D MMM YYYY, or the placeholder', () => {
    const { unmount } = render(<Picker initial="2026-11-23" />);
    expect(screen.getByRole('button', { name: '23 Nov 2026' })).toBeInTheDocument();
    unmount();
    render(<Picker />);
    expect(screen.getByRole('button', { name: 'Pick a date' })).toBeInTheDocument();
  });

  it('is used with the keyboard alone: open, move by day, week and month, pick with Enter', async () => {
    render(<Picker initial="2026-11-23" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '23 November 2026, Monday, selected' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{PageDown}');
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-12-15');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '15 Dec 2026' })).toHaveFocus();
  });

  it('offers month and year selects for dates years away, within the range given', async () => {
    render(<Picker initial="2024-03-01" yearRange={{ fromYear: 2000, toYear: 2030 }} />);
    await userEvent.click(screen.getByRole('button', { name: '1 Mar 2024' }));
    const year = await screen.findByRole('combobox', { name: 'Choose the Year' });
    expect([...(year as HTMLSelectElement).options].map((o) => o.value)).toHaveLength(31);
    await userEvent.selectOptions(year, '2019');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Choose the Month' }), '6');
    expect(await screen.findByRole('grid', { name: 'July 2019' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '4 July 2019, Thursday' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2019-07-04');
  });

  it('refuses days it is told to, and names a day by its title', async () => {
    render(
      <Picker
        initial="2026-12-21"
        isDisabled={(date) => date === '2026-12-25'}
        dayTitle={(date) => (date === '2026-12-25' ? 'Christmas Day' : undefined)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '21 Dec 2026' }));
    const christmas = await screen.findByRole('button', { name: '25 December 2026, Friday, Christmas Day' });
    expect(christmas).toBeDisabled();
    expect(christmas).toHaveAttribute('title', 'Christmas Day');
  });
});
