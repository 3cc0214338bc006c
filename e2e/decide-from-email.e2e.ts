import { afterAll, describe, expect, inject, it } from 'vitest';
import { addDays, call, iso, PERSON_PASSWORD, personBody, signIn, weekday } from './api';
import { seriousViolations } from './axe';
import { baseUrl, closeBrowser, newPage, screenshot, signUpViaApi } from './browser';
import { linksFromMail } from './mail';

/*
 * Issue 28, decide from the e-mail (decision 0035): a reviewer opens the Accept link of a real
 * e-mail (the server writes each one to <dataDir>/mail/ without SMTP), signed out, reads the
 * request on the confirmation page, presses Accept and reads the outcome; the link then no longer
 * works. The page is looked at in both themes at a desktop and a phone width, and judged by axe.
 */

afterAll(closeBrowser);

/** An organization whose team decides in two steps: its admin Ana Lima, then the named Ben Stone. */
async function twoStepRequest() {
  const admin = await signUpViaApi(undefined, {
    firstName: 'Ana',
    lastName: 'Lima',
    organizationName: 'Mail Works',
  });
  const team = await call<{ id: number }>('POST', '/teams', admin.accessToken, {
    name: `Mail ${Date.now() % 10000}`,
  });
  const [policy] = await call<{ id: number }[]>('GET', '/leaves/policies', admin.accessToken);
  const types = await call<{ id: number; name: string }[]>('GET', '/leaves/types', admin.accessToken);
  const vacation = types.find((t) => t.name === 'Vacation')!;
  const password = PERSON_PASSWORD;
  const person = (firstName: string, lastName: string, role = 'EMPLOYEE') =>
    personBody({ teamId: team.id, leavePolicyId: policy.id }, firstName, lastName, role);
  const ben = person('Ben', 'Stone');
  const eve = person('Eve', 'Walker');
  const benId = (await call<{ id: number }>('POST', '/users', admin.accessToken, ben)).id;
  await call('POST', '/users', admin.accessToken, eve);
  // People added by an admin are active once they have signed in; only active people approve.
  await signIn(ben.email, password);
  await call('PUT', `/teams/${team.id}`, admin.accessToken, {
    name: `Mail ${team.id}`,
    approvalSteps: [{ approvers: 'ORGANIZATION_ADMINS' }, { approvers: 'USERS', userIds: [benId] }],
  });
  let start = addDays(iso(new Date()), 14);
  while (weekday(start) !== 1) start = addDays(start, 1);
  const eveToken = await signIn(eve.email, password);
  const leave = await call<{ id: number }>('POST', '/leaves', eveToken, {
    typeId: vacation.id,
    start,
    end: addDays(start, 2),
    endDayPart: 'MORNING',
    reason: 'Family visit',
  });
  return { admin, ben, leave };
}

describe.skipIf(!inject('baseUrl'))('decide from the e-mail', () => {
  it('opens the Accept link of a real e-mail signed out, shows the request, accepts on the press, and the link is spent', async () => {
    const { admin, ben, leave } = await twoStepRequest();
    const links = await linksFromMail(admin.email, leave.id);
    expect(links.accept).toMatch(new RegExp(`^/leaves/${leave.id}/decide\\?token=`));
    const { page, context } = await newPage();
    try {
      await page.goto(links.accept, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: 'Accept this request?' }).waitFor();
      const request = page.getByRole('region', { name: 'The request' });
      await request.getByText('Eve Walker').waitFor();
      await request.getByText('Vacation').waitFor();
      await request.getByText('Family visit').waitFor();
      await page.getByRole('region', { name: "Eve's balance" }).waitFor();
      await page.getByText(/you decide step 1 of 2/).waitFor();
      // Opening the page decided nothing.
      const before = await call<{ status: string; approval: { step: number } }>(
        'GET',
        `/leaves/${leave.id}`,
        admin.accessToken,
      );
      expect(before).toMatchObject({ status: 'PENDING', approval: { step: 1 } });

      await page.getByRole('button', { name: 'Accept request' }).click();
      await page
        .getByRole('status')
        .getByText("Accepted. Eve Walker's leave now waits for step 2 of 2.")
        .waitFor();
      await page.getByRole('heading', { level: 1, name: 'Step 1 of 2 accepted' }).waitFor();
      await page.getByRole('link', { name: 'Open the request in LeaveDesk' }).waitFor();
      await screenshot(page, 'decide-from-email-step-accepted');
      const after = await call<{ status: string; approval: { step: number } }>(
        'GET',
        `/leaves/${leave.id}`,
        admin.accessToken,
      );
      expect(after).toMatchObject({ status: 'PENDING', approval: { step: 2 } });

      // The same link again: spent, saying who decided.
      await page.goto(links.accept, { waitUntil: 'domcontentloaded' });
      await page
        .getByRole('alert')
        .getByText('This request was already accepted at this step by Ana Lima.')
        .waitFor();

      // Ben, the step-2 approver, got an e-mail of his own: his Reject link asks the reason.
      const bens = await linksFromMail(ben.email, leave.id);
      expect(bens.accept).not.toBe(links.accept);
      await page.goto(bens.reject, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: 'Reject this request?' }).waitFor();
      await page.getByLabel('Reason (optional)').fill('The release is that week.');
      await page.getByRole('button', { name: 'Reject request' }).click();
      await page.getByRole('status').getByText('Rejected.').waitFor();
      const rejected = await call<{ status: string; reviewReason: string }>(
        'GET',
        `/leaves/${leave.id}`,
        admin.accessToken,
      );
      expect(rejected).toMatchObject({ status: 'REJECTED', reviewReason: 'The release is that week.' });
    } finally {
      await context.close();
    }
  });

  for (const theme of ['light', 'dark'] as const)
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ])
      it(`shows the confirmation page at ${viewport.width} px (${theme}) with nothing serious for axe`, async () => {
        const { admin, leave } = await twoStepRequest();
        const links = await linksFromMail(admin.email, leave.id);
        const { page, context } = await newPage({ darkMode: theme === 'dark', viewport });
        try {
          await page.goto(`${baseUrl()}${links.reject}`, { waitUntil: 'domcontentloaded' });
          await page.getByRole('heading', { level: 1, name: 'Reject this request?' }).waitFor();
          await page.getByRole('region', { name: "Eve's balance" }).waitFor();
          expect(await seriousViolations(page)).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          expect(overflow).toBe(false);
          await screenshot(page, `decide-from-email-${viewport.width}-${theme}`);
          await page.getByRole('button', { name: 'Reject request' }).click();
          await page.getByRole('status').getByText('Rejected.').waitFor();
          expect(await seriousViolations(page)).toEqual([]);
          await screenshot(page, `decide-from-email-${viewport.width}-${theme}-outcome`);
        } finally {
          await context.close();
        }
      });
});
