import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, closeBrowser, newPage, screenshot, signUpViaApi, uniqueEmail } from './browser';

afterAll(closeBrowser);

describe.skipIf(!inject('baseUrl'))('sign-up, sign-in and sign-out in Chromium', () => {
  it('signs up a new organization through the form and lands on / inside the shell', async () => {
    const { page, context } = await newPage();
    try {
      await page.goto('/signup');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByLabel('Organization Name').fill('Globex Corporation');
      await page.getByRole('combobox').click();
      await page.getByPlaceholder('Search country...').fill('germ');
      await page.getByRole('option', { name: 'Germany DE' }).click();
      await page.getByLabel('First Name').fill('Hank');
      await page.getByLabel('Last Name').fill('Scorpio');
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('signup'));
      await page.getByLabel('Password', { exact: true }).fill('volcano-lair-42');
      await page.getByRole('button', { name: 'Sign Up' }).click();

      await page.waitForURL(`${baseUrl()}/`);
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Pages' });
      // A new organization's first user is its admin: all eight pages.
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'Home',
        'Calendar',
        'Settings',
        'Leaves',
        'Organization',
        'Leave Policy',
        'Users',
        'Teams',
      ]);
      await expect.poll(() => page.getByTestId('profile-menu').textContent()).toContain('Hank Scorpio');
      expect(await page.getByTestId('profile-menu').textContent()).toContain('Admin');
      expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('signs out through the confirm dialog and goes to /signin', async () => {
    const account = await signUpViaApi();
    const { page, context } = await newPage({ token: account.accessToken });
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      await page.getByTestId('profile-menu').click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: 'Sign out' }).waitFor();
      expect(await dialog.getByText('Are you sure you want to sign out?').isVisible()).toBe(true);

      await dialog.getByRole('button', { name: 'No' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');

      await page.getByTestId('profile-menu').click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
      await page.waitForURL(`${baseUrl()}/signin`);
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('sends a signed-out visitor of a protected URL to sign-in and back to that URL afterwards', async () => {
    const account = await signUpViaApi();
    const { page, context } = await newPage();
    try {
      await page.goto('/calendar?x=1');
      await page.waitForURL(`${baseUrl()}/signin?redirect=${encodeURIComponent('/calendar?x=1')}`);
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${baseUrl()}/calendar?x=1`);
      await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("says 'The e-mail or password is incorrect.' in the form, and the spec's toast, for a wrong password", async () => {
    const account = await signUpViaApi();
    const { page, context } = await newPage();
    try {
      await page.goto('/signin');
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const inForm = page.locator('form').getByRole('alert');
      await inForm.waitFor();
      expect(await inForm.textContent()).toBe('The e-mail or password is incorrect.');
      await page.getByText('Username or password is incorrect.').first().waitFor();
      expect(await page.getByText('Error', { exact: true }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/signin');
    } finally {
      await context.close();
    }
  });

  it('signs in from the keyboard: e-mail, Tab, password, Enter; the browser is remembered for sign-in only', async () => {
    const account = await signUpViaApi();
    const { page, context } = await newPage();
    try {
      await page.goto('/signin');
      await page.getByLabel('Email', { exact: true }).click();
      await page.keyboard.type(account.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(account.password);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl()}/`);
      await page.getByRole('heading', { name: 'Home' }).waitFor();

      // The device cookie (decision 0030): set by the sign-in, sent to /api/auth/* only.
      const cookies = await context.cookies();
      expect(cookies.map((c) => [c.name, c.path, c.httpOnly, c.sameSite])).toEqual([
        ['leavedesk_device', '/api/auth', true, 'Strict'],
      ]);
    } finally {
      await context.close();
    }
  });

  it('e-mails a new password and returns to /signin with the success toast', async () => {
    const account = await signUpViaApi();
    const { page, context } = await newPage();
    try {
      await page.goto('/signin');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByRole('heading', { name: 'Forget Password' }).waitFor();
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByRole('button', { name: 'Send New Password' }).click();
      await page.waitForURL(`${baseUrl()}/signin`);
      await page.getByText('A new password has been sent to your email.').first().waitFor();
      expect(await page.getByText('Success', { exact: true }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows a real 404 page for unknown routes, signed in or not', async () => {
    const account = await signUpViaApi();
    const anonymous = await newPage();
    try {
      await anonymous.page.goto('/no/such/page');
      await anonymous.page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(new URL(anonymous.page.url()).pathname).toBe('/no/such/page');
    } finally {
      await anonymous.context.close();
    }
    const { page, context } = await newPage({ token: account.accessToken });
    try {
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await page.getByRole('navigation', { name: 'Pages' }).waitFor();
      await screenshot(page, 'not-found-signed-in');
    } finally {
      await context.close();
    }
  });
});
