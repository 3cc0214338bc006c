import { MSG, SIGN_IN_TEXT, TEXT } from '@leavedesk/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { Component as SignInPage } from './sign-in-page';

afterEach(() => vi.unstubAllGlobals());

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('sign-in form', () => {
  it('asks for a valid email and a password of at least 8 characters', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderScreen(<SignInPage />, { path: '/signin' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordMin)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('links to the forgotten-password page and to sign-up', () => {
    renderScreen(<SignInPage />, { path: '/signin' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('goes Email, Password (and its show/hide toggle), Sign in, then the links with Tab', async () => {
    renderScreen(<SignInPage />, { path: '/signin' });
    await userEvent.click(screen.getByLabelText('Email'));
    const order = [
      screen.getByLabelText('Password'),
      screen.getByRole('button', { name: 'Show password' }),
      screen.getByRole('button', { name: 'Sign in' }),
      screen.getByRole('link', { name: 'Forgot your password?' }),
      screen.getByRole('link', { name: 'Sign up' }),
    ];
    for (const next of order) {
      await userEvent.tab();
      expect(next).toHaveFocus();
    }
  });

  it('signs in with e-mail, Tab, password, Enter', async () => {
    const fetch = vi.fn(async () => json(200, { accessToken: 'tok-kbd', user: {} }));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<SignInPage />, { path: '/signin' });
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await userEvent.keyboard('password123{Enter}');
    await waitFor(() => expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok-kbd'));
    expect(fetch).toHaveBeenCalledWith('/api/auth/login', expect.objectContaining({ method: 'POST' }));
  });

  it('says in the form, tied to it, that the e-mail or password is incorrect on a 403', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(403, {
          statusCode: 403,
          error: 'Forbidden',
          code: 'WRONG_CREDENTIALS',
          message: 'Username or password is incorrect.',
        }),
      ),
    );
    const { container } = renderScreen(<SignInPage />, { path: '/signin' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByText(SIGN_IN_TEXT.wrongCredentials);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(SIGN_IN_TEXT.wrongCredentials).toBe('The e-mail or password is incorrect.');
    const form = container.querySelector('form')!;
    expect(form).toContainElement(alert);
    expect(form).toHaveAccessibleDescription('The e-mail or password is incorrect.');
  });

  it('shows the wrong-credentials toast on a 403 and keeps the visitor on the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(403, { statusCode: 403, error: 'Forbidden', code: 'WRONG_CREDENTIALS', message: 'anything' }),
      ),
    );
    renderScreen(<SignInPage />, { path: '/signin' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(TEXT.wrongCredentials)).toBeInTheDocument();
    expect(screen.getByText(TEXT.errorTitle)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('stores the access token on success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { accessToken: 'tok-123', user: {} })),
    );
    renderScreen(<SignInPage />, { path: '/signin' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok-123'));
  });
});
