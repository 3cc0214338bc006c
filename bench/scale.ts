/**
 * The scale part of the benchmark (issue 15), `BENCH_ONLY=scale npm run bench`, runnable alone.
 *
 * One organization of 10,000 people in 200 teams with three years of leaves, beside 1,000
 * organizations of 20 people, in one fresh PostgreSQL database (generated set-based: scale-data.ts).
 * A mixed load: `BENCH_SCALE_CLIENTS` (200) people of the large organization, each in a loop of
 * actions with a think time between them (exponential, mean `BENCH_SCALE_THINK_MS`, 500 ms):
 * calendar grid months (whole organization or their team), a day's list, Home's two calls, the
 * check, and for the reviewers the review list. Beside them, every signed-in person (the clients,
 * or the first `BENCH_SCALE_SIGNED_IN` people of the organization when set: a crowd with the app
 * open in a tab) polls the notification count every 30 s, and a background stream writes `BENCH_SCALE_WRITES` (20) leave creates or reviews per
 * second in the large organization. `BENCH_SCALE_DURATION` seconds (default 60, or BENCH_DURATION).
 *
 * Three runs: one server process; two processes behind a round-robin balancer (balancer.mjs) on the
 * same database; the embedded database (PGlite) with a 50-person organization. Each prints per
 * route: requests per second, its share of a bare Fastify route measured in the same run, p50,
 * p99, errors, and the servers' largest resident memory. Targets: p99 ≤ 50 ms for the grid, Home's
 * two calls, the check and the count; ≤ 100 ms for create and review; 0 errors; ≤ 400 MB. Each run
 * also prints where the machine's CPU went during the load (servers, balancer, PostgreSQL's
 * backends of the servers, this process, idle), and the two-process run the bare route through
 * the same balancer: the hop's own cost.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { defaultPoolSize } from '../apps/server/src/config';
import { type Db, openDatabase } from '../apps/server/src/db/client';
import { dayjs, todayIn } from '../apps/server/src/lib/dates';
import { createTokenService } from '../apps/server/src/lib/tokens';
import { calendarGridStatement, monthGridRange } from '../apps/server/src/modules/leaves/list-calendar';
import { makeTwoStepTeams } from './approvals';
import { giveInboxes } from './notifications';
import { generateOrganizations } from './scale-data';
import {
  cpuMs,
  log,
  percentile,
  root,
  serverSessionsCpu,
  sessionsCpuBetween,
  startServer,
  stopProcesses,
  waitFor,
} from './support';

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const TIMEZONE = 'Europe/Berlin';
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const config = {
  duration: num('BENCH_SCALE_DURATION', num('BENCH_DURATION', 60)),
  clients: num('BENCH_SCALE_CLIENTS', 200),
  thinkMs: num('BENCH_SCALE_THINK_MS', 500),
  writesPerSecond: num('BENCH_SCALE_WRITES', 20),
  signedIn: process.env.BENCH_SCALE_SIGNED_IN ? Number(process.env.BENCH_SCALE_SIGNED_IN) : undefined,
  largeUsers: num('BENCH_SCALE_USERS', 10_000),
  largeTeams: num('BENCH_SCALE_TEAMS', 200),
  smallOrganizations: num('BENCH_SCALE_SMALL_ORGS', 1000),
  smallUsers: num('BENCH_SCALE_SMALL_USERS', 20),
  pgliteUsers: num('BENCH_SCALE_PGLITE_USERS', 50),
  /** Latest requests of each team recorded as notification events (the bells' inboxes). */
  inboxPerTeam: num('BENCH_SCALE_INBOX_PER_TEAM', 3),
  runs: (process.env.BENCH_SCALE_RUNS ?? 'one,two,pglite,misses').split(','),
  missDuration: num('BENCH_SCALE_MISS_DURATION', 10),
};

const ROUTES = {
  grid: { name: 'GET /leaves/calendar/grid', target: 50 },
  day: { name: 'GET /leaves/calendar/day', target: undefined },
  balance: { name: 'Home: GET /leaves/mine/balance', target: 50 },
  mine: { name: 'Home: GET /leaves?userId=mine', target: 50 },
  check: { name: 'POST /leaves/check', target: 50 },
  reviewList: { name: 'GET /leaves?status=PENDING (reviewers)', target: 50 },
  count: { name: 'GET /v1/notifications/count', target: 50 },
  create: { name: 'POST /leaves (background)', target: 100 },
  review: { name: 'PUT /leaves/{id} (background)', target: 100 },
} as const;
type RouteKey = keyof typeof ROUTES;
const MEMORY_TARGET_MB = 400;

