import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems } from './pagination';

describe('pagination', () => {
  it('is hidden when everything fits on one page', () => {
    const { container } = render(<Pagination pageNumber={0} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    const { container: none } = render(<Pagination pageNumber={0} totalPages={0} onPageChange={() => {}} />);
    expect(none).toBeEmptyDOMElement();
  });

  it('shows zero-based pages one-based and reports the zero-based index', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pageNumber={0} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getAllByRole('button', { name: /^\d$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables previous on the first page and next on the last', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination pageNumber={0} totalPages={2} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    rerender(<Pagination pageNumber={1} totalPages={2} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('uses an ellipsis when there are more than 3 pages', () => {
    expect(pageItems(0, 3)).toEqual([0, 1, 2]);
    expect(pageItems(0, 10)).toEqual([0, 1, 'ellipsis', 9]);
    expect(pageItems(5, 10)).toEqual([0, 'ellipsis', 4, 5, 6, 'ellipsis', 9]);
    expect(pageItems(9, 10)).toEqual([0, 'ellipsis', 8, 9]);
    render(<Pagination pageNumber={5} totalPages={10} onPageChange={() => {}} />);
    expect(screen.getAllByText('More pages')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '6' })).toHaveAttribute('aria-current', 'page');
  });
});
