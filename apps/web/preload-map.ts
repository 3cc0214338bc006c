/**
 * What a returning visitor's first load can fetch at once (issue 12, "First load"). A signed-in
 * screen used to load in three steps, each waiting for the one before: the entry, then the
 * signed-in app (asked for once the entry ran), then the screen's own files (asked for once the
 * signed-in app ran). The build writes this map into index.html; the boot script (src/theme-boot.ts,
 * the first script of the page) adds `<link rel="modulepreload">` for the signed-in app and the
 * current path's screen when a token is stored, so all three download together. A visitor
 * without a token (the sign-in page) fetches nothing more.
 */

/** The meta tag of index.html that carries the map. */
export const PRELOAD_META = 'leavedesk-preload';

/** The map as index.html carries it: files once, then indices into them. */
export interface PreloadMap {
  /** Built files, `|`-separated, each `assets/<name>.js` written as `<name>` (a short attribute). */
  f: string;
  /** The signed-in app's files that the entry does not load. */
  a: number[];
  /** Per route path of the signed-in shell ('' for Home, 'leaves/:id'…): its screen's own files. */
  s: Record<string, number[]>;
}

/** A chunk as Rollup's bundle describes it (the fields used here). */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** The routes of the signed-in shell, read from routes.tsx's one-line-per-screen table. */
export function parseRoutes(routesSource: string): { path: string; screen: string }[] {
  const routes: { path: string; screen: string }[] = [];
  const line = /\{\s*(?:index:\s*true|path:\s*'([^']+)'),\s*lazy:\s*screen\('(\w+)'\)\s*\}/g;
  for (const m of routesSource.matchAll(line)) routes.push({ path: m[1] ?? '', screen: m[2]! });
  return routes;
}

/** Each screen's module (`src/features/…-page.tsx`), read from screens.ts's SCREENS. */
export function parseScreens(screensSource: string): Record<string, string> {
  const screens: Record<string, string> = {};
  for (const m of screensSource.matchAll(/(\w+):\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/g))
    screens[m[1]!] = `src/${m[2]}.tsx`;
  return screens;
}

/** The chunk's file and every file it imports statically, through their imports too. */
function closure(byFile: Map<string, BundleChunk>, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

export function preloadMap(
  chunks: BundleChunk[],
  routes: { path: string; screen: string }[],
  screens: Record<string, string>,
  signedInModule: string,
): PreloadMap {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const of = (module: string) =>
    chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
  const loaded = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry))
    for (const f of closure(byFile, entry.fileName)) loaded.add(f);
  const app = of(signedInModule);
  if (!app) throw new Error(`preload map: no chunk for ${signedInModule}`);
  const appFiles = [...closure(byFile, app.fileName)].filter((f) => !loaded.has(f));
  for (const f of appFiles) loaded.add(f);

  const files: string[] = [];
  const index = (file: string) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const map = { a: appFiles.map(index), s: {} as PreloadMap['s'] };
  for (const { path, screen } of routes) {
    const module = screens[screen];
    const chunk = module ? of(module) : undefined;
    if (!chunk) throw new Error(`preload map: no chunk for the screen '${screen}' of '/${path}'`);
    map.s[path] = [...closure(byFile, chunk.fileName)].filter((f) => !loaded.has(f)).map(index);
  }
  const names = files.map((file) => {
    const name = /^assets\/([^/|]+)\.js$/.exec(file)?.[1];
    if (!name) throw new Error(`preload map: unexpected file name ${file}`);
    return name;
  });
  return { f: names.join('|'), ...map };
}

/** The files of the map's indices, as the browser asks for them. */
export function filesOf(map: PreloadMap, indices: readonly number[]): string[] {
  const names = map.f.split('|');
  return indices.map((i) => `/assets/${names[i]}.js`);
}
