import type { LeavePolicy, LeaveType } from '@leavedesk/contracts';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, closeBrowser, newPage, screenshot, signUpViaApi } from './browser';

afterAll(closeBrowser);

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

describe.skipIf(!inject('baseUrl'))('leave types and policies in Chromium', () => {
  it('creates a type with a picked symbol and a policy, adds the type with 15 days, saves, and sees it on reopening', async () => {
    const account = await signUpViaApi();
    const { page, context } = await newPage({ token: account.accessToken });
    try {
      await page.goto('/leaves/policies');
      await page.getByRole('heading', { name: 'Leave Types' }).waitFor();

      await page.getByRole('button', { name: 'Create Type' }).click();
      const typeDialog = page.getByRole('dialog', { name: 'Create Leave Type' });
      await typeDialog.getByLabel('Name').fill('Study Leave');
      await typeDialog.getByRole('button', { name: 'Choose a symbol' }).click();
      await page.getByLabel('Search symbols').fill('exam');
      await page.getByTestId('symbol-grid').getByRole('option', { name: 'Books' }).click();
      await typeDialog.getByRole('button', { name: 'Symbol: Books' }).waitFor();
      await typeDialog.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Leave type created successfully!', { exact: true }).waitFor();
      const typeRow = page.getByTestId('leave-type-row').filter({ hasText: 'Study Leave' });
      await typeRow.waitFor();
      expect(await typeRow.textContent()).toContain('📚');

      await page.getByRole('button', { name: 'Create Policy' }).click();
      const policyDialog = page.getByRole('dialog', { name: 'Create Leave Policy' });
      await policyDialog.getByLabel('Name').fill('Students');
      await policyDialog.getByRole('button', { name: 'Create' }).click();
      await page.getByText('leave policy created successfully!', { exact: true }).waitFor();
      await page.waitForURL(/\/leaves\/policies\/\d+$/);
      const policyId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByText('This policy has no leave types yet.').waitFor();

      await page.getByRole('button', { name: 'Add Type' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add Leave Type' });
      await addDialog.getByRole('combobox', { name: 'Leave Type' }).click();
      await page.getByRole('option', { name: 'Study Leave' }).click();
      await addDialog.getByLabel('Amount').fill('15');
      await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByTestId('activated-type-row').filter({ hasText: '15 Days Per Year' }).waitFor();
      // Nothing is stored before Save.
      expect(
        (await api<LeavePolicy>(account.accessToken, 'GET', `/leaves/policies/${policyId}`)).activatedTypes,
      ).toEqual([]);

      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Leave policy updated successfully', { exact: true }).waitFor();
      await page.waitForURL(`${baseUrl()}/leaves/policies`);
      const listRow = page.getByTestId('policy-row').filter({ hasText: 'Students' });
      await listRow.getByText('Study Leave').filter({ visible: true }).waitFor();

      await listRow.getByRole('link', { name: 'Students', exact: true }).click();
      await page.waitForURL(`${baseUrl()}/leaves/policies/${policyId}`);
      const row = page.getByTestId('activated-type-row');
      await row.filter({ hasText: 'Study Leave' }).waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.textContent()).toContain('15 Days Per Year');
      await screenshot(page, 'policies-edit');

      // Search finds the policy by name and opens it.
      await page.goto('/');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByPlaceholder('Type to search...').fill('stud');
      await page
        .getByRole('group', { name: 'Leave Policies' })
        .getByRole('option', { name: /Students/ })
        .click();
      await page.waitForURL(`${baseUrl()}/leaves/policies/${policyId}`);
      await page.getByTestId('activated-type-row').filter({ hasText: 'Study Leave' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('archives a removed type that a policy uses: listed last, dimmed, labelled Archived, without actions', async () => {
    const account = await signUpViaApi();
    const token = account.accessToken;
    const type = await api<LeaveType>(token, 'POST', '/leaves/types', {
      name: 'Conference',
      symbol: '💼',
      cycle: 'PER_YEAR',
      amount: 3,
      requiresApproval: true,
    });
    await api(token, 'POST', '/leaves/policies', {
      name: 'Travellers',
      activatedTypes: [{ typeId: type.id, amount: 5, requiresApproval: true }],
    });
    const { page, context } = await newPage({ token });
    try {
      await page.goto('/leaves/policies');
      await page.getByRole('button', { name: 'Remove Conference' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove leave type' });
      await confirm.getByText('Are you sure you want to remove Conference?').waitFor();
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Leave type removed successfully!', { exact: true }).waitFor();

      const archived = page.locator('[data-testid=leave-type-row][data-status=ARCHIVED]');
      await archived.waitFor();
      expect(await archived.textContent()).toContain('Conference');
      expect(await archived.getByText('Archived', { exact: true }).isVisible()).toBe(true);
      expect(await archived.getByRole('button').count()).toBe(0);
      // Dimmed by colour (opacity would take its text under the contrast bar): the muted colour,
      // not the colour of an active row.
      const colour = (row: typeof archived) => row.evaluate((el) => getComputedStyle(el).color);
      const active = page.locator('[data-testid=leave-type-row][data-status=ACTIVE]').first();
      expect(await colour(archived)).not.toBe(await colour(active));
      expect(await archived.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      const rows = page.getByTestId('leave-type-row');
      expect(await rows.last().textContent()).toContain('Conference');
      await screenshot(page, 'policies-archived-type');
    } finally {
      await context.close();
    }
  });
});
