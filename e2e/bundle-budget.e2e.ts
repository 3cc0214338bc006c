import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET, describeBudget, readBudget } from '../apps/web/bundle-budget';

/*
 * The JavaScript budget of the first load (issue 12), on the build the end-to-end tests drive:
 * the sign-in page's scripts at most 120 KB gzip, each screen's at most 100 KB. `npm test` builds
 * the web app before running this; the build prints the same figures.
 */
describe('the web build', () => {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const report = readBudget(dist);

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
    // The preload map the boot script reads (apps/web/preload-map.ts): `a` lists the app's files.
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const meta = /<meta name="leavedesk-preload" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const map = JSON.parse(meta.replaceAll('&quot;', '"')) as { f: string; a: number[] };
    const names = map.f.split('|');
    const app = map.a.map((i) => (names[i] ?? '').replace(/-[\w-]{8}$/, '')).sort();
    expect(app).toEqual(['app-shared', 'app-shell', 'signed-in-app']);
  });

  it('starts every page with three files: the entry, the bundler runtime and what the entry needs', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const modules = [
      ...html.matchAll(
        /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="\/assets\/([\w-]+?)-[\w-]{8}\.js"/g,
      ),
    ].map((m) => m[1]);
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
