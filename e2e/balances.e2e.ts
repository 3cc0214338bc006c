import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { addDays, call, iso, label, pickDate, signIn, weekday } from './api';
import {
  browserToday,
  closeBrowser,
  MOBILE,
  newPage,
  screenshot,
  signUpViaApi,
  uniqueEmail,
} from './browser';

afterAll(closeBrowser);

/** Create Leave: Vacation on one day, only its morning or its afternoon; the summary counts half a day. */
async function requestHalfDay(page: Page, date: string, half: 'Morning' | 'Afternoon') {
  await page.goto('/leaves/create');
  await page.getByRole('heading', { name: 'Create Leave' }).waitFor();
  await page.getByRole('radio', { name: /Vacation/ }).click();
  await pickDate(page, 'Start date', date);
  await page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio', { name: half }).click();
  const count = (name: string) => page.locator(`dt:text-is("${name}") + dd`);
  await expect.poll(() => count('Working Days').textContent()).toBe('0.5 Days');
  expect(await count('Total Days').textContent()).toBe('0.5 Days');
  expect(await count('Non-Working Days').textContent()).toBe('0 Day');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Request Submitted' }).waitFor();
}

describe.skipIf(!inject('baseUrl'))('balances in Chromium', () => {
  it('an employee takes a morning and an afternoon, the admin adjusts the balance, and the breakdown shows it all to the half day', async () => {
    const admin = await signUpViaApi(undefined, { organizationName: 'Half Days Ltd' });
    const team = await call<{ id: number }>('POST', '/teams', admin.accessToken, { name: 'Crew' });
    const [policy] = await call<{ id: number }[]>('GET', '/leaves/policies', admin.accessToken);
    const password = 'correct-horse-battery';
    const employee = {
      firstName: 'Emil',
      lastName: 'Worker',
      email: uniqueEmail('emil'),
      password,
      role: 'EMPLOYEE',
      country: 'GB',
      timezone: 'Europe/London',
      teamId: team.id,
      leavePolicyId: policy?.id,
      joinedAt: '2024-01-01',
    };
    const { id: employeeId } = await call<{ id: number }>('POST', '/users', admin.accessToken, employee);

    // Two working days of this year at least two days ahead without a holiday (else early next year).
    const year = new Date().getUTCFullYear();
    const stored = new Set<string>();
    for (const y of [year, year + 1])
      for (const h of await call<{ date: string }[]>('GET', `/holidays/GB/${y}`, admin.accessToken))
        stored.add(h.date);
    const working = (d: string) => weekday(d) >= 1 && weekday(d) <= 5 && !stored.has(d);
    let morning = addDays(iso(new Date()), 2);
    while (!working(morning)) morning = addDays(morning, 1);
    let afternoon = addDays(morning, 1);
    while (!working(afternoon)) afternoon = addDays(afternoon, 1);
    if (afternoon.slice(0, 4) !== morning.slice(0, 4)) {
      morning = `${year + 1}-01-05`;
      while (!working(morning)) morning = addDays(morning, 1);
      afternoon = addDays(morning, 1);
      while (!working(afternoon)) afternoon = addDays(afternoon, 1);
    }
    // The adjustment's date and the breakdown start at the page's today (Berlin's, a year on from
    // UTC's in the last hour of December): a later year is picked there.
    const nextYear = morning.slice(0, 4) !== browserToday().slice(0, 4);

    const employeeToken = await signIn(employee.email, password);
    const emp = await newPage({ token: employeeToken });
    try {
      await requestHalfDay(emp.page, morning, 'Morning');
      await screenshot(emp.page, 'balances-pending');
      await requestHalfDay(emp.page, afternoon, 'Afternoon');
    } finally {
      await emp.context.close();
    }

    // The admin accepts the morning (used); the afternoon stays pending.
    const pending = await call<{ contents: { id: number; startAt: string; endDayPart: string }[] }>(
      'GET',
      `/leaves?userId=${employeeId}&status=PENDING`,
      admin.accessToken,
    );
    const morningLeave = pending.contents.find((l) => l.startAt === morning);
    expect(morningLeave?.endDayPart).toBe('MORNING');
    await call('PUT', `/leaves/${morningLeave?.id}`, admin.accessToken, { status: 'ACCEPTED' });

    // The admin adds an opening balance on /users/{id} and reads the breakdown.
    const adm = await newPage({ token: admin.accessToken });
    try {
      const page = adm.page;
      await page.goto(`/users/${employeeId}/`);
      await page.getByRole('heading', { name: 'Emil Worker' }).waitFor();
      await page.getByRole('button', { name: 'Adjust balance' }).click();
      const adjust = page.getByRole('dialog', { name: 'Adjust balance' });
      await adjust.getByRole('combobox', { name: 'Leave Type' }).click();
      await page.getByRole('option', { name: /Vacation/ }).click();
      await adjust.getByRole('spinbutton', { name: 'Amount' }).fill('0');
      await adjust.getByRole('button', { name: 'Save' }).click();
      await adjust.getByText('The amount cannot be 0.').waitFor();
      await adjust.getByRole('spinbutton', { name: 'Amount' }).fill('1.5');
      if (nextYear) {
        await adjust.getByRole('button', { name: 'Date' }).click();
        const popover = page.locator('[data-slot=popover-content]');
        await popover.locator('[data-day]').first().waitFor();
        for (let i = 0; i < 3 && (await popover.locator(`[data-day="${morning}"]`).count()) === 0; i++)
          await popover.getByRole('button', { name: 'Next month' }).click();
        await popover.locator(`[data-day="${morning}"] button`).click();
      }
      await adjust.getByRole('textbox', { name: 'Note' }).fill('Opening balance from the old tool');
      await adjust.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Balance adjusted successfully.', { exact: true }).waitFor();
      await adjust.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Vacation: balance details' }).click();
      const breakdown = page.getByRole('dialog', { name: 'Vacation balance' });
      if (nextYear) await breakdown.getByRole('button', { name: 'Next year' }).click();
      const figure = (id: string) => breakdown.getByTestId(`breakdown-${id}`);
      await expect.poll(() => figure('remaining').textContent()).toBe('Remaining20.5 Days');
      await breakdown.getByText('Opening balance from the old tool').waitFor();
      expect(await figure('allowance').textContent()).toBe('Allowance20 Days');
      expect(await figure('adjustments').textContent()).toContain('+1.5 Days');
      expect(await figure('adjustments').textContent()).toContain('by Ada Lovelace');
      expect(await figure('total').textContent()).toBe('Total21.5 Days');
      await expect.poll(() => figure('used').textContent()).toBe(`Used−0.5 Days${label(morning)} AM0.5 Days`);
      expect(await figure('pending').textContent()).toBe(`Pending−0.5 Days${label(afternoon)} PM0.5 Days`);
      await screenshot(page, 'balances-breakdown-admin');
    } finally {
      await adm.context.close();
    }

    // The employee on a phone: Home lists the halves with AM/PM and the card opens the same breakdown.
    const phone = await newPage({ token: employeeToken, viewport: MOBILE, hasTouch: true });
    try {
      const page = phone.page;
      await page.goto('/');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      await page
        .getByText(`${label(morning)} AM`)
        .first()
        .waitFor();
      await page
        .getByText(`${label(afternoon)} PM`)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Vacation: balance details' }).tap();
      const breakdown = page.getByRole('dialog', { name: 'Vacation balance' });
      if (nextYear) await breakdown.getByRole('button', { name: 'Next year' }).tap();
      await expect
        .poll(() => breakdown.getByTestId('breakdown-remaining').textContent())
        .toBe('Remaining20.5 Days');
      await breakdown.getByText('Opening balance from the old tool').waitFor();
      await screenshot(page, 'balances-breakdown-phone');
    } finally {
      await phone.context.close();
    }
  });
});
