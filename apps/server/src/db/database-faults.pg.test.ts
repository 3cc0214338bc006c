import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '../../test/harness';
import {
  freePort,
  removeTempDirs,
  type ServerProcess,
  startServer,
  tempDir,
} from '../../test/server-process';
import { databaseUnavailable } from '../lib/pg-errors';
import { APPLICATION_NAME, openDatabase } from './client';

/**
 * A database restart, a failover, an administrator or a proxy closing connections: the requests in
 * flight get a 503 in the error shape, never the process, and the pools heal by themselves. These
 * tests run a real server process on a database of their own (so terminating its connections
 * touches no other test) and break its connections under load.
 */

const runUrl = inject('pgUrl');
const databaseName = `leavedesk_faults_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
const databaseUrl = (() => {
  const url = new URL(runUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: runUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Terminates the connections to the fault database of one pool (by its application_name), or of
 * every pool, but never the caller's own; answers how many.
 */
async function terminateBackends(pool?: keyof typeof APPLICATION_NAME): Promise<number> {
  return admin(async (c) => {
    const { rows } = await c.query<{ pid: number }>(
      `select pid, pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid() and ($2::text is null or application_name = $2)`,
      [databaseName, pool ? APPLICATION_NAME[pool] : null],
    );
    // pg_terminate_backend only signals: each backend tells its client and exits in its own time,
    // later on a busy machine. Until every one of them is gone, a client may not have been told yet.
    const pids = rows.map((r) => r.pid);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const left = await c.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where pid = any($1::int[])',
        [pids],
      );
      if (left.rows[0].n === 0) return pids.length;
      await sleep(20);
    }
    throw new Error(`backends ${pids.join(', ')} still running 10 s after being terminated`);
  });
}

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
  what: string;
}

const servers: ServerProcess[] = [];
beforeAll(async () => {
  await admin((c) => c.query(`create database ${databaseName}`));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await admin((c) => c.query(`drop database if exists ${databaseName} with (force)`));
  removeTempDirs();
});

/** A signed-up organization on a running server, and the requests the load is made of. */
async function prepare(server: ServerProcess) {
  async function call(method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
    const what = `${method} ${url}`;
    try {
      const res = await fetch(`${server.url}/api${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: kept as text, the assertions show it
      }
      return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after'), what };
    } catch (error) {
      // No answer at all: the process died or dropped the socket.
      return { status: 0, body: String(error), retryAfter: null, what };
    }
  }

  const email = uniqueEmail('faults');
  const registered = await call('POST', '/auth/register', undefined, {
    organizationName: 'Faults Inc',
    country: 'DE',
    firstName: 'Ada',
    lastName: 'Admin',
    email,
    password: 'correct-horse-1',
    timezone: 'Europe/Berlin',
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const { accessToken: token, user } = registered.body as {
    accessToken: string;
    user: { team: { id: number }; leavePolicy: { id: number } };
  };
  const types = await call('GET', '/leaves/types', token);
  const typeId = (types.body as { id: number; name: string }[]).find((t) => t.name === 'Vacation')?.id;
  const newPerson = (email = uniqueEmail('person')) => ({
    email,
    password: 'correct-horse-1',
    firstName: 'Pat',
    lastName: 'Person',
    role: 'EMPLOYEE',
    country: 'DE',
    teamId: user.team.id,
    leavePolicyId: user.leavePolicy.id,
    joinedAt: '2026-01-05',
  });
  // Both pools: the balance, the check and the list are prepared statements on the hot pool; the
  // rest are ORM queries, the writes in transactions (the new person's also records an event), and
  // a sign-in counts its attempt in the rate limits' table.
  const requests: (() => Promise<Answer>)[] = [
    () => call('GET', '/leaves/mine/balance', token),
    () => call('POST', '/leaves/check', token, { typeId, start: '2030-03-04', end: '2030-03-08' }),
    () => call('GET', '/leaves?pageSize=5', token),
    () => call('GET', '/users/mine', token),
    () => call('GET', '/teams', token),
    () => call('GET', '/organizations/default', token),
    () => call('PATCH', '/users/mine', token, { firstName: 'Ada' }),
    () => call('GET', '/leaves/mine/balance', token),
    () => call('POST', '/leaves/check', token, { typeId, start: '2030-03-04', end: '2030-03-08' }),
    () => call('POST', '/users', token, newPerson()),
    // Counted by the /auth/* rate limits, which live in the database.
    () => call('POST', '/auth/login', undefined, { email, password: 'correct-horse-1' }),
  ];
  return { call, token, requests, newPerson };
}

/** Runs `workers` loops over the requests until `until` settles; answers every answer. */
async function load(requests: (() => Promise<Answer>)[], workers: number, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; !done; i++) answers.push(await requests[i % requests.length]());
    }),
  );
  return answers;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every answer a success, or the 503 in the error shape that tells the client to try again. */
function expectOkOrUnavailable(answers: Answer[]) {
  for (const a of answers) {
    if (a.status >= 200 && a.status < 300) continue;
    expect({ what: a.what, status: a.status, body: a.body, retryAfter: a.retryAfter }).toEqual({
      what: a.what,
      status: 503,
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'DATABASE_UNAVAILABLE',
        message: 'The database cannot be reached right now. Please try again in a moment.',
      },
      retryAfter: '1',
    });
  }
}

