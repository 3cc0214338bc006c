// Bundles the server (and the shared contracts it imports as TypeScript) into dist/main.js.
// npm packages stay external and load from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
