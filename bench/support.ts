/** What the benchmark's parts share: the log, the server processes, the rows of the summary table. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { APPLICATION_NAME, type Db } from '../apps/server/src/db/client';

export const root = path.resolve(import.meta.dirname, '..');

export function log(message: string) {
  console.log(`[bench] ${message}`);
}

/** A row of the summary table (and of results/latest.json). */
export interface Measured {
  name: string;
  /** A route under load (the default), a timed function, or e-mails delivered per second. */
  kind?: 'route' | 'timing' | 'deliveries';
  /** The p99 target in ms, when the row has one. */
  target?: number;
  /** Requests per second for routes; messages per second for deliveries; absent for timings. */
  rps?: number;
  p50?: number;
  p99?: number;
  non2xx: number;
  errors: number;
  /** What the row measures beyond the columns (runs, messages, duplicates…), for latest.json. */
  details?: Record<string, number | string>;
}

/** Nearest-rank percentile of numbers sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux; USER_HZ is 100 on
 * every mainstream architecture). 0 when the process is gone or /proc is not there.
 */
export function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The CPU time so far (ms) of each PostgreSQL session of the servers, by process id: the sessions
 * named as the server names its pools (the bench names its own apart, so they are not counted).
 */
export async function serverSessionsCpu(db: Db): Promise<Map<number, number>> {
  const { rows } = (await db.execute(sql`select pid from pg_stat_activity
    where datname = current_database() and application_name in (${APPLICATION_NAME.orm}, ${APPLICATION_NAME.statements})`)) as unknown as {
    rows: { pid: number }[];
  };
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
}

/** The CPU ms the servers' sessions used between two readings (a session opened between: all of it). */
export function sessionsCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  return [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
}

export async function waitFor(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs people in through the API, a few at a time; answers their bearer headers. */
export async function signIn(api: string, password: string, emails: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < emails.length; i += 4) {
    const batch = await Promise.all(
      emails.slice(i, i + 4).map((email) =>
        fetch(`${api}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }).then((r) => json<{ accessToken: string }>(r)),
      ),
    );
    tokens.push(...batch.map((b) => `Bearer ${b.accessToken}`));
  }
  return tokens;
}

/** A request hook that sends each request with the next token of the list. */
export function rotating(tokens: string[]) {
  let i = 0;
  return (req: autocannon.Request) => ({
    ...req,
    headers: { ...req.headers, authorization: tokens[i++ % tokens.length] },
  });
}

/**
 * Starts the built server (apps/server/dist/main.js) as its own process on the bench database, or
 * with `databaseUrl` empty on the embedded database of `env.DATA_DIR`.
 */
export function startServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): ChildProcess {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // The server's own default (twice the cores, config.ts) unless BENCH_POOL_SIZE says otherwise.
      ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      DATA_DIR: path.join(root, 'bench/results/data'),
      // The reminder pass (issue 28) would remind every generated pending request at start: the
      // routes are measured without that burst of events.
      REVIEW_REMINDERS: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Stops processes (SIGTERM) and waits until each has exited. */
export async function stopProcesses(children: ChildProcess[]) {
  await Promise.all(
    children.map((c) =>
      c.exitCode === null && c.signalCode === null
        ? new Promise((r) => {
            c.once('exit', r);
            c.kill('SIGTERM');
          })
        : undefined,
    ),
  );
}

/**
 * Prints the summary table and answers whether every judged row passed: rows with a target must meet
 * it without errors, delivery rows must have delivered every e-mail exactly once.
 */
export function printSummary(results: Measured[], bareRps: number): boolean {
  console.log('| route or part | per second | share of bare | p50 ms | p99 ms | target p99 | result |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  let passed = true;
  for (const r of results) {
    const judged = r.target !== undefined || r.kind === 'deliveries';
    const ok =
      (r.target === undefined || (r.p99 ?? Infinity) <= r.target) && r.non2xx === 0 && r.errors === 0;
    if (judged && !ok) passed = false;
    const share =
      r.kind === undefined || r.kind === 'route' ? `${((r.rps! / bareRps) * 100).toFixed(1)}%` : '—';
    const cells = [r.name, r.rps ?? '—', share, r.p50 ?? '—', r.p99 ?? '—', r.target ?? '—'];
    console.log(`| ${cells.join(' | ')} | ${judged ? (ok ? 'ok' : 'MISSED') : ''} |`);
  }
  console.log(
    '\nper second: requests answered, or for deliveries e-mails received by the local SMTP server (first to last).',
  );
  return passed;
}
