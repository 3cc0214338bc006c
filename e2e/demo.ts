import { inject } from 'vitest';
import { baseUrl } from './browser';

/** A call to the running app's API as a client would make it (token optional). */
export async function callApi<T>(token: string | null, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export type DemoRole = 'organization admin' | 'team admin' | 'employee';

/** The access token of someone of the demo organization seeded by global-setup. */
export async function demoToken(role: DemoRole): Promise<string> {
  const demo = inject('demo');
  const email =
    role === 'organization admin'
      ? demo.admin.email
      : role === 'team admin'
        ? demo.teamAdmins[0]?.email
        : demo.employees[0]?.email;
  const answer = await callApi<{ accessToken: string }>(null, '/auth/login', {
    email,
    password: demo.password,
  });
  return answer.accessToken;
}
