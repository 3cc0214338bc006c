import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { showCalendarMonth } from './api';
import { seriousViolations } from './axe';
import { baseUrl, closeBrowser, DESKTOP, MOBILE, newPage, screenshot, signUpViaApi } from './browser';

afterAll(closeBrowser);

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** A Wednesday five to six weeks ahead: a working day in the future (holidays are skipped below). */
function aWednesdayAhead(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 35);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const NAMES = ['Grace', 'Alan', 'Linus', 'Margaret', 'Edsger', 'Barbara'];

/**
 * An organization with six people away on one day: the grid shows three chips and '+3 more...',
 * which loads the day's list; selecting the day shows all six in the side panel.
 */
describe.skipIf(!inject('baseUrl'))('the calendar grid in Chromium', () => {
  let admin: string;
  let day: string;
  beforeAll(async () => {
    const account = await signUpViaApi(baseUrl(), { organizationName: 'Grid Works' });
    admin = account.accessToken;
    const [team] = await api<{ id: number }[]>(admin, 'GET', '/teams');
    const policies = await api<{ id: number; isDefault: boolean }[]>(admin, 'GET', '/leaves/policies');
    const policy = policies.find((p) => p.isDefault) ?? policies[0];
    day = aWednesdayAhead();
    const holidays = await api<{ date: string }[]>(admin, 'GET', `/holidays/GB/${day.slice(0, 4)}`);
    while (holidays.some((h) => h.date === day)) {
      const d = new Date(`${day}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 7);
      day = d.toISOString().slice(0, 10);
    }
    const types = await api<{ activatedType: { typeId: number; name: string } }[]>(
      admin,
      'GET',
      '/leaves/mine/balance',
    );
    const vacation = types.find((b) => b.activatedType.name === 'Vacation')?.activatedType.typeId;
    for (const [i, firstName] of NAMES.entries()) {
      const email = `grid-${i}-${Date.now()}@example.com`;
      await api(admin, 'POST', '/users', {
        email,
        password: 'correct-horse-battery',
        firstName,
        lastName: 'Person',
        role: 'EMPLOYEE',
        country: 'GB',
        teamId: team.id,
        leavePolicyId: policy.id,
        joinedAt: '2020-01-01',
      });
      const login = await api<{ accessToken: string }>('', 'POST', '/auth/login', {
        email,
        password: 'correct-horse-battery',
      });
      const leave = await api<{ id: number }>(login.accessToken, 'POST', '/leaves', {
        typeId: vacation,
        start: day,
        end: day,
      });
      if (i % 2 === 0) await api(admin, 'PUT', `/leaves/${leave.id}`, { status: 'ACCEPTED' });
    }
  });

  async function openDay(page: Page) {
    await page.goto('/calendar');
    await showCalendarMonth(page, day, 3);
    return page.locator(`[data-date="${day}"]`);
  }

  for (const combo of [
    { name: 'light-desktop', dark: false, viewport: DESKTOP },
    { name: 'dark-desktop', dark: true, viewport: DESKTOP },
    { name: 'light-mobile', dark: false, viewport: MOBILE },
    { name: 'dark-mobile', dark: true, viewport: MOBILE },
  ])
    it(`shows three chips and '+3 more...' loading the whole day, and the day in the panel (${combo.name})`, async () => {
      const { page, context } = await newPage({
        token: admin,
        darkMode: combo.dark,
        viewport: combo.viewport,
      });
      try {
        const cell = await openDay(page);
        await cell.getByRole('button', { name: /, 6 on leave$/ }).waitFor();
        if (combo.viewport === DESKTOP) {
          await cell.getByTestId('leave-chip').first().waitFor();
          expect(await cell.getByTestId('leave-chip').count()).toBe(3);
          await cell.getByRole('button', { name: '+3 more...' }).click();
          const list = page.getByTestId('more-leaves');
          await list.getByTestId('leave-chip').nth(5).waitFor();
          expect(await list.getByTestId('leave-chip').count()).toBe(6);
          expect(await page.getByText('6 leaves', { exact: true }).count()).toBe(1);
          await screenshot(page, `calendar-grid-more-${combo.name}`);
          await page.keyboard.press('Escape');
        }
        await cell.getByRole('button').first().click();
        const panel = page.getByRole('complementary', { name: 'Selected day' });
        await panel.getByText('6 away').waitFor();
        for (const name of NAMES) await panel.getByText(`${name} Person`).waitFor();
        await screenshot(page, `calendar-grid-${combo.name}`);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
});
