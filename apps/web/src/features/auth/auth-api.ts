import type { AuthAnswer, ForgetPasswordBody, LoginBody, RegisterBody } from '@leavedesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import { useSession } from '@/lib/session';

export function useRegister() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<AuthAnswer>('/auth/register', body),
    onSuccess: (answer) => signIn(answer.accessToken),
  });
}

export function useLogin() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<AuthAnswer>('/auth/login', body),
    onSuccess: (answer) => signIn(answer.accessToken),
  });
}

export function useForgetPassword() {
  return useMutation({
    mutationFn: (body: ForgetPasswordBody) => api.post<void>('/auth/forget-password', body),
  });
}

/** The browser's IANA time zone, sent with the sign-up. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
