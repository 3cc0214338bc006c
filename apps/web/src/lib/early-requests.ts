/**
 * The session's two calls (and the first calls of a screen that need nothing else), started by the boot script (the first script of the page, see
 * theme-boot.ts beside vite.config.ts) when a token is stored, before the app's own code has even
 * arrived; the API client (api/client.ts) takes each answer once, for the same token, instead of
 * asking again. Everything else about the answer (errors, a refused token) is the client's as for
 * any call.
 */
export const EARLY_PATHS = ['/api/users/mine', '/api/organizations/default'] as const;

/**
 * Today's date in the browser's time zone, `YYYY-MM-DD`: what the screens' `todayIso()`
 * (lib/leave-dates.ts) writes with dayjs, which the boot script does not load (it runs on the
 * sign-in page too, inside its budget).
 */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A screen's first calls that need nothing but the token (and today's date), started beside the
 * session's: each is the exact address the screen's prefetch asks for, or it would not be taken.
 */
export const EARLY_SCREEN_PATHS: Record<string, (today: string) => readonly string[]> = {
  // Home: the balance cards (its prefetch, features/home/home-page.tsx).
  '/': () => ['/api/leaves/mine/balance'],
  // Calendar: this month's grid and today's list (its prefetch, features/calendar/calendar-page.tsx).
  '/calendar': (today) => [
    `/api/leaves/calendar/grid?month=${today.slice(0, 7)}`,
    `/api/leaves/calendar/day?date=${today}`,
  ],
};

interface Early {
  token: string;
  responses: Partial<Record<string, Promise<Response>>>;
}

const KEY = '__leavedeskEarly';
type WithEarly = { [KEY]?: Early };

export function startEarlyRequests(
  token: string,
  pathname: string,
  win: Window = window,
  now: Date = new Date(),
): void {
  if (typeof win.fetch !== 'function') return;
  const responses: Early['responses'] = {};
  const screen = EARLY_SCREEN_PATHS[pathname]?.(localIsoDate(now)) ?? [];
  for (const path of [...EARLY_PATHS, ...screen]) {
    const response = win.fetch(path, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // A failure is the client's to report when it takes the answer.
    response.catch(() => undefined);
    responses[path] = response;
  }
  (win as WithEarly)[KEY] = { token, responses };
}

/** The early answer to a GET of `url` sent with `token`, once; otherwise undefined. */
export function takeEarlyResponse(
  url: string,
  token: string | null,
  win: Window = window,
): Promise<Response> | undefined {
  const early = (win as WithEarly)[KEY];
  if (!early || !token || early.token !== token) return undefined;
  const response = early.responses[url];
  early.responses[url] = undefined;
  return response;
}
