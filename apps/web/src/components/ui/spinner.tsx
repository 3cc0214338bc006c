import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A spinning circle. Decorative unless given a `label` (a busy button already says what it does).
 * A `className` replaces the default size-4, so give it a size (the signed-out pages join classes
 * without resolving conflicts).
 */
export function Spinner({ className, label, ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  return (
    <LoaderCircle
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      className={cn('animate-spin', className ?? 'size-4')}
      {...props}
    />
  );
}
