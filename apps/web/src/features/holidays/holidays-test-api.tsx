import type { FetchedHoliday, Holiday, HolidayOverview, Role } from '@leavedesk/contracts';
import dayjs from 'dayjs';
import type * as React from 'react';
import { vi } from 'vitest';
import { useSession } from '@/lib/session';

/** Test-only: a fake of the API the holiday screens talk to. */

export const YEAR = dayjs().year();

export const SOURCE: FetchedHoliday[] = [
  { date: `${YEAR}-01-01`, name: "New Year's Day", type: 'public' },
  { date: `${YEAR}-05-01`, name: 'Labour Day', type: 'public' },
  { date: `${YEAR}-12-25`, name: 'Christmas Day', type: 'public' },
];

export const STORED: Holiday[] = [
  { id: 7, date: `${YEAR}-01-01`, description: "New Year's Day", country: 'DE' },
];

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function user(role: Role) {
  return {
    id: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: null,
    role,
    status: 'ACTIVE',
    country: 'DE',
    timezone: 'Europe/Berlin',
    team: { id: 1, name: 'General' },
    leavePolicy: { id: 1, name: 'Default' },
    organization: { id: 1, name: 'Analytical Engines' },
    joinedAt: `${YEAR}-01-01`,
    avatar: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

export const ORGANIZATION = {
  id: 1,
  name: 'Analytical Engines',
  country: 'DE',
  timezone: 'Europe/Berlin',
  weekFirstDay: 'MONDAY',
  workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  metadata: {},
};

export interface FakeServer {
  role?: Role;
  /** null: the organization never arrives (no country to default to). */
  organization?: typeof ORGANIZATION | null;
  overview?: HolidayOverview[];
  /** GET /holidays/{country}/{year}, by `${country}/${year}`; anything else answers `stored`. */
  storedBy?: Record<string, Holiday[]>;
  stored?: Holiday[];
  source?: () => Response;
  batch?: () => Response;
}

/** Stubs `fetch` with the fake; `calls(path)` lists the calls made to a path. */
export function stubServer({
  role = 'ORGANIZATION_ADMIN',
  organization = ORGANIZATION,
  overview = [],
  storedBy = {},
  stored = STORED,
  source = () => json(200, SOURCE),
  batch = () => json(200, { imported: 1, skipped: 0 }),
}: FakeServer = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/users/mine') return json(200, user(role));
    if (url.pathname === '/api/organizations/default') {
      return organization ? json(200, organization) : new Promise<Response>(() => {});
    }
    if (url.pathname === '/api/holidays') return json(200, overview);
    if (url.pathname === '/api/holidays/fetch') return source();
    if (url.pathname === '/api/holidays/batch' && method === 'POST') return batch();
    const list = url.pathname.match(/^\/api\/holidays\/([A-Z]{2}\/\d{4})$/);
    if (list?.[1]) return json(200, storedBy[list[1]] ?? stored);
    if (/^\/api\/holidays\/\d+$/.test(url.pathname) && method === 'DELETE')
      return new Response(null, { status: 204 });
    return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (path: string, method = 'GET') =>
    fetch.mock.calls.filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
    );
  return { fetch, calls };
}

/** The screens sit behind the signed-in guard in the app; here they wait for the user likewise. */
export function SignedIn({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  return user ? children : <p>Loading</p>;
}
