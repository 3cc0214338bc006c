import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeavesTable } from '@/components/leaves/leaves-table';
import { makeLeave } from '@/components/leaves/test-leaves';
import { HalfDayMark, LeaveDates, leaveDatesText } from './day-part-mark';

describe('half-day marks', () => {
  it.each([
    ['a full day', { startAt: '2026-03-03', endAt: '2026-03-03' }, '3 Mar 2026'],
    ['a morning', { startAt: '2026-03-03', endAt: '2026-03-03', endDayPart: 'MORNING' }, '3 Mar 2026 AM'],
    [
      'an afternoon',
      { startAt: '2026-03-03', endAt: '2026-03-03', startDayPart: 'AFTERNOON' },
      '3 Mar 2026 PM',
    ],
    [
      'from an afternoon to a morning',
      { startAt: '2026-03-03', endAt: '2026-03-05', startDayPart: 'AFTERNOON', endDayPart: 'MORNING' },
      '3 Mar 2026 PM - 5 Mar 2026 AM',
    ],
    [
      'whole days to a morning',
      { startAt: '2026-03-03', endAt: '2026-03-05', endDayPart: 'MORNING' },
      '3 Mar 2026 - 5 Mar 2026 AM',
    ],
    // A Thursday afternoon to a Friday morning is one day of leave over two dates.
    [
      'one day over two dates',
      {
        startAt: '2026-03-05',
        endAt: '2026-03-06',
        startDayPart: 'AFTERNOON',
        endDayPart: 'MORNING',
        duration: 1,
      },
      '5 Mar 2026 PM - 6 Mar 2026 AM',
    ],
  ] as const)('write %s as its dates with AM/PM', (_, overrides, text) => {
    const leave = makeLeave(overrides);
    expect(leaveDatesText(leave)).toBe(text);
    render(<LeaveDates leave={leave} />);
    expect(document.body).toHaveTextContent(text);
    document.body.innerHTML = '';
  });

  it('name the half for a screen reader and put one mark per half in the leave lists', () => {
    render(
      <LeavesTable
        leaves={[
          makeLeave({ startAt: '2026-03-03', endAt: '2026-03-03', endDayPart: 'MORNING', duration: 0.5 }),
          makeLeave({ startAt: '2026-03-09', endAt: '2026-03-11', startDayPart: 'AFTERNOON', duration: 2.5 }),
        ]}
      />,
    );
    const marks = screen.getAllByTestId('day-part-mark');
    expect(marks.map((m) => [m.textContent, m.getAttribute('title')])).toEqual([
      ['AM', 'Morning'],
      ['PM', 'Afternoon'],
    ]);
    expect(screen.getByText('0.5 Days')).toBeInTheDocument();
    expect(screen.getByText('2.5 Days')).toBeInTheDocument();
  });

  it('put ½ on a calendar day only where the leave takes half of it', () => {
    const leave = makeLeave({
      startAt: '2026-03-03',
      endAt: '2026-03-05',
      startDayPart: 'AFTERNOON',
      endDayPart: 'MORNING',
    });
    const { rerender } = render(<HalfDayMark leave={leave} date="2026-03-03" />);
    expect(screen.getByTestId('half-day-mark')).toHaveTextContent('½ afternoon');
    rerender(<HalfDayMark leave={leave} date="2026-03-04" />);
    expect(screen.queryByTestId('half-day-mark')).not.toBeInTheDocument();
    rerender(<HalfDayMark leave={leave} date="2026-03-05" />);
    expect(screen.getByTestId('half-day-mark')).toHaveTextContent('½ morning');
  });
});
