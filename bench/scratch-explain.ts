import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { calendarGridStatement, monthGridRange } from '../apps/server/src/modules/leaves/list-calendar';

const c = new pg.Client({
  connectionString: 'postgres://postgres@localhost/leavedesk_scale_1795750537638?host=/var/run/postgresql',
});
await c.connect();
const month = process.argv[2] ?? '2026-11';
const { from, to } = monthGridRange(month);
const teamId = process.argv[3] ? Number(process.argv[3]) : undefined;
const caller = {
  userId: 5,
  organizationId: Number(process.env.ORG ?? 1),
  role: 'EMPLOYEE',
  teamId: 4,
  email: '',
  timezone: 'UTC',
  country: 'DE',
  dataVersion: 0,
} as never;
const q = new PgDialect().sqlToQuery(calendarGridStatement(caller, from, to, teamId));
await c.query('set plan_cache_mode = force_generic_plan');
await c.query({ name: 'g', text: q.sql, values: q.params });
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  await c.query({ name: 'g', text: q.sql, values: q.params });
  console.log('run ms', (performance.now() - t).toFixed(1));
}
const p = q.params.map((v) => (typeof v === 'string' ? `'${v}'` : v)).join(',');
await c.query(`prepare gg as ${q.sql}`);
const r = await c.query(`explain (analyze, buffers) execute gg(${p})`);
console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
await c.end();
