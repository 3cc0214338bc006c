import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { addDays, call, signIn, weekday } from './api';
import { seriousViolations } from './axe';
import {
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

interface Activated {
  typeId: number;
  name: string;
  amount: number;
  cycle: string;
  requiresApproval: boolean;
}

/**
 * Issue 29 end to end: a part-timer (four days of six hours) takes two and a half hours of a leave
 * type counted in hours and prorated by schedule, with Create Leave's From/To; an admin opens the
 * person's details and reads the breakdown: the prorated allowance, the part-time share and the
 * hours used. Light and dark, desktop and phone, with axe on each.
 */
describe.skipIf(!inject('baseUrl'))('leave in hours for a part-timer in Chromium', () => {
  it('a part-timer asks for hours with From and To; an admin sees the prorated allowance and the hours used', async () => {
    const admin = await signUpViaApi(undefined, { organizationName: 'Part Time Ltd' });
    const type = await call<{ id: number }>('POST', '/leaves/types', admin.accessToken, {
      name: 'Flexi hours',
      cycle: 'PER_YEAR',
      amount: 1,
      requiresApproval: false,
    });
    const [policy] = await call<{ id: number; name: string; activatedTypes: Activated[] }[]>(
      'GET',
      '/leaves/policies',
      admin.accessToken,
    );
    // 100 hours a year, prorated by schedule: a 24-hour week of a 40-hour one gets 60.
    await call('PUT', `/leaves/policies/${policy.id}`, admin.accessToken, {
      name: policy.name,
      activatedTypes: [
        ...policy.activatedTypes.map((t) => ({
          typeId: t.typeId,
          amount: t.amount,
          cycle: t.cycle,
          requiresApproval: t.requiresApproval,
        })),
        { typeId: type.id, amount: 100, requiresApproval: false, unit: 'HOURS', prorateBySchedule: true },
      ],
    });
    const team = await call<{ id: number }>('POST', '/teams', admin.accessToken, { name: 'Mornings' });
    const employee = {
      firstName: 'Pia',
      lastName: 'Parttime',
      email: uniqueEmail('pia'),
      password: 'correct-horse-battery',
      role: 'EMPLOYEE',
      country: 'DE',
      timezone: 'Europe/Berlin',
      teamId: team.id,
      leavePolicyId: policy.id,
      joinedAt: '2020-01-01',
    };
    const created = await call<{ id: number }>('POST', '/users', admin.accessToken, employee);
    const year = browserToday().slice(0, 4);
    await call('PUT', `/users/${created.id}/schedule`, admin.accessToken, [
      {
        effectiveFrom: `${Number(year) - 1}-01-01`,
        hours: { MONDAY: 6, TUESDAY: 6, WEDNESDAY: 6, THURSDAY: 6, FRIDAY: 0, SATURDAY: 0, SUNDAY: 0 },
      },
    ]);
    // A Tuesday at least a week ahead, in this year: a day with six scheduled hours.
    let day = addDays(browserToday(), 7);
    while (weekday(day) !== 2) day = addDays(day, 1);
    if (day.slice(0, 4) !== year) day = addDays(day, -7);
    expect(day.slice(0, 4)).toBe(year);

    // The part-timer: Create Leave with the type and the day, then From 09:00 To 11:30.
    const token = await signIn(employee.email, employee.password);
    const mine = await newPage({ token, viewport: MOBILE });
    try {
      const page = mine.page;
      await page.goto(`/leaves/create?typeId=${type.id}&start=${day}&end=${day}`);
      await page.getByRole('heading', { name: 'Create Leave' }).waitFor();
      await page.getByLabel('From', { exact: true }).selectOption('09:00');
      await page.getByLabel('To', { exact: true }).selectOption('11:30');
      const count = (name: string) => page.locator(`dt:text-is("${name}") + dd`);
      await expect.poll(() => count('Working Hours').textContent()).toBe('2.5 h');
      await screenshot(page, 'time-model-create-phone');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: 'Request Submitted' }).waitFor();
    } finally {
      await mine.context.close();
    }
    const [leave] = (
      await call<{ contents: { startTime: string; endTime: string; duration: number; unit: string }[] }>(
        'GET',
        `/leaves?userId=${created.id}`,
        admin.accessToken,
      )
    ).contents;
    expect(leave).toMatchObject({ startTime: '09:00', endTime: '11:30', duration: 2.5, unit: 'HOURS' });

    // The admin: the person's details, the type's breakdown.
    for (const dark of [false, true])
      for (const viewport of [DESKTOP, MOBILE]) {
        const name = `time-model-${dark ? 'dark' : 'light'}-${viewport.width}`;
        const { page, context } = await newPage({
          token: admin.accessToken,
          darkMode: dark,
          colorScheme: dark ? 'dark' : 'light',
          viewport,
        });
        try {
          await page.goto(`/users/${created.id}/`);
          await page.getByRole('heading', { name: 'Pia Parttime' }).waitFor();
          const card = page.getByRole('article', { name: 'Flexi hours balance' });
          await expect.poll(() => card.textContent()).toContain('57.5 h');
          await card.getByRole('button', { name: 'Flexi hours: balance details' }).click();
          const dialog = page.getByRole('dialog', { name: 'Flexi hours balance' });
          const line = (id: string) => dialog.getByTestId(id);
          await expect.poll(() => line('breakdown-allowance').textContent()).toContain('60 h');
          expect(await line('breakdown-schedule-share').textContent()).toContain('60 %');
          expect(await dialog.textContent()).toContain('2.5 h');
          await check(page, name);
        } finally {
          await context.close();
        }
      }
  });
});

async function check(page: Page, name: string) {
  await screenshot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
}
