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
import type { UseCaseContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { addDays, dayNumber } from '../../lib/working-days';
import { avatarUrl } from '../users/user-view';
import {
  type CalendarTuples,
  calendarEntries,
  calendarTuplesJson,
  countedOverlapping,
  dataVersionOf,
} from './leave-queries';

export const CALENDAR_MAX_DAYS = 100;

export interface CalendarInput {
  from: string;
  to: string;
  teamId?: number;
}

/**
 * GET /leaves/calendar: everyone's PENDING and ACCEPTED leaves overlapping a range of at most 100
 * days, for the whole organization or one team, earliest first. Any member may read it; no reason
 * is ever part of it; deleted users' leaves are not shown.
 *
 * The answer is the JSON text of a `CalendarLeave[]`, read in one statement (a month of a large
 * organization is about a thousand entries) and kept for the organization's data version: until a
 * leave, person, team or type changes, the calendar costs one read of the caller.
 */
export async function listCalendarJson(
  { db, caller, services }: UseCaseContext,
  input: CalendarInput,
): Promise<Answer> {
  if (input.to < input.from) throw badRequest(LEAVE_MSG.calendarRangeReversed, 'to');
  if (dayNumber(input.to) - dayNumber(input.from) > CALENDAR_MAX_DAYS)
    throw badRequest(LEAVE_MSG.calendarRangeTooLong, 'to');
  const key = `calendar:${caller.organizationId}:${input.from}:${input.to}:${input.teamId ?? ''}`;
  const cached = services.answers.get(key, caller.dataVersion);
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
        select ${dataVersionOf(caller.organizationId)} as version, ${calendarTuplesJson(sql`picked`)} as entries`,
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
function ofCallersTeam(caller: UseCaseContext['caller']): SQL {
  return caller.teamId != null ? sql`coalesce(u.team_id = ${caller.teamId}::int, false)` : sql`false`;
}

/** Leaves of the calendar in `from`..`to` (PENDING and ACCEPTED, live people, one team or all), with `mine`. */
function pickedCalendarLeaves(
  caller: UseCaseContext['caller'],
  from: string,
  to: string,
  teamId?: number,
): SQL {
  return sql`select l.*, ${ofCallersTeam(caller)} as mine
    from leaves l join users u on u.id = l.user_id
    where l.organization_id = ${caller.organizationId}
      and ${countedOverlapping(from, to, sql`${caller.organizationId}::int`)}
      and u.deleted_at is null
      ${teamId != null ? sql`and u.team_id = ${teamId}` : sql``}`;
}

/** What the grid statement answers: per day offset its count, its first chips, their people and types. */
interface GridTuples {
  /** [day offset from `from`, count, leave id, user id, type id, start, end, start part, end part, status] */
  chips: [number, number, number, number, number, string, string, StartDayPart, EndDayPart, LeaveStatus][];
  people: [number, string, string, number | null][];
  types: [number, string, string][];
}

/**
 * GET /leaves/calendar/grid: a month's grid (`CalendarGrid`): per day of the weeks it touches, the
 * number of PENDING and ACCEPTED leaves covering it and the first CALENDAR_CHIPS_PER_DAY of them, the
 * caller's team first, then earliest start. Whatever the organization's size, at most 42 × 3 chips.
 * Same visibility, filters and cache as the calendar (kept per data version; the order depends on
 * the caller's team, so the key holds it).
 */
export async function calendarGridJson(
  { db, caller, services }: UseCaseContext,
  input: { month: string; teamId?: number },
): Promise<Answer> {
  const { from, to } = monthGridRange(input.month);
  const key = `calendar-grid:${caller.organizationId}:${input.month}:${input.teamId ?? ''}:${caller.teamId ?? ''}`;
  const cached = services.answers.get(key, caller.dataVersion);
  if (cached !== undefined) return cached;
  const row = await firstRow<{ version: number; grid: GridTuples }>(
    db,
    sql`with picked as materialized (${pickedCalendarLeaves(caller, from, to, input.teamId)}),
        covered as (
          select d.k, p.id, p.user_id, p.type_id, p.start_at, p.end_at, p.start_day_part, p.end_day_part, p.status,
            row_number() over (partition by d.k order by p.mine desc, p.start_at, p.id) as rn,
            count(*) over (partition by d.k) as n
          from picked p
          cross join lateral generate_series(
            greatest(p.start_at, ${from}::date) - ${from}::date,
            least(p.end_at, ${to}::date) - ${from}::date
          ) as d(k)
        ),
        chips as materialized (select * from covered where rn <= ${CALENDAR_CHIPS_PER_DAY})
        select ${dataVersionOf(caller.organizationId)} as version, json_build_object(
          'chips', (select coalesce(json_agg(json_build_array(
              c.k, c.n, c.id, c.user_id, c.type_id, c.start_at, c.end_at, c.start_day_part, c.end_day_part, c.status
            ) order by c.k, c.rn), '[]'::json) from chips c),
          'people', (select coalesce(json_agg(json_build_array(u.id, u.first_name, u.last_name, u.avatar_asset_id)), '[]'::json)
            from users u where u.id in (select c.user_id from chips c)),
          'types', (select coalesce(json_agg(json_build_array(t.id, t.name, t.symbol)), '[]'::json)
            from leave_types t where t.id in (select c.type_id from chips c))
        ) as grid`,
  );
  if (!row) throw new Error('the calendar grid statement answered no row');
  return services.answers.set(
    key,
    row.version,
    Buffer.from(JSON.stringify(gridOf(input.month, from, to, row.grid))),
  );
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
  for (const [
    k,
    count,
    id,
    userId,
    typeId,
    startAt,
    endAt,
    startDayPart,
    endDayPart,
    status,
  ] of tuples.chips) {
    const day = days[k];
    const user = people.get(userId);
    const activatedType = types.get(typeId);
    if (!day || !user || !activatedType)
      throw new Error(`calendar grid leave ${id} without its day, person or type`);
    day.count = count;
    day.chips.push({ id, user, activatedType, startAt, endAt, startDayPart, endDayPart, status });
  }
  return { month, from, to, days };
}

/**
 * GET /leaves/calendar/day: every PENDING and ACCEPTED leave covering one day (`CalendarLeave[]`),
 * in the grid's order (the caller's team first, then earliest start): what '+N more...' and the
 * selected day's panel show. Same visibility, filters and cache as the calendar.
 */
export async function calendarDayJson(
  { db, caller, services }: UseCaseContext,
  input: { date: string; teamId?: number },
): Promise<Answer> {
  const key = `calendar-day:${caller.organizationId}:${input.date}:${input.teamId ?? ''}:${caller.teamId ?? ''}`;
  const cached = services.answers.get(key, caller.dataVersion);
  if (cached !== undefined) return cached;
  const row = await firstRow<{ version: number; entries: CalendarTuples }>(
    db,
    sql`with picked as materialized (${pickedCalendarLeaves(caller, input.date, input.date, input.teamId)})
        select ${dataVersionOf(caller.organizationId)} as version,
          ${calendarTuplesJson(sql`picked`, sql`p.mine desc, p.start_at, p.id`)} as entries`,
  );
  if (!row) throw new Error('the calendar day statement answered no row');
  return services.answers.set(key, row.version, Buffer.from(JSON.stringify(calendarEntries(row.entries))));
}
