import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type AxeViolation, seriousViolations } from './axe';
import { closeBrowser, newPage, screenshot } from './browser';
import { callApi, demoToken } from './demo';
import { openScreen, trackApiCalls } from './screen-ready';

/*
 * What opens over a screen (the review dialog, a remove confirmation, Search with nothing found, an
 * error toast), judged by axe-core in light and dark: the route sweep only sees screens as they load.
 */

afterAll(closeBrowser);

async function judge(page: Page, what: string, found: Record<string, AxeViolation[]>) {
  const violations = await seriousViolations(page);
  if (violations.length > 0) found[what] = violations;
}

describe.skipIf(!inject('baseUrl'))('axe-core on dialogs, Search and toasts', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`finds nothing critical or serious over the screens (${theme})`, async () => {
      const token = await demoToken('organization admin');
      const { page, context } = await newPage({ token, darkMode: theme === 'dark' });
      const found: Record<string, AxeViolation[]> = {};
      try {
        const api = trackApiCalls(page);

        await openScreen(page, '/leaves', api);
        await page.getByRole('button', { name: 'Review' }).first().click();
        const review = page.getByRole('dialog');
        await review.getByRole('button', { name: 'Accept' }).waitFor();
        await api.quiet();
        await screenshot(page, `review-dialog-${theme}`);
        await judge(page, 'review dialog', found);
        await page.keyboard.press('Escape');
        await review.waitFor({ state: 'hidden' });

        await openScreen(page, '/users', api);
        await page
          .getByRole('button', { name: /^Remove / })
          .first()
          .click();
        const confirm = page.getByRole('alertdialog');
        await confirm.getByRole('button', { name: 'Yes' }).waitFor();
        await screenshot(page, `remove-confirmation-${theme}`);
        await judge(page, 'remove confirmation', found);
        await confirm.getByRole('button', { name: 'No' }).click();
        await confirm.waitFor({ state: 'hidden' });

        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByPlaceholder('Type to search...').fill('zzzz');
        await page.getByText('No results found.').waitFor();
        await api.quiet();
        await judge(page, 'Search without a match', found);
        await page.keyboard.press('Escape');

        await openScreen(page, '/settings/official-holidays/import', api);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('status').filter({ hasText: 'No holidays selected' }).waitFor();
        await screenshot(page, `error-toast-${theme}`);
        await judge(page, 'error toast', found);

        // Issue 13: the adjustment form and the breakdown on /users/{id}, the cancel confirmation.
        const accepted = await callApi<{ contents: { id: number; user: { id: number; role: string } }[] }>(
          token,
          '/leaves?status=ACCEPTED&pageSize=50',
        );
        const leave = accepted.contents.find((l) => l.user.role !== 'ORGANIZATION_ADMIN');
        if (!leave) throw new Error('The demo has no accepted leave of an employee');
        await openScreen(page, `/users/${leave.user.id}/`, api);
        await page.getByRole('button', { name: 'Adjust balance' }).click();
        const adjust = page.getByRole('dialog', { name: 'Adjust balance' });
        await adjust.getByRole('button', { name: 'Save' }).click();
        await adjust.getByText('Please write a note saying why.').waitFor();
        await screenshot(page, `adjust-balance-dialog-${theme}`);
        await judge(page, 'adjust balance dialog', found);
        await page.keyboard.press('Escape');
        await adjust.waitFor({ state: 'hidden' });

        await page
          .getByRole('button', { name: /: balance details$/ })
          .first()
          .click();
        const breakdown = page.getByRole('dialog');
        await breakdown
          .getByTestId('breakdown-remaining')
          .or(breakdown.getByTestId('breakdown-used'))
          .first()
          .waitFor();
        await api.quiet();
        await screenshot(page, `balance-breakdown-${theme}`);
        await judge(page, 'balance breakdown', found);
        await page.keyboard.press('Escape');
        await breakdown.waitFor({ state: 'hidden' });

        await openScreen(page, `/leaves/${leave.id}`, api);
        await page.getByRole('button', { name: /^Cancel leave of/ }).click();
        const cancel = page.getByRole('alertdialog', { name: 'Cancel leave' });
        await cancel.getByRole('button', { name: 'Yes, cancel it' }).click();
        await cancel.getByText('Please give a reason for cancelling this leave.').waitFor();
        // Judged at rest, not under the pointer that just pressed Yes (a hovered button is lighter).
        await page.mouse.move(0, 0);
        await screenshot(page, `cancel-leave-dialog-${theme}`);
        await judge(page, 'cancel leave confirmation', found);
        await cancel.getByRole('button', { name: 'No' }).click();
        await cancel.waitFor({ state: 'hidden' });
      } finally {
        await context.close();
      }
      expect(found).toEqual({});
    });
  }
});
