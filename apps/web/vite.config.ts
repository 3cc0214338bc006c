import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { appChunks } from './app-chunks.ts';
import { describeBudget, readBudget } from './bundle-budget.ts';
import { precompress } from './precompress.ts';
import { themeBoot } from './theme-boot.ts';

// React Router's package points every bundler at its development build (warnings included); the
// production build of the same version is what the browser should get.
const reactRouter = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouter, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouter, 'dist/production/dom-export.mjs') },
];

/** Prints the JavaScript budget (bundle-budget.ts) under Vite's table of chunk sizes. */
function budgetReport(): Plugin {
  let outDir = '';
  return {
    name: 'leavedesk:budget-report',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Nothing written: the build failed, and its own error is the one to show.
      if (!existsSync(path.join(outDir, '.vite/manifest.json'))) return;
      console.log(`\n${describeBudget(readBudget(outDir))}\n`);
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));
const chunks = appChunks(root);

export default defineConfig(({ command }) => ({
  plugins: [themeBoot(), react(), tailwindcss(), chunks.plugin, precompress(), budgetReport()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by the budget check (bundle-budget.ts, e2e/bundle-budget.e2e.ts).
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A shared chunk smaller than 8 KB of source goes into each chunk that imports it instead of
        // being a file of its own: Home's first load asks for ~20 files instead of ~45, which over
        // HTTP/1.1's six connections per server was most of its wait (decision 0024). The entry and
        // the signed-in app come in a few files of their own (app-chunks.ts, decision 0026): a
        // returning visitor's Home asks for 9 files.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8000 },
          groups: chunks.groups,
        },
      },
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
}));
