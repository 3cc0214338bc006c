/**
 * Does the time of a refused sign-in, or of a "forgot password" answer, tell anything about the
 * account? (issue 11, "Account privacy"). The built server (`npm run build` first) runs as its own
 * process on a fresh embedded database, as `npm start` does; this process is the client and times
 * each answer as a client sees it, one request at a time, the cases in a new order every round so
 * that machine noise hits them alike, with a pause after each answer for the work the server does
 * after it. Target: every case's median within 15% of the unknown address's (exit code 1 otherwise).
 *
 *   npm run bench:sign-in -w bench            (BENCH_RUNS per case, default 150)
 *   BENCH_SERVER=/elsewhere/apps/server/dist/main.js npm run bench:sign-in -w bench   (another build)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 150);
const TOLERANCE = 0.15;
const PASSWORD = 'right-password-1';
const port = 4900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}/api`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function post(url: string, body: object, token?: string, method = 'POST') {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res;
}

async function json<T>(res: Promise<Response>): Promise<T> {
  const r = await res;
  if (!r.ok) throw new Error(`${r.url}: ${r.status}`);
  return (await r.json()) as T;
}

async function setUp() {
  const admin = await json<{
    accessToken: string;
    user: { team: { id: number }; leavePolicy: { id: number } };
  }>(
    fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'plain@bench.test',
        password: PASSWORD,
        firstName: 'Bea',
        lastName: 'Bench',
        organizationName: 'Timing',
        country: 'DE',
      }),
    }),
  );
  const person = (email: string) => ({
    email,
    password: PASSWORD,
    firstName: 'Pat',
    lastName: 'Person',
    role: 'EMPLOYEE',
    country: 'DE',
    teamId: admin.user.team.id,
    leavePolicyId: admin.user.leavePolicy.id,
    joinedAt: '2026-01-05',
  });
  const create = (email: string) =>
    json<{ id: number }>(
      fetch(`${base}/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.accessToken}` },
        body: JSON.stringify(person(email)),
      }),
    );
  await create('reset@bench.test');
  const inactive = await create('inactive@bench.test');
  const deactivated = await post(`/users/${inactive.id}`, { status: 'INACTIVE' }, admin.accessToken, 'PATCH');
  if (!deactivated.ok) throw new Error(`deactivate: ${deactivated.status}`);
  await post('/auth/forget-password', { email: 'reset@bench.test' });
}

async function measure(): Promise<boolean> {
  await setUp();
  const cases: Record<string, () => Promise<unknown>> = {
    'sign-in, unknown address': () =>
      post('/auth/login', { email: 'nobody@bench.test', password: 'x-password' }),
    'sign-in, wrong password': () =>
      post('/auth/login', { email: 'plain@bench.test', password: 'x-password' }),
    'sign-in, reset pending': () =>
      post('/auth/login', { email: 'reset@bench.test', password: 'x-password' }),
    'sign-in, inactive user': () => post('/auth/login', { email: 'inactive@bench.test', password: PASSWORD }),
    'forgot password, unknown address': () => post('/auth/forget-password', { email: 'nobody@bench.test' }),
    'forgot password, existing account': () => post('/auth/forget-password', { email: 'plain@bench.test' }),
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (const run of Object.values(cases)) await run(); // warm-up
  for (let i = 0; i < runs; i++) {
    for (const [name, run] of Object.entries(cases).sort(() => Math.random() - 0.5)) {
      const start = performance.now();
      await run();
      times[name].push(performance.now() - start);
      await sleep(30);
    }
  }

  let ok = true;
  const reference = {
    'sign-in': median(times['sign-in, unknown address']),
    'forgot password': median(times['forgot password, unknown address']),
  };
  console.log(
    `[bench] ${runs} runs per case, medians (ms), target within ${TOLERANCE * 100}% of the unknown address`,
  );
  for (const [name, values] of Object.entries(times)) {
    const m = median(values);
    const ref = reference[name.startsWith('sign-in') ? 'sign-in' : 'forgot password'];
    const off = Math.abs(m - ref) / ref;
    if (off > TOLERANCE) ok = false;
    console.log(
      `[bench] ${name.padEnd(36)} ${m.toFixed(2).padStart(7)}  ${off > TOLERANCE ? 'MISSED' : 'ok'}`,
    );
  }
  return ok;
}

async function main(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leavedesk-bench-'));
  let server: ChildProcess | undefined;
  try {
    const bundle = process.env.BENCH_SERVER ?? path.join(root, 'apps/server/dist/main.js');
    server = spawn(process.execPath, [bundle], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000000',
        NOTIFICATION_WORKER: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      if (
        await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
      await sleep(250);
    }
    return await measure();
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
