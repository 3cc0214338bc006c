import { describe, expect, it } from 'vitest';
import { OPEN_PATHS, PUBLIC_PATHS, SIGNED_IN_PATHS } from '../../../../e2e/routes';
import { NOT_FOUND_ROUTE_ID } from './guards';
import { openRoutes, protectedRoutes, publicRoutes, routes } from './routes';

describe('the route list of the accessibility sweep', () => {
  it('names every path of the router, so a new screen is swept as soon as it has a route', () => {
    expect(publicRoutes.map((r) => r.path)).toEqual([...PUBLIC_PATHS]);
    const signedIn = protectedRoutes.map((r) => (r.index ? '' : r.path));
    const shell = routes[0]?.children?.[1]?.children ?? [];
    const notFound = shell.find((r) => r.id === NOT_FOUND_ROUTE_ID)?.path;
    expect([...signedIn, notFound]).toEqual([...SIGNED_IN_PATHS]);
    expect(openRoutes.map((r) => r.path)).toEqual([...OPEN_PATHS]);
    expect(routes[0]?.children?.[2]?.children).toBe(openRoutes);
    // Nothing else hangs below the three layouts.
    expect(routes[0]?.children?.length).toBe(3);
    expect(shell.length).toBe(protectedRoutes.length + 1);
  });
});