interface Person {
  id: number;
  organizationId: number;
  role: string;
  teamId: number | null;
  token: string;
}

interface Scenario {
  people: Person[];
  /** type ids by name in the organization under load */
  types: Record<string, number>;
  /**
   * PENDING leaves to review, each with its reviewer's token; `nextStepBy`: the second step's approver,
   * who decides next once the first step accepted (two-step teams).
   */
  reviews: { id: number; token: string; accept: boolean; nextStepBy?: string }[];
  /** The first day the creates may use: nobody has a leave from then on. */
  freeFrom: string;
  /** Each creator's next free day (kept across runs: their earlier creates stay). */
  nextDay: Map<number, string>;
  /** The token of whoever reviews a person's requests. */
  reviewerOf: (p: Person) => string;
  /** The token of the second step's approver of a person's requests, in a two-step team. */
  secondReviewerOf: (p: Person) => string | undefined;
  today: string;
}

// ─── HTTP ───────────────────────────────────────────────────────────────────────────────────────

const agent = new http.Agent({ keepAlive: true, maxSockets: 4096 });

interface Answer {
  status: number;
  ms: number;
  body: string;
}

function call(
  port: number,
  method: string,
  url: string,
  token: string,
  body?: unknown,
  keepBody = false,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api${url}`,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-encoding': 'gzip',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          // Bodies are kept only for errors and when asked (gzipped answers are not read).
          const text = status >= 400 || keepBody ? Buffer.concat(chunks).toString() : '';
          resolve({ status, ms: performance.now() - started, body: text });
        });
      },
    );
    req.on('error', (err) => resolve({ status: 0, ms: performance.now() - started, body: String(err) }));
    if (payload) req.write(payload);
    req.end();
  });
}

class Recorder {
  readonly latencies = new Map<RouteKey, number[]>();
  readonly errors = new Map<RouteKey, number>();
  readonly samples: string[] = [];
  record(route: RouteKey, answer: Answer) {
    const list = this.latencies.get(route) ?? [];
    if (list.length === 0) this.latencies.set(route, list);
    list.push(answer.ms);
    if (answer.status < 200 || answer.status >= 300) {
      this.errors.set(route, (this.errors.get(route) ?? 0) + 1);
      if (this.samples.length < 10)
        this.samples.push(`${ROUTES[route].name}: ${answer.status} ${answer.body.slice(0, 200)}`);
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

// ─── The load ───────────────────────────────────────────────────────────────────────────────────

function addWorkingDays(date: string, n: number): string {
  let d = dayjs(date);
  let left = n;
  while (left > 0) {
    d = d.add(1, 'day');
    if (d.day() !== 0 && d.day() !== 6) left--;
  }
  return d.format('YYYY-MM-DD');
}

async function mixedLoad(port: number, s: Scenario, clients: Person[], signedIn: Person[]) {
  const rec = new Recorder();
  const end = Date.now() + config.duration * 1000;
  const month = dayjs(s.today).startOf('month');
  const months = [-1, 0, 1, 2].map((m) => month.add(m, 'month').format('YYYY-MM'));
  const monthDays = Array.from({ length: month.daysInMonth() }, (_, i) =>
    month.add(i, 'day').format('YYYY-MM-DD'),
  );
  const checkStart = addWorkingDays(s.today, 10);

  const client = async (p: Person) => {
    const reviewer = p.role !== 'EMPLOYEE';
    while (Date.now() < end) {
      const team = Math.random() < 0.5 && p.teamId ? `&teamId=${p.teamId}` : '';
      const roll = Math.random();
      if (roll < 0.35) {
        rec.record(
          'grid',
          await call(port, 'GET', `/leaves/calendar/grid?month=${pick(months)}${team}`, p.token),
        );
      } else if (roll < 0.42) {
        rec.record(
          'day',
          await call(port, 'GET', `/leaves/calendar/day?date=${pick(monthDays)}${team}`, p.token),
        );
      } else if (roll < 0.72) {
        rec.record('balance', await call(port, 'GET', '/leaves/mine/balance', p.token));
        rec.record(
          'mine',
          await call(port, 'GET', '/leaves?userId=mine&status=ACCEPTED,PENDING&pageNumber=0', p.token),
        );
      } else if (roll < 0.9 || !reviewer) {
        const start = addWorkingDays(checkStart, Math.floor(Math.random() * 30));
        rec.record(
          'check',
          await call(port, 'POST', '/leaves/check', p.token, {
            typeId: s.types.Vacation,
            start,
            end: addWorkingDays(start, Math.floor(Math.random() * 4)),
          }),
        );
      } else {
        rec.record('reviewList', await call(port, 'GET', '/leaves?status=PENDING', p.token));
      }
      await sleep(-Math.log(1 - Math.random()) * config.thinkMs);
    }
  };

  // Every signed-in person's bell: one count every 30 s, spread evenly.
  const timers: NodeJS.Timeout[] = [];
  const polls: Promise<void>[] = [];
  for (const [i, p] of signedIn.entries()) {
    const offset = (i / signedIn.length) * 30_000;
    const poll = () => {
      if (Date.now() >= end) return;
      polls.push(call(port, 'GET', '/v1/notifications/count', p.token).then((a) => rec.record('count', a)));
    };
    timers.push(
      setTimeout(() => {
        poll();
        timers.push(setInterval(poll, 30_000));
      }, offset),
    );
  }

  // The background writes: creates and reviews, alternating, at a steady rate.
  const writes: Promise<void>[] = [];
  const creators = s.people.filter((p) => p.role === 'EMPLOYEE');
  const { nextDay } = s;
  let created = 0;
  let reviewed = 0;
  // Catches up when a tick comes late (a busy machine delays timers): the rate is kept.
  const writesFrom = Date.now();
  const writeOne = () => {
    if ((created + reviewed) % 2 === 0 || reviewed >= s.reviews.length) {
      const p = creators[created++ % creators.length];
      const day = nextDay.get(p.id) ?? s.freeFrom;
      nextDay.set(p.id, addWorkingDays(day, 2));
      writes.push(
        call(
          port,
          'POST',
          '/leaves',
          p.token,
          { typeId: s.types['Unpaid leave'], start: day, end: day },
          true,
        ).then((a) => {
          rec.record('create', a);
          // A new request to review later (by the requester's reviewer), when the older ones run out.
          if (a.status === 201)
            s.reviews.push({
              id: JSON.parse(a.body).id,
              token: s.reviewerOf(p),
              accept: true,
              nextStepBy: s.secondReviewerOf(p),
            });
        }),
      );
    } else {
      const r = s.reviews[reviewed++];
      writes.push(
        call(
          port,
          'PUT',
          `/leaves/${r.id}`,
          r.token,
          { status: r.accept ? 'ACCEPTED' : 'REJECTED' },
          r.nextStepBy !== undefined,
        ).then((a) => {
          rec.record('review', a);
          // Step 1 accepted in a two-step team: the named person decides step 2 later.
          if (r.nextStepBy && a.status === 200 && JSON.parse(a.body).status === 'PENDING')
            s.reviews.push({ id: r.id, token: r.nextStepBy, accept: true });
        }),
      );
    }
  };
  const writeTimer = setInterval(() => {
    const due = Math.min(Date.now(), end) - writesFrom;
    while (created + reviewed < Math.floor((due / 1000) * config.writesPerSecond)) writeOne();
  }, 1000 / config.writesPerSecond);

  const started = Date.now();
  await Promise.all(clients.map((p, i) => sleep((i / clients.length) * 1000).then(() => client(p))));
  clearInterval(writeTimer);
  for (const t of timers) clearTimeout(t);
  await Promise.all([...polls, ...writes]);
  // Reviews used are gone: the next run takes the rest.
  s.reviews.splice(0, reviewed);
  return { rec, seconds: (Date.now() - started) / 1000 };
}

// ─── Processes and memory ───────────────────────────────────────────────────────────────────────

function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function watchMemory(children: ChildProcess[]) {
  const peak = new Map<number, number>();
  const timer = setInterval(() => {
    for (const c of children) if (c.pid) peak.set(c.pid, Math.max(peak.get(c.pid) ?? 0, rssMb(c.pid)));
  }, 500);
  return () => {
    clearInterval(timer);
    return Math.max(0, ...peak.values());
  };
}

async function bareRps(port: number): Promise<number> {
  const r = await autocannon({ url: `http://127.0.0.1:${port}/bare`, connections: 20, duration: 5 });
  return Math.round(r.requests.average);
}

