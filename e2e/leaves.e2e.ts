import { afterAll, describe, expect, inject, it } from 'vitest';
import { addDays, call, iso, label, pickDate, showCalendarMonth, signIn, weekday } from './api';
import { closeBrowser, newPage, screenshot, signUpViaApi, todayIn, uniqueEmail } from './browser';

afterAll(closeBrowser);

describe.skipIf(!inject('baseUrl'))('leave requests in Chromium', () => {
  it('an employee requests a leave across a holiday and a weekend, their team admin accepts it, and Home and the calendar show it', async () => {
    const admin = await signUpViaApi(undefined, { organizationName: 'Leave Works' });
    const team = await call<{ id: number }>('POST', '/teams', admin.accessToken, {
      name: `Crew ${Date.now() % 10000}`,
    });
    const [policy] = await call<{ id: number }[]>('GET', '/leaves/policies', admin.accessToken);
    const password = 'correct-horse-battery';
    const person = (firstName: string, lastName: string, role: string) => ({
      firstName,
      lastName,
      email: uniqueEmail(firstName.toLowerCase()),
      password,
      role,
      country: 'GB',
      timezone: 'Europe/London',
      teamId: team.id,
      leavePolicyId: policy.id,
      joinedAt: '2024-01-01',
    });
    const lead = person('Tessa', 'Lead', 'TEAM_ADMIN');
    const employee = person('Emil', 'Worker', 'EMPLOYEE');
    await call('POST', '/users', admin.accessToken, lead);
    await call('POST', '/users', admin.accessToken, employee);

    // A Monday at least a week ahead whose nine days (Monday to the Tuesday after) hold no stored holiday.
    // The year of Home's balance card: the server's today for the employee's profile (London).
    const year = Number(todayIn('Europe/London').slice(0, 4));
    const stored = new Set<string>();
    for (const y of [year, year + 1]) {
      for (const h of await call<{ date: string }[]>('GET', `/holidays/GB/${y}`, admin.accessToken))
        stored.add(h.date);
    }
    let start = addDays(iso(new Date()), 7);
    while (weekday(start) !== 1 || [...Array(9).keys()].some((i) => stored.has(addDays(start, i)))) {
      start = addDays(start, 1);
    }
    const holiday = addDays(start, 2); // the Wednesday
    const end = addDays(start, 8); // the Tuesday after the weekend
    await call('POST', '/holidays/batch', admin.accessToken, [
      { date: holiday, description: 'Founders Day', country: 'GB' },
    ]);

    // The employee: Home → Request Leave → pick Vacation and the dates → the counts → submit.
    const employeeToken = await signIn(employee.email, password);
    const emp = await newPage({ token: employeeToken });
    try {
      const page = emp.page;
      await page.goto('/');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      await page.getByRole('link', { name: 'Request Leave' }).click();
      await page.getByRole('heading', { name: 'Create Leave' }).waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Please select a valid leave type.').waitFor();

      await page.getByRole('radio', { name: /Vacation/ }).click();
      await pickDate(page, 'Start date', start);
      await page.getByRole('button', { name: 'End date' }).click();
      const popover = page.locator('[data-slot=popover-content]');
      expect(await popover.locator(`[data-day="${holiday}"] button`).isDisabled()).toBe(true);
      expect(await popover.locator(`[data-day="${addDays(start, 5)}"] button`).isDisabled()).toBe(true);
      await page.keyboard.press('Escape');
      await pickDate(page, 'End date', end);

      const count = (name: string) => page.locator(`dt:text-is("${name}") + dd`);
      await expect.poll(() => count('Total Days').textContent()).toBe('9 Days');
      expect(await count('Working Days').textContent()).toBe('6 Days');
      expect(await count('Non-Working Days').textContent()).toBe('3 Days');
      await page.getByText('Founders Day').waitFor();
      await screenshot(page, 'leaves-create');

      await page.getByRole('textbox', { name: 'Reason' }).fill('Family trip');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: 'Request Submitted' }).waitFor();
      await page.getByText('Your leave request has been created and is pending approval.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/leaves/pending');
    } finally {
      await emp.context.close();
    }

    // The team admin: /leaves lists it as pending; the modal accepts it.
    const lea = await newPage({ token: await signIn(lead.email, password) });
    try {
      const page = lea.page;
      await page.goto('/leaves');
      const row = page.getByRole('row', { name: /Emil Worker/ });
      await row.waitFor();
      expect(await row.textContent()).toContain(`${label(start)} - ${label(end)}`);
      expect(await row.textContent()).toContain('6 Days');
      expect(await page.getByRole('combobox', { name: 'Team' }).isDisabled()).toBe(true);
      await row.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Family trip').waitFor();
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await page.getByText('Request accepted successfully.', { exact: true }).waitFor();
      await page.getByText('No pending requests found.').waitFor();
    } finally {
      await lea.context.close();
    }

    // The employee again: the balance counts the six days, My Leaves and the calendar show it accepted.
    const again = await newPage({ token: employeeToken });
    try {
      const page = again.page;
      await page.goto('/');
      const card = page.getByRole('article', { name: 'Vacation balance' });
      await card.waitFor();
      const inThisYear = [...Array(9).keys()]
        .map((i) => addDays(start, i))
        .filter(
          (d) => d.startsWith(String(year)) && weekday(d) >= 1 && weekday(d) <= 5 && d !== holiday,
        ).length;
      // The spec's duration: '1 Day', 'N Days', and '0 Day' (the leave may all fall in next year).
      const used = inThisYear === 0 ? '0 Day' : inThisYear === 1 ? '1 Day' : `${inThisYear} Days`;
      expect(await card.textContent()).toContain(`Used${used}`);
      const mine = page.getByRole('row', { name: new RegExp(`${label(start)} - ${label(end)}`) });
      expect(await mine.textContent()).toContain('ACCEPTED');
      await screenshot(page, 'leaves-home');

      await page.goto('/calendar');
      await page.getByRole('heading', { name: 'Calendar' }).waitFor();
      await showCalendarMonth(page, start);
      const cell = page.locator(`[data-date="${start}"]`);
      await cell.getByTestId('leave-chip').filter({ hasText: 'Emil' }).waitFor();
      expect(
        await cell.getByTestId('leave-chip').filter({ hasText: 'Emil' }).getAttribute('data-status'),
      ).toBe('ACCEPTED');
      expect(await page.locator(`[data-date="${holiday}"]`).getAttribute('data-holiday')).toBe('true');
      expect(await page.locator(`[data-date="${addDays(start, 5)}"]`).getAttribute('data-weekend')).toBe(
        'true',
      );
      await page.locator(`[data-date="${holiday}"]`).getByRole('button').first().click();
      await page.getByRole('complementary', { name: 'Selected day' }).getByText('Founders Day').waitFor();
      await screenshot(page, 'leaves-calendar');
    } finally {
      await again.context.close();
    }
  });
});
