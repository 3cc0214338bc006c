/**
 * Does the time of a refused sign-in, or of a "forgot password" answer, tell anything about the
 * account? (issue 11, "Account privacy"). The real app on an embedded database, driven in process
 * with inject(), one request at a time, the cases interleaved so that machine noise hits them
 * alike. Target: every case's median within 15% of the unknown address's. Exit code 1 otherwise.
 *
 *   npm run bench:sign-in -w bench            (BENCH_RUNS per case, default 150)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { users } from '../apps/server/src/db/schema';

const runs = Number(process.env.BENCH_RUNS ?? 150);
const TOLERANCE = 0.15;
const dataDir = mkdtempSync(path.join(tmpdir(), 'leavedesk-bench-'));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<boolean> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000000',
    NOTIFICATION_WORKER: 'false',
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  try {
    const post = (url: string, body: object) => app.inject({ method: 'POST', url, payload: body });
    const register = async (email: string) => {
      const res = await post('/api/auth/register', {
        email,
        password: 'right-password-1',
        firstName: 'Bea',
        lastName: 'Bench',
        organizationName: 'Timing',
        country: 'DE',
      });
      if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
      return res.json().user.id as number;
    };
    await register('plain@bench.test');
    await register('reset@bench.test');
    const inactiveId = await register('inactive@bench.test');
    await app.services.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, inactiveId));
    await post('/api/auth/forget-password', { email: 'reset@bench.test' });

    const cases: Record<string, () => Promise<unknown>> = {
      'sign-in, unknown address': () =>
        post('/api/auth/login', { email: 'nobody@bench.test', password: 'x-password' }),
      'sign-in, wrong password': () =>
        post('/api/auth/login', { email: 'plain@bench.test', password: 'x-password' }),
      'sign-in, reset pending': () =>
        post('/api/auth/login', { email: 'reset@bench.test', password: 'x-password' }),
      'sign-in, inactive user': () =>
        post('/api/auth/login', { email: 'inactive@bench.test', password: 'right-password-1' }),
      'forgot password, unknown address': () =>
        post('/api/auth/forget-password', { email: 'nobody@bench.test' }),
      'forgot password, existing account': () =>
        post('/api/auth/forget-password', { email: 'plain@bench.test' }),
    };
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
    for (const run of Object.values(cases)) await run(); // warm-up
    for (let i = 0; i < runs; i++) {
      for (const [name, run] of Object.entries(cases)) {
        const start = performance.now();
        await run();
        times[name].push(performance.now() - start);
      }
      await app.services.afterAnswer.idle();
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
  } finally {
    await app.close();
  }
}

main()
  .then((ok) => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(ok ? 0 : 1);
  })
  .catch((err) => {
    rmSync(dataDir, { recursive: true, force: true });
    console.error(err);
    process.exit(1);
  });
