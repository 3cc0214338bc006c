import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, DESKTOP, MOBILE, newPage, screenshot, type Viewport } from './browser';
import { callApi, demoToken } from './demo';
import { openScreen, trackApiCalls } from './screen-ready';

afterAll(closeBrowser);

/**
 * Elements of the main content that reach past the window's sides, or that hide content behind a
 * sideways scroll: on a phone, every column of every table must be readable without either.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').slice(0, 3).join('.')}` : ''}`;
    const found: string[] = [];
    for (const el of document.querySelectorAll('main *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right > width + 0.5 || box.left < -0.5)
        found.push(`${describe(el)} spans ${box.left}–${box.right}`);
      const style = getComputedStyle(el);
      if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        found.push(`${describe(el)} scrolls sideways (${el.scrollWidth} in ${el.clientWidth})`);
    }
    return found.slice(0, 10);
  });
}

describe.skipIf(!inject('baseUrl'))('tables on a phone (390 px), in the demo organization', () => {
  let admin = '';
  let policyId = 0;
  let userId = 0;
  beforeAll(async () => {
    admin = await demoToken('organization admin');
    policyId = (await callApi<{ id: number }[]>(admin, '/leaves/policies'))[0]?.id ?? 0;
    userId =
      (await callApi<{ contents: { id: number }[] }>(admin, '/users?pageSize=1&role=EMPLOYEE')).contents[0]
        ?.id ?? 0;
  });

  it('shows every table screen without anything reaching past the sides or scrolling sideways', async () => {
    const { page, context } = await newPage({ token: admin, viewport: MOBILE });
    try {
      const api = trackApiCalls(page);
      const screens = [
        '/',
        '/leaves',
        '/users',
        '/teams',
        '/settings/official-holidays',
        '/notifications/triggers',
        '/leaves/policies',
        `/leaves/policies/${policyId}`,
        `/users/${userId}`,
      ];
      const found: Record<string, string[]> = {};
      for (const url of screens) {
        await openScreen(page, url, api);
        const overflow = await sidewaysOverflow(page);
        if (overflow.length > 0) found[url] = overflow;
      }
      await openScreen(page, '/settings/official-holidays/import', api);
      await fetchFrance(page);
      const overflow = await sidewaysOverflow(page);
      if (overflow.length > 0) found['/settings/official-holidays/import'] = overflow;
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });

  it('lists leave requests as cards with every column and the Review button in view', async () => {
    const { page, context } = await newPage({ token: admin, viewport: MOBILE });
    try {
      await openScreen(page, '/leaves', trackApiCalls(page));
      const card = page.getByRole('list', { name: 'Leave requests' }).getByRole('listitem').first();
      for (const label of ['Team', 'Type', 'Date', 'Duration', 'Status'])
        await card
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${label}$`) })
          .waitFor();
      const review = card.getByRole('button', { name: 'Review' });
      const box = await review.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
      await screenshot(page, 'phone-leaves-cards');
      await review.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

/** Next year's holidays of France (not stored yet): a long list with the sticky Save bar. */
async function fetchFrance(page: Page) {
  const nextYear = new Date().getFullYear() + 1;
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: String(nextYear) }).click();
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByPlaceholder('Search country...').fill('France');
  await page.getByRole('option', { name: 'France FR' }).click();
  await page.getByRole('button', { name: 'Fetch' }).click();
  await page.getByText(/^\d+ of \d+ holidays selected$/).waitFor();
}

describe.skipIf(!inject('baseUrl'))('toasts and the actions of a screen', () => {
  for (const [device, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as [string, Viewport][]) {
    it(`leave the sticky footer's Cancel and Save (and the app bar) free on Import Holidays (${device})`, async () => {
      const admin = await demoToken('organization admin');
      const { page, context } = await newPage({ token: admin, viewport });
      try {
        await openScreen(page, '/settings/official-holidays/import', trackApiCalls(page));
        await fetchFrance(page);
        // Nothing selected: Save answers with a toast, while the footer is stuck to the bottom.
        await page.getByRole('checkbox', { name: 'Select all', exact: true }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        const toast = page.getByRole('status').filter({ hasText: 'No holidays selected' });
        await toast.waitFor();
        await page.waitForTimeout(300); // the toast's entry animation
        await screenshot(page, `toast-over-footer-${device}`);
        const toastBox = await page.locator('li[data-state="open"]').boundingBox();
        expect(toastBox).not.toBeNull();
        // The footer's buttons, and on a phone the app bar's menu (the way to every other screen).
        const actions = device === 'phone' ? ['Cancel', 'Save', 'Open menu'] : ['Cancel', 'Save'];
        for (const name of actions) {
          const button = await page.getByRole('button', { name, exact: true }).boundingBox();
          expect(button).not.toBeNull();
          if (!toastBox || !button) continue;
          expect(button.y + button.height).toBeLessThanOrEqual(viewport.height + 0.5); // in view
          const overlaps =
            toastBox.x < button.x + button.width &&
            button.x < toastBox.x + toastBox.width &&
            toastBox.y < button.y + button.height &&
            button.y < toastBox.y + toastBox.height;
          expect({ name, overlaps }).toEqual({ name, overlaps: false });
        }
      } finally {
        await context.close();
      }
    });
  }
});
