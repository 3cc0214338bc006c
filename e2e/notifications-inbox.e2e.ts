import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call, iso, PERSON_PASSWORD, personBody, signIn } from './api';
import { seriousViolations } from './axe';
import { closeBrowser, MOBILE, newPage, screenshot, signUpViaApi } from './browser';

afterAll(closeBrowser);

const unreadOf = async (token: string) =>
  (await call<{ unreadCount: number }>('GET', '/v1/notifications/count', token)).unreadCount;

/**
 * An organization with a team, its team admin Tessa and an employee Emil (created through the API,
 * so Tessa's welcome notification is the first she has). Answers Tessa's token once the welcome
 * e-mail went out (SENT, so unread), and a function that makes Emil ask for a day of Vacation.
 */
async function teamWithReviewer(organizationName: string) {
  const admin = await signUpViaApi(undefined, { organizationName });
  const team = await call<{ id: number }>('POST', '/teams', admin.accessToken, {
    name: `Crew ${Date.now() % 10000}`,
  });
  const [policy] = await call<{ id: number }[]>('GET', '/leaves/policies', admin.accessToken);
  const password = PERSON_PASSWORD;
  const person = (firstName: string, lastName: string, role = 'EMPLOYEE') =>
    personBody({ teamId: team.id, leavePolicyId: policy.id }, firstName, lastName, role);
  const lead = person('Tessa', 'Lead', 'TEAM_ADMIN');
  const employee = person('Emil', 'Worker', 'EMPLOYEE');
  await call('POST', '/users', admin.accessToken, lead);
  await call('POST', '/users', admin.accessToken, employee);
  const leadToken = await signIn(lead.email, password);
  await expect.poll(() => unreadOf(leadToken), { timeout: 20_000 }).toBe(1);

  const requestLeave = async () => {
    const employeeToken = await signIn(employee.email, password);
    const types = await call<{ id: number; name: string }[]>('GET', '/leaves/types', employeeToken);
    const vacation = types.find((t) => t.name === 'Vacation');
    if (!vacation) throw new Error('no Vacation type');
    const year = new Date().getUTCFullYear();
    const holidays = new Set<string>();
    for (const y of [year, year + 1]) {
      for (const h of await call<{ date: string }[]>('GET', `/holidays/GB/${y}`, admin.accessToken))
        holidays.add(h.date);
    }
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + 14);
    while ([0, 6].includes(day.getUTCDay()) || holidays.has(iso(day))) day.setUTCDate(day.getUTCDate() + 1);
    return call<{ id: number }>('POST', '/leaves', employeeToken, {
      typeId: vacation.id,
      start: iso(day),
      end: iso(day),
      reason: 'Family visit',
    });
  };
  return { leadToken, requestLeave };
}

/** The bell the viewport shows (the sidebar's, or the top bar's on a phone). */
const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
/** Its badge, found by test id: while a dialog is open the bell is hidden from the accessibility tree. */
const badgeOf = (page: Page) => page.getByTestId('unread-badge').filter({ visible: true });

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe.skipIf(!inject('baseUrl'))('notification inbox in Chromium', () => {
  it("a team admin's bell counts an employee's request; the panel opens it and marks all read; /notifications shows its HTML sandboxed", async () => {
    const { leadToken, requestLeave } = await teamWithReviewer('Bell Works');
    const { page, context } = await newPage({ token: leadToken });
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      await expect.poll(() => badgeOf(page).textContent()).toBe('1');

      // The employee asks; the bell's next poll (every 30 s) shows the reviewer's notification.
      const leave = await requestLeave();
      await expect.poll(() => badgeOf(page).textContent(), { timeout: 45_000 }).toBe('2');
      await screenshot(page, 'notifications-bell');

      await bellOf(page).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const entry = panel.getByRole('button', { name: /New leave request from Emil Worker/ });
      await entry.waitFor();
      expect(await entry.getAttribute('data-unread')).toBe('true');
      await panel.getByRole('button', { name: 'Mark all as read' }).waitFor();
      await expectNoSeriousViolations(page);
      await screenshot(page, 'notifications-panel');

      await entry.click();
      const dialog = page.getByRole('dialog', { name: 'New leave request from Emil Worker' });
      await dialog.getByText('Leave request to reviewers').waitFor();
      expect(await dialog.textContent()).toContain('Emil Worker asked for Vacation');
      await expect.poll(() => badgeOf(page).textContent()).toBe('1');
      await expectNoSeriousViolations(page);
      await screenshot(page, 'notifications-dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await bellOf(page).click();
      await panel.getByRole('button', { name: 'Mark all as read' }).click();
      await badgeOf(page).waitFor({ state: 'detached' });
      await panel.getByRole('button', { name: 'Mark all as read' }).waitFor({ state: 'detached' });
      expect(await unreadOf(leadToken)).toBe(0);
      await panel.getByRole('button', { name: 'Close' }).click();
      await panel.waitFor({ state: 'detached' });

      await page.goto('/notifications');
      const item = page.getByRole('button', { name: /New leave request from Emil Worker/ });
      await item.click();
      await page.getByRole('tab', { name: 'HTML Content' }).click();
      const frame = page.locator('iframe[title="HTML content of New leave request from Emil Worker"]');
      expect(await frame.getAttribute('sandbox')).toBe('');
      // Rendered (the page's CSP lets a srcdoc frame through), and only inside the frame.
      await page
        .frameLocator('iframe[title="HTML content of New leave request from Emil Worker"]')
        .getByText('asked for Vacation')
        .waitFor();
      expect(await page.locator('main').getByText('asked for Vacation').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Review Leave Request' }).getAttribute('href')).toBe(
        `/leaves/${leave.id}`,
      );
      await expectNoSeriousViolations(page);
      await screenshot(page, 'notifications-history');
    } finally {
      await context.close();
    }
  }, 150_000); // the bell's 30-second poll is part of what it checks

  it('the bell, its panel, the dialog and the history on a phone in dark mode', async () => {
    const { leadToken, requestLeave } = await teamWithReviewer('Dark Phones');
    await requestLeave();
    await expect.poll(() => unreadOf(leadToken), { timeout: 20_000 }).toBe(2);
    const { page, context } = await newPage({ token: leadToken, viewport: MOBILE, darkMode: true });
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      // On a phone the sidebar is hidden: the bell sits in the top bar.
      expect(await page.getByRole('navigation', { name: 'Pages' }).isVisible()).toBe(false);
      await expect.poll(() => badgeOf(page).textContent()).toBe('2');

      await bellOf(page).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const entry = panel.getByRole('button', { name: /New leave request from Emil Worker/ });
      await entry.waitFor();
      await expectNoSeriousViolations(page);
      await screenshot(page, 'notifications-panel-dark-phone');

      await entry.click();
      const dialog = page.getByRole('dialog', { name: 'New leave request from Emil Worker' });
      await dialog.getByText('Leave request to reviewers').waitFor();
      await expect.poll(() => badgeOf(page).textContent()).toBe('1');
      await expectNoSeriousViolations(page);
      await screenshot(page, 'notifications-dialog-dark-phone');
      await page.keyboard.press('Escape');

      await page.goto('/notifications');
      await page.getByRole('button', { name: /New leave request from Emil Worker/ }).click();
      await page.getByRole('tab', { name: 'HTML Content' }).click();
      await page
        .frameLocator('iframe[title="HTML content of New leave request from Emil Worker"]')
        .getByText('asked for Vacation')
        .waitFor();
      await expectNoSeriousViolations(page);
      await screenshot(page, 'notifications-history-dark-phone');
    } finally {
      await context.close();
    }
  });
});
