import { describe, expect, it } from 'vitest';
import { type ModuleFacts, staticReach } from '../../signed-in-chunk';

const nm = '/repo/node_modules';
// A radix-like index (namespaces) and a lucide-like one (named re-exports of relative files), each
// with enough imports to count as a barrel.
const fillers = (dir: string, n: number) => Array.from({ length: n }, (_, i) => `${dir}/filler-${i}.mjs`);
const radixIndex = `${nm}/radix-ui/dist/index.mjs`;
const dialog = `${nm}/@radix-ui/react-dialog/dist/index.mjs`;
const menu = `${nm}/@radix-ui/react-menu/dist/index.mjs`;
const iconsIndex = `${nm}/lucide-react/dist/esm/lucide-react.mjs`;
const plus = `${nm}/lucide-react/dist/esm/icons/plus.mjs`;
const moon = `${nm}/lucide-react/dist/esm/icons/moon.mjs`;

function modules(files: Record<string, ModuleFacts>): Map<string, ModuleFacts> {
  const all = new Map(Object.entries(files));
  for (const facts of Object.values(files))
    for (const id of facts.imports) if (!all.has(id)) all.set(id, { imports: [], code: '' });
  return all;
}

const barrels = {
  [radixIndex]: {
    imports: [dialog, menu, ...fillers(`${nm}/@radix-ui`, 40)],
    code: 'import * as Dialog from "@radix-ui/react-dialog";\nimport * as Menu from "@radix-ui/react-menu";\nexport { Dialog, Menu };',
  },
  [iconsIndex]: {
    imports: [plus, moon, ...fillers(`${nm}/lucide-react/dist/esm/icons`, 40)],
    code: "export { default as Plus, default as PlusIcon } from './icons/plus.mjs';\nexport { default as Moon } from './icons/moon.mjs';",
  },
};

describe("the signed-in app's files: what a module needs, seen through barrels", () => {
  it('follows a barrel only to the modules of the names taken from it', () => {
    const reach = staticReach(
      modules({
        ...barrels,
        '/repo/src/a.tsx': {
          imports: [radixIndex, iconsIndex, '/repo/src/b.ts'],
          code: "import { Dialog as DialogPrimitive } from 'radix-ui';\nimport { PlusIcon } from 'lucide-react';\nimport { b } from './b';",
        },
        '/repo/src/b.ts': { imports: [], code: '' },
      }),
    );
    expect([...reach(['/repo/src/a.tsx'])].sort()).toEqual(
      ['/repo/src/a.tsx', '/repo/src/b.ts', radixIndex, dialog, iconsIndex, plus].sort(),
    );
  });

  it('takes all of a barrel when a name is not among those it lists, or it is imported whole', () => {
    const reach = staticReach(
      modules({
        ...barrels,
        '/repo/src/unknown.tsx': { imports: [radixIndex], code: "import { Tooltip } from 'radix-ui';" },
        '/repo/src/whole.tsx': { imports: [iconsIndex], code: "import * as Icons from 'lucide-react';" },
      }),
    );
    expect(reach(['/repo/src/unknown.tsx'])).toContain(menu);
    expect(reach(['/repo/src/unknown.tsx']).size).toBe(1 + 1 + 42);
    expect(reach(['/repo/src/whole.tsx'])).toContain(moon);
  });

  it('does not treat a module of the app, or a small one, as a barrel', () => {
    const reach = staticReach(
      modules({
        '/repo/src/index.ts': {
          imports: ['/repo/src/x.ts', '/repo/src/y.ts'],
          code: "export { x } from './x';\nexport { y } from './y';",
        },
        '/repo/src/use.ts': { imports: ['/repo/src/index.ts'], code: "import { x } from './index';" },
      }),
    );
    expect(reach(['/repo/src/use.ts'])).toContain('/repo/src/y.ts');
  });
});
