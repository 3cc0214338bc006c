import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..');

export function chromiumPath(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

/**
 * Starts the built app (server bundle + web dist) on a free port with a fresh embedded database,
 * as `npm start` would, and gives its URL to the tests.
 */
export default async function setup(project: TestProject) {
  const browser = chromiumPath();
  if (!browser) {
    const message = `No Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}: the end-to-end tests cannot run.`;
    if (process.env.CI === 'true') throw new Error(message);
    console.warn(`\n\n*** ${message} They are skipped. Install chromium or set CHROMIUM_PATH. ***\n\n`);
    project.provide('baseUrl', '');
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leavedesk-e2e-'));
  const port = 4100 + Math.floor(Math.random() * 800);
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '10000',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('The server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('chromium', browser);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string;
  }
}
