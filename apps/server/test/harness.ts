import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthAnswer } from '@leavedesk/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import './pg-global-setup';
import './pglite-global-setup';

/**
 * Test harness: a real database per test file (in-memory PGlite, or the PostgreSQL database the
 * global setup created for this run when TEST_DB=postgres) and the real app on top, driven with
 * inject(). Tests create their own organizations, so they never depend on one another.
 */
let shared: Promise<Database> | undefined;
let ownDatabaseWanted = false;
let ownDatabaseUrl: string | undefined;
function database(): Promise<Database> {
  if (!shared) {
    const url = process.env.TEST_DB === 'postgres' ? inject('pgUrl') : undefined;
    if (process.env.TEST_DB === 'postgres' && !url)
      throw new Error('pgUrl is not provided by the global setup');
    const image = url ? undefined : inject('pgliteImage');
    shared = (async () => {
      if (url && ownDatabaseWanted) ownDatabaseUrl = await createDatabase(url);
      return openDatabase(
        url
          ? { databaseUrl: ownDatabaseUrl ?? url, poolSize: 20 }
          : { pgliteDir: 'memory://', pgliteImage: image ? new Blob([readFileSync(image)]) : undefined },
      );
    })();
  }
  return shared;
}

/** A new empty database on the server of `runUrl` (migrated when first opened); answers its URL. */
async function createDatabase(runUrl: string): Promise<string> {
  const name = `leavedesk_file_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: runUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * This file's tests get a PostgreSQL database of their own (created and migrated for them, dropped
 * after them) instead of the run's shared one. For files that run the notification delivery
 * worker: a worker claims every due delivery of its database, so on a shared one it would take,
 * and send elsewhere, the notifications other files are waiting for. On PGlite every file has its
 * own database anyway. Call it at the top of the file, before the first `createTestApp`.
 */
export function useOwnDatabase(): void {
  if (shared) throw new Error('useOwnDatabase() must come before the first createTestApp()');
  ownDatabaseWanted = true;
}

/**
 * A database this test file alone writes to, for tests that compare every table before and after
 * a request (test/fingerprint.ts). With PGlite every file already has its own; on PostgreSQL the
 * files share the run's database, so this one gets a database of its own on the same server,
 * dropped when the file's tests end.
 */
export async function isolatedDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return database();
  const url = await createDatabase(inject('pgUrl'));
  const own = await openDatabase({ databaseUrl: url, poolSize: 10 });
  closers.push(async () => {
    try {
      await own.close();
    } finally {
      await dropDatabase(url);
    }
  });
  return own;
}

/** What closes the file's isolated databases, once its apps have closed (closeFileResources). */
const closers: (() => Promise<void>)[] = [];

/** The URL of the file's PostgreSQL database (for server processes of its own); undefined on PGlite. */
export async function testDatabaseUrl(): Promise<string | undefined> {
  await database();
  return process.env.TEST_DB === 'postgres' ? (ownDatabaseUrl ?? inject('pgUrl')) : undefined;
}

export const dbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** Every temporary folder the file's tests made, removed when they end (after the apps close). */
const tempDirs: string[] = [];

/** A fresh folder in the temporary directory, removed when the file's tests end, passed or not. */
export function tempDir(prefix = 'leavedesk-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: overrides.DATA_DIR || tempDir(),
    // Delivery runs only in the tests that watch it (they turn it on): elsewhere it would only write
    // .eml files nobody reads.
    NOTIFICATION_WORKER: 'false',
    // Reminders run in the tests that start them or call a pass with their own clock.
    REVIEW_REMINDERS: 'false',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '100000',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** inject() with JSON and an optional bearer token. */
  call(
    method: InjectOptions['method'],
    url: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

const apps: FastifyInstance[] = [];
/**
 * Closes what the file's tests opened, after its last test (registered for every test file by
 * test/file-setup.ts, so also when files share a worker's modules): the apps finish their work
 * (e-mails after an answer write into their data directory, a delivery round in flight) before the
 * folders and then the database go, and those go even if a close fails.
 */
export async function closeFileResources(): Promise<void> {
  ownDatabaseWanted = false;
  try {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  } finally {
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    const opened = shared;
    shared = undefined;
    try {
      await Promise.all(closers.splice(0).map((close) => close()));
      await (await opened)?.close();
    } finally {
      if (ownDatabaseUrl) await dropDatabase(ownDatabaseUrl);
      ownDatabaseUrl = undefined;
    }
  }
}

/** The app on the file's database, or on `opts.database` (see isolatedDatabase). */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: BuildOptions = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const app = await buildApp(config, {
    logger: false,
    ...opts,
    database: opts.database ?? (await database()),
  });
  await app.ready();
  apps.push(app);
  return {
    app,
    config,
    call(method, url, o = {}) {
      return app.inject({
        method,
        url,
        headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
        ...(o.body !== undefined ? { payload: o.body as object } : {}),
      });
    },
  };
}

let counter = 0;
/** A unique address per call, so tests never collide on the installation-wide unique e-mail. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export interface Registered extends AuthAnswer {
  email: string;
  password: string;
}

/** Signs up a new organization and returns its admin's token and user. */
export async function registerOrganization(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<Registered> {
  const body = {
    organizationName: 'Acme Test',
    country: 'DE',
    firstName: 'Ada',
    lastName: 'Admin',
    email: uniqueEmail('admin'),
    password: 'correct-horse-1',
    timezone: 'Europe/Berlin',
    ...overrides,
  };
  const res = await t.call('POST', '/api/auth/register', { body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as AuthAnswer), email: body.email as string, password: body.password as string };
}

/** Signs an existing user in through the API; a refused sign-in fails the test at once. */
export async function signIn(t: TestApp, email: string, password: string): Promise<AuthAnswer> {
  const res = await t.call('POST', '/api/auth/login', { body: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as AuthAnswer;
}