interface RunResult {
  title: string;
  rows: {
    route: string;
    rps: number;
    share: string;
    p50: number;
    p99: number;
    target?: number;
    errors: number;
  }[];
  memoryMb: number;
  bare: number;
  passed: boolean;
  samples: string[];
  /** Where the machine's CPU went during the load (seconds), and what stayed idle. */
  cpu?: CpuSplit;
  /** The bare route through the balancer (two-process run): what the extra hop costs alone. */
  bareThroughBalancer?: number;
}

interface CpuSplit {
  seconds: number;
  cores: number;
  servers: number;
  balancer: number;
  postgres: number;
  loadGenerator: number;
  idle: number;
}

/** The machine's idle CPU seconds so far (all cores, /proc/stat). */
function idleSeconds(): number {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = cpu.trim().split(/\s+/).slice(1).map(Number);
  return ((fields[3] ?? 0) + (fields[4] ?? 0)) / 100;
}

/**
 * Counts the CPU the load costs each party: the server processes, the balancer, the database's
 * backends (the servers' sessions, found by their application name) and this process (the load
 * generator, its background writes and count polling). Call the result when the load is over.
 */
async function watchCpu(servers: ChildProcess[], balancer: ChildProcess | undefined, db: Db | undefined) {
  const sessions = async () => (db ? serverSessionsCpu(db) : new Map<number, number>());
  const ms = (pids: (number | undefined)[]) => pids.reduce<number>((sum, pid) => sum + cpuMs(pid), 0);
  const started = Date.now();
  const before = {
    servers: ms(servers.map((c) => c.pid)),
    balancer: cpuMs(balancer?.pid),
    sessions: await sessions(),
    self: process.cpuUsage(),
    idle: idleSeconds(),
  };
  return async (): Promise<CpuSplit> => {
    const self = process.cpuUsage(before.self);
    return {
      seconds: (Date.now() - started) / 1000,
      cores: os.availableParallelism(),
      servers: (ms(servers.map((c) => c.pid)) - before.servers) / 1000,
      balancer: balancer ? (cpuMs(balancer.pid) - before.balancer) / 1000 : 0,
      postgres: sessionsCpuBetween(before.sessions, await sessions()) / 1000,
      loadGenerator: (self.user + self.system) / 1e6,
      idle: idleSeconds() - before.idle,
    };
  };
}

