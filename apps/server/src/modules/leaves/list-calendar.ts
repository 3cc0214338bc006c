import {
  CALENDAR_CHIPS_PER_DAY,
  type CalendarChip,
  type CalendarGrid,
  type EndDayPart,
  LEAVE_MSG,
  type LeaveStatus,
  type StartDayPart,
} from '@leavedesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import type { Answer } from '../../http/answer-cache';
import { callerOrRefuse, callerSelect, type StatementCaller } from '../../http/auth';
import type { ClaimsContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { addDays, dayNumber } from '../../lib/working-days';
import { avatarUrl } from '../users/user-view';
import {
  type CalendarTuples,
  calendarEntries,
  calendarTuplesJson,
  countedOverlapping,
} from './leave-queries';

export const CALENDAR_MAX_DAYS = 100;

export interface CalendarInput {
  from: string;
  to: string;
  teamId?: number;
}

/**
 * The calendar's version of the days `from`..`to` of an organization, in the snapshot of the
 * statement it is part of: its calendar version (people, teams, types, policies, name, working
 * days) plus the versions of the months those days fall in (raised by the leaves whose dates touch
 * them; src/db/data-version.sql, decision 0021). Each term only grows, and two snapshots of one
 * database are ordered, so the sum only grows too, and it is the same in two snapshots exactly when
 * nothing the answer shows changed between them: the answers of the calendar are kept for it. A
 * request for March leaves November's answers cached.
 */
export function calendarVersionOf(organizationId: SQL, from: string, to: string): SQL {
  return sql`(coalesce((select v.calendar_version from organization_versions v
      where v.organization_id = ${organizationId}), 0)
    + coalesce((select sum(m.version) from organization_month_versions m
      where m.organization_id = ${organizationId}
        and m.month >= date_trunc('month', ${from}::date)::date and m.month <= ${to}::date), 0))::float8`;
}

/**
 * The caller (401 when the token's user is gone) and the calendar's version of `from`..`to`, in one
 * statement: what a calendar route needs to answer from the cache (these routes are
 * `callerInStatement`: a cached answer costs this one round trip).
 */
async function callerAndVersion(
  { db, claims }: ClaimsContext,
  from: string,
  to: string,
): Promise<{ caller: StatementCaller; version: number }> {
  const row = await firstRow<{ caller: StatementCaller; version: number }>(
    db,
    sql`with me as (${callerSelect(claims, { dataVersion: false })})
      select row_to_json(me) as caller, ${calendarVersionOf(sql`me."organizationId"`, from, to)} as version
      from me`,
  );
  return { caller: callerOrRefuse(row?.caller), version: row?.version ?? 0 };
}

/**
 * GET /leaves/calendar: everyone's PENDING and ACCEPTED leaves overlapping a range of at most 100
 * days, for the whole organization or one team, earliest first. Any member may read it; no reason
 * is ever part of it; deleted users' leaves are not shown.
 *
 * The answer is the JSON text of a `CalendarLeave[]`, read in one statement (a month of a large
 * organization is about a thousand entries) and kept for the calendar's version of the range
 * (`calendarVersionOf`): until a leave in those months, a person, team or type changes, the
 * calendar costs one read of the caller.
 */
export async function listCalendarJson(ctx: ClaimsContext, input: CalendarInput): Promise<Answer> {
  if (input.to < input.from) throw badRequest(LEAVE_MSG.calendarRangeReversed, 'to');
  if (dayNumber(input.to) - dayNumber(input.from) > CALENDAR_MAX_DAYS)
    throw badRequest(LEAVE_MSG.calendarRangeTooLong, 'to');
  const { db, services } = ctx;
  const { caller, version } = await callerAndVersion(ctx, input.from, input.to);
  const key = `calendar:${caller.organizationId}:${input.from}:${input.to}:${input.teamId ?? ''}`;
  const cached = services.answers.get(key, version);
  if (cached !== undefined) return cached;
  const row = await firstRow<{ version: number; entries: CalendarTuples }>(
    db,
    sql`with picked as materialized (
          select l.* from leaves l join users u on u.id = l.user_id
          where l.organization_id = ${caller.organizationId}
            and ${countedOverlapping(input.from, input.to, sql`${caller.organizationId}::int`)}
            and u.deleted_at is null
            ${input.teamId != null ? sql`and u.team_id = ${input.teamId}` : sql``}
        )
        select ${calendarVersionOf(sql`${caller.organizationId}::int`, input.from, input.to)} as version,
          ${calendarTuplesJson(sql`picked`)} as entries`,
  );
  if (!row) throw new Error('the calendar statement answered no row');
  const entries = calendarEntries(row.entries);
  return services.answers.set(key, row.version, Buffer.from(JSON.stringify(entries)));
}

/** The days a month's grid shows: the Sunday on or before the 1st to the Saturday on or after its last day. */
export function monthGridRange(month: string): { from: string; to: string } {
  const first = `${month}-01`;
  const nextFirst = month.endsWith('-12')
    ? `${Number(month.slice(0, 4)) + 1}-01-01`
    : `${month.slice(0, 5)}${String(Number(month.slice(5, 7)) + 1).padStart(2, '0')}-01`;
  const last = addDays(nextFirst, -1);
  const weekday = (date: string) => (dayNumber(date) + 4) % 7; // day 0 (1970-01-01) was a Thursday
  return { from: addDays(first, -weekday(first)), to: addDays(last, 6 - weekday(last)) };
}

/**
 * The people of a calendar statement's leaves (`picked`, a CTE with the leaves' columns and the
 * requester's team) whose team is the caller's: they come first in the grid and the day list.
 */
function ofCallersTeam(caller: StatementCaller): SQL {
  return caller.teamId != null ? sql`coalesce(u.team_id = ${caller.teamId}::int, false)` : sql`false`;
}

/** Leaves of the calendar in `from`..`to` (PENDING and ACCEPTED, live people, one team or all), with `mine`. */
function pickedCalendarLeaves(caller: StatementCaller, from: string, to: string, teamId?: number): SQL {
  return sql`select l.*, ${ofCallersTeam(caller)} as mine
    from leaves l join users u on u.id = l.user_id
    where l.organization_id = ${caller.organizationId}
      and ${countedOverlapping(from, to, sql`${caller.organizationId}::int`)}
      and u.deleted_at is null
      ${teamId != null ? sql`and u.team_id = ${teamId}` : sql``}`;
}

/** What the grid statement answers: count changes by day offset, the chips, their people and types. */
interface GridTuples {
  /** [day offset from `from`, change of the count on that day] */
  counts: [number, number][];
  /** [day offset, rank in the day, leave id, user id, type id, start, end, start part, end part, status] */
  chips: [number, number, number, number, number, string, string, StartDayPart, EndDayPart, LeaveStatus][];
  people: [number, string, string, number | null][];
  types: [number, string, string][];
}

/**
 * GET /leaves/calendar/grid: a month's grid (`CalendarGrid`): per day of the weeks it touches, the
 * number of PENDING and ACCEPTED leaves covering it, and on the organization's working days the
 * first CALENDAR_CHIPS_PER_DAY of them in the day list's order (`calendarDayJson`). Whatever the
 * organization's size, at most 42 × 3 chips. Same visibility and filters as the calendar, kept for
 * the calendar's version of those weeks (`calendarVersionOf`); the order depends on the caller's
 * team, so the key holds it.
 */
export async function calendarGridJson(
  ctx: ClaimsContext,
  input: { month: string; teamId?: number },
): Promise<Answer> {
  const { db, services } = ctx;
  const { from, to } = monthGridRange(input.month);
  const { caller, version } = await callerAndVersion(ctx, from, to);
  const key = `calendar-grid:${caller.organizationId}:${input.month}:${input.teamId ?? ''}:${caller.teamId ?? ''}`;
  const cached = services.answers.get(key, version);
  if (cached !== undefined) return cached;
  const row = await firstRow<{ version: number; grid: GridTuples }>(
    db,
    calendarGridStatement(caller, from, to, input.teamId),
  );
  if (!row) throw new Error('the calendar grid statement answered no row');
  return services.answers.set(
    key,
    row.version,
    Buffer.from(JSON.stringify(gridOf(input.month, from, to, row.grid))),
  );
}

/**
 * The grid's one statement (bench/plans.ts explains it too). Its cost does not follow the number
 * of leaves a day has, nor the organization's size:
 * - the whole organization's counts are the ~42 days' rows of `leave_day_counts` (kept by the
 *   database), less the leaves of removed people (few, read by person); one team's come from its
 *   people's leaves, read by person: +1 on the day a leave enters the grid, −1 the day after it
 *   ends, summed up in the server;
 * - the caller's team's leaves, read by person, come first on each working day;
 * - everyone else's chips of a day are the first three met walking the organization's counted
 *   leaves (`leaves_org_counted_range_idx`) backwards from that day (latest start first): a few
 *   index entries per day, whatever the day's count; removed people are left out (a hashed set);
 * - only the at most 42 × 3 chosen leaves are read whole, with their people and types.
 */
export function calendarGridStatement(
  caller: StatementCaller,
  from: string,
  to: string,
  teamId?: number,
): SQL {
  const org = sql`${caller.organizationId}::int`;
  const gone = sql`(select g.id from users g where g.organization_id = ${org} and g.deleted_at is not null)`;
  const counted = sql`l.organization_id = ${org} and l.status in ('PENDING', 'ACCEPTED')
    and l.user_id not in ${gone}`;
  const span = sql`(select coalesce(max(s.total_days), 1) from leaves s
    where s.organization_id = ${org} and s.cancelled_at is null)`;
  // The counted leaves of some people in the grid's days, read person by person (by user, status
  // and start): no condition on the organization, whose month the generic plan would otherwise walk
  // once per person or filter whole (11,000 entries for 10,000 people). The people are the
  // organization's live ones.
  const ofPeople = (people: SQL, mine: SQL) => sql`select l.user_id, l.start_at, l.end_at, ${mine} as mine
    from ${people} join leaves l on l.user_id = f.id
    where l.status in ('PENDING', 'ACCEPTED') and l.start_at <= ${to}::date and l.end_at >= ${from}::date
      and l.start_at >= ${from}::date + 1 - ${span}`;
  const days = dayNumber(to) - dayNumber(from) + 1;
  return sql`with
    team as (select m.id from users m where m.organization_id = ${org}
      and m.team_id = ${caller.teamId ?? null}::int and m.deleted_at is null),
    pk as materialized (${
      teamId != null
        ? // One team: its people's leaves.
          ofPeople(
            sql`(select f.id from users f where f.organization_id = ${org} and f.team_id = ${teamId}::int
              and f.deleted_at is null) f`,
            sql`l.user_id in (select t.id from team t)`,
          )
        : // The whole organization: the caller's team's leaves (their chips come first).
          ofPeople(sql`(select t.id from team t) f`, sql`true`)
    }),
    deltas as (${
      teamId != null
        ? sql`select e.k, sum(e.delta)::int as delta from (
        select greatest(p.start_at, ${from}::date) - ${from}::date as k, 1 as delta from pk p
        union all
        select p.end_at + 1 - ${from}::date, -1 from pk p where p.end_at < ${to}::date
      ) e group by e.k`
        : // The organization's counts per day (kept by the database), less removed people's leaves.
          sql`with gone_leaves as materialized (
        select l.start_at, l.end_at from users g join leaves l on l.user_id = g.id
        where g.organization_id = ${org} and g.deleted_at is not null and l.status in ('PENDING', 'ACCEPTED')
          and l.start_at <= ${to}::date and l.end_at >= ${from}::date
      )
      select d.k, (d.n - coalesce(lag(d.n) over (order by d.k), 0))::int as delta from (
        select g.k, coalesce(c.count, 0) - (
          select count(*) from gone_leaves x where x.start_at <= ${from}::date + g.k and x.end_at >= ${from}::date + g.k
        ) as n
        from generate_series(0, ${days - 1}::int) g(k)
        left join leave_day_counts c on c.organization_id = ${org} and c.day = ${from}::date + g.k
      ) d`
    }),
    days as (
      select d.k, ${from}::date + d.k as day from generate_series(0, ${days - 1}::int) d(k)
      where trim(to_char(${from}::date + d.k, 'DAY')) = any(
        (select o.working_days from organizations o where o.id = ${org})::text[])
    ),
    picks as (${
      teamId != null
        ? // One team: its leaves of the month are few; every day ranks them.
          sql`select d.k, m.user_id, m.start_at, row_number() over (
            partition by d.k order by m.mine desc, m.start_at desc, m.end_at desc, m.user_id desc) as rn
          from days d join pk m on m.start_at <= d.day and m.end_at >= d.day`
        : sql`select x.k, x.user_id, x.start_at, row_number() over (
            partition by x.k order by x.r, x.start_at desc, x.end_at desc, x.user_id desc) as rn
          from (
            select d.k, 0 as r, m.user_id, m.start_at, m.end_at
            from days d join pk m on m.mine and m.start_at <= d.day and m.end_at >= d.day
            union all
            select d.k, 1, o.user_id, o.start_at, o.end_at from days d cross join lateral (
              select l.user_id, l.start_at, l.end_at from leaves l
              where ${counted} and l.user_id not in (select t.id from team t)
                and l.start_at <= d.day and l.start_at >= d.day + 1 - ${span} and l.end_at >= d.day
              order by l.start_at desc, l.end_at desc, l.user_id desc
              limit ${CALENDAR_CHIPS_PER_DAY}
            ) o
          ) x`
    }),
    chips as materialized (
      select p.k, p.rn, l.id, l.user_id, l.type_id, l.start_at, l.end_at, l.start_day_part, l.end_day_part, l.status
      from picks p join leaves l on l.user_id = p.user_id and l.start_at = p.start_at
        and l.status in ('PENDING', 'ACCEPTED')
      where p.rn <= ${CALENDAR_CHIPS_PER_DAY}
    )
    select ${calendarVersionOf(org, from, to)} as version, json_build_object(
      'counts', (select coalesce(json_agg(json_build_array(c.k, c.delta)), '[]'::json) from deltas c),
      'chips', (select coalesce(json_agg(json_build_array(
          c.k, c.rn, c.id, c.user_id, c.type_id, c.start_at, c.end_at, c.start_day_part, c.end_day_part, c.status
        ) order by c.k, c.rn), '[]'::json) from chips c),
      'people', (select coalesce(json_agg(json_build_array(u.id, u.first_name, u.last_name, u.avatar_asset_id)), '[]'::json)
        from users u where u.id in (select c.user_id from chips c)),
      'types', (select coalesce(json_agg(json_build_array(t.id, t.name, t.symbol)), '[]'::json)
        from leave_types t where t.id in (select c.type_id from chips c))
    ) as grid`;
}

function gridOf(month: string, from: string, to: string, tuples: GridTuples): CalendarGrid {
  const people = new Map<number, CalendarChip['user']>();
  for (const [id, firstName, lastName, avatarId] of tuples.people) {
    people.set(id, {
      id,
      firstName,
      lastName,
      avatar: avatarId ? { id: avatarId, url: avatarUrl(avatarId) } : null,
    });
  }
  const types = new Map<number, CalendarChip['activatedType']>();
  for (const [typeId, name, symbol] of tuples.types) types.set(typeId, { typeId, name, symbol });
  const days: CalendarGrid['days'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push({ date, count: 0, chips: [] });
  const change = new Map(tuples.counts);
  let count = 0;
  for (const [k, day] of days.entries()) {
    count += change.get(k) ?? 0;
    day.count = count;
  }
  for (const [k, , id, userId, typeId, startAt, endAt, startDayPart, endDayPart, status] of tuples.chips) {
    const day = days[k];
    const user = people.get(userId);
    const activatedType = types.get(typeId);
    if (!day || !user || !activatedType)
      throw new Error(`calendar grid leave ${id} without its day, person or type`);
    day.chips.push({ id, user, activatedType, startAt, endAt, startDayPart, endDayPart, status });
  }
  return { month, from, to, days };
}

/**
 * GET /leaves/calendar/day: every PENDING and ACCEPTED leave covering one day (`CalendarLeave[]`),
 * the caller's team first, then the latest start first (then the latest end, then the person: no
 * two counted leaves of one person overlap), as the grid's chips are: what '+N more...' and the
 * selected day's panel show. Same visibility, filters and cache as the calendar.
 */
export async function calendarDayJson(
  ctx: ClaimsContext,
  input: { date: string; teamId?: number },
): Promise<Answer> {
  const { db, services } = ctx;
  const { caller, version } = await callerAndVersion(ctx, input.date, input.date);
  const key = `calendar-day:${caller.organizationId}:${input.date}:${input.teamId ?? ''}:${caller.teamId ?? ''}`;
  const cached = services.answers.get(key, version);
  if (cached !== undefined) return cached;
  const row = await firstRow<{ version: number; entries: CalendarTuples }>(
    db,
    sql`with picked as materialized (${pickedCalendarLeaves(caller, input.date, input.date, input.teamId)})
        select ${calendarVersionOf(sql`${caller.organizationId}::int`, input.date, input.date)} as version,
          ${calendarTuplesJson(sql`picked`, sql`p.mine desc, p.start_at desc, p.end_at desc, p.user_id desc`)} as entries`,
  );
  if (!row) throw new Error('the calendar day statement answered no row');
  return services.answers.set(key, row.version, Buffer.from(JSON.stringify(calendarEntries(row.entries))));
}
