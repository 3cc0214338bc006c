import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AxeViolation, seriousViolations } from './axe';
import { closeBrowser, DESKTOP, MOBILE, newPage, type Viewport } from './browser';
import { callApi as call, type DemoRole, demoToken } from './demo';
import { OPEN_PATHS, PUBLIC_PATHS, type SampleIds, SIGNED_IN_PATHS, urlFor } from './routes';
import { openScreen, trackApiCalls } from './screen-ready';

/*
 * Every route of the web app (the router's own list, see routes.ts), as each role, light and dark,
 * on a desktop and a phone, in the demo organization (40 people, a year of leaves): axe-core must
 * find no critical or serious violation. One browser, one page per combination.
 */

afterAll(closeBrowser);

/** Moderate in axe, but a screen-reader user navigates by headings: every screen gets them right. */
const HEADING_RULES = ['heading-order', 'page-has-heading-one'];

interface Signed {
  token: string;
  ids: SampleIds;
}

const COMBINATIONS: { theme: 'light' | 'dark'; viewport: Viewport; device: string }[] = [
  { theme: 'light', viewport: DESKTOP, device: 'desktop' },
  { theme: 'dark', viewport: DESKTOP, device: 'desktop' },
  { theme: 'light', viewport: MOBILE, device: 'phone' },
  { theme: 'dark', viewport: MOBILE, device: 'phone' },
];

/** Visits each url in one page and answers the violations found, by url. */
async function sweep(
  urls: string[],
  options: { token?: string; theme: 'light' | 'dark'; viewport: Viewport },
): Promise<Record<string, AxeViolation[]>> {
  const { page, context } = await newPage({
    token: options.token,
    darkMode: options.theme === 'dark',
    viewport: options.viewport,
  });
  const found: Record<string, AxeViolation[]> = {};
  try {
    const api = trackApiCalls(page);
    for (const [index, url] of urls.entries()) {
      // The first address loads the app; the others are reached from inside it, like a link.
      await openScreen(page, url, api, { inApp: index > 0 });
      const violations = await seriousViolations(page, HEADING_RULES);
      if (violations.length > 0) found[url] = violations;
    }
  } finally {
    await context.close();
  }
  return found;
}

describe.skipIf(!inject('baseUrl')).concurrent('axe-core on every screen of the demo organization', () => {
  const signed = {} as Record<DemoRole, Signed>;

  beforeAll(async () => {
    const admin = await demoToken('organization admin');
    const teamAdmin = await demoToken('team admin');
    const employee = await demoToken('employee');

    type Page<T> = { contents: T[] };
    type User = { id: number; role: string; leavePolicy: { id: number } | null };
    const firstLeave = async (token: string) =>
      (await call<Page<{ id: number }>>(token, '/leaves?pageSize=1')).contents[0]?.id ?? 0;
    const policy = (await call<{ id: number }[]>(admin, '/leaves/policies'))[0]?.id ?? 0;
    const trigger = (await call<{ id: number }[]>(admin, '/v1/notifications/triggers'))[0]?.id ?? 0;
    const someone = async (token: string) => {
      const me = await call<User>(token, '/users/mine');
      const users = await call<Page<User>>(token, '/users?pageSize=5&role=EMPLOYEE');
      return users.contents.find((u) => u.id !== me.id)?.id ?? me.id;
    };
    const own = await call<User>(employee, '/users/mine');
    const anyEmployee = await someone(admin);
    signed['organization admin'] = {
      token: admin,
      ids: { leave: await firstLeave(admin), policy, user: anyEmployee, trigger },
    };
    signed['team admin'] = {
      token: teamAdmin,
      ids: { leave: await firstLeave(teamAdmin), policy, user: await someone(teamAdmin), trigger },
    };
    signed.employee = {
      token: employee,
      // Their own policy (theirs to read) and someone else's profile (not theirs to see).
      ids: {
        leave: await firstLeave(employee),
        policy: own.leavePolicy?.id ?? policy,
        user: anyEmployee,
        trigger,
      },
    };
  });

  for (const { theme, viewport, device } of COMBINATIONS) {
    it(`signed out, ${theme}, ${device}: sign-in, sign-up, forgotten password and a decide link's page`, async () => {
      const found = await sweep(
        // The decide page without a token: the sentence of a link that does not work.
        [...PUBLIC_PATHS.map((p) => `/${p}`), ...OPEN_PATHS.map((p) => `/${p.replace(':id', '1')}`)],
        { theme, viewport },
      );
      expect(found).toEqual({});
    });

    for (const role of ['organization admin', 'team admin', 'employee'] as const) {
      it(`${role}, ${theme}, ${device}: every signed-in screen`, { timeout: 240_000 }, async () => {
        const { token, ids } = signed[role];
        const found = await sweep(
          SIGNED_IN_PATHS.map((p) => urlFor(p, ids)),
          { token, theme, viewport },
        );
        expect(found).toEqual({});
      });
    }
  }
});
