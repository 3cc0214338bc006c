import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/**
 * Real server processes for the tests that need one: a crash, a lock held by another process or a
 * script refused at start-up can only be seen from outside. The sources run through tsx, so what is
 * tested is what was just written, not a stale bundle.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverSrc = path.join(repoRoot, 'apps/server/src');

/** A temporary folder removed by `removeTempDirs` (call it in afterAll). */
const tempDirs: string[] = [];
export function tempDir(prefix = 'leavedesk-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
export function removeTempDirs() {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A list for the servers a test file starts: after its last test they are stopped, then the
 * temporary folders removed.
 */
export function serversStoppedAfterAll(): ServerProcess[] {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    removeTempDirs();
  });
  return servers;
}

/** The environment of a child: only what it needs, never the test runner's own settings. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    ...env,
  };
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

export interface ChildRun {
  child: ChildProcess;
  /** stdout and stderr so far (the last 200 kB). */
  output(): string;
  /** Resolves when the process ends. */
  exited: Promise<Finished>;
  alive(): boolean;
}

export interface RunOptions {
  /** The umask the process starts with (`000`: everything it creates is everyone's, unless it says otherwise). */
  umask?: string;
}

/** Runs a TypeScript entry of the server (`main.ts`, `scripts/seed-demo.ts`, …) in a new process. */
export function runScript(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
  opts: RunOptions = {},
): ChildRun {
  const command = [process.execPath, '--import', 'tsx', path.join(serverSrc, entry), ...args];
  // Through a shell that sets the umask and then becomes the process (exec): the pid is the server's.
  const [file, ...argv] = opts.umask
    ? ['/bin/sh', '-c', `umask ${opts.umask} && exec "$@"`, 'sh', ...command]
    : command;
  const child = spawn(file!, argv, {
    cwd: repoRoot,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ended = false;
  const exited = new Promise<Finished>((resolve) => {
    child.on('exit', (code, signal) => {
      ended = true;
      // Let the pipes drain before the output is read.
      setTimeout(() => resolve({ code, signal, output }), 50);
    });
  });
  return { child, output: () => output, exited, alive: () => !ended };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess extends ChildRun {
  url: string;
  /** SIGTERM, then SIGKILL if it has not stopped within 10 s. */
  stop(): Promise<Finished>;
}

/** Starts `main.ts` on a free port and waits until `/api/health` answers. */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  opts: RunOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const run = runScript('main.ts', { HOST: '127.0.0.1', PORT: String(port), ...env }, [], opts);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (run.alive()) {
      run.child.kill('SIGTERM');
      const force = setTimeout(() => run.child.kill('SIGKILL'), 10_000);
      const finished = await run.exited;
      clearTimeout(force);
      return finished;
    }
    return run.exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!run.alive()) {
      const { code, output } = await run.exited;
      throw new Error(`the server stopped at start-up (exit ${code}):\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { ...run, url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${run.output()}`);
}
