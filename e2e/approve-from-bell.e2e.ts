import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { addDays, call, iso, PERSON_PASSWORD, personBody, pickDate, signIn, weekday } from './api';
import { seriousViolations, settleAnimations } from './axe';
import { closeBrowser, newPage, screenshot, signUpViaApi } from './browser';
import { linksFromMail } from './mail';
import { openScreen, trackApiCalls } from './screen-ready';

/*
 * Issue 28: a team with two steps (its team admins, then a named person). The employee asks; the
 * team admin accepts from the bell; the request then waits for step 2 and shows in the named
 * person's Home "Waiting for you"; they accept there (or, in the first test, from the Accept link
 * of their own e-mail, signed out); the requester sees ACCEPTED. Then the bell
 * entry, the Home card and Request Submitted are looked at in both themes, at a desktop and a phone
 * width, with long names, and judged by axe-core.
 */

afterAll(closeBrowser);

const password = PERSON_PASSWORD;

interface World {
  admin: string;
  lead: string;
  named: string;
  employee: string;
  employeeName: string;
  /** The named second-step approver's e-mail address (their decide links arrive there). */
  namedEmail: string;
}

async function world(long = false): Promise<World> {
  const admin = await signUpViaApi(undefined, { firstName: 'Ada', lastName: 'Lovelace' });
  const team = await call<{ id: number }>('POST', '/teams', admin.accessToken, {
    name: `Crew ${Date.now() % 10000}`,
  });
  const [policy] = await call<{ id: number }[]>('GET', '/leaves/policies', admin.accessToken);
  const person = (firstName: string, lastName: string, role = 'EMPLOYEE') =>
    personBody({ teamId: team.id, leavePolicyId: policy.id }, firstName, lastName, role);
  const lead = person('Tessa', long ? 'Leadbetter-Montgomery-Fairweather' : 'Lead', 'TEAM_ADMIN');
  const employee = long
    ? person('Maximiliane-Konstanze', 'Wolkenstein-Trostberg-Habsburg', 'EMPLOYEE')
    : person('Emil', 'Worker', 'EMPLOYEE');
  const named = person('Ana', long ? 'Lima-Vasconcelos-Albuquerque' : 'Lima', 'EMPLOYEE');
  await call('POST', '/users', admin.accessToken, lead);
  await call('POST', '/users', admin.accessToken, employee);
  const ana = await call<{ id: number }>('POST', '/users', admin.accessToken, named);
  // Signed in once, each is active (an invited person cannot be named by a step).
  const tokens = {
    lead: await signIn(lead.email, password),
    named: await signIn(named.email, password),
    employee: await signIn(employee.email, password),
  };
  await call('PUT', `/teams/${team.id}`, admin.accessToken, {
    name: `Crew ${team.id}`,
    approvalSteps: [{ approvers: 'TEAM_ADMINS' }, { approvers: 'USERS', userIds: [ana.id] }],
  });
  return {
    admin: admin.accessToken,
    ...tokens,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    namedEmail: named.email,
  };
}

/** A Monday two weeks ahead or later, on a working week (no GB holiday on it). */
async function aMonday(token: string, weeksAhead = 2): Promise<string> {
  let start = addDays(iso(new Date()), 7 * weeksAhead);
  while (weekday(start) !== 1) start = addDays(start, 1);
  const holidays = new Set<string>();
  for (const y of [Number(start.slice(0, 4)), Number(start.slice(0, 4)) + 1])
    for (const h of await call<{ date: string }[]>('GET', `/holidays/GB/${y}`, token)) holidays.add(h.date);
  while ([0, 1, 2].some((i) => holidays.has(addDays(start, i)))) start = addDays(start, 7);
  return start;
}

