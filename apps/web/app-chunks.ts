import path from 'node:path';
import type { Plugin } from 'vite';
import { SIGN_IN_MODULE, SIGNED_IN_MODULE, WITHOUT_SIGNED_IN_APP } from './bundle-budget.ts';

/** A chunking group as rolldown's `output.codeSplitting.groups` takes it. */
interface Group {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
}

/** What the build knows of a module once it is parsed. */
export interface ModuleFacts {
  /** Static imports (rolldown lists the dynamic ones among `importedIds` too). */
  imports: readonly string[];
  /** Its code, as transformed (TypeScript and JSX gone, import and export statements as written). */
  code: string;
  /** The names it exports, re-exports included. */
  exports: readonly string[];
  /** The module each specifier of its import and export statements resolves to. */
  resolved: ReadonlyMap<string, string>;
}

type Want = 'all' | ReadonlySet<string>;

const IMPORT_FROM = /\bimport\s+([\w$*{}\s,]+?)\s*from\s*["']([^"']+)["']/g;
const IMPORT_BARE = /\bimport\s*["']([^"']+)["']/g;
const EXPORT_FROM = /\bexport\s+(\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;
const EXPORT_LIST = /\bexport\s*\{([^}]*)\}(?!\s*from)/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** Every specifier of a module's import and export statements, for the build to resolve. */
export function specifiersOf(code: string): string[] {
  const specs = new Set<string>();
  for (const pattern of [IMPORT_FROM, EXPORT_FROM])
    for (const m of code.matchAll(pattern)) specs.add(m[2] as string);
  for (const m of code.matchAll(IMPORT_BARE)) specs.add(m[1] as string);
  return [...specs];
}

/** `a`, `a as b`: [the name the other module has, the name here]. */
function pairs(list: string): [string, string][] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [theirs, ours] = s.split(/\s+as\s+/);
      return [theirs as string, (ours ?? theirs) as string];
    });
}

