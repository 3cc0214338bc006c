import { MSG } from '@leavedesk/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { Component as SignUpPage } from './sign-up-page';

afterEach(() => vi.unstubAllGlobals());

function renderSignUp() {
  return renderScreen(<SignUpPage />, { path: '/signup' });
}

describe('sign-up form', () => {
  it('shows every validation message of part 1 §5 when submitted empty, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    for (const message of [
      MSG.organizationNameMin,
      MSG.countryRequired,
      MSG.firstNameMin,
      MSG.lastNameMin,
      MSG.emailInvalid,
      MSG.passwordMin,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects one-letter names, a malformed email and a 7-character password with their own messages', async () => {
    renderSignUp();
    await userEvent.type(screen.getByLabelText('Organization Name'), 'A');
    await userEvent.type(screen.getByLabelText('First Name'), 'B');
    await userEvent.type(screen.getByLabelText('Last Name'), 'C');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Organization name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please select your country')).toBeInTheDocument();
  });

  it('leaves the phone optional and sends the payload with the chosen country and the browser time zone', async () => {
    const fetch = vi.fn(async () => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    renderSignUp();
    await userEvent.type(screen.getByLabelText('Organization Name'), 'Acme');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.type(screen.getByPlaceholderText('Search country...'), 'kosovo');
    await userEvent.click(await screen.findByRole('option', { name: /Kosovo/ }));
    await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toEqual({
      organizationName: 'Acme',
      country: 'XK',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'password123',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.getByRole('button', { name: 'Signing Up...' })).toBeDisabled();
  });

  it('reveals the password with the show/hide toggle', async () => {
    renderSignUp();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