function summarize(title: string, rec: Recorder, seconds: number, bare: number, memoryMb: number): RunResult {
  const rows: RunResult['rows'] = [];
  let passed = memoryMb <= MEMORY_TARGET_MB;
  let total = 0;
  for (const key of Object.keys(ROUTES) as RouteKey[]) {
    const lat = (rec.latencies.get(key) ?? []).sort((a, b) => a - b);
    if (lat.length === 0) continue;
    const rps = lat.length / seconds;
    total += lat.length;
    const errors = rec.errors.get(key) ?? 0;
    const p99 = percentile(lat, 99);
    const { target } = ROUTES[key];
    if (errors > 0 || (target !== undefined && p99 > target)) passed = false;
    rows.push({
      route: ROUTES[key].name,
      rps: Math.round(rps * 10) / 10,
      share: `${((rps / bare) * 100).toFixed(2)}%`,
      p50: Math.round(percentile(lat, 50) * 10) / 10,
      p99: Math.round(p99 * 10) / 10,
      target,
      errors,
    });
  }
  rows.push({
    route: 'all routes',
    rps: Math.round(total / seconds),
    share: `${((total / seconds / bare) * 100).toFixed(1)}%`,
    p50: 0,
    p99: 0,
    errors: [...rec.errors.values()].reduce((a, b) => a + b, 0),
  });
  return { title, rows, memoryMb: Math.round(memoryMb), bare, passed, samples: rec.samples };
}

function print(r: RunResult) {
  console.log(`\n${r.title}`);
  console.log(`bare Fastify route in the same run: ${r.bare} req/s (20 connections)\n`);
  console.log('| route | req/s | share of bare | p50 ms | p99 ms | target p99 | errors | result |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const row of r.rows) {
    const judged = row.target !== undefined;
    const ok = row.errors === 0 && (!judged || row.p99 <= (row.target ?? 0));
    const cells =
      row.route === 'all routes'
        ? [row.route, row.rps, row.share, '', '', '', row.errors]
        : [row.route, row.rps, row.share, row.p50, row.p99, row.target ?? '—', row.errors];
    console.log(`| ${cells.join(' | ')} | ${judged ? (ok ? 'ok' : 'MISSED') : row.errors ? 'ERRORS' : ''} |`);
  }
  console.log(
    `\nserver memory (largest resident set of a server process): ${r.memoryMb} MB, target ≤ ${MEMORY_TARGET_MB} MB: ${r.memoryMb <= MEMORY_TARGET_MB ? 'ok' : 'MISSED'}`,
  );
  if (r.cpu) {
    const c = r.cpu;
    const share = (x: number) => `${x.toFixed(1)} s (${((x / (c.seconds * c.cores)) * 100).toFixed(0)} %)`;
    console.log(
      `CPU during the load, of ${c.cores} cores × ${c.seconds.toFixed(0)} s: servers ${share(c.servers)}${c.balancer ? `, balancer ${share(c.balancer)}` : ''}${c.postgres ? `, PostgreSQL ${share(c.postgres)}` : ''}, load generator ${share(c.loadGenerator)}, idle ${share(c.idle)}`,
    );
  }
  if (r.bareThroughBalancer)
    console.log(
      `bare route through the balancer: ${r.bareThroughBalancer} req/s (${((r.bareThroughBalancer / r.bare) * 100).toFixed(1)} % of the bare route direct)`,
    );
  if (r.samples.length) console.log(`first errors:\n  ${r.samples.join('\n  ')}`);
}

