import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRoutes, parseScreens } from '../../preload-map';
import { protectedRoutes } from './routes';
import { SCREENS } from './screens';

/**
 * The build reads routes.tsx and screens.ts as text to write the preload map into index.html
 * (preload-map.ts): it must find every route of the shell, with the screen the router loads.
 */
const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe("the build's reading of the route and screen tables", () => {
  it('finds every route of the signed-in shell with its screen, as the router has them', () => {
    const routes = parseRoutes(source('./routes.tsx'));
    expect(routes.map((r) => r.path)).toEqual(protectedRoutes.map((r) => (r.index ? '' : r.path)));
    const screens = parseScreens(source('./screens.ts'));
    expect(Object.keys(screens).sort()).toEqual(Object.keys(SCREENS).sort());
    for (const { screen } of routes) expect(screens[screen], screen).toMatch(/^src\/features\/.+\.tsx$/);
  });
});
