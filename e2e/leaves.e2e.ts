import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  addDays,
  call,
  iso,
  label,
  PERSON_PASSWORD,
  personBody,
  pickDate,
  showCalendarMonth,
  signIn,
  weekday,
} from './api';
import { seriousViolations } from './axe';
import {
  closeBrowser,
  DESKTOP,
  MOBILE,
  newPage,
  screenshot,
  signUpViaApi,
  todayIn,
  uniqueEmail,
} from './browser';

afterAll(closeBrowser);

describe.skipIf(!inject('baseUrl'))('leave requests in Chromium', () => {
  it('an employee requests a leave across a holiday and a weekend, their team admin accepts it, and Home and the calendar show it', async () => {
    const admin = await signUpViaApi(undefined, { organizationName: 'Leave Works' });
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

  it('an organization admin accepts several requests at once, one decided meanwhile, and rejects one with a reason the requester reads on Home', async () => {
    const admin = await signUpViaApi(undefined, { organizationName: 'Queue Works' });
    const team = await call<{ id: number }>('POST', '/teams', admin.accessToken, {
      name: `Queue ${Date.now() % 10000}`,
    });
    const [policy] = await call<{ id: number }[]>('GET', '/leaves/policies', admin.accessToken);
    const types = await call<{ id: number; name: string }[]>('GET', '/leaves/types', admin.accessToken);
    const vacation = types.find((t) => t.name === 'Vacation')!;
    const password = PERSON_PASSWORD;
    // Rhea's request starts today (the server refuses a start in the past) and is still pending: it
    // leads the queue, marked Started (the page's today, Berlin's, is London's or the day after).
    const names = ['Nora', 'Omar', 'Pia', 'Quinn', 'Rhea'];
    const people = names.map((firstName) => ({
      firstName,
      lastName: 'Asker',
      email: uniqueEmail(firstName.toLowerCase()),
      password,
      role: 'EMPLOYEE',
      country: 'GB',
      timezone: 'Europe/London',
      teamId: team.id,
      leavePolicyId: policy.id,
      joinedAt: '2024-01-01',
    }));
    for (const p of people) await call('POST', '/users', admin.accessToken, p);

    // One working day each, a week apart, none a stored holiday: Nora's is the soonest.
    const stored = new Set<string>();
    const year = Number(todayIn('Europe/London').slice(0, 4));
    for (const y of [year - 1, year, year + 1]) {
      for (const h of await call<{ date: string }[]>('GET', `/holidays/GB/${y}`, admin.accessToken))
        stored.add(h.date);
    }
    const days: string[] = [];
    let day = addDays(iso(new Date()), 7);
    while (days.length < names.length - 1) {
      if (weekday(day) >= 1 && weekday(day) <= 5 && !stored.has(day)) {
        days.push(day);
        day = addDays(day, 7);
      } else day = addDays(day, 1);
    }
    days.push(todayIn('Europe/London'));
    const tokens: string[] = [];
    const ids: number[] = [];
    for (const [i, p] of people.entries()) {
      tokens.push(await signIn(p.email, password));
      const leave = await call<{ id: number }>('POST', '/leaves', tokens[i], {
        typeId: vacation.id,
        start: days[i],
        // Rhea's week from today holds working days whatever today is.
        end: names[i] === 'Rhea' ? addDays(days[i], 6) : days[i],
      });
      ids.push(leave.id);
    }
    const rowOf = (page: import('playwright-core').Page, i: number) =>
      page.getByRole('row', { name: new RegExp(`${names[i]} Asker`) });

    // The queue, the confirmation and the reject dialog in both themes, wide and on a phone: axe finds nothing serious.
    for (const [viewport, size] of [
      [DESKTOP, '1440'],
      [MOBILE, '390'],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const look = await newPage({
          token: admin.accessToken,
          viewport: size === '1440' ? { width: 1440, height: 900 } : viewport,
          darkMode: theme === 'dark',
          colorScheme: theme,
        });
        try {
          const page = look.page;
          await page.goto('/leaves');
          await page.getByRole('checkbox', { name: 'Select Nora Asker’s request' }).waitFor();
          for (const n of names.slice(0, 3))
            await page.getByRole('checkbox', { name: `Select ${n} Asker’s request` }).click();
          await page.getByText('3 selected').waitFor();
          expect(await seriousViolations(page)).toEqual([]);
          await screenshot(page, `leaves-queue-selected-${size}-${theme}`);
          await page.getByRole('button', { name: 'Accept selected' }).click();
          await page.getByRole('alertdialog', { name: 'Accept 3 requests' }).waitFor();
          expect(await seriousViolations(page)).toEqual([]);
          await screenshot(page, `leaves-queue-confirm-${size}-${theme}`);
          await page.getByRole('button', { name: 'No' }).click();
          await page.getByRole('alertdialog').waitFor({ state: 'detached' });
          await page.goto(`/leaves/${ids[3]}`);
          await page.getByRole('button', { name: 'Reject' }).click();
          await page.getByRole('alertdialog', { name: 'Reject request' }).waitFor();
          expect(await seriousViolations(page)).toEqual([]);
          await screenshot(page, `leaves-reject-${size}-${theme}`);
        } finally {
          await look.context.close();
        }
      }
    }

    const rev = await newPage({ token: admin.accessToken, viewport: { width: 1440, height: 900 } });
    try {
      const page = rev.page;
      await page.goto('/leaves');
      await rowOf(page, 0).waitFor();
      // Soonest start first.
      const order = await page.getByRole('row').allTextContents();
      expect(names.map((n) => order.findIndex((t) => t.includes(`${n} Asker`)))).toEqual([2, 3, 4, 5, 1]);
      expect(await rowOf(page, 4).textContent()).toContain('Started');
      expect(await rowOf(page, 0).textContent()).not.toContain('Started');
      expect(await page.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe(
        'ascending',
      );
      for (const n of names.slice(0, 3))
        await page.getByRole('checkbox', { name: `Select ${n} Asker’s request` }).click();
      await page.getByRole('button', { name: 'Accept selected' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Accept 3 requests' });
      await confirm.waitFor();
      // Meanwhile another reviewer rejects Omar's request.
      await call('PUT', `/leaves/${ids[1]}`, admin.accessToken, { status: 'REJECTED' });
      await confirm.getByRole('button', { name: 'Yes, accept them' }).click();
      const summary = page.getByRole('alertdialog', { name: 'Accepted 2 of 3 requests' });
      await summary.waitFor();
      const outcomes = await summary.getByRole('listitem').allTextContents();
      expect(outcomes[0]).toMatch(/^Nora Asker · Vacation, .*Accepted$/);
      expect(outcomes[1]).toMatch(
        /^Omar Asker · Vacation, .*Not accepted: This request was already rejected\.$/,
      );
      expect(outcomes[2]).toMatch(/^Pia Asker · Vacation, .*Accepted$/);
      await screenshot(page, 'leaves-queue-summary-1440-light');
      await summary.getByRole('button', { name: 'Close' }).click();
      // Only Quinn's request waits now; rejecting it asks for the reason first.
      await rowOf(page, 0).waitFor({ state: 'detached' });
      await rowOf(page, 3).getByRole('button', { name: 'Review' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
      const reject = page.getByRole('alertdialog', { name: 'Reject request' });
      await reject.getByRole('textbox', { name: /Reason/ }).fill('Two of the team are away that week');
      await reject.getByRole('button', { name: 'Yes, reject it' }).click();
      await page.getByText('Request rejected successfully.', { exact: true }).waitFor();
    } finally {
      await rev.context.close();
    }
    const states = await Promise.all(
      ids.map((id) => call<{ status: string }>('GET', `/leaves/${id}`, admin.accessToken)),
    );
    expect(states.map((l) => l.status)).toEqual(['ACCEPTED', 'REJECTED', 'ACCEPTED', 'REJECTED', 'PENDING']);

    // Quinn reads the reason on Home.
    const quinn = await newPage({ token: tokens[3] });
    try {
      const page = quinn.page;
      await page.goto('/');
      const mine = page.getByRole('row', { name: new RegExp(label(days[3])) });
      await mine.waitFor();
      expect(await mine.textContent()).toContain('REJECTED');
      expect(await mine.textContent()).toContain('Two of the team are away that week');
    } finally {
      await quinn.context.close();
    }
  });
});
