import type { Balance, Leave } from '@leavedesk/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, call, iso, label, pickDate, showCalendarMonth, signIn, weekday } from './api';
import { type AxeViolation, seriousViolations } from './axe';
import {
  closeBrowser,
  DESKTOP,
  MOBILE,
  newPage,
  screenshot,
  signUpViaApi,
  uniqueEmail,
  type Viewport,
} from './browser';

afterAll(closeBrowser);

/** 'Thursday, 4 Jun 2026', as the calendar's side panel names a day. */
const panelDate = (date: string) =>
  `${new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' })}, ${label(date)}`;

const PASSWORD = 'correct-horse-battery';

interface World {
  admin: string;
  lead: string;
  requester: { token: string; email: string };
  newcomer: { token: string; id: number; joinedAt: string };
  leave: Leave;
  monday: string;
  thursday: string;
  /** Two free working days (a Monday and Tuesday) after Rhea's week. */
  free: { start: string; end: string };
  holiday: string;
  year: number;
}

/**
 * An organization with a team: its admin, a team admin, Rhea who asks for Monday to Friday of a
 * week with a holiday on its Wednesday, Mo away on its Thursday, and Nova who joins on 1 November.
 */
async function setUp(): Promise<World> {
  const admin = await signUpViaApi(undefined, { organizationName: 'Context Works' });
  const team = await call<{ id: number }>('POST', '/teams', admin.accessToken, {
    name: `Crew ${Date.now() % 10000}`,
  });
  const [policy] = await call<{ id: number }[]>('GET', '/leaves/policies', admin.accessToken);
  const year = new Date().getUTCFullYear();
  const person = async (firstName: string, role: string, joinedAt = '2024-01-01') => {
    const email = uniqueEmail(firstName.toLowerCase());
    const user = await call<{ id: number }>('POST', '/users', admin.accessToken, {
      firstName,
      lastName: 'Person',
      email,
      password: PASSWORD,
      role,
      country: 'GB',
      timezone: 'Europe/London',
      teamId: team.id,
      leavePolicyId: policy.id,
      joinedAt,
    });
    return { id: user.id, email, token: await signIn(email, PASSWORD), joinedAt };
  };
  const lead = await person('Tessa', 'TEAM_ADMIN');
  const requester = await person('Rhea', 'EMPLOYEE');
  const mate = await person('Mo', 'EMPLOYEE');
  const newcomer = await person('Nova', 'EMPLOYEE', `${year}-11-01`);

  // A Monday two weeks ahead or more, its week in one year and free of stored holidays.
  const stored = new Set<string>();
  for (const y of [year, year + 1])
    for (const h of await call<{ date: string }[]>('GET', `/holidays/GB/${y}`, admin.accessToken))
      stored.add(h.date);
  let monday = addDays(iso(new Date()), 14);
  while (
    weekday(monday) !== 1 ||
    monday.slice(0, 4) !== addDays(monday, 4).slice(0, 4) ||
    [...Array(5).keys()].some((i) => stored.has(addDays(monday, i)))
  )
    monday = addDays(monday, 1);
  const holiday = addDays(monday, 2);
  const thursday = addDays(monday, 3);
  let free = addDays(monday, 7);
  while (stored.has(free) || stored.has(addDays(free, 1))) free = addDays(free, 7);
  await call('POST', '/holidays/batch', admin.accessToken, [
    { date: holiday, description: 'Founders Day', country: 'GB' },
  ]);
  const types = await call<Balance[]>('GET', '/leaves/mine/balance', requester.token);
  const typeId = (name: string) => types.find((b) => b.activatedType.name === name)?.activatedType.typeId;
  const leave = await call<Leave>('POST', '/leaves', requester.token, {
    typeId: typeId('Vacation'),
    start: monday,
    end: addDays(monday, 4),
    reason: 'Family wedding',
  });
  await call('POST', '/leaves', mate.token, { typeId: typeId('Sick leave'), start: thursday, end: thursday });
  return {
    admin: admin.accessToken,
    lead: lead.token,
    requester,
    newcomer,
    leave,
    monday,
    thursday,
    free: { start: free, end: addDays(free, 1) },
    holiday,
    year: Number(monday.slice(0, 4)),
  };
}