/** A module of import and export statements only (an index that re-exports others). */
function isBarrel(code: string): boolean {
  const rest = code
    .replace(COMMENTS, '')
    .replace(IMPORT_FROM, '')
    .replace(IMPORT_BARE, '')
    .replace(EXPORT_FROM, '')
    .replace(EXPORT_LIST, '')
    .replace(/["']use strict["']/g, '');
  return /^[\s;]*$/.test(rest) && /\bexport\b/.test(code);
}

/** How a module imports each of its dependencies: some names, or all of it (anything else). */
function wantsOf(facts: ModuleFacts): Map<string, Want> {
  const wants = new Map<string, Want>(facts.imports.map((id) => [id, 'all']));
  const named = new Map<string, Set<string>>();
  const whole = new Set<string>();
  for (const m of facts.code.matchAll(IMPORT_FROM)) {
    const dep = facts.resolved.get(m[2] as string);
    if (!dep) continue;
    const clause = (m[1] as string).trim();
    if (!/^\{[^}]*\}$/.test(clause)) whole.add(dep);
    else
      for (const [theirs] of pairs(clause.slice(1, -1)))
        named.set(dep, (named.get(dep) ?? new Set()).add(theirs));
  }
  for (const m of facts.code.matchAll(IMPORT_BARE)) {
    const dep = facts.resolved.get(m[1] as string);
    if (dep) whole.add(dep);
  }
  // A module that re-exports something needs it whole (only barrels are read name by name).
  for (const m of facts.code.matchAll(EXPORT_FROM)) {
    const dep = facts.resolved.get(m[2] as string);
    if (dep) whole.add(dep);
  }
  for (const [dep, names] of named) if (!whole.has(dep) && wants.has(dep)) wants.set(dep, names);
  return wants;
}

/** A barrel's names: where each comes from (a module, and which of its names or all of it). */
function barrelNames(facts: ModuleFacts, all: ReadonlyMap<string, ModuleFacts>): Map<string, [string, Want]> {
  const names = new Map<string, [string, Want]>();
  const locals = new Map<string, [string, Want]>();
  for (const m of facts.code.matchAll(IMPORT_FROM)) {
    const dep = facts.resolved.get(m[2] as string);
    if (!dep) continue;
    const clause = (m[1] as string).trim();
    for (const part of clause.match(/\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+/g) ?? []) {
      if (part.startsWith('{'))
        for (const [theirs, ours] of pairs(part.slice(1, -1))) locals.set(ours, [dep, new Set([theirs])]);
      else if (part.startsWith('*')) locals.set(part.replace(/^\*\s*as\s+/, ''), [dep, 'all']);
      else locals.set(part, [dep, new Set(['default'])]);
    }
  }
  for (const m of facts.code.matchAll(EXPORT_LIST))
    for (const [local, exported] of pairs(m[1] as string)) {
      const from = locals.get(local);
      if (from) names.set(exported, from);
    }
  const stars: string[] = [];
  for (const m of facts.code.matchAll(EXPORT_FROM)) {
    const dep = facts.resolved.get(m[2] as string);
    if (!dep) continue;
    const clause = m[1] as string;
    if (clause.startsWith('{'))
      for (const [theirs, ours] of pairs(clause.slice(1, -1))) names.set(ours, [dep, new Set([theirs])]);
    else if (clause === '*') stars.push(dep);
    else names.set(clause.replace(/^\*\s*as\s+/, ''), [dep, 'all']);
  }
  for (const dep of stars)
    for (const name of all.get(dep)?.exports ?? [])
      if (name !== 'default' && !names.has(name)) names.set(name, [dep, new Set([name])]);
  return names;
}

/**
 * The modules that modules `from` need, by their static imports, seen through barrels: a module
 * that imports `{ Dialog }` from 'radix-ui' needs the dialog package, not the fifty others its
 * index re-exports; one that imports `{ TEXT }` from the contracts needs their messages, not their
 * schemas. The bundler drops the rest (tree-shaking); a reach that counted it would say the entry
 * needs all of radix, every icon and zod. Whatever is not understood counts whole.
 */
export function staticReach(modules: ReadonlyMap<string, ModuleFacts>): (from: string[]) => Set<string> {
  const barrels = new Map<string, Map<string, [string, Want]>>();
  for (const [id, facts] of modules) if (isBarrel(facts.code)) barrels.set(id, barrelNames(facts, modules));
  const wants = new Map<string, Map<string, Want>>();
  const wantsFor = (id: string) => {
    let w = wants.get(id);
    if (!w) {
      const facts = modules.get(id);
      w = facts ? wantsOf(facts) : new Map();
      wants.set(id, w);
    }
    return w;
  };

  return (from) => {
    const reached = new Set<string>();
    const whole = new Set<string>();
    const taken = new Map<string, Set<string>>();
    const stack: [string, Want][] = from.map((id) => [id, 'all']);
    while (stack.length > 0) {
      const [id, want] = stack.pop() as [string, Want];
      reached.add(id);
      if (whole.has(id)) continue;
      const names = barrels.get(id);
      if (names && want !== 'all') {
        const seen = taken.get(id) ?? new Set<string>();
        taken.set(id, seen);
        for (const name of want) {
          if (seen.has(name)) continue;
          seen.add(name);
          const source = names.get(name);
          stack.push(source ?? [id, 'all']);
        }
        continue;
      }
      whole.add(id);
      for (const [dep, depWant] of wantsFor(id)) stack.push([dep, depWant]);
    }
    return reached;
  };
}

/**
 * The files of a returning visitor's first load, made few: the bundler left alone makes a chunk of
 * every set of modules shared in the same pattern, and a first load of Home asked for 22 files
 * (the entry's 6, the signed-in app's 13, Home's 3). Over HTTP/1.1's six connections, on a machine
 * whose cores the browser shares, every file costs more than its bytes. Three groups:
 *
 * - `web`: everything the entry needs (main.tsx's static imports), in one file beside it;
 * - `app-shell`: what the signed-in app needs that neither the entry nor a page shown without it
 *   (sign-in, sign-up, forgotten password, not found, the toasts) needs;
 * - `app-shared`: what it shares with those pages, except the sign-in page's own (its budget is the
 *   tightest, its files stay as the bundler makes them).
 *
 * Nothing is copied: the entry runs before everything, the signed-in app before every screen.
 */
export function appChunks(root: string): { plugin: Plugin; groups: Group[] } {
  const modules = new Map<string, ModuleFacts>();
  let members: { entry: Set<string>; own: Set<string>; shared: Set<string> } | undefined;
  const abs = (module: string) => path.join(root, module);

  const computeMembers = () => {
    const signedIn = abs(SIGNED_IN_MODULE);
    if (!modules.has(signedIn))
      return { entry: new Set<string>(), own: new Set<string>(), shared: new Set<string>() };
    const reach = staticReach(modules);
    const main = abs('src/main.tsx');
    const entry = reach([main]);
    const signIn = reach([abs(SIGN_IN_MODULE)]);
    const publicPages = reach(WITHOUT_SIGNED_IN_APP.filter((m) => m !== SIGNED_IN_MODULE).map(abs));
    // The signed-in app's own module stays the file the router loads (the preload map finds it by it).
    const app = [...reach([signedIn])].filter((id) => id !== signedIn && !entry.has(id) && !signIn.has(id));
    return {
      entry: new Set([...entry].filter((id) => id !== main)),
      own: new Set(app.filter((id) => !publicPages.has(id))),
      shared: new Set(app.filter((id) => publicPages.has(id))),
    };
  };
  const group = (name: string, part: 'entry' | 'own' | 'shared'): Group => ({
    name,
    // Only the members: what they import from elsewhere (the entry, the sign-in page) stays there.
    includeDependenciesRecursively: false,
    test: (id) => {
      members ??= computeMembers();
      return members[part].has(id);
    },
  });

  return {
    plugin: {
      name: 'leavedesk:app-chunks',
      apply: 'build',
      async buildEnd() {
        modules.clear();
        members = undefined;
        await Promise.all(
          [...this.getModuleIds()].map(async (id) => {
            const info = this.getModuleInfo(id);
            if (!info) return;
            const dynamic = new Set(info.dynamicallyImportedIds);
            const code = info.code ?? '';
            const resolved = new Map<string, string>();
            for (const spec of specifiersOf(code)) {
              const to = await this.resolve(spec, id);
              if (to && !to.external) resolved.set(spec, to.id);
            }
            modules.set(id, {
              imports: info.importedIds.filter((i) => !dynamic.has(i)),
              code,
              exports: info.exports ?? [],
              resolved,
            });
          }),
        );
      },
    },
    groups: [group('web', 'entry'), group('app-shell', 'own'), group('app-shared', 'shared')],
  };
}
