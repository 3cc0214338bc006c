import type { Page } from 'playwright-core';

/**
 * Counts the page's API calls in flight, so a test can wait for a screen's data rather than for a
 * fixed time. Attach once per page, before the first navigation.
 */
export function trackApiCalls(page: Page): { quiet: (forMs?: number) => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (r) => {
    if (isApi(r.url())) {
      inFlight += 1;
      lastChange = Date.now();
    }
  });
  const done = (r: { url: () => string }) => {
    if (isApi(r.url())) {
      inFlight = Math.max(0, inFlight - 1);
      lastChange = Date.now();
    }
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no API call has been in flight for `forMs`. */
    async quiet(forMs = 150) {
      const deadline = Date.now() + 15_000;
      while (inFlight > 0 || Date.now() - lastChange < forMs) {
        if (Date.now() > deadline) throw new Error(`API calls still in flight after 15 s: ${inFlight}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

/**
 * Opens `url` and waits until the screen shows its content: a level-1 heading, no loading
 * placeholder (anything `aria-busy`, a pulsing skeleton) and no API call in flight. With
 * `inApp`, an app already loaded in the page goes there itself (as a click on a link would),
 * without loading the page again.
 */
export async function openScreen(
  page: Page,
  url: string,
  api: ReturnType<typeof trackApiCalls>,
  { inApp = false }: { inApp?: boolean } = {},
) {
  if (inApp) {
    const before = await page.locator('h1').first().elementHandle();
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    // The previous screen's heading leaves (or changes) once the router has moved.
    await page.waitForFunction((h1) => !h1?.isConnected, before, { timeout: 5_000 }).catch(() => undefined);
  } else await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('h1').first().waitFor();
  await api.quiet();
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .animate-pulse:not(svg):not(svg *)'),
    undefined,
    { timeout: 15_000 },
  );
}
