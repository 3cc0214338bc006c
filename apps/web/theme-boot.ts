import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { SIGNED_IN_MODULE } from './bundle-budget.ts';
import { type BundleChunk, PRELOAD_META, parseRoutes, parseScreens, preloadMap } from './preload-map.ts';

/** The entry: the same `applyTheme` the app calls when the preference changes (src/lib/theme.ts). */
const ENTRY = fileURLToPath(new URL('./src/theme-boot.ts', import.meta.url));
const ROUTES = fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url));
const SCREENS = fileURLToPath(new URL('./src/app/screens.ts', import.meta.url));

async function compile(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
  });
  return result.outputFiles[0].text;
}

/**
 * Applies the colour scheme before the first paint, and for a returning visitor asks for the
 * signed-in app and the screen at once (preload-map.ts): a small classic script, first in <head> (so
 * before the style sheet), sets the `dark` class from DARK_MODE or the system scheme. The app's
 * own module runs after the page has painted, which made dark mode flash light on every load. An
 * inline script would need the CSP to allow it; this one is a file of the build like the others,
 * named after its content (`assets/theme-<hash>.js`), so browsers keep it for good.
 */
export function themeBoot(): Plugin {
  let code = '';
  let fileName = '';
  const ready = compile().then((c) => {
    code = c;
    fileName = `assets/theme-${createHash('sha256').update(c).digest('base64url').slice(0, 10)}.js`;
  });
  return {
    name: 'leavedesk:theme-boot',
    transformIndexHtml: {
      // After the build's own changes, with the bundle: the preload map needs its chunks.
      order: 'post',
      async handler(_html, ctx) {
        await ready;
        const script = { tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head-prepend' } as const;
        if (!ctx.bundle) return [script];
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk') as BundleChunk[];
        const map = preloadMap(
          chunks,
          parseRoutes(readFileSync(ROUTES, 'utf8')),
          parseScreens(readFileSync(SCREENS, 'utf8')),
          SIGNED_IN_MODULE,
        );
        // Before the script, which reads it as it runs.
        const meta = {
          tag: 'meta',
          attrs: { name: PRELOAD_META, content: JSON.stringify(map) },
          injectTo: 'head-prepend',
        } as const;
        return [meta, script];
      },
    },
    async generateBundle() {
      await ready;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        await ready;
        if (req.url !== `/${fileName}`) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(code);
      });
    },
  };
}