const COMBOS: { name: string; dark: boolean; viewport: Viewport }[] = [
  { name: 'light-desktop', dark: false, viewport: DESKTOP },
  { name: 'dark-desktop', dark: true, viewport: DESKTOP },
  { name: 'light-mobile', dark: false, viewport: MOBILE },
  { name: 'dark-mobile', dark: true, viewport: MOBILE },
];

/** Screenshots a screen and notes its serious axe violations under its name (none expected). */
async function look(page: Page, name: string, found: Record<string, AxeViolation[]>) {
  await screenshot(page, name);
  const violations = await seriousViolations(page);
  if (violations.length > 0) found[name] = violations;
}

/**
 * The open picker's days of the neighbouring months are quieter by colour, never by opacity, which
 * would take them under the contrast bar where axe cannot tell (decision 0014).
 */
async function expectOutsideDaysDimmedByColour(page: Page) {
  const popover = page.locator('[data-slot=popover-content]');
  const plain = ':not([data-disabled]):not([data-selected]):not([data-today])';
  const outside = popover.locator(`[data-outside]${plain}`);
  const inMonth = popover.locator(`[data-day]:not([data-outside])${plain}`);
  // A month from Sunday to Saturday (February of some years) shows no other month's days, and on a
  // month's last day its own days are all past (disabled) or today: then the next month has both.
  for (let i = 0; i < 3 && ((await outside.count()) === 0 || (await inMonth.count()) === 0); i++)
    await popover.getByRole('button', { name: 'Next month' }).click();
  const style = (day: typeof outside) =>
    day
      .first()
      .evaluate((el) => ({ colour: getComputedStyle(el).color, opacity: getComputedStyle(el).opacity }));
  const quiet = await style(outside);
  expect(quiet.opacity).toBe('1');
  expect(quiet.colour).not.toBe((await style(inMonth)).colour);
}

