import type { Role } from '@leavedesk/contracts';
import { TransactionRollbackError } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client';
import { useStatementPool } from '../apps/server/src/db/first-row';
import * as schema from '../apps/server/src/db/schema';
import { AnswerCache } from '../apps/server/src/http/answer-cache';
import type { Caller, ClaimsContext, Services, UseCaseContext } from '../apps/server/src/http/context';
import { dayjs } from '../apps/server/src/lib/dates';
import { checkLeave } from '../apps/server/src/modules/leaves/check-leave';
import { getBalances } from '../apps/server/src/modules/leaves/get-balances';
import { listCalendarJson } from '../apps/server/src/modules/leaves/list-calendar';
import { listLeavesJson } from '../apps/server/src/modules/leaves/list-leaves';
import { countNotifications } from '../apps/server/src/modules/notifications/inbox';
import { leaveEventParams, recordEvent } from '../apps/server/src/modules/notifications/record-event';
import type { DemoResult } from '../apps/server/src/scripts/demo-data';
import { eventConfig, type FanOutOrganization } from './notifications';

/**
 * Runs the hot routes' own use cases once with a query logger, then EXPLAIN ANALYZEs every SQL
 * statement they sent: the plans we checked are the plans of the queries the server really runs.
 */
export async function explainHotQueries(
  databaseUrl: string,
  seeded: DemoResult,
  today: string,
): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let captured: { sql: string; params: unknown[]; prepared: boolean }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params, prepared: false }) },
  }) as unknown as Db;
  // The hot statements go through firstRow's pool of prepared statements: log what it is sent.
  const statements = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const send = statements.query.bind(statements) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
  (statements as { query: unknown }).query = (config: pg.QueryConfig) => {
    captured.push({ sql: config.text, params: config.values ?? [], prepared: true });
    return send(config);
  };
  useStatementPool(db, statements);
  const employee = seeded.sampleEmployees[0];
  const base = {
    organizationId: seeded.organizationId,
    timezone: 'Europe/Berlin',
    country: 'DE',
    dataVersion: 0,
  };
  const asEmployee: Caller = {
    ...base,
    userId: employee.id,
    role: 'EMPLOYEE' as Role,
    teamId: employee.teamId,
    email: employee.email,
  };
  const asAdmin: Caller = {
    ...base,
    userId: seeded.adminId,
    role: 'ORGANIZATION_ADMIN' as Role,
    teamId: null,
    email: seeded.admin.email,
  };
  // A cache that never answers: every run reads the database.
  const answers = new AnswerCache(0);
  const ctx = (caller: Caller): UseCaseContext => ({
    db,
    caller,
    services: { answers } as unknown as Services,
  });
  // The routes that read the caller in their own statement get the token's claims instead.
  const claimsCtx = (caller: Caller): ClaimsContext => ({
    db,
    claims: { userId: caller.userId, tokenVersion: 0 },
    services: { answers } as unknown as Services,
  });

  let start = dayjs(today).add(21, 'day');
  while (start.day() !== 1) start = start.add(1, 'day');
  const balances = await getBalances(claimsCtx(asEmployee), 'mine');
  const typeId = balances[0].activatedType.typeId;

  const cases: [string, () => Promise<unknown>][] = [
    ['GET /leaves/mine/balance', () => getBalances(claimsCtx(asEmployee), 'mine')],
    [
      'POST /leaves/check',
      () =>
        checkLeave(claimsCtx(asEmployee), {
          typeId,
          start: start.format('YYYY-MM-DD'),
          end: start.add(4, 'day').format('YYYY-MM-DD'),
        }),
    ],
    [
      'GET /leaves?status=PENDING',
      () => listLeavesJson(ctx(asAdmin), { pageNumber: 0, pageSize: 20, status: ['PENDING'] } as never),
    ],
    [
      'GET /leaves/calendar (1 month)',
      () =>
        listCalendarJson(claimsCtx(asAdmin), {
          from: dayjs(today).startOf('month').format('YYYY-MM-DD'),
          to: dayjs(today).endOf('month').format('YYYY-MM-DD'),
        } as never),
    ],
    // The organization admin's bell: the largest inbox (they review every team's requests).
    ['GET /v1/notifications/count (organization admin)', () => countNotifications(claimsCtx(asAdmin))],
    ['GET /v1/notifications/count (employee)', () => countNotifications(claimsCtx(asEmployee))],
  ];
  const out: string[] = [];
  for (const [name, run] of cases) {
    captured = [];
    await run();
    out.push(`\n=== ${name}: ${captured.length} statement(s)`);
    for (const q of captured) {
      // Prepared statements run with one generic plan (see firstRow): prepare the statement and
      // explain an execution of it with that plan, as the server's statement pool runs it.
      const client = await pool.connect();
      try {
        let plan: pg.QueryResult;
        if (q.prepared) {
          await client.query('set plan_cache_mode = force_generic_plan');
          await client.query(`prepare hot as ${q.sql}`);
          const args = q.params.map((v) => (v == null ? 'null' : client.escapeLiteral(String(v)))).join(', ');
          plan = await client.query(`explain (analyze, buffers, costs off) execute hot(${args})`);
          await client.query('deallocate hot');
        } else {
          plan = await client.query(`explain (analyze, buffers, costs off) ${q.sql}`, q.params as unknown[]);
        }
        out.push(`--- ${q.prepared ? '(prepared, generic plan) ' : ''}${q.sql.replace(/\s+/g, ' ')}`);
        out.push(...plan.rows.map((r: Record<string, string>) => `    ${r['QUERY PLAN']}`));
      } finally {
        await client.query('reset plan_cache_mode');
        client.release();
      }
    }
  }
  await Promise.all([pool.end(), statements.end()]);
  return out.join('\n');
}

/**
 * The plans of `recordEvent` for one LEAVE_CREATED event in the fan-out organization, as it runs:
 * auto_explain reports every statement of a recordEvent that is then rolled back, with the time of
 * the triggers (the foreign-key checks of the inserted rows). LOAD needs a superuser; without one
 * the section says so.
 */
export async function explainFanOut(databaseUrl: string, org: FanOutOrganization): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const notices: string[] = [];
  client.on('notice', (n) => notices.push(n.message ?? ''));
  try {
    await client.query(`load 'auto_explain'`);
    for (const setting of [
      'log_min_duration = 0',
      'log_analyze = on',
      'log_buffers = on',
      'log_triggers = on',
    ])
      await client.query(`set auto_explain.${setting}`);
    await client.query(`set auto_explain.log_level = notice`);
  } catch (error) {
    await client.end();
    return `\n=== recordEvent, 1,000-member team: auto_explain unavailable (${(error as Error).message})`;
  }
  const db = drizzle({ client, schema }) as unknown as Db;
  try {
    await db.transaction(async (tx) => {
      const { userId, ...params } = await leaveEventParams(
        tx,
        eventConfig,
        org.organizationId,
        org.leaveIds[0],
      );
      notices.length = 0;
      await recordEvent(tx, {
        organizationId: org.organizationId,
        type: 'LEAVE_CREATED',
        subjectUserId: userId,
        params,
      });
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  } finally {
    await client.end();
  }
  const plans = notices.map((n) => n.replace(/\s+$/, '').replace(/^/gm, '    '));
  return [`\n=== recordEvent, 1,000-member team: ${notices.length} statement(s)`, ...plans].join('\n');
}
