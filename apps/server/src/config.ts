import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** A duration written as a whole number and a unit: `90s`, `30m`, `24h`, `7d`, `2w`. */
const DURATION = /^\d+\s*[smhdw]$/;
const DURATION_MESSAGE = 'must be a number followed by s, m, h, d or w, e.g.';
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** The longest NOTIFICATION_GIVE_UP_AFTER: a year of retries, 15 minutes apart at most. */
const GIVE_UP_AFTER_MAX_MS = 365 * UNIT_MS.d;

/** Milliseconds of a duration that matched DURATION. */
export function durationMs(value: string): number {
  const unit = value.at(-1) as keyof typeof UNIT_MS;
  return Number.parseInt(value, 10) * UNIT_MS[unit];
}

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  /** Set by npm: the directory the command was typed in (scripts of a workspace run in its folder). */
  INIT_CWD: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  ANSWER_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL: z.string().regex(DURATION, `${DURATION_MESSAGE} 7d`).default('7d'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('LeaveDesk <no-reply@leavedesk.local>'),
  PUBLIC_URL: z.string().url().optional(),
  HOLIDAYS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  WEB_DIST: z.string().optional(),
  NOTIFICATION_WORKER: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  NOTIFICATION_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  NOTIFICATION_RETRY_MS: z.coerce.number().int().min(1).max(86_400_000).default(30_000),
  NOTIFICATION_GIVE_UP_AFTER: z
    .string()
    .regex(DURATION, `${DURATION_MESSAGE} 24h`)
    .refine((value) => durationMs(value) >= 1000, 'must be at least 1s')
    // PostgreSQL's interval (and the run_at it moves) cannot hold much more than 290,000 years: a
    // larger value failed every record of a failed attempt at run time instead of stopping start-up.
    .refine((value) => durationMs(value) <= GIVE_UP_AFTER_MAX_MS, 'must be at most 365d (a year)')
    .default('24h'),
  SLACK_ALLOW_PRIVATE_URLS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  REVIEW_REMINDERS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  REVIEW_REMINDER_INTERVAL: z
    .string()
    .regex(DURATION, `${DURATION_MESSAGE} 10m`)
    .refine((value) => durationMs(value) >= 10_000, 'must be at least 10s')
    .refine((value) => durationMs(value) <= UNIT_MS.d, 'must be at most 24h')
    .default('10m'),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(36_500, 'must be at most 36500 days (100 years)')
    .default(730),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be true, false, a hop count or a comma-separated list of proxy addresses',
    )
    .default('false'),
});

/**
 * Which `X-Forwarded-For` hops to believe. Off by default: trusting every hop would let any
 * client pick its own IP and walk around the per-IP rate limit.
 */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim());
}

/**
 * Connections per pool when DATABASE_POOL_SIZE is not set: twice the machine's cores, at least 4.
 * PostgreSQL runs best with about as many busy connections as it has cores to run them on; more
 * only queue inside the database, where they contend for the same cores with this process. On the
 * 2-core bench machine, 20 per pool left the mixed load's p99 at 50-100 ms for reads and 200-400 ms
 * for writes, 4 per pool at 21-41 ms and 61-84 ms (bench/README.md, Scale). Each process has two
 * pools (db/client.ts): with several processes on one database, give each its share.
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.max(4, 2 * cores);
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** Megabytes of cached calendar and list answers per process; 0 turns the cache off. */
  answerCacheMb: number;
  jwtSecret?: string;
  tokenTtl: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  holidaysUrl?: string;
  logLevel: string;
  authRateLimit: number;
  /** The longest wait of a sign-in to an account under attack from many addresses (0: none). */
  authSlowDownMaxMs: number;
  webDist?: string;
  /** Deliver notifications (e-mail, Slack) from this process. */
  notificationWorker: boolean;
  notificationPollMs: number;
  /** The first retry's delay of a failed delivery; each next one doubles it, up to 15 minutes. */
  notificationRetryMs: number;
  /** How long a delivery that fails for a passing reason keeps being retried before it is FAILED. */
  notificationGiveUpAfterMs: number;
  /** Let Slack webhook URLs be http:// and private or local addresses (tests, local set-ups). */
  slackAllowPrivateUrls: boolean;
  trustProxy: boolean | number | string[];
  /** Audit entries older than this many days are deleted by every process's retention job. */
  auditRetentionDays: number;
  /** Remind approvers of waiting requests from this process (issue 28; decision 0034). */
  reviewReminders: boolean;
  /** How often the reminder pass runs. */
  reviewReminderIntervalMs: number;
};

/** Parses the environment once; a bad variable stops start-up with its name and the reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = Env.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    // Relative to where the command was typed, whichever workspace folder npm runs the script in:
    // `npm start`, `npm run dev` and `npm run seed:demo` must all mean the same ./data.
    dataDir: path.resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    answerCacheMb: e.ANSWER_CACHE_MB,
    jwtSecret: e.JWT_SECRET,
    tokenTtl: e.TOKEN_TTL.replace(/\s+/g, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    holidaysUrl: e.HOLIDAYS_URL,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    authSlowDownMaxMs: e.AUTH_SLOWDOWN_MAX_MS,
    webDist: e.WEB_DIST,
    notificationWorker: e.NOTIFICATION_WORKER === 'true',
    notificationPollMs: e.NOTIFICATION_POLL_MS,
    notificationRetryMs: e.NOTIFICATION_RETRY_MS,
    notificationGiveUpAfterMs: durationMs(e.NOTIFICATION_GIVE_UP_AFTER.replace(/\s+/g, '')),
    slackAllowPrivateUrls: e.SLACK_ALLOW_PRIVATE_URLS === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    reviewReminders: e.REVIEW_REMINDERS === 'true',
    reviewReminderIntervalMs: durationMs(e.REVIEW_REMINDER_INTERVAL.replace(/\s+/g, '')),
  };
}
