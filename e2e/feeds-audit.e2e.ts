import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callExpecting as call } from './api';
import { seriousViolations } from './axe';
import {
  type Account,
  baseUrl,
  closeBrowser,
  DESKTOP,
  MOBILE,
  newPage,
  screenshot,
  signUpViaApi,
  uniqueEmail,
} from './browser';

afterAll(closeBrowser);

/** The first Monday at least three weeks ahead, as YYYY-MM-DD. */
function aMondayAhead(): string {
  const date = new Date(Date.now() + 21 * 86_400_000);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.skipIf(!inject('baseUrl'))('calendar feeds and the audit trail in Chromium', () => {
  let admin: Account;
  let employee: { token: string; id: number; email: string };

  beforeAll(async () => {
    admin = await signUpViaApi(undefined, { organizationName: 'Feeds Audit' });
    const me = await call<{ team: { id: number }; leavePolicy: { id: number } }>(
      admin.accessToken,
      'GET',
      '/users/mine',
    );
    const email = uniqueEmail('feeds');
    const created = await call<{ id: number }>(
      admin.accessToken,
      'POST',
      '/users',
      {
        email,
        password: 'correct-horse-battery',
        firstName: 'Bartholomew',
        lastName: 'Featherstonehaughs',
        phone: '+44 20 7946 0958',
        role: 'EMPLOYEE',
        country: 'GB',
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
    employee = {
      token: ((await login.json()) as { accessToken: string }).accessToken,
      id: created.id,
      email,
    };
  });

  it('lets a person copy their feed URL from the profile, and the feed has the leave just accepted', async () => {
    const types = await call<{ id: number; name: string }[]>(employee.token, 'GET', '/leaves/types');
    const vacation = types.find((type) => type.name === 'Vacation')!;
    const start = aMondayAhead();
    const leave = await call<{ id: number; status: string }>(
      employee.token,
      'POST',
      '/leaves',
      { typeId: vacation.id, start, end: start, reason: 'Dentist, then the seaside' },
      201,
    );
    expect(leave.status).toBe('PENDING');
    await call(admin.accessToken, 'PUT', `/leaves/${leave.id}`, { status: 'ACCEPTED' });

    const { page, context } = await newPage({ token: employee.token });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
      await page.goto('/profile');
      const field = page.getByLabel('My leaves', { exact: true });
      await field.waitFor();
      await page.getByRole('button', { name: 'Copy the My leaves link' }).click();
      await page.getByText('Link copied', { exact: true }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await field.inputValue());
      expect(copied).toMatch(new RegExp(`^${baseUrl()}/api/feeds/\\d+\\.[A-Za-z0-9_-]{43}\\.ics$`));

      // A calendar app subscribes: no session, only the URL.
      const res = await fetch(copied);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await res.text()));
      const event = calendar
        .getAllSubcomponents('vevent')
        .find((e) => String(e.getFirstPropertyValue('uid')).startsWith(`leave-${leave.id}@`));
      expect(event, 'the accepted leave is in the feed').toBeDefined();
      expect(event!.getFirstPropertyValue('status')).toBe('CONFIRMED');
      expect(event!.getFirstPropertyValue('summary')).toBe('🏖️ Vacation');
      expect(event!.getFirstPropertyValue('description')).toBe('Dentist, then the seaside');
      expect(String(event!.getFirstPropertyValue('dtstart'))).toBe(start);

      // Regenerating, confirmed in the dialog, ends the copied URL.
      await page.getByRole('button', { name: 'Regenerate links' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate' }).click();
      await page.getByText('New calendar links are ready', { exact: true }).waitFor();
      await expect.poll(() => field.inputValue()).not.toBe(copied);
      expect((await fetch(copied)).status).toBe(404);
      expect((await fetch(await field.inputValue())).status).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('shows the profile feeds and the audit trail in light and dark, on desktop and a phone, without axe violations', async () => {
    // Changes for the audit trail: a team, a rename, the organization's settings, a person's role.
    const team = await call<{ id: number }>(
      admin.accessToken,
      'POST',
      '/teams',
      { name: 'Night Shift' },
      201,
    );
    await call(admin.accessToken, 'PUT', `/teams/${team.id}`, { name: 'Early Birds' });
    const org = await call<Record<string, unknown>>(admin.accessToken, 'GET', '/organizations/default');
    const { id: _, ...settings } = org;
    await call(admin.accessToken, 'PUT', '/organizations/default', {
      ...settings,
      workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'],
      metadata: {
        slackWebhookUrl: 'https://hooks.slack.com/services/T000/B000/E2ESECRET',
        organizationFeedForEveryone: true,
      },
    });
    await call(admin.accessToken, 'PATCH', `/users/${employee.id}`, { role: 'TEAM_ADMIN', teamId: team.id });

    for (const viewport of [DESKTOP, MOBILE]) {
      for (const dark of [false, true]) {
        const name = `${viewport === MOBILE ? 'mobile' : 'desktop'}-${dark ? 'dark' : 'light'}`;
        const { page, context } = await newPage({ token: admin.accessToken, viewport, darkMode: dark });
        try {
          await page.goto('/organization/audit');
          await page.getByTestId('audit-entry').first().waitFor();
          await page.getByText('Early Birds').first().waitFor();
          const text = await page.locator('main').innerText();
          expect(text).not.toContain('E2ESECRET');
          expect(text).toContain('Featherstonehaugh');
          expect(await noOverflow(page)).toBeLessThanOrEqual(0);
          expect(await seriousViolations(page), `audit ${name}`).toEqual([]);
          await screenshot(page, `audit-${name}`);

          await page.goto('/profile');
          await page.getByLabel('Whole organization', { exact: true }).waitFor();
          expect(await noOverflow(page)).toBeLessThanOrEqual(0);
          expect(await seriousViolations(page), `profile ${name}`).toEqual([]);
          await screenshot(page, `profile-feeds-${name}`);
        } finally {
          await context.close();
        }
      }
    }

    // Filters in the address: the organization's changes only.
    const { page, context } = await newPage({ token: admin.accessToken, viewport: MOBILE });
    try {
      await page.goto('/organization/audit?kind=ORGANIZATION_UPDATED');
      await page.getByTestId('audit-entry').first().waitFor();
      expect(await page.getByTestId('audit-entry').count()).toBe(1);
      await page.getByText('Slack webhook URL').waitFor();
      await screenshot(page, 'audit-filtered-mobile');
      await page.goto('/organization/audit?kind=TEAM_DELETED');
      await page.getByText('No changes match these filters.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'audit-empty-mobile');
    } finally {
      await context.close();
    }
  });
});
