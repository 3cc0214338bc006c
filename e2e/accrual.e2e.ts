import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call } from './api';
import { seriousViolations } from './axe';
import { closeBrowser, DESKTOP, MOBILE, newPage, screenshot, signUpViaApi } from './browser';

afterAll(closeBrowser);

interface Activated {
  typeId: number;
  name: string;
  amount: number;
  cycle: string;
  requiresApproval: boolean;
  carryOverLimit: number;
  carryOverExpiresAfterMonths: number | null;
}

/**
 * Issue 29: an admin makes Vacation earned monthly with 2 days to borrow in the policy editor's
 * dialog; Home's card shows what has been earned so far and the breakdown the months to come.
 * Light and dark, desktop and phone, with axe on each.
 */
describe.skipIf(!inject('baseUrl'))('monthly accrual in Chromium', () => {
  it('the policy editor sets accrual and borrowing; the balance shows what is earned and to come', async () => {
    const admin = await signUpViaApi(undefined, { organizationName: 'Accrual Ltd' });
    const [policy] = await call<{ id: number; name: string; activatedTypes: Activated[] }[]>(
      'GET',
      '/leaves/policies',
      admin.accessToken,
    );

    // The editor: Vacation's dialog, Monthly with 2 days to borrow.
    const { page, context } = await newPage({ token: admin.accessToken });
    await page.goto(`/leaves/policies/${policy.id}`);
    await page.getByRole('button', { name: 'Edit Vacation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Leave Type' });
    await dialog.getByLabel('Accrual', { exact: true }).click();
    await page.getByRole('option', { name: 'Monthly' }).click();
    const borrow = dialog.getByLabel('May borrow up to (days)');
    await borrow.fill('2');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Monthly, may borrow 2 days').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Policy updated', { exact: false }).first().waitFor();
    const [saved] = await call<
      { activatedTypes: (Activated & { accrual: string; borrowLimit: number })[] }[]
    >('GET', '/leaves/policies', admin.accessToken);
    expect(saved.activatedTypes.find((t) => t.name === 'Vacation')).toMatchObject({
      accrual: 'MONTHLY',
      borrowLimit: 2,
    });
    await context.close();

    for (const dark of [false, true])
      for (const viewport of [DESKTOP, MOBILE]) {
        const name = `accrual-${dark ? 'dark' : 'light'}-${viewport.width}`;
        const { page: p, context: c } = await newPage({
          token: admin.accessToken,
          darkMode: dark,
          colorScheme: dark ? 'dark' : 'light',
          viewport,
        });
        await p.goto(`/leaves/policies/${policy.id}`);
        await p.getByRole('button', { name: 'Edit Vacation' }).click();
        await p
          .getByRole('dialog', { name: 'Edit Leave Type' })
          .getByLabel('May borrow up to (days)')
          .waitFor();
        await check(p, `${name}-policy-dialog`);
        await p.keyboard.press('Escape');

        await p.goto('/');
        const card = p.getByRole('article', { name: 'Vacation balance' });
        await card.getByText('Earned so far').waitFor();
        await check(p, `${name}-home`);
        await card.getByRole('button', { name: 'Vacation: balance details' }).click();
        await p.getByRole('dialog', { name: 'Vacation balance' }).getByTestId('breakdown-earned').waitFor();
        await check(p, `${name}-breakdown`);
        await c.close();
      }
  });
});

async function check(page: Page, name: string) {
  await screenshot(page, name);
  await page.screenshot({ path: `/tmp/${name}.png`, animations: 'disabled' });
  expect(await seriousViolations(page), name).toEqual([]);
}
