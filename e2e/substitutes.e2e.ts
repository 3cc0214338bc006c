import { afterAll, describe, expect, inject, it } from 'vitest';
import { addDays, call, pickDate, signIn, weekday } from './api';
import { seriousViolations, settleAnimations } from './axe';
import { closeBrowser, newPage, screenshot, signUpViaApi, uniqueEmail } from './browser';
import { openScreen, trackApiCalls } from './screen-ready';

/*
 * Issue 28, substitutes: Create Leave's optional substitute picker, and the summary's warning when
 * the substitute is away too. The request is sent with the substitute; the screen is looked at in
 * both themes at a desktop and a phone width, and judged by axe-core.
 */

afterAll(closeBrowser);

/** A Monday of next year's second week: the new organization's admin has a whole year's allowance there. */
function futureMonday(): string {
  let d = `${new Date().getUTCFullYear() + 1}-01-08`;
  while (weekday(d) !== 1) d = addDays(d, 1);
  return d;
}

async function organizationWithSam() {
  const admin = await signUpViaApi(undefined, { firstName: 'Ana', lastName: 'Lima' });
  const [policy] = await call<{ id: number }[]>('GET', '/leaves/policies', admin.accessToken);
  const team = await call<{ id: number }>('POST', '/teams', admin.accessToken, { name: 'Crew' });
  const [vacation] = await call<{ id: number; name: string }[]>(
    'GET',
    '/leaves/types',
    admin.accessToken,
  ).then((types) => types.filter((t) => t.name === 'Vacation'));
  const email = uniqueEmail('sam');
  const sam = await call<{ id: number }>('POST', '/users', admin.accessToken, {
    firstName: 'Sam',
    lastName: 'Stone',
    email,
    password: 'correct-horse-battery',
    role: 'EMPLOYEE',
    country: 'GB',
    timezone: 'Europe/London',
    teamId: team.id,
    leavePolicyId: policy?.id,
    joinedAt: '2024-01-01',
  });
  return { admin, sam, vacation, samsToken: await signIn(email, 'correct-horse-battery') };
}

describe.skipIf(!inject('baseUrl'))('substitutes on Create Leave', () => {
  for (const theme of ['light', 'dark'] as const)
    for (const width of [1440, 390])
      it(`picks a substitute who is away too at ${width} px (${theme}): warned, sent, nothing serious for axe`, async () => {
        const { admin, sam, vacation, samsToken } = await organizationWithSam();
        const start = futureMonday();
        const end = addDays(start, 2);
        // Sam is away from the Wednesday: the admin's request warns of it.
        await call('POST', '/leaves', samsToken, { typeId: vacation.id, start: end, end: addDays(end, 1) });

        const { page, context } = await newPage({
          token: admin.accessToken,
          darkMode: theme === 'dark',
          viewport: { width, height: width > 800 ? 900 : 844 },
        });
        try {
          const api = trackApiCalls(page);
          await openScreen(page, '/leaves/create', api);
          await page.getByRole('radio', { name: 'Vacation' }).click();
          await pickDate(page, 'Start date', start);
          await pickDate(page, 'End date', end);
          await page.getByRole('combobox', { name: 'Substitute (optional)' }).click();
          await page.getByPlaceholder('Search people...').fill('sam');
          await page.getByRole('option', { name: 'Sam Stone' }).click();
          await page.getByText('Sam Stone, your substitute, is away too:').waitFor();
          await settleAnimations(page);
          await screenshot(page, `substitute-create-leave-${width}-${theme}`);
          expect(await seriousViolations(page)).toEqual([]);

          await page.getByRole('button', { name: 'Submit' }).click();
          await page.waitForURL(/\/leaves\/pending/);
          const mine = await call<{ contents: { substitute?: { id: number } | null }[] }>(
            'GET',
            '/leaves?userId=mine',
            admin.accessToken,
          );
          expect(mine.contents.map((l) => l.substitute?.id)).toEqual([sam.id]);
        } finally {
          await context.close();
        }
      });
});
