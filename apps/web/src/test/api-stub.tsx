import type { Organization, TeamSummary, User } from '@leavedesk/contracts';
import type * as React from 'react';
import { vi } from 'vitest';
import { useSession } from '@/lib/session';

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: null,
    role: 'ORGANIZATION_ADMIN',
    status: 'ACTIVE',
    country: 'GB',
    timezone: 'Europe/London',
    team: { id: 10, name: 'Engineering' },
    leavePolicy: { id: 20, name: 'Default' },
    organization: { id: 1, name: 'Analytical Engines' },
    joinedAt: '2024-03-01',
    avatar: null,
    createdAt: '2024-03-01T00:00:00.000Z',
    updatedAt: '2024-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export const organization: Organization = {
  id: 1,
  name: 'Analytical Engines',
  country: 'GB',
  timezone: 'Europe/London',
  weekFirstDay: 'MONDAY',
  workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  metadata: {},
};

export const teams: TeamSummary[] = [
  {
    id: 10,
    name: 'Engineering',
    metadata: {},
    memberCount: 12,
    admins: [
      { id: 3, firstName: 'Grace', lastName: 'Hopper' },
      { id: 4, firstName: 'Alan', lastName: 'Turing' },
    ],
  },
  { id: 11, name: 'Sales', metadata: {}, memberCount: 1, admins: [] },
];

export const policies = [
  { id: 20, name: 'Default', status: 'ACTIVE', isDefault: true, activatedTypes: [] },
  { id: 21, name: 'Part time', status: 'ACTIVE', isDefault: false, activatedTypes: [] },
];

/** A calendar feed as GET /feeds/mine answers it. */
export function aFeed(kind: 'MINE' | 'TEAM' | 'ORGANIZATION', token: string) {
  const path = `/api/feeds/${token}.ics`;
  return { kind, path, url: `http://localhost${path}` };
}

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/**
 * A fetch stand-in answering `METHOD /path` keys (path without /api); the signed-in user and the
 * organization are answered unless overridden. Returns the mock to inspect calls.
 */
export function stubApi(me: User, routes: Record<string, Handler> = {}) {
  localStorage.setItem('ACCESS_TOKEN', 'token-1');
  const all: Record<string, Handler> = {
    'GET /users/mine': () => json(200, me),
    'GET /organizations/default': () => json(200, organization),
    'GET /teams': () => json(200, teams),
    'GET /leaves/policies': () => json(200, policies),
    'GET /feeds/mine': () => json(200, { feeds: [aFeed('MINE', 'mine-token')] }),
    // The organization's week (issue 29): the calendar and Create Leave tint by it.
    'GET /users/mine/schedule': () => json(200, []),
    ...routes,
  };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const handler = all[key];
    if (!handler) return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: key });
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined, url);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made with this method and path. */
export function callsTo(fetch: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetch.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(input, 'http://localhost').pathname === `/api${path}`,
  );
}

/** Renders the screen once the session has its user, as the protected layout does. */
export function SignedIn({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  return user ? children : null;
}
