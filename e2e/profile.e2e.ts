import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, MOBILE, newPage, screenshot, signUpViaApi } from './browser';

afterAll(closeBrowser);

const picture = () =>
  sharp({ create: { width: 600, height: 400, channels: 4, background: { r: 30, g: 140, b: 220, alpha: 1 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="400"><circle cx="300" cy="200" r="120" fill="#f5b041"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

describe.skipIf(!inject('baseUrl'))('the Profile page in Chromium', () => {
  it('uploads a cropped picture that the sidebar then shows, and renames the user', async () => {
    const account = await signUpViaApi();
    const { page, context } = await newPage({ token: account.accessToken });
    try {
      await page.goto('/');
      await page.getByTestId('profile-menu').click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.getByRole('heading', { name: 'Profile' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile');

      await page.getByTestId('profile-picture-input').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await picture(),
      });
      const dialog = page.getByRole('dialog', { name: 'Edit Picture' });
      await dialog.waitFor();
      expect(await dialog.getByRole('slider', { name: 'Zoom' }).inputValue()).toBe('2');
      await screenshot(page, 'profile-edit-picture');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('ProfilePage picture updated successfully!', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const sidebarImage = page.getByTestId('profile-menu').locator('img');
      await sidebarImage.waitFor();
      await expect
        .poll(() => sidebarImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await sidebarImage.getAttribute('src')).toMatch(/^\/api\/assets\/\d+\?token=/);

      await page.getByLabel('First Name').fill('Grace');
      await page.getByLabel('Last Name').fill('Hopper');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('ProfilePage updated successfully!', { exact: true }).waitFor();
      await page.getByTestId('profile-menu').getByText('Grace Hopper').waitFor();
      await screenshot(page, 'profile-page');
    } finally {
      await context.close();
    }
  });

  it('shows the page on a phone in dark mode without overflowing', async () => {
    const account = await signUpViaApi(undefined, { firstName: 'Maximiliana', lastName: 'Wolkenschieberin' });
    const { page, context } = await newPage({ token: account.accessToken, viewport: MOBILE, darkMode: true });
    try {
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Profile' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'profile-page-mobile-dark');
    } finally {
      await context.close();
    }
  });
});
