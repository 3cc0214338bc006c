// Rebuilds the web app and the server bundle when any of their sources is newer than the output.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

function outputTime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

const contracts = newest(path.join(root, 'packages/contracts/src'));
const targets = [
  {
    name: 'web app',
    workspace: 'apps/web',
    outputs: [path.join(root, 'apps/web/dist/index.html')],
    sources: [
      path.join(root, 'apps/web/src'),
      path.join(root, 'apps/web/index.html'),
      path.join(root, 'apps/web/public'),
      path.join(root, 'apps/web/vite.config.ts'),
      path.join(root, 'apps/web/precompress.ts'),
    ],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    outputs: [path.join(root, 'apps/server/dist/main.js'), path.join(root, 'apps/server/dist/seed-demo.js')],
    sources: [path.join(root, 'apps/server/src')],
  },
];

export function buildStale({ force = false } = {}) {
  for (const t of targets) {
    const src = Math.max(
      contracts,
      ...t.sources.map((s) =>
        statSync(s, { throwIfNoEntry: false })?.isDirectory() ? newest(s) : outputTime(s),
      ),
    );
    if (force || Math.min(...t.outputs.map(outputTime)) < src) {
      console.log(`Building the ${t.name}…`);
      execSync(`npm run build -w ${t.workspace}`, { cwd: root, stdio: 'inherit' });
    }
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname)
  buildStale({ force: process.argv.includes('--force') });
