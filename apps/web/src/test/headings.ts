import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The page's headings go down one level at a time (h1, then h2, …), which screen-reader users
 * rely on to jump through a page; going back up any number of levels is fine.
 */
export function expectHeadingsInOrder() {
  const levels = screen
    .getAllByRole('heading')
    .map((h) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1);
  expect({ levels, skips }).toEqual({ levels, skips: [] });
}
