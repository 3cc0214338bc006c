import * as React from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus back to whatever opened a dialog once it closes. Radix gives it back to a `Trigger` only:
 * a dialog opened from code (a table row's Review button, a menu item, a card) left focus on
 * <body>, and a keyboard user tabbed through the whole page again to get back. The opener is the
 * element focused when the dialog mounts (before Radix moves focus into it); a handler of the
 * caller's that prevents the default keeps the last word.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}): { onOpenAutoFocus: AutoFocusHandler; onCloseAutoFocus: AutoFocusHandler } {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      // An opener that went away with what held it (a closed menu) leaves Radix's own choice.
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
