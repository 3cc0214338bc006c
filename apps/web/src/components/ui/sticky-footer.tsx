import * as React from 'react';
import { cn } from '@/lib/utils';

// The heights of the sticky footers on screen, so toasts can rise above their buttons.
const footers = new Map<symbol, number>();
const listeners = new Set<() => void>();
let tallest = 0;

function publish() {
  tallest = Math.max(0, ...footers.values());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How far above the bottom of the window toasts must sit to leave a sticky footer's buttons free. */
export function useStickyFooterOffset(): number {
  return React.useSyncExternalStore(
    subscribe,
    () => tallest,
    () => 0,
  );
}

/**
 * A bar of actions (Cancel, Save) stuck to the bottom of the window while its screen scrolls.
 * Toasts appear above it, never over its buttons.
 */
export function StickyFooter({ className, ...props }: React.ComponentProps<'div'>) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const key = Symbol('sticky footer');
    const measure = () => {
      footers.set(key, element.getBoundingClientRect().height);
      publish();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      footers.delete(key);
      publish();
    };
  }, []);
  return (
    <div ref={ref} data-slot="sticky-footer" className={cn('sticky bottom-0 z-10', className)} {...props} />
  );
}
