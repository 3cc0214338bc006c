import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
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
  let server: ChildProcess | undefined;
  // If the test run itself is killed (Ctrl+C, a CI timeout), the server must not outlive it.
  const stopServer = () => server?.kill('SIGTERM');
  const teardown = async () => {
    process.off('exit', stopServer);
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      stopServer();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A private copy of the web build: a rebuild of apps/web/dist during the run cannot pull the
    // assets from under the browser.
    const webDist = path.join(dataDir, 'web');
    const builtWeb = path.join(root, 'apps/web/dist');
    if (!existsSync(path.join(builtWeb, 'index.html'))) {
      throw new Error(
        'apps/web/dist is missing: run `npm run build -w apps/web` before the end-to-end tests.',
      );
    }
    cpSync(builtWeb, webDist, { recursive: true });
    project.provide('demo', seedDemo(dataDir));
    const port = 4100 + Math.floor(Math.random() * 800);
    server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '10000',
        // The demo's waiting requests would remind their approvers 5 seconds after start, and the
        // bells the tests read would change under them (reminders are tested with their own clock).
        REVIEW_REMINDERS: 'false',
        DATABASE_URL: '',
        WEB_DIST: webDist,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    process.once('exit', stopServer);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        stopServer();
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(130);
      });
    }
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
    // Without SMTP_URL the server writes each e-mail to <dataDir>/mail/*.eml: the decide links'
    // test opens the link of a real e-mail (decide-from-email.e2e.ts).
    project.provide('mailDir', path.join(dataDir, 'mail'));
  } catch (err) {
    // Vitest runs no teardown for a setup that threw: stop what was started here, remove the folder.
    await teardown();
    throw err;
  }
  return teardown;
}

/** Who signs in to the demo organization (`npm run seed:demo`), all with one password. */
export interface DemoAccounts {
  password: string;
  admin: { email: string };
  teamAdmins: { email: string; team: string }[];
  employees: { email: string }[];
}

/**
 * A demo organization (40 people, a year of leaves, holidays, triggers, notifications) in the test
 * database, made by the demo generator before the server opens the directory: the screens are
 * judged with realistic data (long lists, every status), not only with a fresh organization.
 */
function seedDemo(dataDir: string): DemoAccounts {
  const seed = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed-demo.js'), '--json'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`The demo seed failed: ${seed.stderr || seed.stdout}`);
  return JSON.parse(seed.stdout.trim().split('\n').at(-1) ?? '') as DemoAccounts;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string;
    demo: DemoAccounts;
    mailDir: string;
  }
}
