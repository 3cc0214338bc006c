import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript budget of the web build (issue 12), read from Vite's manifest: what a visitor's
 * browser must download before the sign-in page shows, and the size of each route's own chunk.
 * Sizes are gzip level 9, as the server sends them (precompress.ts).
 */
export const BUDGET = {
  /**
   * Every script the sign-in page needs: the entry, its route chunk and their static imports, and
   * the classic scripts of index.html (the theme boot script).
   */
  signInKb: 120,
  /**
   * What opening one screen loads: its route chunk and their static imports, less what is loaded
   * before it (the entry; for a signed-in screen, the signed-in app too).
   */
  routeChunkKb: 100,
} as const;

/** The router's module of the sign-in screen (apps/web/src/app/routes.tsx). */
export const SIGN_IN_MODULE = 'src/features/auth/sign-in-page.tsx';
/** Loaded once there is a token, before any signed-in screen shows (app/guards.tsx). */
export const SIGNED_IN_MODULE = 'src/app/signed-in-app.tsx';
/** Lazily loaded modules that can show without the signed-in app. */
export const WITHOUT_SIGNED_IN_APP = [
  SIGN_IN_MODULE,
  'src/features/auth/sign-up-page.tsx',
  'src/features/auth/forget-password-page.tsx',
  'src/features/errors/not-found-page.tsx',
  'src/components/ui/toaster.tsx',
  SIGNED_IN_MODULE,
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  /** The module a route loads it for, or the entry. */
  src?: string;
  gzipKb: number;
}

export interface BudgetReport {
  /** The scripts of the sign-in page, each once. */
  signIn: ChunkSize[];
  signInKb: number;
  /**
   * Each lazily loaded module (a screen, the signed-in app, the toasts) with what opening it loads
   * (see BUDGET.routeChunkKb), largest first.
   */
  routeChunks: ChunkSize[];
  /** What exceeds the budget, in words; empty when all is within it. */
  overruns: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Scripts index.html loads that the manifest does not list: the theme boot script (theme-boot.ts),
 * a classic script emitted as an asset. Every page runs it before the app, so it counts.
 */
function pageScripts(distDir: string, manifest: Manifest): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const chunks = new Set(Object.values(manifest).map((chunk) => chunk.file));
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+)"/g)]
    .map((match) => match[1] as string)
    .filter((file) => !chunks.has(file));
}

export function readBudget(distDir: string): BudgetReport {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build the web app first (npm run build -w apps/web).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipKb = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = kb(gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
      sizes.set(file, size);
    }
    return size;
  };

  // Static imports only: what `import()` would load later is not needed to show the page.
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    for (const key of keys) visit(key);
    return [...seen];
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry || !manifest[SIGN_IN_MODULE] || !manifest[SIGNED_IN_MODULE])
    throw new Error('The manifest lacks the entry, the sign-in page or the signed-in app.');

  const total = (keys: string[]) =>
    kb(keys.reduce((sum, key) => sum + gzipKb((manifest[key] as ManifestChunk).file) * 1024, 0));

  const signIn = [
    ...pageScripts(distDir, manifest).map((file) => ({ file, gzipKb: gzipKb(file) })),
    ...closure([entry, SIGN_IN_MODULE]).map((key) => {
      const chunk = manifest[key] as ManifestChunk;
      return { file: chunk.file, src: chunk.src, gzipKb: gzipKb(chunk.file) };
    }),
  ];
  const signInKb = kb(signIn.reduce((sum, c) => sum + c.gzipKb * 1024, 0));
  const inEntry = new Set(closure([entry]));
  const inSignedInApp = new Set(closure([entry, SIGNED_IN_MODULE]));
  const routeChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => {
      const before = WITHOUT_SIGNED_IN_APP.includes(key) ? inEntry : inSignedInApp;
      return {
        file: chunk.file,
        src: chunk.src,
        gzipKb: total(closure([key]).filter((k) => !before.has(k))),
      };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);

  const overruns: string[] = [];
  if (signInKb > BUDGET.signInKb)
    overruns.push(`The sign-in page needs ${signInKb} KB of JavaScript (gzip), over ${BUDGET.signInKb} KB.`);
  for (const chunk of routeChunks)
    if (chunk.gzipKb > BUDGET.routeChunkKb)
      overruns.push(
        `${chunk.src ?? chunk.file} is ${chunk.gzipKb} KB (gzip), over ${BUDGET.routeChunkKb} KB.`,
      );
  return { signIn, signInKb, routeChunks, overruns };
}

/** The lines the build prints under Vite's own table. */
export function describeBudget(report: BudgetReport): string {
  const lines = [
    `JavaScript of the sign-in page: ${report.signInKb} KB gzip (budget ${BUDGET.signInKb} KB)`,
    ...report.signIn.map((c) => `  ${c.gzipKb.toFixed(1).padStart(6)} KB  ${c.file}`),
    `Largest lazily loaded screen: ${report.routeChunks[0]?.gzipKb ?? 0} KB gzip (budget ${BUDGET.routeChunkKb} KB), ${report.routeChunks[0]?.src ?? ''}`,
    ...report.overruns.map((o) => `OVER BUDGET: ${o}`),
  ];
  return lines.join('\n');
}
