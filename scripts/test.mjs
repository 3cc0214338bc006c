// npm test: build the app (the end-to-end tests drive the real build), then every test project.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildStale } from './stale.mjs';

const root = path.resolve(new URL('.', import.meta.url).pathname, '..');
buildStale();
const args = ['vitest', 'run', ...process.argv.slice(2)];
const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
