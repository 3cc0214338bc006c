import axe from 'axe-core';

/**
 * axe-core's critical and serious findings in jsdom, for the rules about structure and names (roles,
 * required children, lists, labels). Colour contrast and anything else that needs layout is judged
 * in Chromium by the end-to-end sweep (e2e/axe-routes.e2e.ts).
 */
export async function structuralViolations(context: Element = document.body) {
  const result = await axe.run(context, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, 'scrollable-region-focusable': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
