import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callExpecting as call } from './api';
import { seriousViolations } from './axe';
import {
  type Account,
  BROWSER_TIMEZONE,
  baseUrl,
  browserToday,
  closeBrowser,
  DESKTOP,
  MOBILE,
  newPage,
  screenshot,
  signUpViaApi,
  uniqueEmail,
} from './browser';

afterAll(closeBrowser);

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Opens the export dialog of the page, picks a format (and a status, on /leaves: the dialog starts
 * at All) and saves the download; answers its name and bytes.
 */
async function exportFrom(page: Page, format: 'CSV' | 'Excel (XLSX)', status?: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: new RegExp(`^${format.replace(/[()]/g, '\\$&')}`) }).check();
  if (status) {
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: status }).click();
  }
  const before = browserToday();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  await dialog.waitFor({ state: 'hidden' });
  // The caller's date when the request was made: one day, or two if midnight passed meanwhile.
  const callerDays = [...new Set([before, browserToday()])];
  return { name: download.suggestedFilename(), callerDays, bytes: await readFile((await download.path())!) };
}

describe.skipIf(!inject('baseUrl'))("exports and Who's out in Chromium", () => {
  let admin: Account;
  let leaveId: number;
  // The admin, the organization, the employee and the pages all live in Berlin: one "today" for
  // the server's defaults (the export's name, the balance's period) and the pages'.
  const today = browserToday();
  const person = { firstName: 'Bartholomew', lastName: 'Featherstonehaughs' };

  beforeAll(async () => {
    admin = await signUpViaApi(undefined, { organizationName: 'Exports Co' }, BROWSER_TIMEZONE);
    // Every day a working day: today is one whatever day the test runs.
    const org = await call<Record<string, unknown>>(admin.accessToken, 'GET', '/organizations/default');
    await call(admin.accessToken, 'PUT', '/organizations/default', {
      ...org,
      workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
    });
    const me = await call<{ team: { id: number }; leavePolicy: { id: number } }>(
      admin.accessToken,
      'GET',
      '/users/mine',
    );
    const email = uniqueEmail('exports');
    await call(
      admin.accessToken,
      'POST',
      '/users',
      {
        email,
        password: 'correct-horse-battery',
        ...person,
        role: 'EMPLOYEE',
        country: 'GB',
        timezone: BROWSER_TIMEZONE,
        teamId: me.team.id,
        leavePolicyId: me.leavePolicy.id,
        joinedAt: '2025-01-06',
      },
      201,
    );
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse-battery' }),
    });
    const token = ((await login.json()) as { accessToken: string }).accessToken;
    const types = await call<{ id: number; name: string }[]>(token, 'GET', '/leaves/types');
    const vacation = types.find((type) => type.name === 'Vacation')!;
    // Today is a working day even on a bank holiday (New Year's Day, Christmas…) of the stored ones.
    const stored = await call<{ id: number; date: string }[]>(
      admin.accessToken,
      'GET',
      `/holidays/GB/${today.slice(0, 4)}`,
    );
    for (const holiday of stored.filter((h) => h.date === today))
      await call(admin.accessToken, 'DELETE', `/holidays/${holiday.id}`, undefined, 204);
    // Today's afternoon: out today, on a half day (in one day, so in this year's balance whatever
    // the date).
    const leave = await call<{ id: number }>(
      token,
      'POST',
      '/leaves',
      {
        typeId: vacation.id,
        start: today,
        end: today,
        startDayPart: 'AFTERNOON',
        reason: '=1+1 (a formula a spreadsheet must not run)',
      },
      201,
    );
    leaveId = leave.id;
    await call(admin.accessToken, 'PUT', `/leaves/${leave.id}`, { status: 'ACCEPTED' });
  });

  it('lets an admin download the accepted leaves of /leaves as CSV and XLSX, with the leave in both', async () => {
    const { page } = await newPage({ token: admin.accessToken });
    try {
      await page.goto('/leaves');
      await page.getByRole('combobox', { name: 'Status' }).first().waitFor();

      await page.getByRole('button', { name: 'Export' }).click();
      const dialog = page.getByRole('dialog');
      // The list shows Pending; the export says what it applies, from every status.
      expect(await dialog.getByRole('combobox', { name: 'Status' }).textContent()).toBe('All');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'exports-dialog-desktop');
      await page.keyboard.press('Escape');

      const csv = await exportFrom(page, 'CSV', 'Accepted');
      expect(csv.callerDays.map((day) => `leaves-${day}.csv`)).toContain(csv.name);
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(csv.bytes, { bom: true, columns: true }) as Record<string, string>[];
      const row = rows.find((r) => r['Leave ID'] === String(leaveId));
      expect(row).toMatchObject({
        'First name': person.firstName,
        'Last name': person.lastName,
        Status: 'ACCEPTED',
        'Start date': today,
        'Start part': 'Afternoon',
        'End part': 'Afternoon',
        'Working days': '0.5',
        Reason: "'=1+1 (a formula a spreadsheet must not run)",
      });
      expect(rows.every((r) => r.Status === 'ACCEPTED')).toBe(true);

      const xlsx = await exportFrom(page, 'Excel (XLSX)', 'Accepted');
      expect(xlsx.callerDays.map((day) => `leaves-${day}.xlsx`)).toContain(xlsx.name);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Leaves')!;
      const headings = (sheet.getRow(1).values as unknown[]).slice(1);
      const found = sheet
        .getRows(2, sheet.rowCount - 1)!
        .find((r) => r.getCell(headings.indexOf('Leave ID') + 1).value === leaveId)!;
      expect(found.getCell(headings.indexOf('Last name') + 1).value).toBe(person.lastName);
      expect(found.getCell(headings.indexOf('Status') + 1).value).toBe('ACCEPTED');
      expect(found.getCell(headings.indexOf('Start date') + 1).value).toEqual(new Date(`${today}T00:00:00Z`));
    } finally {
      await page.context().close();
    }
  });

  it('lets an admin download the balances from /users, on a phone in the dark', async () => {
    const { page } = await newPage({
      token: admin.accessToken,
      viewport: MOBILE,
      colorScheme: 'dark',
      darkMode: true,
    });
    try {
      await page.goto('/users');
      await page
        .getByRole('link', { name: new RegExp(person.lastName) })
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'exports-balances-dialog-phone-dark');
      await page.keyboard.press('Escape');
      const csv = await exportFrom(page, 'CSV');
      expect(csv.callerDays.map((day) => `balances-${day}.csv`)).toContain(csv.name);
      const rows = parse(csv.bytes, { bom: true, columns: true }) as Record<string, string>[];
      const vacation = rows.find((r) => r['Last name'] === person.lastName && r['Leave type'] === 'Vacation');
      expect(vacation?.Used).toBe('0.5');
    } finally {
      await page.context().close();
    }
  });

  it("shows the person out today on Home's Who's out, on a half day, in light and dark, desktop and phone", async () => {
    for (const [viewport, colorScheme] of [
      [DESKTOP, 'light'],
      [DESKTOP, 'dark'],
      [MOBILE, 'light'],
      [MOBILE, 'dark'],
    ] as const) {
      const { page } = await newPage({
        token: admin.accessToken,
        viewport,
        colorScheme,
        darkMode: colorScheme === 'dark',
      });
      try {
        await page.goto('/');
        const panel = page.getByRole('region', { name: "Who's out" });
        const todayItem = panel.getByRole('listitem', { name: /^Today/ });
        const entry = todayItem.getByTestId('person-out').filter({ hasText: person.lastName });
        await entry.waitFor().catch(async (error) => {
          await screenshot(page, 'whos-out-failure');
          throw error;
        });
        expect(await entry.getByText('Afternoon').count()).toBe(1);
        expect(await noOverflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `whos-out-${viewport === DESKTOP ? 'desktop' : 'phone'}-${colorScheme}`);
      } finally {
        await page.context().close();
      }
    }
  });
});
