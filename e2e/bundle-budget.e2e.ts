import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET, describeBudget, readBudget } from '../apps/web/bundle-budget';
import { filesOf, PRELOAD_META, type PreloadMap } from '../apps/web/preload-map';

/*
 * The JavaScript budget of the first load (issue 12), on the build the end-to-end tests drive:
 * the sign-in page's scripts at most 120 KB gzip, each screen's at most 100 KB. `npm test` builds
 * the web app before running this; the build prints the same figures.
 */
describe('the web build', () => {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const report = readBudget(dist);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  /** `/assets/app-shell-CH1POOp5.js` → `app-shell`. */
  const chunkName = (file: string) => file.replace(/^\/assets\/|-[\w-]{8}\.js$/g, '');

  it('gives the sign-in page at most 120 KB of JavaScript (gzip) and every screen at most 100 KB', () => {
    expect(report.overruns, describeBudget(report)).toEqual([]);
    expect(report.signInKb).toBeLessThanOrEqual(BUDGET.signInKb);
  });

  it('counts the theme script that index.html runs before the page paints', () => {
    const theme = report.signIn.find((c) => /^assets\/theme-[\w-]+\.js$/.test(c.file));
    expect(theme?.gzipKb).toBeGreaterThan(0);
  });

  it('keeps the signed-in app, charts and forms out of the sign-in page', () => {
    const files = report.signIn.map((c) => c.file).join(' ');
    expect(files).not.toMatch(
      /signed-in-app|app-shell|app-shared|leave-section|schemas|command|useQuery|zod/,
    );
    expect(report.routeChunks.length).toBeGreaterThan(20);
  });

  it("puts the signed-in app in three files, which a returning visitor's page asks for at once", () => {
    // The preload map the boot script reads: `a` lists the app's files.
    const content = new RegExp(`<meta name="${PRELOAD_META}" content="([^"]+)"`).exec(html)?.[1] ?? '';
    const map: PreloadMap = JSON.parse(content.replaceAll('&quot;', '"'));
    expect(filesOf(map, map.a).map(chunkName).sort()).toEqual(['app-shared', 'app-shell', 'signed-in-app']);
  });

  it('starts every page with three files: the entry, the bundler runtime and what the entry needs', () => {
    const modules = [
      ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+\.js)"/g),
    ].map((m) => chunkName(m[1] as string));
    expect(modules.sort()).toEqual(['index', 'rolldown-runtime', 'web']);
  });

  it('loads no schema library for screens that only show texts and labels: the guide, the audit trail', () => {
    type Chunk = { file: string; imports?: string[] };
    const manifest: Record<string, Chunk> = JSON.parse(
      readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
    );
    const files = (key: string, seen = new Set<string>()): string[] => {
      if (seen.has(key)) return [];
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the manifest`);
      return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => files(next, seen))];
    };
    for (const screen of ['src/features/guide/guide-page.tsx', 'src/features/audit/audit-page.tsx'])
      expect(files(screen).join(' '), screen).not.toMatch(/schemas|zod/);
  });
});