// ─── The scenario ───────────────────────────────────────────────────────────────────────────────

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function scenario(db: Db, organizationId: number, today: string): Promise<Scenario> {
  const tokens = createTokenService(new TextEncoder().encode(JWT_SECRET), '12h');
  const users = rowsOf<{ id: number; role: string; teamId: number | null; tokenVersion: number }>(
    await db.execute(sql`select id, role, team_id as "teamId", token_version as "tokenVersion" from users
      where organization_id = ${organizationId} and deleted_at is null order by id`),
  );
  const people: Person[] = [];
  for (const u of users)
    people.push({
      id: u.id,
      organizationId,
      role: u.role,
      teamId: u.teamId,
      token: await tokens.sign({ userId: u.id, organizationId, role: u.role, tokenVersion: u.tokenVersion }),
    });
  const byId = new Map(people.map((p) => [p.id, p]));
  const admin = people.find((p) => p.role === 'ORGANIZATION_ADMIN')!;
  const teamAdmin = new Map(people.filter((p) => p.role === 'TEAM_ADMIN').map((p) => [p.teamId, p]));
  const types = Object.fromEntries(
    rowsOf<{ id: number; name: string }>(
      await db.execute(sql`select id, name from leave_types where organization_id = ${organizationId}`),
    ).map((t) => [t.name, t.id]),
  );
  const pending = rowsOf<{ id: number; userId: number; typeId: number }>(
    await db.execute(sql`select l.id, l.user_id as "userId", l.type_id as "typeId" from leaves l
      where l.organization_id = ${organizationId} and l.status = 'PENDING' order by md5(l.id::text) limit 20000`),
  );
  const reviewerOf = (requester: Person) =>
    (requester.role === 'EMPLOYEE' ? (teamAdmin.get(requester.teamId) ?? admin) : admin).token;
  // Two-step teams (approvals.ts): team admins, then one named person.
  const secondStep = new Map(
    rowsOf<{ teamId: number; named: number }>(
      await db.execute(sql`select id as "teamId", (approval_steps->1->'userIds'->>0)::int as named
        from teams where organization_id = ${organizationId} and jsonb_array_length(approval_steps) = 2`),
    ).map((r) => [r.teamId, byId.get(r.named)?.token]),
  );
  const secondReviewerOf = (requester: Person) =>
    requester.teamId == null ? undefined : secondStep.get(requester.teamId);
  const reviews = pending.map((l) => {
    const requester = byId.get(l.userId)!;
    const accept = l.typeId === types['Unpaid leave'];
    return {
      id: l.id,
      token: reviewerOf(requester),
      accept,
      nextStepBy: accept ? secondReviewerOf(requester) : undefined,
    };
  });
  const [last] = rowsOf<{ d: string }>(
    await db.execute(
      sql`select (max(end_at) + 7)::text as d from leaves where organization_id = ${organizationId}`,
    ),
  );
  return {
    people,
    types,
    reviews,
    freeFrom: addWorkingDays(last.d, 1),
    nextDay: new Map(),
    reviewerOf,
    secondReviewerOf,
    today,
  };
}

/** The clients: team admins and the organization admin among them (one in ten), the rest employees. */
function chooseClients(people: Person[], n: number): Person[] {
  const reviewers = people.filter((p) => p.role !== 'EMPLOYEE');
  const employees = people.filter((p) => p.role === 'EMPLOYEE');
  const r = Math.min(reviewers.length, Math.max(1, Math.round(n / 10)));
  const step = Math.max(1, Math.floor(employees.length / (n - r)));
  return [...reviewers.slice(0, r), ...employees.filter((_, i) => i % step === 0).slice(0, n - r)];
}

