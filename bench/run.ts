/**
 * Load benchmark of the hot routes on PostgreSQL (issues "Leave requests…" and "Notifications",
 * sections Speed).
 *
 * 1,000 users in 50 teams with three years of leaves (about 12 requests per user per year, every
 * status) are generated into a fresh database; the built server runs as its own process; each route
 * is loaded by 20 concurrent clients (autocannon) and compared with a bare Fastify route measured in
 * the same run. Targets: p99 ≤ 25 ms for balance, check and the pending list; ≤ 100 ms for one month
 * of the organization calendar; ≤ 10 ms for the bell's count; ≤ 50 ms for the notifications of one
 * event to a 1,000-member team. E-mail deliveries per second with one and two server processes are
 * reported, and must deliver every e-mail exactly once. Exit code 1 when a target is missed.
 *
 *   npm run bench                   (BENCH_DATABASE_URL defaults to the local server's Unix socket)
 *   BENCH_DURATION=20 npm run bench
 *   BENCH_ONLY=notification npm run bench     (the bell's count, the fan-out and the deliveries)
 *   BENCH_ONLY=exports npm run bench          (the leaves and balances exports, CSV and XLSX)
 *   BENCH_ONLY=scale npm run bench            (issue 15: 10,000 people beside 1,000 small organizations, mixed load; scale.ts)
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
import { makeTwoStepTeams } from './approvals';
import { measureDeliveries } from './deliveries';
import { measureExports } from './exports';
import {
  type FanOutOrganization,
  giveInboxes,
  type Inboxes,
  seedFanOutOrganization,
  spreadOfPeople,
  timeFanOut,
  timing,
} from './notifications';
import { explainFanOut, explainHotQueries } from './plans';
import { runScale } from './scale';
import {
  json,
  log,
  type Measured,
  printSummary,
  root,
  rotating,
  signIn,
  startServer,
  stopProcesses,
  waitFor,
} from './support';
import { giveSchedules } from './time-model';

// The local PostgreSQL over its Unix socket, as a server on the same host would connect.
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@localhost/postgres?host=/var/run/postgresql';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 20;
const PASSWORD = 'bench-password';
const TIMEZONE = 'Europe/Berlin';
/** Runs of the fan-out timing (after five for warm-up). */
const fanOutRuns = Number(process.env.BENCH_FANOUT_RUNS ?? 200);
/** Pending e-mails each delivery measurement creates. */
const deliveryEmails = Number(process.env.BENCH_EMAILS ?? 5000);

const BARE = 'bare Fastify route';
const COUNT = 'GET /v1/notifications/count';
const FAN_OUT = 'notification fan-out: LEAVE_CREATED to a 1,000-member team (recordEvent)';
const deliveriesName = (n: number) =>
  `notification e-mails delivered, ${n} server process${n > 1 ? 'es' : ''}`;
const EXPORTS = 'exports: leaves and balances as CSV and XLSX';
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const selected = (name: string) => !only || only.test(name) || name === BARE;

async function load(name: string, opts: autocannon.Options, target?: number): Promise<Measured | undefined> {
  if (!selected(name)) return undefined;
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
  // The scale part (issue 15) has data and servers of its own, and runs only when asked for.
  if (process.env.BENCH_ONLY === 'scale') {
    if (!(await runScale(baseUrl))) {
      console.log('\nA target was missed.');
      process.exitCode = 1;
    }
    return;
  }
  await hotRoutes();
  // Without BENCH_ONLY the scale part follows, on data and servers of its own.
  if (!only && !(await runScale(baseUrl))) {
    console.log('\nA target of the scale part was missed.');
    process.exitCode = 1;
  }
}

