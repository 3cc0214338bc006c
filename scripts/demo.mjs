// npm run demo: a fresh demo organization in a data directory of its own (./data-demo), then the
// server on it. Your own data (DATA_DIR, DATABASE_URL) is never touched, and the seed is done and
// closed before the server opens the directory, so the two never share the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildStale } from './stale.mjs';

const root = path.resolve(new URL('.', import.meta.url).pathname, '..');
const dataDir = path.join(root, 'data-demo');
const env = { ...process.env, DATA_DIR: dataDir };
delete env.DATABASE_URL;
const node = (file, args = []) => [
  '--enable-source-maps',
  path.join(root, 'apps/server/dist', file),
  ...args,
];

buildStale();
console.log(`Seeding a fresh demo organization in ${dataDir} (it is emptied on every npm run demo)…`);
const seed = spawnSync(process.execPath, node('seed-demo.js', ['--fresh']), {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, node('main.js'), { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// The sign-in details once the server answers, so they are the last thing on the screen.
const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
const health = `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 3000}/api/health`;
for (let i = 0; i < 600; i++) {
  const ok = await fetch(health).then(
    (res) => res.ok,
    () => false,
  );
  if (ok) {
    console.log(seed.stdout);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