async function runAgainst(
  title: string,
  ports: { api: number; bare: number; bareThroughBalancer?: number },
  watched: ChildProcess[],
  s: Scenario,
  parts: { balancer?: ChildProcess; db?: Db } = {},
): Promise<RunResult> {
  const clients = chooseClients(s.people, Math.min(config.clients, s.people.length));
  const signedIn = config.signedIn === undefined ? clients : s.people.slice(0, config.signedIn);
  log(`${title}: warming up (5 s)…`);
  const saved = config.duration;
  config.duration = 5;
  await mixedLoad(ports.api, s, clients.slice(0, 20), []);
  config.duration = saved;
  const bare = await bareRps(ports.bare);
  const bareThroughBalancer = ports.bareThroughBalancer
    ? await bareRps(ports.bareThroughBalancer)
    : undefined;
  log(
    `${title}: ${clients.length} clients, ${signedIn.length} people polling the count, ${config.writesPerSecond} writes/s, ${config.duration} s…`,
  );
  const stopWatching = watchMemory(watched);
  const cpuSpent = await watchCpu(watched, parts.balancer, parts.db);
  const { rec, seconds } = await mixedLoad(ports.api, s, clients, signedIn);
  const cpu = await cpuSpent();
  const result = { ...summarize(title, rec, seconds, bare, stopWatching()), cpu, bareThroughBalancer };
  print(result);
  return result;
}

// ─── Misses, and the statement alone ────────────────────────────────────────────────────────────

