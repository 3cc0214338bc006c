import { useStickyFooterOffset } from './sticky-footer';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, TOAST_DURATION, useToast } from './use-toast';

/**
 * Renders the (single) current toast; mount once, in the app providers. Toasts sit at the bottom
 * right (the bottom on a phone), above any sticky footer, so they never hide a screen's actions.
 */
export function Toaster() {
  const { toasts } = useToast();
  const footer = useStickyFooterOffset();
  return (
    <ToastProvider duration={TOAST_DURATION}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport style={footer > 0 ? { bottom: footer } : undefined} />
    </ToastProvider>
  );
}
