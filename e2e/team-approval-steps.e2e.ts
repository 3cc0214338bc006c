import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call } from './api';
import { seriousViolations, settleAnimations } from './axe';
import { closeBrowser, newPage, screenshot, signUpViaApi } from './browser';
import { openScreen, trackApiCalls } from './screen-ready';

/*
 * Issue 28: a team's approval steps set in the Update Team dialog are saved, read back in a sentence
 * in the Teams list after a reload; the dialog with three steps is looked at in both themes at a
 * desktop and a phone width, and judged by axe-core.
 */

afterAll(closeBrowser);

async function chooseApprovers(page: Page, step: number, label: string) {
  const dialog = page.getByRole('dialog', { name: 'Update Team' });
  await dialog.getByRole('combobox', { name: `Step ${step}`, exact: true }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

describe.skipIf(!inject('baseUrl'))('team approval steps', () => {
  it('sets two steps in the dialog, and the Teams list reads them back after a reload', async () => {
    const admin = await signUpViaApi(undefined, { firstName: 'Ana', lastName: 'Lima' });
    await call('POST', '/teams', admin.accessToken, { name: 'Research' });
    const { page, context } = await newPage({ token: admin.accessToken });
    try {
      const api = trackApiCalls(page);
      await openScreen(page, '/teams', api);
      await page.getByRole('button', { name: 'Update Research' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Team' });
      await chooseApprovers(page, 1, 'Team admins');
      await dialog.getByRole('button', { name: 'Add step' }).click();
      await chooseApprovers(page, 2, 'Named people');
      // The people picker with the keyboard only: focus it, open it, search, choose, close.
      await dialog.getByRole('combobox', { name: 'Step 2: people' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.type('ana');
      await page.getByRole('option', { name: 'Ana Lima' }).waitFor();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await expect
        .poll(() =>
          dialog
            .getByRole('combobox', { name: 'Step 2: people' })
            .evaluate((e) => e === document.activeElement),
        )
        .toBe(true);
      await dialog.getByText('Team admins, then Ana Lima', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Update' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.reload();
      await page.locator('h1').first().waitFor();
      const row = page.getByRole('row').filter({ hasText: 'Research' });
      await row.getByText('Team admins, then Ana Lima', { exact: true }).waitFor();
      const teams = await call<{ name: string; approvalSteps?: unknown }[]>(
        'GET',
        '/teams',
        admin.accessToken,
      );
      expect(teams.find((t) => t.name === 'Research')?.approvalSteps).toEqual([
        { approvers: 'TEAM_ADMINS' },
        { approvers: 'USERS', userIds: [expect.any(Number)] },
      ]);
    } finally {
      await context.close();
    }
  });

  for (const theme of ['light', 'dark'] as const)
    for (const width of [1440, 390])
      it(`shows three steps in the dialog at ${width} px (${theme}) with nothing serious for axe`, async () => {
        const admin = await signUpViaApi(undefined, { firstName: 'Ana', lastName: 'Lima' });
        const team = await call<{ id: number }>('POST', '/teams', admin.accessToken, { name: 'Research' });
        const me = await call<{ id: number }>('GET', '/users/mine', admin.accessToken);
        await call('PUT', `/teams/${team.id}`, admin.accessToken, {
          name: 'Research',
          approvalSteps: [
            { approvers: 'TEAM_ADMINS' },
            { approvers: 'USERS', userIds: [me.id] },
            { approvers: 'ORGANIZATION_ADMINS' },
          ],
        });
        const { page, context } = await newPage({
          token: admin.accessToken,
          darkMode: theme === 'dark',
          viewport: { width, height: width > 800 ? 900 : 844 },
        });
        try {
          const api = trackApiCalls(page);
          await openScreen(page, '/teams', api);
          await page.getByRole('button', { name: 'Update Research' }).click();
          const dialog = page.getByRole('dialog', { name: 'Update Team' });
          await dialog
            .getByText('Team admins, then Ana Lima, then organization admins', { exact: true })
            .waitFor();
          await settleAnimations(page);
          await screenshot(page, `team-steps-dialog-${width}-${theme}`);
          expect(await seriousViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });
});
