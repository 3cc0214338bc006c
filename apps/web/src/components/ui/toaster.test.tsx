import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { StickyFooter } from './sticky-footer';
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

describe('where toasts appear', () => {
  afterEach(() => vi.restoreAllMocks());

  it('rises above a sticky footer while one is on screen, so its buttons stay free', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 740, width: 390, height: 61 }),
    );
    const { rerender } = render(
      <>
        <Toaster />
        <StickyFooter>
          <button type="button">Save</button>
        </StickyFooter>
      </>,
    );
    act(() => {
      toast({ title: 'Saved?' });
    });
    // Radix's list of toasts inside its 'Notifications' region.
    const viewport = () => screen.getByRole('region').querySelector('ol');
    expect(viewport()).toHaveClass('bottom-0', 'right-0');
    expect(viewport()).toHaveStyle({ bottom: '61px' });

    rerender(<Toaster />);
    expect(viewport()).not.toHaveStyle({ bottom: '61px' });
    act(() => dismissToast());
  });
});
