import { MSG, TEXT } from '@leavedesk/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as ChangePasswordPage } from './change-password-page';

vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderScreen(
    <SignedIn>
      <ChangePasswordPage />
    </SignedIn>,
    { path: '/settings/change-password' },
  );
}

describe('the Change Password form', () => {
  it("says 'Passwords do not match.' when leaving the confirmation, and clears it once they match", async () => {
    stubApi(aUser());
    renderPage();
    await userEvent.type(await screen.findByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password-2');
    expect(screen.queryByText(MSG.passwordsMismatch)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText(MSG.passwordsMismatch)).toBeInTheDocument();
    // The other fields, untouched, stay quiet.
    expect(screen.queryByText(MSG.currentPasswordMin)).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password-1');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText(MSG.passwordsMismatch)).not.toBeInTheDocument());
  });

  it('checks the lengths on Save and sends nothing', async () => {
    const fetch = stubApi(aUser());
    renderPage();
    await userEvent.type(await screen.findByLabelText('Current Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.currentPasswordMin)).toBeInTheDocument();
    expect(screen.getAllByText(MSG.newPasswordMin)).toHaveLength(2);
    expect(callsTo(fetch, 'PATCH', '/users/mine/password')).toHaveLength(0);
  });

  it('links to the forgotten-password page in a new tab', async () => {
    stubApi(aUser());
    renderPage();
    const link = await screen.findByRole('link', { name: /Forgot your password\?/ });
    expect(link).toHaveAttribute('href', '/forget-password');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('changes the password, signs in again with the new one and keeps the user signed in', async () => {
    const fetch = stubApi(aUser(), {
      'PATCH /users/mine/password': () => json(204),
      'POST /auth/login': () => json(200, { accessToken: 'token-2', user: aUser() }),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(TEXT.passwordUpdated)).toBeInTheDocument();
    const [[, patch]] = callsTo(fetch, 'PATCH', '/users/mine/password');
    expect(JSON.parse(String(patch?.body))).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    const [[, login]] = callsTo(fetch, 'POST', '/auth/login');
    expect(JSON.parse(String(login?.body))).toEqual({ email: 'ada@example.com', password: 'new-password-1' });
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('token-2');
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });
});
