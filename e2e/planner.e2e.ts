import { afterAll, describe, expect, inject, it } from 'vitest';
import { addDays, call, signIn, weekday } from './api';
import { closeBrowser, MOBILE, newPage, screenshot, signUpViaApi, uniqueEmail } from './browser';

afterAll(closeBrowser);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'D MMM YYYY', as the web app writes dates. */
const shown = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

describe.skipIf(!inject('baseUrl'))('Plan your year in Chromium', () => {
  it("an employee opens the planner from Home, requests the Thursday holiday's bridge, and it leaves the plan", async () => {
    const admin = await signUpViaApi(undefined, { organizationName: 'Bridges Ltd' });
    const [policy] = await call<{ id: number }[]>('GET', '/leaves/policies', admin.accessToken);
    const team = await call<{ id: number }>('POST', '/teams', admin.accessToken, { name: 'Planners' });
    const employee = {
      firstName: 'Bea',
      lastName: 'Bridge',
      email: uniqueEmail('bea'),
      password: 'correct-horse-battery',
      role: 'EMPLOYEE',
      country: 'GB',
      timezone: 'Europe/London',
      teamId: team.id,
      leavePolicyId: policy?.id,
      joinedAt: '2024-01-01',
    };
    await call('POST', '/users', admin.accessToken, employee);
    // A Thursday holiday in May next year: Thursday to Sunday off for the Friday.
    const next = new Date().getUTCFullYear() + 1;
    let thursday = `${next}-05-01`;
    while (weekday(thursday) !== 4) thursday = addDays(thursday, 1);
    await call('POST', '/holidays/batch', admin.accessToken, [
      { date: thursday, description: 'Bridge Day', country: 'GB' },
    ]);
    const sunday = addDays(thursday, 3);
    const dates = `${shown(thursday)} – ${shown(sunday)}`;

    const token = await signIn(employee.email, employee.password);
    const { page, context } = await newPage({ token, viewport: MOBILE });
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Plan your year' }).click();
      await page.getByRole('heading', { name: 'Plan your year' }).waitFor();
      await page.getByRole('combobox', { name: 'Year' }).click();
      await page.getByRole('option', { name: String(next) }).click();
      const bridge = page.getByTestId('plan-suggestion').filter({ hasText: dates });
      await expect.poll(() => bridge.textContent()).toContain('1 day of leave → 4 days off');
      await screenshot(page, 'planner-phone');

      await bridge.getByRole('link', { name: 'Request these days' }).click();
      await page.getByRole('heading', { name: 'Create Leave' }).waitFor();
      const count = (name: string) => page.locator(`dt:text-is("${name}") + dd`);
      await expect.poll(() => count('Working Days').textContent()).toBe('1 Day');
      expect(await count('Total Days').textContent()).toBe('4 Days');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: 'Request Submitted' }).waitFor();

      // The requested stretch is no longer suggested: the plan never overlaps a pending leave.
      await page.goto(`/leaves/plan?year=${next}`);
      await page.getByTestId('plan-suggestion').first().waitFor();
      expect(await page.getByTestId('plan-suggestion').filter({ hasText: dates }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
