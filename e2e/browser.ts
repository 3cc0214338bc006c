import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-args';

export const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

/** The URL of the built app started by global-setup ('' when there is no Chromium). */
export function baseUrl(): string {
  return inject('baseUrl');
}

let browser: Browser | undefined;

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface Viewport {
  width: number;
  height: number;
}
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const MOBILE: Viewport = { width: 390, height: 844 };

export interface NewPageOptions {
  /** Stored as ACCESS_TOKEN before any page script runs. */
  token?: string;
  /** Stored as DARK_MODE ('true' / 'false') before any page script runs. */
  darkMode?: boolean;
  viewport?: Viewport;
  colorScheme?: 'light' | 'dark';
  /** A touch screen (taps), as on a phone. */
  hasTouch?: boolean;
}

/** Where every page of the tests lives: its clock, and so its "today", are Berlin's. */
export const BROWSER_TIMEZONE = 'Europe/Berlin';

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

/**
 * Today as the pages see it (the calendar's month, the pickers' and dialogs' "today"). From 23:00
 * UTC it is already tomorrow there, while the server's today for a London profile is not: a test
 * that takes UTC's date for the page's fails in that hour (and at a month's or a year's turn).
 */
export const browserToday = () => todayIn(BROWSER_TIMEZONE);

/** A page in a fresh browser context (no shared storage between tests). */
export async function newPage(
  options: NewPageOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const b = await launchBrowser();
  const context = await b.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    timezoneId: BROWSER_TIMEZONE,
    locale: 'en-GB',
    hasTouch: options.hasTouch ?? false,
  });
  const storage: Record<string, string> = {};
  if (options.token) storage.ACCESS_TOKEN = options.token;
  if (options.darkMode !== undefined) storage.DARK_MODE = String(options.darkMode);
  if (Object.keys(storage).length > 0) {
    await context.addInitScript((entries) => {
      if (sessionStorage.getItem('__e2e_seeded')) return;
      sessionStorage.setItem('__e2e_seeded', '1');
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { page, context };
}

export interface Account {
  accessToken: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  organizationName: string;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Registers a new organization through the API; its admin's token and credentials. */
export async function signUpViaApi(
  url = baseUrl(),
  overrides: Partial<Omit<Account, 'accessToken'>> = {},
  /** The founder's and the organization's time zone (the server's "today" for them). */
  timezone = 'Europe/London',
): Promise<Account> {
  const account = {
    email: uniqueEmail(),
    password: 'correct-horse-battery',
    firstName: 'Ada',
    lastName: 'Lovelace',
    organizationName: 'Analytical Engines',
    ...overrides,
  };
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, country: 'GB', timezone }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string };
  return { ...account, accessToken: body.accessToken };
}

/** Saves a full-page PNG under e2e/artifacts/ (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