/** Every request of the load, once each, all answered 2xx. */
async function expectAllSucceed(requests: (() => Promise<Answer>)[], server?: ServerProcess) {
  const answers = await Promise.all(requests.map((r) => r()));
  expect(
    answers.filter((a) => a.status < 200 || a.status >= 300),
    server?.output(),
  ).toEqual([]);
}

/** Waits until a welcome e-mail to `email` is written to the server's mail folder. */
async function welcomeMailTo(dataDir: string, email: string, timeoutMs = 15_000): Promise<boolean> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(dir, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml'));
    if (files.some((f) => readFileSync(path.join(dir, f.name), 'utf8').includes(email))) return true;
    await sleep(100);
  }
  return false;
}

describe('database connections lost', () => {
  it('terminated backends cost the requests in flight a 503 with Retry-After, never the process; each pool and the delivery worker heal', async () => {
    const dataDir = tempDir();
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DATABASE_POOL_SIZE: '4',
      NOTIFICATION_WORKER: 'true',
      NOTIFICATION_POLL_MS: '20',
    });
    servers.push(server);
    const { requests, call, token, newPerson } = await prepare(server);
    await expectAllSucceed(requests);

    // Each pool, then both: three rounds of terminations while 12 clients keep every connection
    // busy. Every request checks its caller on the statements' pool; the writes hold ORM
    // connections across the queries of their transactions.
    for (const pool of ['statements', 'orm', undefined] as const) {
      let terminated = 0;
      const faults = (async () => {
        for (let round = 0; round < 3; round++) {
          await sleep(300);
          terminated += await terminateBackends(pool);
        }
        await sleep(300);
      })();
      const answers = await load(requests, 12, faults);
      await faults;

      const context = `${pool ?? 'both'} pools: ${server.output()}`;
      expect(server.alive(), context).toBe(true);
      expect(terminated, context).toBeGreaterThan(0);
      expect(answers.filter((a) => a.status === 503).length, context).toBeGreaterThan(0);
      expectOkOrUnavailable(answers);
      await expectAllSucceed(requests, server);
    }

    // Idle connections killed (a proxy's idle timeout): nobody notices.
    await sleep(200);
    expect(await terminateBackends()).toBeGreaterThan(0);
    await sleep(300);
    expect(server.alive(), server.output()).toBe(true);
    await expectAllSucceed(requests);

    // The delivery worker lost its connections too, and still delivers.
    const email = uniqueEmail('after');
    const created = await call('POST', '/users', token, newPerson(email));
    expect(created.status).toBe(201);
    expect(await welcomeMailTo(dataDir, email)).toBe(true);
    expect(server.output()).not.toContain('unexpected error');
  });

  it('a database that goes away for a moment (restart, failover) costs requests a 503, and the server carries on', async () => {
    // A TCP proxy in front of PostgreSQL that can drop every connection and refuse new ones for a
    // while, as a restarting server or a failover does.
    const target = new URL(runUrl);
    const sockets = new Set<Socket>();
    const proxyPort = await freePort();
    let proxy: Server | undefined;
    const open = () =>
      new Promise<void>((resolve) => {
        proxy = createServer((client) => {
          const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('close', () => sockets.delete(s));
            s.on('error', () => s.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        proxy.listen(proxyPort, '127.0.0.1', resolve);
      });
    const down = () =>
      new Promise<void>((resolve) => {
        proxy?.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    await open();
    try {
      const proxied = new URL(databaseUrl);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxyPort);
      const dataDir = tempDir();
      const server = await startServer({
        DATABASE_URL: proxied.toString(),
        DATA_DIR: dataDir,
        DATABASE_POOL_SIZE: '4',
        NOTIFICATION_WORKER: 'true',
        NOTIFICATION_POLL_MS: '20',
      });
      servers.push(server);
      const { requests } = await prepare(server);
      await expectAllSucceed(requests);

      const outage = (async () => {
        await sleep(400);
        await down();
        await sleep(700);
        await open();
        await sleep(300);
      })();
      const answers = await load(requests, 8, outage);
      await outage;

      expect(server.alive(), server.output()).toBe(true);
      expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
      expectOkOrUnavailable(answers);
      await expectAllSucceed(requests);
      expect(server.alive(), server.output()).toBe(true);
    } finally {
      await down();
    }
  });

  it('a connection lost while checked out gives its slot back at once, even when its holder never releases it (a transaction whose BEGIN fails)', async () => {
    // One connection: a slot kept by a dead connection would leave every later query waiting.
    const database = await openDatabase({ databaseUrl, poolSize: 1, applicationName: 'faults-slots' });
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      // The socket closes as the transaction takes its connection, before BEGIN is answered.
      pool.once('acquire', (client) =>
        (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy(),
      );
      const failure = await database.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(databaseUnavailable(failure), String(failure)).toBeDefined();

      const started = Date.now();
      const answer = (await database.db.execute(sql`select 1 as one`)) as unknown as pg.QueryResult;
      expect(answer.rows).toEqual([{ one: 1 }]);
      expect(Date.now() - started).toBeLessThan(5_000);
      // Transactions, and their connection's release, work as before.
      await database.db.transaction(async (tx) => tx.execute(sql`select 1`));
      const inTransaction = await database.db.transaction((tx) => tx.execute(sql`select 2 as two`));
      expect((inTransaction as unknown as pg.QueryResult).rows).toEqual([{ two: 2 }]);
    } finally {
      await database.close();
    }
  });
});
