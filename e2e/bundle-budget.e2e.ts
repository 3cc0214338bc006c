import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET, describeBudget, readBudget } from '../apps/web/bundle-budget';

/*
 * The JavaScript budget of the first load (issue 12), on the build the end-to-end tests drive:
 * the sign-in page's scripts at most 120 KB gzip, each screen's at most 100 KB. `npm test` builds
 * the web app before running this; the build prints the same figures.
 */
describe('the web build', () => {
  const report = readBudget(path.resolve(import.meta.dirname, '../apps/web/dist'));

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
    expect(files).not.toMatch(/signed-in-app|leave-section|schemas|command|useQuery|zod/);
    expect(report.routeChunks.length).toBeGreaterThan(20);
  });
});
