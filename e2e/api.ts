import type { Page } from 'playwright-core';
import { baseUrl, uniqueEmail } from './browser';

/** A JSON call to the running app as `token`'s bearer; fails the test on any status but a 2xx. */
export async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  return request<T>(token, method, path, body, (res) => res.ok);
}

/** The same call with the token first, failing the test unless the answer has `status`. */
export async function callExpecting<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  status = 200,
): Promise<T> {
  return request<T>(token, method, path, body, (res) => res.status === status);
}

async function request<T>(
  token: string,
  method: string,
  path: string,
  body: unknown,
  expected: (res: Response) => boolean,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!expected(res)) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** Signs in through the API and answers the access token. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

export const iso = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
};
/** 0 for Sunday … 6 for Saturday. */
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/**
 * The months as the app abbreviates them. Not Intl's en-GB, which writes September 'Sept': every
 * test with a date in September failed on that.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '4 Jun 2026', as the app writes a date. */
export const label = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

/** Opens a date field's popover and moves month by month until the day is there, then picks it. */
export async function pickDate(page: Page, field: 'Start date' | 'End date', date: string) {
  await page.getByRole('button', { name: field }).click();
  const popover = page.locator('[data-slot=popover-content]');
  // Its month first: looked for before it has rendered, a day of this month would seem absent and
  // the loop would move past it.
  await popover.locator('[data-day]').first().waitFor();
  // react-day-picker names each day cell by its date (`data-day`); the button inside picks it.
  for (let i = 0; i < 24 && (await popover.locator(`[data-day="${date}"]`).count()) === 0; i++) {
    await popover.getByRole('button', { name: 'Next month' }).click();
  }
  await popover.locator(`[data-day="${date}"] button`).click();
  await popover.waitFor({ state: 'detached' });
}

/** The calendar's month heading: 'January 2027'. */
const MONTH_HEADING = /^[A-Z][a-z]+ \d{4}$/;

/**
 * On /calendar, moves month by month (at most `maxMonths` ahead) until the month of `date` shows.
 * It waits for the calendar's first month before looking: looked for before it has rendered, the
 * current month would seem absent, and the loop would move past it. That fails whenever the date
 * is in the current month and the page is slow to render (on 1 January 2027, under faketime, the
 * calendar was at January 2029 when the loop gave up).
 */
export async function showCalendarMonth(page: Page, date: string, maxMonths = 24) {
  const wanted = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await page.getByRole('heading', { name: MONTH_HEADING }).waitFor();
  const heading = page.getByRole('heading', { name: wanted, exact: true });
  for (let i = 0; i < maxMonths && (await heading.count()) === 0; i++)
    await page.getByRole('button', { name: 'Next month' }).click();
  await heading.waitFor();
}

/** The password of the people the end-to-end tests add. */
export const PERSON_PASSWORD = 'correct-horse-battery';

/**
 * The body of POST /users for a person of `team` under `policy` (the first in GB, joined in 2024),
 * with a fresh e-mail address: what the tests that build a team send.
 */
export function personBody(
  where: { teamId: number; leavePolicyId: number },
  firstName: string,
  lastName: string,
  role = 'EMPLOYEE',
) {
  return {
    firstName,
    lastName,
    email: uniqueEmail(firstName.toLowerCase()),
    password: PERSON_PASSWORD,
    role,
    country: 'GB',
    timezone: 'Europe/London',
    ...where,
    joinedAt: '2024-01-01',
  };
}
