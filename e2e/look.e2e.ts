import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, browserToday, closeBrowser, MOBILE, newPage, screenshot, signUpViaApi } from './browser';

afterAll(closeBrowser);

/**
 * The page as it is before the app's own code runs: every script of the build but the theme's is
 * refused, so React never mounts and what shows is what the first paint shows.
 */
async function openWithoutTheApp(page: Page, path: string) {
  await page.route(/\/assets\/(?!theme-)[^/]+\.js$/, (route) => route.abort());
  await page.goto(path);
  await page.waitForFunction(() => document.styleSheets.length > 0 && document.readyState === 'complete');
}

/** The relative luminance (0 black … 1 white) of a CSS colour, as the browser paints it. */
function luminance(page: Page, expression: string): Promise<number> {
  return page.evaluate((expr) => {
    const color = new Function(`return ${expr}`)() as string;
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }, expression);
}

const pageBackground = (page: Page) => luminance(page, 'getComputedStyle(document.body).backgroundColor');

describe.skipIf(!inject('baseUrl'))('the look in Chromium', () => {
  it('paints a stored dark mode from the first frame, before the app runs', async () => {
    const { page, context } = await newPage({ darkMode: true, colorScheme: 'light' });
    try {
      await openWithoutTheApp(page, '/signin');
      expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
      expect(await pageBackground(page)).toBeLessThan(0.05);
    } finally {
      await context.close();
    }
  });

  it('follows the system scheme from the first frame when nothing is stored, and a stored light beats a dark system', async () => {
    const system = await newPage({ colorScheme: 'dark' });
    try {
      await openWithoutTheApp(system.page, '/');
      expect(await pageBackground(system.page)).toBeLessThan(0.05);
    } finally {
      await system.context.close();
    }
    const stored = await newPage({ colorScheme: 'dark', darkMode: false });
    try {
      await openWithoutTheApp(stored.page, '/');
      expect(await stored.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        false,
      );
      expect(await pageBackground(stored.page)).toBeGreaterThan(0.9);
    } finally {
      await stored.context.close();
    }
  });

  it('serves the theme script as an immutable asset the CSP allows, before the style sheet', async () => {
    const html = await (await fetch(`${baseUrl()}/signin`)).text();
    const script = /<script src="(\/assets\/theme-[^"]+\.js)"><\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(html.indexOf(script?.[0] ?? '')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    const res = await fetch(`${baseUrl()}${script?.[1]}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const csp = (await fetch(`${baseUrl()}/signin`)).headers.get('content-security-policy') ?? '';
    // No inline script is needed, so none is allowed.
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
  });

  describe('the calendar', () => {
    let token = '';
    let holiday = '';
    let name = '';
    beforeAll(async () => {
      const admin = await signUpViaApi(undefined, { organizationName: 'Tints' });
      token = admin.accessToken;
      // The 15th of the month the calendar opens on: the page's month (Berlin's), not UTC's.
      holiday = `${browserToday().slice(0, 7)}-15`;
      name = 'A holiday whose name is far too long for its calendar cell';
      await fetch(`${baseUrl()}/api/holidays/batch`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify([{ date: holiday, description: name, country: 'GB' }]),
      });
    });

    it('tints days off so that they show on a light card', async () => {
      const { page, context } = await newPage({ token });
      try {
        await page.goto('/calendar');
        const weekend = page.locator('[data-weekend=true]:not([data-holiday])').first();
        await weekend.waitFor();
        const tint = await weekend.evaluate((el) => getComputedStyle(el).backgroundColor);
        const card = await page
          .locator('section[aria-label]')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor);
        const [lTint, lCard] = [
          await luminance(page, JSON.stringify(tint)),
          await luminance(page, JSON.stringify(card)),
        ];
        // A contrast of at least 1.15 between the two (the old tint was 1.07, hard to see).
        expect((lCard + 0.05) / (lTint + 0.05)).toBeGreaterThan(1.15);
      } finally {
        await context.close();
      }
    });

    it('shows a cut holiday name whole in a tooltip on hover and keyboard focus, and in the side panel', async () => {
      const { page, context } = await newPage({ token });
      try {
        await page.goto('/calendar');
        const cell = page.locator(`[data-date="${holiday}"]`);
        const label = cell.locator('span[aria-hidden]').filter({ hasText: name });
        expect(await label.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        await cell.getByRole('button').first().hover();
        expect(await page.getByRole('tooltip').textContent()).toBe(name);
        await screenshot(page, 'calendar-holiday-tooltip');
        // Leaving the day closes it.
        await page.mouse.move(640, 780, { steps: 10 });
        await page.getByRole('tooltip').waitFor({ state: 'detached' });
        await cell.getByRole('button').first().focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        expect(await page.getByRole('tooltip').textContent()).toBe(name);
        await page.keyboard.press('Enter');
        await page.getByRole('complementary', { name: 'Selected day' }).getByText(name).waitFor();
      } finally {
        await context.close();
      }
    });

    it('opens the tooltip on a tap on a phone', async () => {
      const { page, context } = await newPage({ token, viewport: MOBILE, hasTouch: true });
      try {
        await page.goto('/calendar');
        await page.locator(`[data-date="${holiday}"]`).tap();
        expect(await page.getByRole('tooltip').textContent()).toBe(name);
        await screenshot(page, 'calendar-holiday-tooltip-phone');
      } finally {
        await context.close();
      }
    });
  });

  it('keeps the loading screen and the skeletons still for their first 600 ms, then moves them', async () => {
    const account = await signUpViaApi();
    const { page, context } = await newPage({ token: account.accessToken });
    // The session's user, then Home's data, answer only when let go, so each wait shows (and a
    // skeleton is still there when its style is read: Home's data stays held until the end).
    const releases: (() => void)[] = [];
    const held: (() => void)[] = [];
    const hold = (pattern: string, list = releases) =>
      page.route(pattern, async (route) => {
        await new Promise<void>((resolve) => list.push(resolve));
        await route.continue();
      });
    const animation = (el: Element) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, delay: style.animationDelay };
    };
    try {
      await hold('**/api/users/mine');
      await hold('**/api/leaves/calendar?*', held);
      await hold('**/api/leaves/mine/balance', held);
      await hold('**/api/leaves?*', held);
      await page.goto('/');
      const spinner = page.locator('[aria-busy="true"] svg.animate-spin');
      await spinner.waitFor();
      expect(await spinner.evaluate(animation)).toEqual({ name: 'spin', delay: '0.6s' });

      for (const release of releases.splice(0)) release();
      const skeleton = page.locator('[data-slot="skeleton"]').first();
      await skeleton.waitFor();
      expect(await skeleton.evaluate(animation)).toEqual({ name: 'pulse', delay: '0.6s' });
    } finally {
      for (const release of [...releases.splice(0), ...held.splice(0)]) release();
      await context.close();
    }
  });
});
