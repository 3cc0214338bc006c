import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 27 (decision 0031): `body` wraps words anywhere, so a 50- or 100-character name without a
 * space breaks inside its box. Tailwind's `break-words` sets `overflow-wrap: break-word` again,
 * which breaks the word on screen but keeps the box as wide as the word when a flex or grid item
 * is sized: a trigger's 100-character name beside its tag icon pushed /notifications to 751 px on
 * a 390 px phone. Text that must wrap uses `wrap-anywhere`.
 */
describe('words that must wrap', () => {
  it('no screen uses break-words, which keeps a box as wide as its longest word', () => {
    const root = import.meta.dirname;
    const found = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /\bbreak-words\b/.test(readFileSync(path.join(root, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/'));
    expect(found).toEqual([]);
  });
});
