/**
 * The scale part's data (issue 15), written set-based: organizations, teams, types, a default
 * policy, people and three years of leaves each come from one INSERT … SELECT over generate_series,
 * so a 10,000-person organization beside 1,000 organizations of 20 takes about a minute, not the
 * tens of minutes row-by-row inserts would. The shapes follow `seedDemoOrganization`
 * (apps/server/src/scripts/demo-data.ts): the same types with the same carry-over, about twelve
 * requests per person per year spread over the year, never overlapping, every status, some half
 * days, a few cancelled. Triggers and foreign-key checks are off while it writes
 * (`session_replication_role = replica`, which needs a superuser, as the bench's database does);
 * each organization's data version is written at the end.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { insertDefaultTriggers } from '../apps/server/src/modules/notifications/default-triggers';

export interface GenerateOptions {
  /** Names are `${prefix} ${n}`, e-mails `u${i}@${prefix-slug}-${n}.scale.test` (i from 1). */
  prefix: string;
  organizations: number;
  usersPerOrganization: number;
  teamsPerOrganization: number;
  /** Years before today's with leaves (2: three years in all). */
  yearsBack: number;
  today: string;
  password: string;
  timezone: string;
  /** The default notification triggers (reviewers and requesters are told); in large organizations. */
  withTriggers?: boolean;
}

