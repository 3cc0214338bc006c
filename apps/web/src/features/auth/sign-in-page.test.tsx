import { MSG, TEXT } from '@leavedesk/contracts';
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
