/**
 * Load benchmark of the hot leave routes on PostgreSQL (issue "Leave requests…", section Speed).
 *
 * 1,000 users in 50 teams with three years of leaves (about 12 requests per user per year, every
 * status) are generated into a fresh database; the built server runs as its own process; each route
 * is loaded by 20 concurrent clients (autocannon) and compared with a bare Fastify route measured in
 * the same run. Targets: p99 ≤ 25 ms for balance, check and the pending list; ≤ 100 ms for one month
 * of the organization calendar. Exit code 1 when a target is missed.
 *
 *   npm run bench                   (BENCH_DATABASE_URL defaults to the local server's Unix socket)
 *   BENCH_DURATION=20 npm run bench
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { dayjs, todayIn } from '../apps/server/src/lib/dates';
import { createDateHolidaysProvider } from '../apps/server/src/modules/holidays/provider';
import { seedDemoOrganization } from '../apps/server/src/scripts/demo-data';
import { explainHotQueries } from './plans';

const root = path.resolve(import.meta.dirname, '..');
// The local PostgreSQL over its Unix socket, as a server on the same host would connect.
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@localhost/postgres?host=/var/run/postgresql';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 20;
const PASSWORD = 'bench-password';
const TIMEZONE = 'Europe/Berlin';

function log(message: string) {
  console.log(`[bench] ${message}`);
}

async function waitFor(url: string, child: ChildProcess) {
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

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Measured {
  name: string;
  target?: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const BARE = 'bare Fastify route';
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

async function load(name: string, opts: autocannon.Options, target?: number): Promise<Measured | undefined> {
  if (only && !only.test(name) && name !== BARE) return undefined;
  // A short warm-up first (JIT, connection pool, PostgreSQL caches), then the measured run.
  await autocannon({ ...opts, connections, duration: 2 });
  const r = await autocannon({ ...opts, connections, duration });
  const m = {
    name,
    target,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  log(
    `${name}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.non2xx || m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : ''}`,
  );
  return m;
}

async function main() {
  const dbName = `leavedesk_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const children: ChildProcess[] = [];
  try {
    log(`database ${dbName}: migrating and generating 1,000 users in 50 teams with three years of leaves…`);
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    const today = todayIn(TIMEZONE);
    const started = Date.now();
    const seeded = await seedDemoOrganization(database.db, createDateHolidaysProvider(), {
      organizationName: 'Bench Corp',
      emailDomain: 'bench.leavedesk.test',
      password: PASSWORD,
      country: 'DE',
      timezone: TIMEZONE,
      teams: Array.from({ length: 50 }, (_, i) => `Team ${String(i + 1).padStart(2, '0')}`),
      users: 1000,
      yearsBack: 2,
      leavesPerUserPerYear: 12,
      today,
    });
    await database.db.execute(sql`vacuum analyze`);
    log(
      `generated ${seeded.userCount} users and ${seeded.leaveCount} leaves in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const port = 4900 + Math.floor(Math.random() * 50);
    const barePort = port + 100;
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const startServer = (serverPort: number, env: Record<string, string> = {}) => {
      const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '20',
          PORT: String(serverPort),
          HOST: '127.0.0.1',
          JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
          LOG_LEVEL: 'warn',
          AUTH_RATE_LIMIT: '100000',
          DATA_DIR: path.join(root, 'bench/results/data'),
          ...env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
      return child;
    };
    const server = startServer(port);
    // The same server without the answer cache: what the calendar and the lists cost on a miss
    // (after any change in the organization), reported beside the targets.
    const uncachedPort = port + 50;
    const uncached = startServer(uncachedPort, { ANSWER_CACHE_MB: '0' });
    const bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(barePort) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(bare);
    const api = `http://127.0.0.1:${port}/api`;
    await waitFor(`${api}/health`, server);
    await waitFor(`http://127.0.0.1:${uncachedPort}/api/health`, uncached);
    await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);

    const login = (email: string) =>
      fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      }).then((r) => json<{ accessToken: string }>(r));
    const adminToken = (await login(seeded.admin.email)).accessToken;
    const employeeEmails = seeded.sampleEmployees.map((e) => e.email);
    const employeeTokens = await Promise.all(
      employeeEmails.map(async (e) => `Bearer ${(await login(e)).accessToken}`),
    );
    const rotating = () => {
      let i = 0;
      return (req: autocannon.Request) => ({
        ...req,
        headers: { ...req.headers, authorization: employeeTokens[i++ % employeeTokens.length] },
      });
    };

    const balances = await fetch(`${api}/leaves/mine/balance`, {
      headers: { authorization: employeeTokens[0] },
    }).then((r) => json<{ activatedType: { typeId: number; name: string } }[]>(r));
    const vacation = balances.find((b) => b.activatedType.name === 'Vacation')!;
    let start = dayjs(today).add(21, 'day');
    while (start.day() !== 1) start = start.add(1, 'day');
    const checkBody = JSON.stringify({
      typeId: vacation.activatedType.typeId,
      start: start.format('YYYY-MM-DD'),
      end: start.add(4, 'day').format('YYYY-MM-DD'),
    });
    const monthStart = dayjs(today).startOf('month').format('YYYY-MM-DD');
    const monthEnd = dayjs(today).endOf('month').format('YYYY-MM-DD');
    const calendarUrl = `${api}/leaves/calendar?from=${monthStart}&to=${monthEnd}`;
    const calendarBody = await fetch(calendarUrl, {
      headers: { authorization: `Bearer ${adminToken}` },
    }).then((r) => r.text());
    const calendarEntries = (JSON.parse(calendarBody) as unknown[]).length;

    const measured: (Measured | undefined)[] = [];
    measured.push(await load(BARE, { url: `http://127.0.0.1:${barePort}/bare` }));
    measured.push(
      await load(
        'GET /leaves/mine/balance',
        { url: `${api}/leaves/mine/balance`, requests: [{ setupRequest: rotating() }] },
        25,
      ),
    );
    measured.push(
      await load(
        'POST /leaves/check',
        {
          url: `${api}/leaves/check`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: checkBody,
          requests: [{ setupRequest: rotating() }],
        },
        25,
      ),
    );
    measured.push(
      await load(
        'GET /leaves?status=PENDING',
        { url: `${api}/leaves?status=PENDING`, headers: { authorization: `Bearer ${adminToken}` } },
        25,
      ),
    );
    measured.push(
      await load(
        'GET /leaves/calendar (1 month, whole org)',
        { url: calendarUrl, headers: { authorization: `Bearer ${adminToken}` } },
        100,
      ),
    );

    const results = measured.filter((m): m is Measured => m !== undefined);
    const uncachedApi = `http://127.0.0.1:${uncachedPort}/api`;
    const uncachedRuns = [
      await load('GET /leaves?status=PENDING, no answer cache', {
        url: `${uncachedApi}/leaves?status=PENDING`,
        headers: { authorization: `Bearer ${adminToken}` },
      }),
      await load('GET /leaves/calendar (1 month, whole org), no answer cache', {
        url: calendarUrl.replace(api, uncachedApi),
        headers: { authorization: `Bearer ${adminToken}` },
      }),
    ];
    results.push(...uncachedRuns.filter((m): m is Measured => m !== undefined));
    const bareRps = results[0].rps;
    console.log(
      `\nPostgreSQL, ${seeded.userCount} users, ${seeded.leaveCount} leaves, ${connections} concurrent clients, ${duration} s per route\n`,
    );
    console.log('| route | req/s | share of bare | p50 ms | p99 ms | target p99 | result |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    let failed = false;
    for (const r of results) {
      const ok = r.target === undefined || (r.p99 <= r.target && r.non2xx === 0 && r.errors === 0);
      if (!ok) failed = true;
      console.log(
        `| ${r.name} | ${r.rps} | ${((r.rps / bareRps) * 100).toFixed(1)}% | ${r.p50} | ${r.p99} | ${r.target ?? '—'} | ${r.target === undefined ? '' : ok ? 'ok' : 'MISSED'} |`,
      );
    }
    const size = Buffer.byteLength(calendarBody);
    console.log(
      `\nCalendar response for ${monthStart}..${monthEnd}: ${calendarEntries} leaves, ${(size / 1024).toFixed(1)} KiB (${(gzipSync(calendarBody).length / 1024).toFixed(1)} KiB gzipped)`,
    );

    console.log('\nQuery plans of the hot routes (EXPLAIN ANALYZE on the generated data):');
    const plans = await explainHotQueries(databaseUrl, seeded, today);
    console.log(plans);
    await database.close();

    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/latest.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          users: seeded.userCount,
          leaves: seeded.leaveCount,
          results,
          calendar: { entries: calendarEntries, bytes: size },
        },
        null,
        2,
      ),
    );
    if (failed) {
      console.log('\nA target was missed.');
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(
      children.map((c) =>
        c.exitCode === null
          ? new Promise((r) => {
              c.once('exit', r);
              c.kill('SIGTERM');
            })
          : undefined,
      ),
    );
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${dbName} with (force)`);
    await cleanup.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
