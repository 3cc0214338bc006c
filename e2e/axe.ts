import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, read once; evaluated through the DevTools protocol, so the CSP allows it. */
const axeSource: string = require('axe-core').source;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules, plus best practices) on the page as it is now and
 * answers the critical and serious violations, each with the selectors of its nodes; `alsoRules`
 * names rules of lesser impact that count too.
 */
export async function seriousViolations(
  page: Page,
  alsoRules: readonly string[] = [],
): Promise<AxeViolation[]> {
  // A panel or dialog still fading in has half its final contrast: judge the page as it settles.
  await settleAnimations(page);
  // biome-ignore lint/suspicious/noExplicitAny: axe is a global the evaluated source defines
  if (!(await page.evaluate(() => Boolean((window as any).axe)))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the evaluated source defines
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }),
    );
  });
  return (violations as AxeViolation[]).filter(
    (v) => v.impact === 'critical' || v.impact === 'serious' || alsoRules.includes(v.id),
  );
}

/** Waits until every running CSS animation and transition of the page that ends has finished. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      // Endless ones (a spinner) never finish and do not fade content in.
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}