export interface Generated {
  organizationIds: number[];
  users: number;
  leaves: number;
}

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Linus',
  'Margaret',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'Ken',
  'Radia',
  'Tim',
  'Hedy',
  'Dennis',
  'Katherine',
  'John',
  'Sophie',
  'Niklaus',
  'Mary',
  'Guido',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Torvalds',
  'Hamilton',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Thompson',
  'Perlman',
  'Berners-Lee',
  'Lamarr',
  'Ritchie',
  'Johnson',
  'McCarthy',
  'Wilson',
  'Wirth',
  'Jackson',
  'van Rossum',
  'Kay',
  'Goldberg',
  'Backus',
  'Cerf',
  'Kahn',
  'Hoare',
];

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function generateOrganizations(db: Db, o: GenerateOptions): Promise<Generated> {
  const passwordHash = await hashPassword(o.password);
  const slug = o.prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const thisYear = Number(o.today.slice(0, 4));
  const firstYear = thisYear - o.yearsBack;
  const first = sql.raw(`array[${FIRST.map((n) => `'${n}'`).join(',')}]`);
  const last = sql.raw(`array[${LAST.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`create temporary table gen_orgs on commit drop as
      with o as (
        insert into organizations (name, country, timezone)
        select ${o.prefix} || ' ' || n, 'DE', ${o.timezone} from generate_series(1, ${o.organizations}::int) n
        returning id, name
      )
      select id, (substring(name from '[0-9]+$'))::int as n from o`);
    await tx.execute(sql`insert into teams (organization_id, name)
      select g.id, 'Team ' || lpad(t::text, 3, '0') from gen_orgs g, generate_series(1, ${o.teamsPerOrganization}::int) t`);
    await tx.execute(sql`insert into leave_types (organization_id, name, symbol, cycle, amount, requires_approval)
      select g.id, v.name, v.symbol, v.cycle, v.amount, v.approval from gen_orgs g,
      (values ('Vacation', '🏖️', 'PER_YEAR', 25, true), ('Sick leave', '🤒', 'PER_YEAR', 10, false),
              ('Unpaid leave', '💼', 'UNLIMITED', 1, true)) v(name, symbol, cycle, amount, approval)`);
    await tx.execute(sql`insert into leave_policies (organization_id, name, is_default)
      select g.id, 'Standard', true from gen_orgs g`);
    await tx.execute(sql`insert into activated_types (policy_id, type_id, organization_id, amount, requires_approval,
        cycle, position, carry_over_limit, carry_over_expires_after_months)
      select p.id, t.id, t.organization_id, t.amount, t.requires_approval, t.cycle,
        case t.name when 'Vacation' then 0 when 'Sick leave' then 1 else 2 end,
        case t.name when 'Vacation' then 5 when 'Sick leave' then 3 else 0 end,
        case t.name when 'Vacation' then 3 end
      from gen_orgs g join leave_policies p on p.organization_id = g.id join leave_types t on t.organization_id = g.id`);
    // People: the first is the organization admin, the next one per team its team admin.
    await tx.execute(sql`insert into users (organization_id, email, password_hash, first_name, last_name, role,
        status, country, timezone, team_id, leave_policy_id, joined_at, created_at, updated_at)
      select g.id, 'u' || i || '@' || ${slug} || '-' || g.n || '.scale.test', ${passwordHash},
        (${first})[1 + i % ${FIRST.length}], (${last})[1 + (i / ${FIRST.length} + i * 7) % ${LAST.length}],
        case when i = 1 then 'ORGANIZATION_ADMIN' when i <= 1 + ${o.teamsPerOrganization} then 'TEAM_ADMIN' else 'EMPLOYEE' end,
        'ACTIVE', 'DE', ${o.timezone},
        (select t.id from teams t where t.organization_id = g.id
          and t.name = 'Team ' || lpad((1 + (i - 2 + ${o.teamsPerOrganization}) % ${o.teamsPerOrganization})::text, 3, '0')),
        (select p.id from leave_policies p where p.organization_id = g.id),
        ${`${firstYear - 2}-03-01`}::date, ${`${firstYear}-01-01T08:00:00Z`}::timestamptz, now()
      from gen_orgs g, generate_series(1, ${o.usersPerOrganization}::int) i`);
    // Twelve slots of 30 days a year per person; a leave starts in the first 18 days of its slot
    // (moved off a weekend) and lasts 1–3 days (vacation sometimes up to 9): never overlapping.
    const inserted = await tx.execute(sql`
      with ty as (
        select organization_id as org,
          max(id) filter (where name = 'Vacation') as vacation,
          max(id) filter (where name = 'Sick leave') as sick,
          max(id) filter (where name = 'Unpaid leave') as unpaid
        from leave_types where organization_id in (select id from gen_orgs) group by organization_id
      ),
      admins as (select organization_id as org, id from users where role = 'ORGANIZATION_ADMIN'
        and organization_id in (select id from gen_orgs)),
      base as (
        select u.id as uid, u.organization_id as org, u.leave_policy_id as policy, y, s,
          make_date(y, 1, 1) + s * 30 + floor(random() * 18)::int as raw_start,
          random() as r_type, random() as r_len, random() as r_long, random() as r_half,
          random() as r_status, random() as r_cancel
        from users u, generate_series(${firstYear}::int, ${thisYear}::int) y, generate_series(0, 11) s
        where u.organization_id in (select id from gen_orgs)
      ),
      shaped as (
        select b.*, ty.vacation, ty.sick, ty.unpaid,
          b.raw_start + case extract(isodow from b.raw_start)::int when 6 then 2 when 7 then 1 else 0 end as start_at,
          case when b.r_type < 0.62 then ty.vacation when b.r_type < 0.85 then ty.sick else ty.unpaid end as type_id
        from base b join ty on ty.org = b.org
      ),
      sized as (
        select s.*, s.start_at + (case when s.type_id = s.vacation
            then floor(s.r_len * (case when s.r_long < 0.15 then 9 else 3 end))::int
            else floor(s.r_len * 2)::int end) as end_at
        from shaped s
      ),
      parted as (
        select z.*,
          array(select d::date from generate_series(z.start_at, z.end_at, interval '1 day') d
            where extract(isodow from d) < 6) as dates,
          case when z.start_at = z.end_at then (case when z.r_half >= 0.1 and z.r_half < 0.2 then 'AFTERNOON' else 'FULL' end)
            else (case when z.r_half < 0.08 then 'AFTERNOON' else 'FULL' end) end as sdp,
          case when z.start_at = z.end_at then (case when z.r_half < 0.1 then 'MORNING' else 'FULL' end)
            else (case when z.r_half > 0.92 and extract(isodow from z.end_at) < 6 then 'MORNING' else 'FULL' end) end as edp,
          case when z.type_id = z.sick then 'ACCEPTED'
            when z.end_at < ${o.today}::date then (case when z.r_status < 0.9 then 'ACCEPTED' else 'REJECTED' end)
            when z.r_status < 0.5 then 'PENDING' when z.r_status < 0.85 then 'ACCEPTED' else 'REJECTED' end as st
        from sized z
      )
      insert into leaves (organization_id, user_id, type_id, policy_id, start_at, end_at, start_day_part,
        end_day_part, duration, total_days, working_dates, status, reason, reviewer_id, reviewed_at,
        cancelled_at, cancelled_by, created_at, updated_at)
      select p.org, p.uid, p.type_id, p.policy, p.start_at, p.end_at, p.sdp, p.edp,
        cardinality(p.dates) - (case when p.sdp = 'AFTERNOON' then 0.5 else 0 end)
          - (case when p.edp = 'MORNING' then 0.5 else 0 end),
        p.end_at - p.start_at + 1, p.dates,
        case when p.st <> 'REJECTED' and p.r_cancel < 0.04 then 'CANCELLED' else p.st end,
        'Generated for the scale benchmark',
        case when p.st <> 'PENDING' and p.type_id <> p.sick then a.id end,
        case when p.st <> 'PENDING' and p.type_id <> p.sick then (p.start_at - 10)::timestamptz end,
        case when p.st <> 'REJECTED' and p.r_cancel < 0.04 then (p.start_at - 5)::timestamptz end,
        case when p.st <> 'REJECTED' and p.r_cancel < 0.04 then p.uid end,
        (p.start_at - 20)::timestamptz, (p.start_at - 20)::timestamptz
      from parted p join admins a on a.org = p.org`);
    await tx.execute(sql`insert into organization_versions (organization_id, data_version, changed_at)
      select id, 1, now() from gen_orgs`);
    // What the leaves' triggers (off while generating) keep: their counts per day.
    await tx.execute(sql`insert into leave_day_counts (organization_id, day, count)
      select l.organization_id, g::date, count(*)::int
      from leaves l join gen_orgs o on o.id = l.organization_id,
        generate_series(l.start_at, l.end_at, interval '1 day') g
      where l.status in ('PENDING', 'ACCEPTED')
      group by 1, 2`);
    const organizationIds = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from gen_orgs order by n`),
    ).map((r) => r.id);
    await tx.execute(sql`set local session_replication_role = origin`);
    if (o.withTriggers) for (const id of organizationIds) await insertDefaultTriggers(tx, id);
    return {
      organizationIds,
      users: o.organizations * o.usersPerOrganization,
      leaves: (inserted as unknown as { rowCount: number }).rowCount,
    };
  });
}
