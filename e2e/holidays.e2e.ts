import { afterAll, describe, expect, inject, it } from 'vitest';
import { label } from './api';
import { baseUrl, closeBrowser, MOBILE, newPage, screenshot, signUpViaApi } from './browser';

afterAll(closeBrowser);

describe.skipIf(!inject('baseUrl'))('official holidays in Chromium', () => {
  it("imports next year's holidays of a second country and shows them in the browse table", async () => {
    const account = await signUpViaApi(); // a GB organization: its own holidays are imported at sign-up
    const nextYear = new Date().getFullYear() + 1;
    const { page, context } = await newPage({ token: account.accessToken });
    try {
      await page.goto('/settings/official-holidays');
      await page.getByRole('heading', { name: 'Official Holidays' }).waitFor();
      await page
        .getByRole('group', { name: 'Country' })
        .getByRole('button', { name: /United Kingdom/ })
        .waitFor();
      await page.getByRole('link', { name: 'Import' }).first().click();
      await page.waitForURL(`${baseUrl()}/settings/official-holidays/import`);
      await page.getByText('Ready to fetch holidays').waitFor();

      await page.getByRole('combobox', { name: 'Year' }).click();
      await page.getByRole('option', { name: String(nextYear) }).click();
      await page.getByRole('combobox', { name: 'Country' }).click();
      await page.getByPlaceholder('Search country...').fill('France');
      await page.getByRole('option', { name: 'France FR' }).click();
      await page.getByRole('button', { name: 'Fetch' }).click();

      const counter = page.getByText(/^\d+ of \d+ holidays selected$/);
      await counter.waitFor();
      const [selected, total] = ((await counter.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
      expect(total).toBeGreaterThanOrEqual(10);
      expect(selected).toBe(total);
      // Leave one out: it must not be imported.
      await page.getByRole('checkbox', { name: 'Select Assumption' }).click();
      await page.getByText(`${(total ?? 0) - 1} of ${total} holidays selected`).waitFor();
      await screenshot(page, 'holidays-import-fr');

      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Holidays have been imported successfully.').first().waitFor();
      await page.waitForURL(`${baseUrl()}/settings/official-holidays?year=${nextYear}&country=FR`);

      const years = page.getByRole('group', { name: 'Year' });
      expect(await years.getByRole('button', { name: String(nextYear) }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      const france = page.getByRole('group', { name: 'Country' }).getByRole('button', { name: /France/ });
      expect(await france.getAttribute('aria-pressed')).toBe('true');
      expect(await france.textContent()).toBe(`France${(total ?? 0) - 1}`);

      const table = page.getByRole('table');
      // Dated as every date on screen (D MMM YYYY), not as stored.
      await table
        .getByRole('row', { name: new RegExp(`${label(`${nextYear}-07-14`)}.*Bastille Day`) })
        .waitFor();
      await table
        .getByRole('row', { name: new RegExp(`${label(`${nextYear}-12-25`)}.*Christmas Day`) })
        .waitFor();
      expect(await table.getByText('Assumption').count()).toBe(0);
      expect(await table.getByRole('row').count()).toBe(total); // the header row and total - 1 holidays
      await screenshot(page, 'holidays-browse-fr');
    } finally {
      await context.close();
    }
  });

  it('lets an organization admin remove a holiday after confirming', async () => {
    const account = await signUpViaApi();
    const year = new Date().getFullYear();
    const { page, context } = await newPage({ token: account.accessToken, viewport: MOBILE });
    try {
      await page.goto(`/settings/official-holidays?year=${year}&country=GB`);
      const table = page.getByRole('table');
      const christmas = table.getByRole('row', {
        name: new RegExp(`${label(`${year}-12-25`)}.*Christmas Day`),
      });
      await christmas.waitFor();
      await christmas.getByRole('button', { name: 'Remove Christmas Day' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Remove Holiday').waitFor();
      await dialog.getByText('Are you sure you want to remove Christmas Day?').waitFor();
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Holiday removed successfully!').first().waitFor();
      await christmas.waitFor({ state: 'detached' });
      await table.getByRole('row', { name: new RegExp(`${label(`${year}-12-26`)}.*Boxing Day`) }).waitFor();
    } finally {
      await context.close();
    }
  });
});