/** The hot routes, the notifications and the exports on 1,000 people (everything but the scale part). */
async function hotRoutes() {
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
    const database = await openDatabase({ databaseUrl, poolSize: 4, applicationName: 'leavedesk-bench' });
    const today = todayIn(TIMEZONE);
    const started = Date.now();
    const holidays = createDateHolidaysProvider();
    const seeded = await seedDemoOrganization(database.db, holidays, {
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
    log(
      `generated ${seeded.userCount} users and ${seeded.leaveCount} leaves in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    let inboxes: Inboxes | undefined;
    if (selected(COUNT)) {
      const begun = Date.now();
      inboxes = await giveInboxes(database.db, seeded.organizationId, 36);
      log(
        `inboxes: ${inboxes.events} events → ${inboxes.notifications} notifications (${inboxes.unread} unread), ${inboxes.medianPerUser} per person (median), ${inboxes.maxPerUser} at most, in ${((Date.now() - begun) / 1000).toFixed(1)} s`,
      );
    }
    const deliveryParts = [1, 2].filter((n) => selected(deliveriesName(n)));
    let fanOutOrg: FanOutOrganization | undefined;
    if (selected(FAN_OUT) || deliveryParts.length > 0) {
      fanOutOrg = await seedFanOutOrganization(database.db, holidays, {
        password: PASSWORD,
        timezone: TIMEZONE,
        today,
      });
      log(`fan-out organization: one team of ${fanOutOrg.teamSize} people`);
    }
    // Half the teams approve in two steps (issue 28): the review lists below resolve them.
    const twoStep = await makeTwoStepTeams(database.db, seeded.organizationId);
    log(
      `two-step teams: ${twoStep.teams} (team admins, then a named person of another team), ${twoStep.pendingLeaves} pending requests asked under them`,
    );
    const [twoStepTeamId, namedApproverId] = [...twoStep.secondApprover][0];
    const approverEmails = (
      (await database.db.execute(sql`select
        (select email from users where role = 'TEAM_ADMIN' and team_id = ${twoStepTeamId} and deleted_at is null order by id limit 1) as "teamAdmin",
        (select email from users where id = ${namedApproverId}) as "named"`)) as unknown as {
        rows: { teamAdmin: string; named: string }[];
      }
    ).rows[0];
    // Issue 29: Vacation is earned month by month on every person, 2 days may be borrowed.
    await database.db.execute(sql`update activated_types a set accrual = 'MONTHLY', borrow_limit = 2
      from leave_types t where t.id = a.type_id and t.name = 'Vacation' and a.cycle = 'PER_YEAR'
        and a.organization_id = ${seeded.organizationId}`);
    // Issue 29: a work schedule history on every person, and Vacation prorated by it.
    const timeModel = await giveSchedules(database.db, seeded.organizationId, today);
    log(
      `schedules: ${timeModel.entries} entries on ${timeModel.people} people; Vacation prorated by schedule`,
    );
    await database.db.execute(sql`vacuum analyze`);

    const port = 4900 + Math.floor(Math.random() * 50);
    const barePort = port + 100;
    // The loaded servers do not deliver notifications: the deliveries are measured on their own,
    // by processes started for them (below).
    const server = startServer(databaseUrl, port, { NOTIFICATION_WORKER: 'false' });
    // The same server without the answer cache: what the calendar and the lists cost on a miss
    // (after any change in the organization), reported beside the targets.
    const uncachedPort = port + 50;
    const uncached = startServer(databaseUrl, uncachedPort, {
      ANSWER_CACHE_MB: '0',
      NOTIFICATION_WORKER: 'false',
    });
    const bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(barePort) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const loaded = [server, uncached, bare];
    children.push(...loaded);
    const api = `http://127.0.0.1:${port}/api`;
    await waitFor(`${api}/health`, server);
    await waitFor(`http://127.0.0.1:${uncachedPort}/api/health`, uncached);
    await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);

    const [adminToken] = await signIn(api, PASSWORD, [seeded.admin.email]);
    const [teamAdminToken, namedApproverToken] = await signIn(api, PASSWORD, [
      approverEmails.teamAdmin,
      approverEmails.named,
    ]);
    const employeeTokens = await signIn(
      api,
      PASSWORD,
      seeded.sampleEmployees.map((e) => e.email),
    );
    // The bell is polled by everyone: a hundred people of every team and role (every tenth).
    const bellTokens = inboxes
      ? await signIn(api, PASSWORD, await spreadOfPeople(database.db, seeded.organizationId, 10))
      : [];

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
    const calendarBody = await fetch(calendarUrl, { headers: { authorization: adminToken } }).then((r) =>
      r.text(),
    );
    const calendarEntries = (JSON.parse(calendarBody) as unknown[]).length;

    const measured: (Measured | undefined)[] = [];
    measured.push(await load(BARE, { url: `http://127.0.0.1:${barePort}/bare` }));
    measured.push(
      await load(
        'GET /leaves/mine/balance',
        { url: `${api}/leaves/mine/balance`, requests: [{ setupRequest: rotating(employeeTokens) }] },
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
          requests: [{ setupRequest: rotating(employeeTokens) }],
        },
        25,
      ),
    );
    measured.push(
      await load(
        'GET /leaves?status=PENDING',
        { url: `${api}/leaves?status=PENDING`, headers: { authorization: adminToken } },
        25,
      ),
    );
    measured.push(
      await load(
        'GET /leaves?status=PENDING (team admin, two steps)',
        { url: `${api}/leaves?status=PENDING`, headers: { authorization: teamAdminToken } },
        25,
      ),
    );
    measured.push(
      await load(
        'GET /leaves?status=PENDING (named second-step approver)',
        { url: `${api}/leaves?status=PENDING`, headers: { authorization: namedApproverToken } },
        25,
      ),
    );
    measured.push(
      await load(
        'GET /leaves/calendar (1 month, whole org)',
        { url: calendarUrl, headers: { authorization: adminToken } },
        100,
      ),
    );
    measured.push(
      await load(
        COUNT,
        { url: `${api}/v1/notifications/count`, requests: [{ setupRequest: rotating(bellTokens) }] },
        10,
      ),
    );

    const uncachedApi = `http://127.0.0.1:${uncachedPort}/api`;
    measured.push(
      await load('GET /leaves?status=PENDING, no answer cache', {
        url: `${uncachedApi}/leaves?status=PENDING`,
        headers: { authorization: adminToken },
      }),
      await load('GET /leaves/calendar (1 month, whole org), no answer cache', {
        url: calendarUrl.replace(api, uncachedApi),
        headers: { authorization: adminToken },
      }),
    );

    // One client at a time, on the loaded server (the answer cache plays no part in an export).
    if (selected(EXPORTS))
      measured.push(
        ...(await measureExports({
          api,
          adminToken,
          serverPid: server.pid!,
          leaveCount: seeded.leaveCount,
        })),
      );

    if (fanOutOrg && selected(FAN_OUT)) {
      const t = timing(await timeFanOut(database.db, fanOutOrg, fanOutRuns));
      log(`${FAN_OUT}: median ${t.p50} ms, p99 ${t.p99} ms over ${t.runs} runs`);
      measured.push({
        name: FAN_OUT,
        kind: 'timing',
        target: 50,
        p50: t.p50,
        p99: t.p99,
        non2xx: 0,
        errors: 0,
        details: { runs: t.runs, recipients: fanOutOrg.teamSize },
      });
    }
    // The deliveries have the machine to themselves: the loaded servers are done.
    await stopProcesses(loaded);
    for (const processes of deliveryParts)
      measured.push(
        await measureDeliveries({
          name: deliveriesName(processes),
          db: database.db,
          databaseUrl,
          org: fanOutOrg!,
          processes,
          emails: deliveryEmails,
          // Clear of the ports fetch refuses (5060 and 5061 among them).
          firstPort: port + 200,
        }),
      );

    const results = measured.filter((m): m is Measured => m !== undefined);
    console.log(
      `\nPostgreSQL, ${seeded.userCount} users, ${seeded.leaveCount} leaves, ${connections} concurrent clients, ${duration} s per route\n`,
    );
    const passed = printSummary(results, results[0].rps!);
    const size = Buffer.byteLength(calendarBody);
    console.log(
      `\nCalendar response for ${monthStart}..${monthEnd}: ${calendarEntries} leaves, ${(size / 1024).toFixed(1)} KiB (${(gzipSync(calendarBody).length / 1024).toFixed(1)} KiB gzipped)`,
    );

    console.log('\nQuery plans of the hot routes (EXPLAIN ANALYZE on the generated data):');
    const plans = await explainHotQueries(databaseUrl, seeded, today);
    console.log(plans);
    if (fanOutOrg && selected(FAN_OUT)) console.log(await explainFanOut(databaseUrl, fanOutOrg));
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
          inboxes,
        },
        null,
        2,
      ),
    );
    if (!passed) {
      console.log('\nA target was missed.');
      process.exitCode = 1;
    }
  } finally {
    await stopProcesses(children);
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