describe.skipIf(!inject('baseUrl'))('information a user decides with, in Chromium', () => {
  let world: World;
  beforeAll(async () => {
    world = await setUp();
  });

  it('keeps the calendar’s side panel on the selected day, with its leaves, after moving to other months', async () => {
    const { page, context } = await newPage({ token: world.requester.token });
    try {
      await page.goto('/calendar');
      await showCalendarMonth(page, world.thursday);
      await page.locator(`[data-date="${world.thursday}"]`).getByRole('button').first().click();
      const panel = page.getByRole('complementary', { name: 'Selected day' });
      await panel.getByText('2 away').waitFor();
      await page.getByRole('button', { name: 'Next month' }).click();
      await page.getByRole('button', { name: 'Next month' }).click();
      await page.locator(`[data-date="${addDays(world.thursday, 70)}"]`).waitFor();
      expect(await panel.getByRole('heading').textContent()).toBe(panelDate(world.thursday));
      await panel.getByText('2 away').waitFor();
      await panel.getByText('Mo Person').waitFor();
      await panel.getByText('Rhea Person').waitFor();
      expect(await panel.getByText('Nobody is away').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows a reviewer the requester’s balance before and after, who else is away, and the holiday', async () => {
    const { page, context } = await newPage({ token: world.lead });
    try {
      await page.goto('/leaves');
      await page.getByRole('button', { name: 'Review' }).first().click();
      const dialog = page.getByRole('dialog');
      const balance = dialog.getByRole('listitem', { name: `Vacation ${world.year}` });
      await balance.waitFor();
      const line = (label: string) => balance.locator(`dt:text-is("${label}") + dd`);
      // 20 days; this request's 4 working days (the Wednesday is a holiday) are pending.
      expect(await line('Left before this request').textContent()).toBe('20 Days');
      expect(await line('This request').textContent()).toBe('4 Days');
      expect(await line('Left after this request').textContent()).toBe('16 Days');
      const conflicts = dialog.getByRole('region', { name: 'Conflicts' });
      expect(await conflicts.getByRole('heading').textContent()).toContain('1 Conflicting Leave');
      await conflicts.getByText('Mo Person').waitFor();
      await dialog
        .getByRole('region', { name: 'Holidays in these dates' })
        .getByText('Founders Day')
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows Create Leave’s balance of the chosen type and after the request, its counts each on one line at 390, 768 and 1280 px', async () => {
    for (const width of [390, 768, 1280]) {
      const { page, context } = await newPage({
        token: world.requester.token,
        viewport: { width, height: 900 },
      });
      try {
        await page.goto('/leaves/create');
        await page.getByRole('radio', { name: /Vacation/ }).click();
        const current = await call<Balance[]>('GET', '/leaves/mine/balance', world.requester.token);
        const vacation = current.find((b) => b.activatedType.name === 'Vacation');
        await page
          .getByTestId('current-balance')
          .getByText(`${vacation?.remainingAmount} Days left of 20 Days`, { exact: false })
          .waitFor();
        const summary = page.getByRole('complementary', { name: 'Summary' });
        for (const label of ['Total Days', 'Working Days', 'Non-Working Days']) {
          const dt = summary.locator(`dt:text-is("${label}")`);
          const lineHeight = await dt.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
          expect((await dt.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
        }
        const rights = await summary
          .locator('dl dd')
          .evaluateAll((dds) => dds.slice(0, 3).map((dd) => Math.round(dd.getBoundingClientRect().right)));
        expect(new Set(rights).size).toBe(1);

        await pickDate(page, 'Start date', world.free.start);
        await pickDate(page, 'End date', world.free.end);
        const period = summary.getByRole('listitem', { name: `Vacation ${world.free.start.slice(0, 4)}` });
        const line = (label: string) => period.locator(`dt:text-is("${label}") + dd`);
        expect(await line('This request').textContent()).toBe('2 Days');
        const before = Number.parseInt((await line('Left before this request').textContent()) ?? '', 10);
        expect(await line('Left after this request').textContent()).toBe(`${before - 2} Days`);
        await screenshot(page, `create-leave-summary-${width}`);
      } finally {
        await context.close();
      }
    }
  });

  it('explains a prorated allowance on Home, and on the person’s page to an admin', async () => {
    const start = new Date(`${world.newcomer.joinedAt}T00:00:00Z`);
    const y = start.getUTCFullYear();
    const daysInYear = (Date.UTC(y + 1, 0, 1) - Date.UTC(y, 0, 1)) / 86_400_000;
    // 1 November to 31 December is 61 of the year's days.
    const share = Math.round((20 * 61) / daysInYear);
    const mine = await newPage({ token: world.newcomer.token });
    try {
      await mine.page.goto('/');
      const card = mine.page.getByRole('article', { name: 'Vacation balance' });
      await card
        .getByText(`Prorated from your start date, 1 Nov ${start.getUTCFullYear()}: ${share} of 20 days`)
        .waitFor();
    } finally {
      await mine.context.close();
    }
    const theirs = await newPage({ token: world.admin });
    try {
      await theirs.page.goto(`/users/${world.newcomer.id}`);
      await theirs.page
        .getByRole('article', { name: 'Vacation balance' })
        .getByText(`Prorated from their start date, 1 Nov ${start.getUTCFullYear()}`, { exact: false })
        .waitFor();
    } finally {
      await theirs.context.close();
    }
  });

  it('says the session has expired after a revoked token, and nothing after a deliberate sign-out', async () => {
    const email = uniqueEmail('sam');
    await call('POST', '/users', world.admin, {
      firstName: 'Sam',
      lastName: 'Person',
      email,
      password: PASSWORD,
      role: 'EMPLOYEE',
      country: 'GB',
      teamId: (await call<{ team: { id: number } }>('GET', '/users/mine', world.lead)).team.id,
      leavePolicyId: (await call<{ id: number }[]>('GET', '/leaves/policies', world.admin))[0].id,
      joinedAt: '2024-01-01',
    });
    const token = await signIn(email, PASSWORD);
    const { page, context } = await newPage({ token });
    try {
      await page.goto('/calendar');
      await page.getByRole('heading', { name: 'Calendar' }).waitFor();
      // A password change elsewhere revokes every token issued before it.
      await call('PATCH', '/users/mine/password', token, {
        currentPassword: PASSWORD,
        newPassword: `${PASSWORD}-2`,
      });
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await page.getByRole('status').getByText('Your session has expired. Please sign in again.').waitFor();
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/calendar');
      const found: Record<string, AxeViolation[]> = {};
      await look(page, 'signin-session-expired', found);
      expect(found).toEqual({});

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(`${PASSWORD}-2`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Calendar' }).waitFor();
      await page.getByTestId('profile-menu').click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      expect(await page.getByText('Your session has expired. Please sign in again.').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('reaches the user guide from the Settings tile', async () => {
    const { page, context } = await newPage({ token: world.requester.token });
    try {
      await page.goto('/settings');
      await page.getByRole('link', { name: /Guide/ }).click();
      await page.getByRole('heading', { name: 'Guide', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/guide');
      await page.getByRole('link', { name: '4. Review leave requests' }).click();
      expect(new URL(page.url()).hash).toBe('#review');
    } finally {
      await context.close();
    }
  });

  for (const combo of COMBOS) {
    it(`shows the changed screens without serious axe violations (${combo.name})`, async () => {
      const options = {
        darkMode: combo.dark,
        colorScheme: combo.dark ? ('dark' as const) : ('light' as const),
        viewport: combo.viewport,
      };
      // Every screen is looked at before judging, so one screen's violation hides no other's.
      const found: Record<string, AxeViolation[]> = {};
      const lead = await newPage({ ...options, token: world.lead });
      try {
        const { page } = lead;
        await page.goto('/leaves');
        await page.getByRole('button', { name: 'Review' }).first().click();
        await page
          .getByRole('dialog')
          .getByRole('listitem', { name: `Vacation ${world.year}` })
          .waitFor();
        await look(page, `review-dialog-${combo.name}`, found);
        await page.keyboard.press('Escape');

        await page.goto(`/leaves/${world.leave.id}`);
        await page.getByRole('region', { name: 'Holidays in these dates' }).waitFor();
        await look(page, `leave-page-${combo.name}`, found);

        await page.goto('/calendar');
        await showCalendarMonth(page, world.thursday);
        await page.locator(`[data-date="${world.thursday}"]`).getByRole('button').first().click();
        await page.getByRole('complementary', { name: 'Selected day' }).getByText('2 away').waitFor();
        await look(page, `calendar-${combo.name}`, found);

        await page.goto('/settings');
        await page.getByRole('link', { name: /Guide/ }).waitFor();
        await look(page, `settings-${combo.name}`, found);
        await page.goto('/guide');
        await page.getByRole('heading', { name: 'Guide', level: 1 }).waitFor();
        await look(page, `guide-${combo.name}`, found);
      } finally {
        await lead.context.close();
      }

      const requester = await newPage({ ...options, token: world.requester.token });
      try {
        const { page } = requester;
        await page.goto('/leaves/create');
        await page.getByRole('radio', { name: /Vacation/ }).click();
        await page.getByTestId('current-balance').waitFor();
        await page.getByRole('button', { name: 'Start date' }).click();
        await page.locator('[data-slot=popover-content] [role=grid]').waitFor();
        await look(page, `create-leave-picker-${combo.name}`, found);
        await expectOutsideDaysDimmedByColour(page);
        await page.keyboard.press('Escape');
        await look(page, `create-leave-${combo.name}`, found);
      } finally {
        await requester.context.close();
      }

      const newcomer = await newPage({ ...options, token: world.newcomer.token });
      try {
        await newcomer.page.goto('/');
        await newcomer.page.getByTestId('allowance-note').first().waitFor();
        await look(newcomer.page, `home-prorated-${combo.name}`, found);
      } finally {
        await newcomer.context.close();
      }

      const admin = await newPage({ ...options, token: world.admin });
      try {
        const { page } = admin;
        await page.goto(`/users/${world.newcomer.id}`);
        await page.getByTestId('allowance-note').first().waitFor();
        await look(page, `user-details-prorated-${combo.name}`, found);
        await page.goto(`/users/${world.newcomer.id}/update`);
        await page.getByLabel('Start Date').click();
        await page.getByRole('combobox', { name: 'Choose the Year' }).waitFor();
        await look(page, `user-update-start-date-${combo.name}`, found);
      } finally {
        await admin.context.close();
      }

      // A token the server refuses: sign-in says the session has expired.
      const expired = await newPage({ ...options, token: 'a-token-the-server-refuses' });
      try {
        await expired.page.goto('/');
        await expired.page.getByText('Your session has expired. Please sign in again.').waitFor();
        await look(expired.page, `signin-session-expired-${combo.name}`, found);
      } finally {
        await expired.context.close();
      }
      expect(found).toEqual({});
    });
  }
});