/** Waits until the user has a notification of a new request (the fan-out may take a moment). */
async function requestNotified(token: string, leaveId: number) {
  await expect
    .poll(
      async () => {
        const page = await call<{ contents: { event: string; params: { leave?: { id?: number } } }[] }>(
          'GET',
          '/v1/notifications?page=1&size=10',
          token,
        );
        return page.contents.some((n) => n.event === 'LEAVE_CREATED' && n.params.leave?.id === leaveId);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

function bell(page: Page) {
  return page
    .getByRole('button', { name: /^Notifications/ })
    .locator('visible=true')
    .first();
}

describe.skipIf(!inject('baseUrl'))('approve from the bell', () => {
  it('takes a two-step request from the bell to the named person’s e-mail link to ACCEPTED', async () => {
    const w = await world();
    const start = await aMonday(w.admin, 5);
    const types = await call<{ id: number; name: string }[]>('GET', '/leaves/types', w.admin);
    const leave = await call<{ id: number }>('POST', '/leaves', w.employee, {
      typeId: types.find((t) => t.name === 'Vacation')!.id,
      start,
      end: addDays(start, 1),
    });

    // Step 1: the team admin accepts from the bell.
    await requestNotified(w.lead, leave.id);
    const lead = await newPage({ token: w.lead });
    try {
      const page = lead.page;
      await page.goto('/');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      await bell(page).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel
        .getByRole('group', { name: `Decide ${w.employeeName}’s request` })
        .getByRole('button', { name: 'Accept' })
        .click();
      await panel.getByText('Waits for step 2 of 2 · Ana Lima').waitFor();
    } finally {
      await lead.context.close();
    }

    // Step 2: the named person accepts from the Accept link of their own e-mail, signed out.
    const links = await linksFromMail(w.namedEmail, leave.id);
    const ana = await newPage();
    try {
      const page = ana.page;
      await page.goto(links.accept, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: 'Accept this request?' }).waitFor();
      await page.getByText(/you decide step 2 of 2/).waitFor();
      await page.getByRole('button', { name: 'Accept request' }).click();
      await page.getByRole('status').getByText('Accepted.', { exact: true }).waitFor();
    } finally {
      await ana.context.close();
    }

    // The requester sees it ACCEPTED, decided by Ana at step 2.
    const back = await newPage({ token: w.employee });
    try {
      await back.page.goto(`/leaves/${leave.id}`);
      await back.page.getByText('ACCEPTED', { exact: true }).first().waitFor();
      await back.page.getByText('Step 2 of 2: accepted by Ana Lima', { exact: false }).waitFor();
    } finally {
      await back.context.close();
    }
    const stored = await call<{ status: string; reviewer: { firstName: string } }>(
      'GET',
      `/leaves/${leave.id}`,
      w.employee,
    );
    expect(stored).toMatchObject({ status: 'ACCEPTED', reviewer: { firstName: 'Ana' } });
  });

  it('takes a two-step request from the bell to the named person’s Home to ACCEPTED', async () => {
    const w = await world();
    const start = await aMonday(w.admin);

    // The employee asks, and Request Submitted says who decides first.
    const emp = await newPage({ token: w.employee });
    let leaveId: number;
    try {
      const page = emp.page;
      await page.goto('/leaves/create');
      await page.getByRole('heading', { name: 'Create Leave' }).waitFor();
      await page.getByRole('radio', { name: /Vacation/ }).click();
      await pickDate(page, 'Start date', start);
      await pickDate(page, 'End date', addDays(start, 2));
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: 'Request Submitted' }).waitFor();
      await page.getByText('Tessa Lead decides first. Then 1 more step.').waitFor();
      await page.getByText('3 Days').waitFor();
      const href = await page.getByRole('link', { name: 'See the request' }).getAttribute('href');
      leaveId = Number(href?.split('/').pop());
      expect(leaveId).toBeGreaterThan(0);
      await page.getByRole('button', { name: /^Withdraw request of/ }).waitFor();
    } finally {
      await emp.context.close();
    }

    // The team admin accepts from the bell.
    await requestNotified(w.lead, leaveId);
    const lead = await newPage({ token: w.lead });
    try {
      const page = lead.page;
      await page.goto('/');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      await bell(page).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const actions = panel.getByRole('group', { name: `Decide ${w.employeeName}’s request` });
      await actions.getByRole('button', { name: 'Accept' }).click();
      await panel.getByText('Waits for step 2 of 2 · Ana Lima').waitFor();
      await page.getByText('Accepted. The request now waits for step 2 of 2.', { exact: true }).waitFor();
    } finally {
      await lead.context.close();
    }

    // The named person finds it on Home and accepts it there.
    const ana = await newPage({ token: w.named });
    try {
      const page = ana.page;
      await page.goto('/');
      const card = page.getByRole('region', { name: 'Waiting for you' });
      const item = card.getByRole('listitem').filter({ hasText: w.employeeName });
      await item.getByText('Step 2 of 2').waitFor();
      await item.getByRole('button', { name: 'Accept' }).click();
      await page.getByText('Request accepted successfully.', { exact: true }).waitFor();
      await card.getByText('Nothing waits for you.').waitFor();
    } finally {
      await ana.context.close();
    }

    // The requester sees it ACCEPTED.
    const back = await newPage({ token: w.employee });
    try {
      await back.page.goto(`/leaves/${leaveId}`);
      await back.page.getByText('ACCEPTED', { exact: true }).first().waitFor();
      await back.page.getByText('Step 2 of 2: accepted by Ana Lima', { exact: false }).waitFor();
    } finally {
      await back.context.close();
    }
    const stored = await call<{ status: string }>('GET', `/leaves/${leaveId}`, w.employee);
    expect(stored.status).toBe('ACCEPTED');
  });

  it('looks right with long names, in both themes, at a desktop and a phone width', async () => {
    const w = await world(true);
    const start = await aMonday(w.admin, 3);
    const balances = await call<{ activatedType: { typeId: number; name: string } }[]>(
      'GET',
      '/leaves/mine/balance',
      w.employee,
    );
    const vacation = balances.find((b) => b.activatedType.name === 'Vacation')?.activatedType.typeId;
    const asked = [];
    for (let i = 0; i < 2; i++)
      asked.push(
        await call<{ id: number }>('POST', '/leaves', w.employee, {
          typeId: vacation,
          start: addDays(start, 7 * i),
          end: addDays(start, 7 * i + 1),
          ...(i === 1 ? { startDayPart: 'AFTERNOON' } : {}),
        }),
      );
    await requestNotified(w.lead, asked[0].id);
    const leave = await call<unknown>('GET', `/leaves/${asked[1].id}`, w.employee);

    for (const theme of ['light', 'dark'] as const)
      for (const width of [1440, 390]) {
        const viewport = { width, height: width > 800 ? 900 : 844 };
        const tag = `${width}-${theme}`;
        // The team admin's bell entry.
        const lead = await newPage({ token: w.lead, darkMode: theme === 'dark', viewport });
        try {
          const page = lead.page;
          const api = trackApiCalls(page);
          await openScreen(page, '/', api);
          await page
            .getByRole('region', { name: 'Waiting for you' })
            .getByText('Step 1 of 2')
            .first()
            .waitFor();
          await settleAnimations(page);
          await screenshot(page, `web29-home-card-${tag}`);
          expect(await seriousViolations(page)).toEqual([]);
          await bell(page).click();
          const panel = page.getByRole('dialog', { name: 'Notifications' });
          await panel.getByRole('button', { name: 'Accept' }).first().waitFor();
          await settleAnimations(page);
          await screenshot(page, `web29-bell-entry-${tag}`);
          expect(await seriousViolations(page)).toEqual([]);
        } finally {
          await lead.context.close();
        }
        // Request Submitted, as the create screen leaves it (the request in the navigation's state).
        const emp = await newPage({ token: w.employee, darkMode: theme === 'dark', viewport });
        try {
          const page = emp.page;
          await page.goto('/');
          await page.getByRole('heading', { name: 'Home' }).waitFor();
          await page.evaluate((l) => {
            history.pushState(
              { usr: { status: 'PENDING', leave: l }, key: 'e2e', idx: 1 },
              '',
              '/leaves/pending',
            );
            dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
          }, leave);
          await page.getByText(/decides first/).waitFor();
          await settleAnimations(page);
          await screenshot(page, `web29-submitted-${tag}`);
          expect(await seriousViolations(page)).toEqual([]);
        } finally {
          await emp.context.close();
        }
      }
  });
});
