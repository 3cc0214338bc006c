import type { AuthAnswer, ForgetPasswordBody, LoginBody, RegisterBody } from '@leavedesk/contracts';
import * as React from 'react';
import { api } from '@/api/client';
import { toastError } from '@/components/ui/use-toast';
import { startSession } from '@/lib/session-token';

/*
 * The calls of the signed-out pages. They run before the signed-in app (and its query client) is
 * loaded, so each is a plain call behind `useSubmit`, which reports a failure like every other
 * failed call of the app: the 'Error' toast with the mapped message.
 */

export async function register(body: RegisterBody) {
  startSession((await api.post<AuthAnswer>('/auth/register', body)).accessToken);
}

export async function login(body: LoginBody) {
  startSession((await api.post<AuthAnswer>('/auth/login', body)).accessToken);
}

export async function forgetPassword(body: ForgetPasswordBody) {
  await api.post<void>('/auth/forget-password', body);
}

/**
 * Runs `action` once per submit: pending while it runs, success after, the 'Error' toast on
 * failure; `error` is the last failure until the next submit (for a form that also shows it).
 */
export function useSubmit<Body>(action: (body: Body) => Promise<void>) {
  const [state, setState] = React.useState<'idle' | 'pending' | 'success' | 'error'>('idle');
  const [error, setError] = React.useState<unknown>();
  const submit = React.useCallback(
    async (body: Body, onSuccess?: () => void) => {
      setState('pending');
      setError(undefined);
      try {
        await action(body);
        setState('success');
        onSuccess?.();
      } catch (failure) {
        setState('error');
        setError(failure);
        toastError(failure);
      }
    },
    [action],
  );
  return { submit, isPending: state === 'pending', isSuccess: state === 'success', error };
}

/** The browser's IANA time zone, sent with the sign-up. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