interface MissRow {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Every request a miss: the hot routes of the large organization on a server without the answer
 * cache (ANSWER_CACHE_MB=0), 20 connections each, one after the other, beside the bare route.
 */
async function measureMisses(port: number, s: Scenario, bare: number): Promise<MissRow[]> {
  const employee = s.people.find((p) => p.role === 'EMPLOYEE')!;
  const admin = s.people.find((p) => p.role === 'ORGANIZATION_ADMIN')!;
  const teamAdmin = s.people.find((p) => p.role === 'TEAM_ADMIN')!;
  const month = s.today.slice(0, 7);
  const start = addWorkingDays(s.today, 10);
  const api = `http://127.0.0.1:${port}/api`;
  const parts: { route: string; opts: autocannon.Options }[] = [
    {
      route: 'GET /leaves/calendar/grid (whole organization)',
      opts: { url: `${api}/leaves/calendar/grid?month=${month}` },
    },
    {
      route: 'GET /leaves/calendar/grid (one team)',
      opts: { url: `${api}/leaves/calendar/grid?month=${month}&teamId=${employee.teamId}` },
    },
    {
      route: 'GET /leaves/calendar/day (whole organization)',
      opts: { url: `${api}/leaves/calendar/day?date=${start}` },
    },
    {
      route: 'GET /leaves?status=PENDING (organization admin)',
      opts: { url: `${api}/leaves?status=PENDING`, headers: { authorization: `Bearer ${admin.token}` } },
    },
    {
      route: 'GET /leaves?status=PENDING (team admin)',
      opts: { url: `${api}/leaves?status=PENDING`, headers: { authorization: `Bearer ${teamAdmin.token}` } },
    },
    {
      route: 'POST /leaves/check',
      opts: {
        url: `${api}/leaves/check`,
        method: 'POST',
        headers: { authorization: `Bearer ${employee.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ typeId: s.types.Vacation, start, end: addWorkingDays(start, 3) }),
      },
    },
  ];
  const rows: MissRow[] = [];
  for (const part of parts) {
    const opts: autocannon.Options = {
      ...part.opts,
      headers: { authorization: `Bearer ${employee.token}`, 'accept-encoding': 'gzip', ...part.opts.headers },
      connections: 20,
    };
    await autocannon({ ...opts, duration: 2 });
    const r = await autocannon({ ...opts, duration: config.missDuration });
    rows.push({
      route: part.route,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.non2xx + r.errors,
    });
  }
  console.log(
    '\nCache misses: every request without the answer cache (ANSWER_CACHE_MB=0), 20 connections each',
  );
  console.log(`bare Fastify route in the same run: ${bare} req/s\n`);
  console.log('| route | req/s | share of bare | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.route} | ${r.rps} | ${((r.rps / bare) * 100).toFixed(2)}% | ${r.p50} | ${r.p99} | ${r.errors} |`,
    );
  return rows;
}

/** A statement with its parameters written in, for pgbench. */
function inlined(query: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, n) => {
    const v = params[Number(n) - 1];
    return v === null ? 'null' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}

/** The grid's statement alone, prepared with a generic plan as the server runs it, in pgbench. */
function pgbenchGrid(databaseUrl: string, s: Scenario, organizationId: number) {
  const employee = s.people.find((p) => p.role === 'EMPLOYEE')!;
  const { from, to } = monthGridRange(s.today.slice(0, 7));
  const caller = {
    userId: employee.id,
    organizationId,
    role: 'EMPLOYEE' as const,
    teamId: employee.teamId,
    email: '',
    timezone: TIMEZONE,
    country: 'DE',
    dataVersion: 0,
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leavedesk-pgbench-'));
  try {
    for (const [name, teamId] of [
      ['whole organization', undefined],
      ['one team', employee.teamId ?? undefined],
    ] as const) {
      const file = path.join(dir, 'grid.sql');
      writeFileSync(
        file,
        `${inlined(calendarGridStatement(caller, from, to, teamId)).replace(/\s+/g, ' ')};\n`,
      );
      const url = new URL(databaseUrl);
      const run = spawnSync(
        'pgbench',
        [
          '-n',
          '-M',
          'prepared',
          '-c',
          '2',
          '-j',
          '2',
          '-T',
          String(config.missDuration),
          '-f',
          file,
          url.pathname.slice(1),
        ],
        {
          encoding: 'utf8',
          env: {
            ...process.env,
            PGHOST: url.searchParams.get('host') ?? url.hostname,
            PGUSER: decodeURIComponent(url.username || 'postgres'),
            ...(url.port ? { PGPORT: url.port } : {}),
            PGOPTIONS: '-c plan_cache_mode=force_generic_plan',
          },
        },
      );
      const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
      const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
      console.log(
        run.status === 0
          ? `pgbench, the grid's statement alone (${name}, this month, 2 clients): ${tps} statements/s, ${latency} ms on average`
          : `pgbench could not run the grid's statement: ${run.stderr || run.error}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runScale(baseUrl: string): Promise<boolean> {
  const today = todayIn(TIMEZONE);
  // BENCH_SCALE_REUSE=<database>: a database an earlier run generated and kept (BENCH_SCALE_KEEP=1),
  // to measure again without generating (the creates and reviews of earlier runs stay in it).
  const reuse = process.env.BENCH_SCALE_REUSE;
  const dbName = reuse ?? `leavedesk_scale_${Date.now()}`;
  if (!reuse) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const children: ChildProcess[] = [];
  const results: RunResult[] = [];
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'leavedesk-scale-'));
  let opened: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 4, applicationName: 'leavedesk-bench' });
    opened = database;
    let organizationId: number;
    let people = '';
    if (reuse) {
      const [row] = rowsOf<{ id: number; users: number }>(
        await database.db.execute(sql`select o.id, (select count(*)::int from users u where u.organization_id = o.id) as users
          from organizations o where o.name = 'Scale Corp 1'`),
      );
      organizationId = row.id;
      people = `${row.users} people (reused database ${dbName})`;
      log(people);
    } else {
      let begun = Date.now();
      const large = await generateOrganizations(database.db, {
        prefix: 'Scale Corp',
        organizations: 1,
        usersPerOrganization: config.largeUsers,
        teamsPerOrganization: config.largeTeams,
        yearsBack: 2,
        today,
        password: 'bench-password',
        timezone: TIMEZONE,
        withTriggers: true,
      });
      log(
        `large organization: ${large.users} people in ${config.largeTeams} teams, ${large.leaves} leaves, in ${((Date.now() - begun) / 1000).toFixed(1)} s`,
      );
      begun = Date.now();
      const small = await generateOrganizations(database.db, {
        prefix: 'Small Co',
        organizations: config.smallOrganizations,
        usersPerOrganization: config.smallUsers,
        teamsPerOrganization: 2,
        yearsBack: 2,
        today,
        password: 'bench-password',
        timezone: TIMEZONE,
      });
      log(
        `${config.smallOrganizations} small organizations: ${small.users} people, ${small.leaves} leaves, in ${((Date.now() - begun) / 1000).toFixed(1)} s`,
      );
      organizationId = large.organizationIds[0];
      people = `${large.users} people (${large.leaves} leaves) beside ${config.smallOrganizations} organizations of ${config.smallUsers} (${small.leaves} leaves)`;
      if (config.inboxPerTeam > 0) {
        begun = Date.now();
        const inboxes = await giveInboxes(database.db, organizationId, config.inboxPerTeam);
        log(
          `inboxes: ${inboxes.events} events → ${inboxes.notifications} notifications, in ${((Date.now() - begun) / 1000).toFixed(1)} s`,
        );
      }
      // Half the teams approve in two steps (issue 28): step 1 by the team admin, step 2 by a
      // named person of another team (the background reviews decide both).
      const twoStep = await makeTwoStepTeams(database.db, organizationId);
      log(`two-step teams: ${twoStep.teams}, ${twoStep.pendingLeaves} pending requests asked under them`);
      begun = Date.now();
      await database.db.execute(sql`vacuum analyze`);
      log(`vacuum analyze in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    }
    const s = await scenario(database.db, organizationId, today);
    // Kept open until the end for the CPU split of each run (watchCpu): which backends are the servers'.

    const port = 5200 + Math.floor(Math.random() * 300);
    const barePort = port + 400;
    const bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(barePort) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);
    const env = { NOTIFICATION_WORKER: 'false', JWT_SECRET };

    if (config.runs.includes('one')) {
      const server = startServer(databaseUrl, port, env);
      children.push(server);
      await waitFor(`http://127.0.0.1:${port}/api/health`, server);
      results.push(
        await runAgainst(
          `PostgreSQL, one server process: ${people}`,
          { api: port, bare: barePort },
          [server],
          s,
          { db: database.db },
        ),
      );
      await stopProcesses([server]);
    }
    if (config.runs.includes('two')) {
      // Two processes on one database share what one would have: half the default pool each, as
      // the README tells an operator running several (BENCH_POOL_SIZE, when set, is per process).
      const shared = {
        ...env,
        DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? String(defaultPoolSize() / 2),
      };
      const servers = [
        startServer(databaseUrl, port + 1, shared),
        startServer(databaseUrl, port + 2, shared),
      ];
      const balance = (listen: number, upstreams: number[]) =>
        spawn(process.execPath, [path.join(root, 'bench/balancer.mjs')], {
          cwd: root,
          env: { ...process.env, PORT: String(listen), BALANCER_UPSTREAMS: upstreams.join(',') },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
      const balancer = balance(port + 3, [port + 1, port + 2]);
      // The same balancer in front of the bare route: the hop's own cost.
      const bareBalancer = balance(port + 4, [barePort]);
      children.push(...servers, balancer, bareBalancer);
      await waitFor(`http://127.0.0.1:${port + 1}/api/health`, servers[0]);
      await waitFor(`http://127.0.0.1:${port + 2}/api/health`, servers[1]);
      await waitFor(`http://127.0.0.1:${port + 3}/api/health`, balancer);
      await waitFor(`http://127.0.0.1:${port + 4}/bare`, bareBalancer);
      results.push(
        await runAgainst(
          'PostgreSQL, two server processes behind a round-robin balancer',
          { api: port + 3, bare: barePort, bareThroughBalancer: port + 4 },
          servers,
          s,
          { balancer, db: database.db },
        ),
      );
      await stopProcesses([...servers, balancer, bareBalancer]);
    }
    if (config.runs.includes('pglite')) {
      const embedded = await openDatabase({ dataDir: pgliteDir });
      const org = await generateOrganizations(embedded.db, {
        prefix: 'Embedded Co',
        organizations: 1,
        usersPerOrganization: config.pgliteUsers,
        teamsPerOrganization: 5,
        yearsBack: 2,
        today,
        password: 'bench-password',
        timezone: TIMEZONE,
        withTriggers: true,
      });
      if (config.inboxPerTeam > 0)
        await giveInboxes(embedded.db, org.organizationIds[0], config.inboxPerTeam);
      const es = await scenario(embedded.db, org.organizationIds[0], today);
      await embedded.close();
      // No DATABASE_URL (empty is unset): the server opens the embedded database in DATA_DIR.
      const server = startServer('', port + 5, { ...env, DATA_DIR: pgliteDir });
      children.push(server);
      await waitFor(`http://127.0.0.1:${port + 5}/api/health`, server);
      results.push(
        await runAgainst(
          `Embedded database (PGlite), one organization of ${org.users} people, ${org.leaves} leaves`,
          { api: port + 5, bare: barePort },
          [server],
          es,
        ),
      );
      await stopProcesses([server]);
    }
    if (config.runs.includes('misses')) {
      const server = startServer(databaseUrl, port + 6, { ...env, ANSWER_CACHE_MB: '0' });
      children.push(server);
      await waitFor(`http://127.0.0.1:${port + 6}/api/health`, server);
      await measureMisses(port + 6, s, await bareRps(barePort));
      await stopProcesses([server]);
      pgbenchGrid(databaseUrl, s, organizationId);
    }
  } finally {
    await stopProcesses(children);
    await opened?.close();
    rmSync(pgliteDir, { recursive: true, force: true });
    if (!reuse && !process.env.BENCH_SCALE_KEEP) {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${dbName} with (force)`);
      await cleanup.end();
    } else log(`kept database ${dbName}`);
  }
  console.log(
    `\nScale: ${config.clients} clients (think time ${config.thinkMs} ms), ${config.writesPerSecond} writes/s, ${config.duration} s per run`,
  );
  for (const r of results) print(r);
  return results.every((r) => r.passed);
}
