import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateRange, formatDuration } from '@/lib/format';
import { LeavesTable } from './leaves-table';
import { makeLeave } from './test-leaves';

describe('leave date label and duration', () => {
  it('reads a single date for one day, else a start–end range, as D MMM YYYY', () => {
    expect(formatDateRange('2026-03-03', '2026-03-03', 1)).toBe('3 Mar 2026');
    expect(formatDateRange('2026-12-21', '2026-12-30', 7)).toBe('21 Dec 2026 - 30 Dec 2026');
    // One working day inside a longer span (a weekend around it) is still shown as one date.
    expect(formatDateRange('2026-03-06', '2026-03-08', 1)).toBe('6 Mar 2026');
  });

  it("reads '1 Day', 'N Days' and '0 Day'", () => {
    expect(formatDuration(1)).toBe('1 Day');
    expect(formatDuration(7)).toBe('7 Days');
    expect(formatDuration(0)).toBe('0 Day');
    expect(formatDuration(null)).toBe('0 Day');
  });

  it('shows Date, Duration, upper-case Status and Type (symbol and name) for each leave', () => {
    render(
      <LeavesTable
        leaves={[
          makeLeave({ startAt: '2026-03-03', endAt: '2026-03-03', duration: 1, status: 'ACCEPTED' }),
          makeLeave({ startAt: '2026-12-21', endAt: '2026-12-30', duration: 7, status: 'PENDING' }),
        ]}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Duration', 'Status', 'Type']);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first).getByText('3 Mar 2026')).toBeInTheDocument();
    expect(within(first).getByText('1 Day')).toBeInTheDocument();
    expect(within(first).getByText('ACCEPTED')).toHaveClass('bg-success-soft', 'uppercase');
    expect(within(first).getByText('Vacation')).toBeInTheDocument();
    expect(within(first).getByText('🏖️')).toBeInTheDocument();
    expect(within(second).getByText('21 Dec 2026 - 30 Dec 2026')).toBeInTheDocument();
    expect(within(second).getByText('7 Days')).toBeInTheDocument();
    expect(within(second).getByText('PENDING')).toHaveClass('bg-info-soft');
  });
});

describe("the reviewer's reason under the status", () => {
  const reason = `We are short-staffed that fortnight. ${'Please ask again in January. '.repeat(30)}`.trim();

  it('shows at most three lines of it, the whole of it on hover', () => {
    render(<LeavesTable leaves={[makeLeave({ status: 'REJECTED', reviewReason: reason })]} />);
    const [, row] = screen.getAllByRole('row');
    const note = within(row).getByText(reason);
    expect(note).toHaveClass('line-clamp-3');
    expect(note).toHaveAttribute('title', reason);
  });

  it('keeps the Status column as wide as its badge (a flex column, not a grid that may shrink to nothing)', () => {
    render(<LeavesTable leaves={[makeLeave({ status: 'PENDING' })]} />);
    const [, row] = screen.getAllByRole('row');
    const badge = within(row).getByText('PENDING');
    expect(badge.parentElement).not.toHaveClass('grid');
    expect(badge.parentElement).toHaveClass('flex', 'flex-col');
  });
});
