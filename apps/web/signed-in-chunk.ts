import path from 'node:path';
import type { Plugin } from 'vite';
import { SIGN_IN_MODULE, SIGNED_IN_MODULE, WITHOUT_SIGNED_IN_APP } from './bundle-budget.ts';

/** A chunking group as rolldown's `output.codeSplitting.groups` takes it. */
interface Group {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
}

export interface ModuleFacts {
  /** Static imports (rolldown lists the dynamic ones among `importedIds` too). */
  imports: readonly string[];
  code: string;
}

/** A package's index that re-exports many modules ('radix-ui', 'lucide-react'), by the names it exports. */
type Barrel = Map<string, string>;

const BARREL_MIN_IMPORTS = 30;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMESPACE_IMPORT = /import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g;
const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `a`, `a as b`, `type a`: the names as the other module exports them (`exported`) or this one calls them. */
function specifiers(list: string, side: 'imported' | 'local'): string[] {
  return list
    .split(',')
    .map((s) => s.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((s) => {
      const [left, right] = s.split(/\s+as\s+/);
      return (side === 'imported' ? left : (right ?? left)) as string;
    });
}

/**
 * Module ids of the static import graph, seen through barrels: a module that imports `{ Dialog }`
 * from 'radix-ui' reaches the dialog package, not the fifty others its index re-exports. The
 * bundler drops those (tree-shaking); a reach that counted them would say the entry needs all of
 * radix and all of the icons.
 */
export function staticReach(modules: Map<string, ModuleFacts>): (from: string[]) => Set<string> {
  const barrels = new Map<string, Barrel>();
  const target = (from: string, spec: string) => {
    const imports = modules.get(from)?.imports ?? [];
    if (spec.startsWith('.')) {
      const file = path.resolve(path.dirname(from), spec);
      return imports.find((id) => id === file);
    }
    return imports.find((id) => id.includes(`/node_modules/${spec}/`));
  };
  for (const [id, facts] of modules) {
    if (!id.includes('/node_modules/') || facts.imports.length < BARREL_MIN_IMPORTS) continue;
    const names: Barrel = new Map();
    for (const [, name, spec] of facts.code.matchAll(NAMESPACE_IMPORT)) {
      const to = target(id, spec as string);
      if (to) names.set(name as string, to);
    }
    for (const [, list, spec] of facts.code.matchAll(NAMED_REEXPORT)) {
      const to = target(id, spec as string);
      if (to) for (const name of specifiers(list as string, 'local')) names.set(name, to);
    }
    if (names.size > 0) barrels.set(id, names);
  }

  /** What `id` needs: its imports, with each barrel replaced by the modules of the names it takes. */
  const edges = (id: string): string[] => {
    const facts = modules.get(id);
    if (!facts) return [];
    const out: string[] = [];
    const taken = new Map<string, string[] | undefined>();
    for (const [, list, spec] of facts.code.matchAll(NAMED_IMPORT)) {
      const to = target(id, spec as string);
      if (to && barrels.has(to)) taken.set(to, [...(taken.get(to) ?? []), ...specifiers(list as string, 'imported')]);
    }
    for (const imported of facts.imports) {
      const barrel = barrels.get(imported);
      const names = taken.get(imported);
      const via = names?.map((name) => barrel?.get(name));
      if (!barrel) out.push(imported);
      // A barrel imported some other way (or a name it does not list): all of it, to be safe.
      else if (!via || via.some((to) => to === undefined))
        out.push(imported, ...(modules.get(imported)?.imports ?? []));
      else out.push(imported, ...(via as string[]));
    }
    return out;
  };

  return (from: string[]) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      // A barrel's own imports are reached only through the names taken from it.
      if (!barrels.has(id)) stack.push(...edges(id));
    }
    return seen;
  };
}

/**
 * Two files for the signed-in app. The first holds every module it imports statically that neither
 * the entry nor a page shown without it (sign-in, sign-up, ...) needs; the second what it shares
 * with those pages other than the sign-in page (radix parts the sign-up page uses too, say).
 * Left to the bundler, these came as a dozen files shared in different patterns with the screens,
 * which a returning visitor's first screen all waited for: over HTTP/1.1's six connections, on a
 * machine whose cores the browser shares, every file costs more than its bytes. Nothing is
 * duplicated: every screen loads after the signed-in app, so what it shares with the app is there
 * already. The sign-in page's own files are left as they are: its budget is the tightest.
 */
export function signedInAppChunks(root: string): { plugin: Plugin; groups: Group[] } {
  const modules = new Map<string, ModuleFacts>();
  let members: { own: Set<string>; shared: Set<string> } | undefined;
  const abs = (module: string) => path.join(root, module);

  const computeMembers = () => {
    const signedIn = abs(SIGNED_IN_MODULE);
    if (!modules.has(signedIn)) return { own: new Set<string>(), shared: new Set<string>() };
    const reach = staticReach(modules);
    const entry = reach([...modules.keys()].filter((id) => id === abs('src/main.tsx')));
    const signIn = reach([abs(SIGN_IN_MODULE)]);
    const publicPages = reach(WITHOUT_SIGNED_IN_APP.filter((m) => m !== SIGNED_IN_MODULE).map(abs));
    // The signed-in app's own module stays the file the router loads (the preload map finds it by it).
    const app = [...reach([signedIn])].filter((id) => id !== signedIn && !entry.has(id) && !signIn.has(id));
    return {
      own: new Set(app.filter((id) => !publicPages.has(id))),
      shared: new Set(app.filter((id) => publicPages.has(id))),
    };
  };
  const group = (name: string, part: 'own' | 'shared'): Group => ({
    name,
    // Only the members: what they import from the entry or the sign-in page stays where it is.
    includeDependenciesRecursively: false,
    test: (id) => {
      members ??= computeMembers();
      return members[part].has(id);
    },
  });

  return {
    plugin: {
      name: 'leavedesk:signed-in-chunks',
      apply: 'build',
      buildEnd() {
        modules.clear();
        members = undefined;
        for (const id of this.getModuleIds()) {
          const info = this.getModuleInfo(id);
          if (!info) continue;
          const dynamic = new Set(info.dynamicallyImportedIds);
          modules.set(id, { imports: info.importedIds.filter((i) => !dynamic.has(i)), code: info.code ?? '' });
        }
      },
    },
    groups: [group('app-shell', 'own'), group('app-shared', 'shared')],
  };
}
