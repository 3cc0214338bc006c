import type { AppRouter } from './routes';

/** At the latest this long after the app's code starts, it renders: the boot screen if need be. */
export const FIRST_RENDER_WAIT_MS = 300;

/**
 * Calls `render` once: when the router has entered the page's first route (its code loaded, its
 * loaders run), or after `waitMs`, whichever comes first.
 *
 * Rendered at once, a returning visitor's page showed the boot screen, then the loading screen,
 * then the screen: three renders and paints in some 100 ms, two of them whole-page screens that
 * flash by. With the session's answers there by then (lib/session-token.ts), a fast load is one
 * render of the screen; a slow one shows the boot screen (the router's fallback) after `waitMs`.
 */
export function renderWhenRouted(router: AppRouter, render: () => void, waitMs = FIRST_RENDER_WAIT_MS): void {
  if (router.state.initialized) {
    render();
    return;
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    unsubscribe();
    render();
  };
  const timer = setTimeout(go, waitMs);
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized) go();
  });
}
