import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, closeBrowser, newPage, screenshot, signUpViaApi, uniqueEmail } from './browser';

afterAll(closeBrowser);

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe.skipIf(!inject('baseUrl'))('organization, teams and people in Chromium', () => {
  it('an admin creates a team and an employee; the employee signs in, changes their password and signs in with it', async () => {
    const admin = await signUpViaApi();
    const employeeEmail = uniqueEmail('employee');
    const admins = await newPage({ token: admin.accessToken });
    try {
      const page = admins.page;
      await page.goto('/teams');
      await page.getByRole('heading', { name: 'Teams' }).waitFor();
      await page.getByRole('button', { name: 'Create' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Team' });
      await dialog.getByLabel('Name').fill('Research');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Team created successfully!', { exact: true }).waitFor();
      await page.getByRole('cell', { name: 'Research', exact: true }).waitFor();

      await page.goto('/users');
      await page.getByRole('heading', { name: 'Users (1)' }).waitFor();
      await page.getByRole('link', { name: 'Create' }).click();
      await page.waitForURL(`${baseUrl()}/users/create`);
      await page.getByLabel('First Name').fill('Alan');
      await page.getByLabel('Last Name').fill('Turing');
      await page.getByLabel('Email').fill(employeeEmail);
      await page.getByLabel('Password', { exact: true }).fill('enigma-machine-1');
      await page.getByRole('combobox', { name: 'Team' }).click();
      await page.getByRole('option', { name: 'Research' }).click();
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Leave Policy' }).textContent())
        .toBe('Default');
      await page.getByRole('button', { name: 'Create Employee' }).click();
      await page.getByText('Employee created successfully!', { exact: true }).waitFor();
      await page.waitForURL(`${baseUrl()}/users`);
      await page.getByRole('heading', { name: 'Users (2)' }).waitFor();
      const row = page.getByRole('row', { name: /Alan Turing/ });
      expect(await row.textContent()).toContain('Research');
      expect(await row.textContent()).toContain('Pending');
      await screenshot(page, 'people-users-list');
    } finally {
      await admins.context.close();
    }

    const employees = await newPage();
    try {
      const page = employees.page;
      await signIn(page, employeeEmail, 'enigma-machine-1');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      await page.goto('/settings');
      await page.getByRole('link', { name: /Change Password/ }).click();
      await page.getByLabel('Current Password').fill('enigma-machine-1');
      await page.getByLabel('New Password', { exact: true }).fill('bombe-machine-2');
      await page.getByLabel('Confirm New Password').fill('bombe-machine-2');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Password updated successfully!', { exact: true }).waitFor();
      await page.waitForURL(`${baseUrl()}/settings`);
      // Still signed in: the old token was revoked and replaced by a fresh one.
      await page.reload();
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/settings');
    } finally {
      await employees.context.close();
    }

    const again = await newPage();
    try {
      await signIn(again.page, employeeEmail, 'enigma-machine-1');
      await again.page.getByText('Username or password is incorrect.', { exact: true }).waitFor();
      await again.page.getByLabel('Password', { exact: true }).fill('bombe-machine-2');
      await again.page.getByRole('button', { name: 'Sign in' }).click();
      await again.page.getByRole('heading', { name: 'Home' }).waitFor();
    } finally {
      await again.context.close();
    }
  });

  it('a team admin sees only their own team in /users, with the team filter locked', async () => {
    const admin = await signUpViaApi();
    const token = admin.accessToken;
    const research = await api<{ id: number }>('POST', '/teams', token, { name: 'Research' });
    const [policy] = await api<{ id: number }[]>('GET', '/leaves/policies', token);
    const teamsList = await api<{ id: number; name: string }[]>('GET', '/teams', token);
    const general = teamsList.find((t) => t.name === 'General');
    const person = (firstName: string, role: string, teamId: number) => ({
      firstName,
      lastName: 'Example',
      email: uniqueEmail(firstName.toLowerCase()),
      password: 'password-123',
      role,
      country: 'GB',
      teamId,
      leavePolicyId: policy.id,
      joinedAt: '2025-01-06',
    });
    const lead = person('Grace', 'TEAM_ADMIN', research.id);
    await api('POST', '/users', token, lead);
    await api('POST', '/users', token, person('Barbara', 'EMPLOYEE', research.id));
    await api('POST', '/users', token, person('Charles', 'EMPLOYEE', general?.id ?? 0));

    const { page, context } = await newPage();
    try {
      await signIn(page, lead.email, lead.password);
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      await page.getByRole('link', { name: 'Users' }).click();
      await page.getByRole('heading', { name: 'Users (2)' }).waitFor();
      const names = await page.locator('tbody tr').allTextContents();
      expect(names).toHaveLength(2);
      expect(names.join(' ')).toContain('Barbara Example');
      expect(names.join(' ')).toContain('Grace Example');
      expect(names.join(' ')).not.toContain('Charles');
      expect(names.join(' ')).not.toContain('Ada');
      const team = page.getByRole('combobox', { name: 'Team' });
      expect(await team.isDisabled()).toBe(true);
      expect(await team.textContent()).toBe('Research');

      await page.getByPlaceholder('Search by name, email...').fill('barb');
      await page.getByRole('heading', { name: 'Users (1)' }).waitFor();
      await screenshot(page, 'people-team-admin-users');

      // Search: the Users group finds people of the team by full name and opens their page.
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByPlaceholder('Type to search...').fill('barbara ex');
      await page
        .getByRole('group', { name: 'Users' })
        .getByRole('option', { name: /Barbara Example/ })
        .click();
      await page.getByRole('heading', { name: 'User Details' }).waitFor();
      await page.getByRole('heading', { name: 'Barbara Example' }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/users\/\d+$/);
    } finally {
      await context.close();
    }
  });
});
