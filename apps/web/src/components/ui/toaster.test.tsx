import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { Toaster } from './toaster';
import { dismissToast, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, toastError } from './use-toast';

describe('toasts', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Second', description: 'two' });
    });
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    act(() => dismissToast());
  });

  it("shows a failed call as the destructive toast titled 'Error' with the mapped message", () => {
    render(<Toaster />);
    act(() => {
      toastError(new ApiError(0, 'INTERNET_ERROR', 'Failed to fetch'));
    });
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Internet connection error. Please check your network.')).toBeInTheDocument();
    expect(screen.getByText('Error').closest('li')).toHaveClass('destructive');
    act(() => dismissToast());
  });

  it('closes when dismissed', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });
});
