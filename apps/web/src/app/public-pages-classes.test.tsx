import { TEXT } from '@leavedesk/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { ToasterHost } from '@/components/ui/toaster-host';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { Component as ForgetPassword } from '@/features/auth/forget-password-page';
import { Component as SignIn } from '@/features/auth/sign-in-page';
import { Component as NotFound } from '@/features/errors/not-found-page';
import { tokenStore } from '@/lib/storage';
import { BootScreen, LoadingScreen, SessionErrorScreen } from './layout/loading-screen';
import { PublicLayout } from './layout/public-layout';
import { RouteError } from './route-error';

/*
 * The signed-out pages join class names without tailwind-merge (lib/utils.ts): that is only right
 * while none of their elements holds two utilities that fight (px-3 and px-4, say). This test
 * renders each of them, with its messages and a toast, and finds none. It imports nothing that
 * installs tailwind-merge into `cn`.
 */

function fightingClasses(): string[] {
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('[class]')) {
    const classes = element.getAttribute('class') ?? '';
    const merged = new Set(twMerge(classes).split(/\s+/).filter(Boolean));
    const dropped = classes.split(/\s+/).filter((c) => c && !merged.has(c));
    if (dropped.length > 0) found.push(`<${element.tagName.toLowerCase()}> ${dropped.join(' ')}`);
  }
  return found;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element, errorElement: <RouteError /> }], {
    initialEntries: [path],
  });
  return render(
    <>
      <RouterProvider router={router} />
      <ToasterHost />
    </>,
  );
}

describe('the signed-out pages without tailwind-merge', () => {
  it('notices two fighting utilities (the check itself works)', () => {
    render(<p className="px-3 text-sm px-4">x</p>);
    expect(fightingClasses()).toEqual(['<p> px-3']);
  });

  it('sign-in, with its messages and an error toast: no two utilities fight', async () => {
    renderAt(
      '/signin',
      <PublicLayout>
        <SignIn />
      </PublicLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    act(() => {
      toast({ variant: 'destructive', title: 'Error', description: 'Username or password is incorrect.' });
    });
    await screen.findByText('Username or password is incorrect.');
    expect(fightingClasses()).toEqual([]);
    act(() => dismissToast());
  });

  it('sign-in after an expired session, with its notice: no two utilities fight', () => {
    tokenStore.clear({ expired: true });
    renderAt(
      '/signin',
      <PublicLayout>
        <SignIn />
      </PublicLayout>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.sessionExpired);
    expect(fightingClasses()).toEqual([]);
    tokenStore.clear();
  });

  it('forgotten password, with its message and a success toast: no two utilities fight', async () => {
    renderAt(
      '/forget-password',
      <PublicLayout>
        <ForgetPassword />
      </PublicLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send New Password' }));
    act(() => {
      toast({ variant: 'success', title: 'Password reset', description: 'Sent.' });
    });
    await screen.findByText('Sent.');
    expect(fightingClasses()).toEqual([]);
    act(() => dismissToast());
  });

  it('the 404 of a signed-out visitor and the loading and error screens: no two utilities fight', () => {
    renderAt(
      '/nowhere',
      <PublicLayout>
        <NotFound />
      </PublicLayout>,
    );
    render(
      <>
        <BootScreen />
        <LoadingScreen />
        <SessionErrorScreen onRetry={() => {}} onSignOut={() => {}} />
      </>,
    );
    expect(fightingClasses()).toEqual([]);
  });
});
