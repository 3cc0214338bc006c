import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventType, Notification, TriggerBody } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { uniqueEmail } from '../../../test/harness';
import { users } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import { EMPLOYEE_COUNTRY, type Org, ZONE } from '../leaves/leave-fixtures';
import { DEFAULT_TRIGGERS } from './default-triggers';

/**
 * Helpers of the notification tests: a real SMTP server and a real HTTP server standing in for
 * Slack, people written straight to the database with a token of their own (no sign-in, so no
 * password hashing: the tests need hundreds of them), and short ways to read what was notified.
 */

/** Polls `what` until it answers something truthy; fails naming `label` after `ms`. */
export async function until<T>(
  label: string,
  what: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await what();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${label}${last ? `: ${last}` : ''}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

// ─── Mail ────────────────────────────────────────────────────────────────────────────────────────

export interface Mail {
  /** When it arrived (Date.now()). */
  at: number;
  from: string;
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on a local port. `refuse` makes it answer every message with a temporary
 * failure (the attempt is still recorded, so retries can be seen); `stop()` and `start()` again on
 * the same port stand for a mail server that is down, then back.
 */
export class MailCatcher {
  /** Messages accepted. */
  readonly mails: Mail[] = [];
  /** Every message offered, accepted or refused. */
  readonly attempts: Mail[] = [];
  refuse: string | undefined;
  port = 0;
  /** Connections opened to it. */
  connections = 0;
  private server: SMTPServer | undefined;

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      // The server's mailer keeps pooled connections open: closing ends them at once, not after 30 s.
      closeTimeout: 50,
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          void simpleParser(Buffer.concat(chunks)).then((parsed) => {
            const mail: Mail = {
              at: Date.now(),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              messageId: parsed.messageId ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html || '',
            };
            this.attempts.push(mail);
            if (this.refuse) {
              callback(Object.assign(new Error(this.refuse), { responseCode: 451 }));
              return;
            }
            this.mails.push(mail);
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Stops listening: connections are refused until `start()`. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(email: string): Mail[] {
    return this.mails.filter((m) => m.to.includes(email));
  }
}

// ─── Slack ───────────────────────────────────────────────────────────────────────────────────────

export interface SlackPost {
  at: number;
  path: string;
  text: string;
  status: number;
}

/** A local HTTP server standing in for a Slack incoming webhook; answers `statuses` in turn, then 200. */
export class SlackCatcher {
  readonly posts: SlackPost[] = [];
  /** The next answers' status codes, used up in order. */
  statuses: number[] = [];
  private server: Server | undefined;

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const status = this.statuses.shift() ?? 200;
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { text?: string };
        this.posts.push({ at: Date.now(), path: req.url ?? '', text: body.text ?? '', status });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'server_error');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return this;
  }

  /** A webhook address on this server (http: allowed only with SLACK_ALLOW_PRIVATE_URLS). */
  get url(): string {
    if (!this.server) throw new Error('the Slack stand-in is not started');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/services/T000/B000/test`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

// ─── People ──────────────────────────────────────────────────────────────────────────────────────

export interface Member {
  id: number;
  email: string;
  token: string;
  firstName: string;
}

export interface MemberOptions {
  role?: 'EMPLOYEE' | 'TEAM_ADMIN' | 'ORGANIZATION_ADMIN';
  teamId?: number | null;
  status?: 'ACTIVE' | 'PENDING' | 'INACTIVE';
  firstName?: string;
  lastName?: string;
  deleted?: boolean;
}

/** A token for a user, as sign-in would give (users written here never sign in). */
export function tokenFor(t: TestApp, user: { id: number; organizationId: number; role: string }) {
  return t.app.services.tokens.sign({
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
    tokenVersion: 0,
  });
}

/** People written straight to the database in one statement, each with a token. */
export async function addMembers(org: Org, list: MemberOptions[]): Promise<Member[]> {
  const rows = await org.t.app.services.db
    .insert(users)
    .values(
      list.map((o) => ({
        organizationId: org.organizationId,
        email: uniqueEmail((o.firstName ?? 'member').toLowerCase()),
        // Never used: these people get their token from tokenFor, never from a sign-in.
        passwordHash: 'not-a-password-hash',
        firstName: o.firstName ?? 'Pat',
        lastName: o.lastName ?? 'Person',
        role: o.role ?? 'EMPLOYEE',
        status: o.status ?? 'ACTIVE',
        country: EMPLOYEE_COUNTRY,
        timezone: ZONE,
        teamId: o.teamId === undefined ? org.teamId : o.teamId,
        leavePolicyId: org.policyId,
        joinedAt: '2020-01-01',
        deletedAt: o.deleted ? new Date() : null,
      })),
    )
    .returning({ id: users.id, email: users.email, role: users.role, firstName: users.firstName });
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      email: r.email,
      firstName: r.firstName,
      token: await tokenFor(org.t, { id: r.id, organizationId: org.organizationId, role: r.role }),
    })),
  );
}

export async function addMember(org: Org, o: MemberOptions = {}): Promise<Member> {
  const [member] = await addMembers(org, [o]);
  return member;
}

// ─── Triggers and notifications ──────────────────────────────────────────────────────────────────

export const defaultTrigger = (eventType: EventType) =>
  DEFAULT_TRIGGERS.find((d) => d.eventType === eventType)!;

/** A trigger body: a plain title and text naming the event, changed by `overrides`. */
export function triggerBody(overrides: Partial<TriggerBody> = {}): TriggerBody & { htmlTemplate: string } {
  return {
    name: 'Test trigger',
    title: 'Something happened to {{user.fullName}}',
    eventType: 'LEAVE_CREATED',
    receptors: 'USER',
    channels: ['EMAIL'],
    textTemplate: '{{user.fullName}}: {{link}}',
    htmlTemplate: '<p>{{user.fullName}}</p>',
    ...overrides,
  } as TriggerBody & { htmlTemplate: string };
}

export async function createTrigger(t: TestApp, token: string, body: TriggerBody) {
  const res = await t.call('POST', '/api/v1/notifications/triggers', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; status: string };
}

/** Points the organization's Slack webhook at `url` (the Organization page's setting), as its admin. */
export async function setSlackWebhook(t: TestApp, token: string, url: string) {
  const { id: _, ...settings } = (await t.call('GET', '/api/organizations/default', { token })).json();
  const saved = await t.call('PUT', '/api/organizations/default', {
    token,
    body: { ...settings, metadata: { slackWebhookUrl: url } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The organization's trigger of an event type (the default one right after registration). */
export async function triggerOf(t: TestApp, token: string, eventType: EventType) {
  const res = await t.call('GET', '/api/v1/notifications/triggers', { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as (TriggerBody & { id: number; status: string })[]).find(
    (x) => x.eventType === eventType,
  )!;
}

/** Turns the organization's default triggers off (through the API), so a test hears only its own. */
export async function disableDefaultTriggers(t: TestApp, token: string) {
  const list = await t.call('GET', '/api/v1/notifications/triggers', { token });
  for (const { id, ...trigger } of list.json()) {
    const res = await t.call('PUT', `/api/v1/notifications/triggers/${id}`, {
      token,
      body: { ...trigger, status: 'DISABLED' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Every notification of the caller (newest first), through the API, `size` at most 100. */
export async function inbox(t: TestApp, token: string, query = ''): Promise<Notification[]> {
  const res = await t.call('GET', `/api/v1/notifications?size=100${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().contents as Notification[];
}

/** The events of an organization as recorded, oldest first. */
export async function eventsOf(t: TestApp, organizationId: number) {
  const result = (await t.app.services.db.execute(sql`
    select id, type, subject_user_id as "subjectUserId", params from notification_events
    where organization_id = ${organizationId} order by id`)) as unknown as {
    rows: { id: number; type: EventType; subjectUserId: number; params: Record<string, unknown> }[];
  };
  return result.rows;
}

/** How many rows of a notification table belong to an organization. */
export async function countRows(
  t: TestApp,
  table: 'notifications' | 'notification_events' | 'notification_deliveries',
  organizationId: number,
): Promise<number> {
  const result = (await t.app.services.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where organization_id = ${organizationId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

/** A leave request of `days` working days from a Monday (Monday–Friday, no holidays for employees). */
export async function requestLeave(
  t: TestApp,
  token: string,
  body: { typeId: number; start: string; days?: number; reason?: string },
) {
  return t.call('POST', '/api/leaves', {
    token,
    body: {
      typeId: body.typeId,
      start: body.start,
      end: addDays(body.start, (body.days ?? 1) - 1),
      reason: body.reason,
    },
  });
}
