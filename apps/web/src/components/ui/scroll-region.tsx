import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A box that scrolls on its own (a long list in a panel or a popover). It is a tab stop with a
 * name, so keyboard users can reach it and scroll it with the arrow keys, and screen readers say
 * what it holds.
 */
export function ScrollRegion({
  label,
  className,
  ...props
}: Omit<React.ComponentProps<'section'>, 'tabIndex'> & { label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus to scroll by keyboard
      tabIndex={0}
      className={cn(
        'overflow-y-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  );
}
