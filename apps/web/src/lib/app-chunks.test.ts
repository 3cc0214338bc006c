import { describe, expect, it } from 'vitest';
import { type ModuleFacts, specifiersOf, staticReach } from '../../app-chunks';

/** A module as the build knows it; every specifier of its code resolves through `resolve`. */
function mod(code: string, resolve: Record<string, string> = {}, exports: string[] = []): ModuleFacts {
  const resolved = new Map(
    specifiersOf(code).flatMap((spec) => (resolve[spec] ? [[spec, resolve[spec]] as const] : [])),
  );
  return { code, exports, resolved, imports: [...new Set(resolved.values())] };
}

// A radix-like index (namespaces), a lucide-like one (named re-exports) and a contracts-like one
// (`export *`), each over two modules.
const graph = new Map<string, ModuleFacts>([
  [
    'radix',
    mod(
      'import * as Dialog from "@radix-ui/react-dialog";\nimport * as Menu from "@radix-ui/react-menu";\nexport { Dialog, Menu };',
      { '@radix-ui/react-dialog': 'dialog', '@radix-ui/react-menu': 'menu' },
    ),
  ],
  ['dialog', mod("import { useId } from 'react-id';", { 'react-id': 'react-id' })],
  ['react-id', mod('export const useId = 1;')],
  ['menu', mod('export const Root = 1;')],
  [
    'icons',
    mod(
      "/** @license */\nexport { default as Plus, default as PlusIcon } from './icons/plus.mjs';\nexport { default as Moon } from './icons/moon.mjs';",
      { './icons/plus.mjs': 'plus', './icons/moon.mjs': 'moon' },
    ),
  ],
  ['plus', mod('export default 1;')],
  ['moon', mod('export default 2;')],
  [
    'contracts',
    mod("export * from './messages';\nexport * from './schemas';", {
      './messages': 'messages',
      './schemas': 'schemas',
    }),
  ],
  ['messages', mod('export const TEXT = {};', {}, ['TEXT'])],
  ['schemas', mod("import { z } from 'zod';\nexport const user = z.object({});", { zod: 'zod' }, ['user'])],
  ['zod', mod('export const z = {};')],
]);

const reachOf = (code: string, resolve: Record<string, string>) =>
  [...staticReach(new Map([...graph, ['page', mod(code, resolve)]]))(['page'])].sort();

describe('what a module needs, read from the build through barrels (app-chunks.ts)', () => {
  it('follows a barrel only to the modules of the names taken from it, and on from there', () => {
    expect(
      reachOf(
        "import { Dialog as D } from 'radix-ui';\nimport { PlusIcon } from 'lucide-react';\nimport { TEXT } from '@leavedesk/contracts';",
        { 'radix-ui': 'radix', 'lucide-react': 'icons', '@leavedesk/contracts': 'contracts' },
      ),
    ).toEqual(['contracts', 'dialog', 'icons', 'messages', 'page', 'plus', 'radix', 'react-id']);
  });

  it('takes a barrel whole when a name is not among those it lists, or it is not imported by name', () => {
    expect(reachOf("import { Tooltip } from 'radix-ui';", { 'radix-ui': 'radix' })).toContain('menu');
    expect(reachOf("import * as Icons from 'lucide-react';", { 'lucide-react': 'icons' })).toContain('moon');
    expect(reachOf("import '@leavedesk/contracts';", { '@leavedesk/contracts': 'contracts' })).toContain(
      'zod',
    );
    // Named and whole in one module: whole.
    expect(
      reachOf("import { TEXT } from '@leavedesk/contracts';\nimport * as C from '@leavedesk/contracts';", {
        '@leavedesk/contracts': 'contracts',
      }),
    ).toContain('zod');
  });

  it('takes a module that has code of its own whole, whatever is imported from it', () => {
    const withCode = new Map(graph);
    withCode.set(
      'contracts',
      mod("export * from './messages';\nexport * from './schemas';\nexport const VERSION = 1;", {
        './messages': 'messages',
        './schemas': 'schemas',
      }),
    );
    const reach = staticReach(
      new Map([
        ...withCode,
        [
          'page',
          mod("import { TEXT } from '@leavedesk/contracts';", { '@leavedesk/contracts': 'contracts' }),
        ],
      ]),
    );
    expect(reach(['page'])).toContain('zod');
  });

  it('counts an import whose specifier did not resolve as needing the module whole', () => {
    const reach = staticReach(
      new Map([...graph, ['page', { ...mod("import { Dialog } from 'radix-ui';"), imports: ['radix'] }]]),
    );
    expect(reach(['page'])).toContain('menu');
  });
});
