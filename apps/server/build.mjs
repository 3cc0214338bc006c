// Bundles the server (and the shared contracts it imports as TypeScript) into dist/main.js, and the
// demo seed (npm run demo) into dist/seed-demo.js. npm packages stay external and load from
// node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'seed-demo': 'src/scripts/seed-demo.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@leavedesk/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
