import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, closeBrowser, MOBILE, newPage, signUpViaApi } from './browser';

afterAll(closeBrowser);

const isDark = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

describe.skipIf(!inject('baseUrl'))('the shell in Chromium', () => {
  it('follows the stored DARK_MODE preference over the system one, and the toggle flips and stores it', async () => {
    const account = await signUpViaApi();
    const { page, context } = await newPage({
      token: account.accessToken,
      darkMode: true,
      colorScheme: 'light',
    });
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      expect(await isDark(page)).toBe(true);
      // The font's alternates (cv11: the single-storey a) apply to all text, not only inside grids
      // (issue 27's grid rule had taken body's declaration with it).
      expect(
        await page.evaluate(
          () => getComputedStyle(document.querySelector('h1') as Element).fontFeatureSettings,
        ),
      ).toBe('"cv02", "cv03", "cv04", "cv11"');

      await page.getByTestId('profile-menu').click();
      await page.getByRole('menuitemcheckbox', { name: 'Dark mode' }).click();
      expect(await isDark(page)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('DARK_MODE'))).toBe('false');

      await page.reload();
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      expect(await isDark(page)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('uses the system colour scheme when nothing is stored, and a stored false beats a dark system', async () => {
    const system = await newPage({ colorScheme: 'dark' });
    try {
      await system.page.goto('/signin');
      await system.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      expect(await isDark(system.page)).toBe(true);
    } finally {
      await system.context.close();
    }
    const stored = await newPage({ colorScheme: 'dark', darkMode: false });
    try {
      await stored.page.goto('/signin');
      await stored.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      expect(await isDark(stored.page)).toBe(false);
    } finally {
      await stored.context.close();
    }
  });

  it('opens Search from the page header, lists pages, finds nothing for nonsense and navigates on choice', async () => {
    const account = await signUpViaApi();
    const { page, context } = await newPage({ token: account.accessToken });
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search' }).click();
      const input = page.getByPlaceholder('Type to search...');
      await input.waitFor();
      const pages = page.getByRole('group', { name: 'Pages' }).getByRole('option');
      expect(await pages.count()).toBe(5);

      await input.fill('zzzz');
      await page.getByText('No results found.').waitFor();

      await input.fill('team');
      await page.getByRole('option', { name: /Teams/ }).click();
      await page.waitForURL(`${baseUrl()}/teams`);
      expect(await page.getByPlaceholder('Type to search...').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('hides the sidebar on a phone and opens the same navigation from the menu button', async () => {
    const account = await signUpViaApi();
    const { page, context } = await newPage({ token: account.accessToken, viewport: MOBILE });
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Pages' }).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('link', { name: 'Calendar' }).click();
      await page.waitForURL(`${baseUrl()}/calendar`);
      await sheet.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });
});
