// npm start: build what is stale, then serve the API and the web app on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStale } from './stale.mjs';

const root = path.resolve(new URL('.', import.meta.url).pathname, '..');
buildStale();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
