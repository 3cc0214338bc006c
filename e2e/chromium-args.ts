/**
 * How every test and bench starts Chromium: headless, no sandbox (CI runs as root), no GPU, none of
 * the browser's own background work (updates, sync, QUIC probes).
 *
 * Chromium 156 also builds its address bar's suggestion list as a web page of its own
 * (chrome://omnibox-popup.top-chrome) for every window, headless or not, in a renderer beside the
 * page: in a trace of one cold load of Home it kept one core busy for 2.6 s and its workers for
 * 3.5 s more, on the same 2 cores as our server and our page. Nothing here types into an address
 * bar, so that page is switched off.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
